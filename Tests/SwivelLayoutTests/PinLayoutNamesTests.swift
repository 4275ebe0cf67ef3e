import SwivelLayout
import SwivelViews
import SwivelWidgets
import Testing

/// PinLayout's names and behaviours that real PinLayout code relies on: sizes set before a
/// view has a superview, the global layout direction, `visible`, negative percentages, the
/// insets operators, `anchor.center`, `fitSize()` and `autoSizeThatFits`.
@Suite struct PinLayoutNamesTests {
  @Test func sizeOnlyCallsApplyBeforeTheViewHasASuperview() {
    let separator = View(frame: CGRect(x: 5, y: 7, width: 20, height: 9))
    let warnings = collectingLayoutWarnings {
      separator.pin.height(1)
    }
    // The height applies and the rest of the frame is kept, as PinLayout does.
    #expect(separator.frame == CGRect(x: 5, y: 7, width: 20, height: 1))
    #expect(warnings.isEmpty)
    let tile = View()
    tile.pin.size(40)
    #expect(tile.frame.size == CGSize(width: 40, height: 40))
    tile.pin.width(100).aspectRatio(2)
    #expect(tile.frame.size == CGSize(width: 100, height: 50))
    tile.pin.maxWidth(60)
    #expect(tile.frame.size == CGSize(width: 60, height: 50))
    let label = Label()
    label.text = "Hello"
    label.pin.sizeToFit()
    #expect(label.frame.size == label.sizeThatFits(.zero) && label.frame.width > 0)
  }

  @Test func positionsStillNeedASuperview() {
    let view = View(frame: CGRect(x: 5, y: 7, width: 20, height: 9))
    let warnings = collectingLayoutWarnings {
      view.pin.top(10).height(2)
    }
    // top(10) is ignored with a warning; the height still applies.
    #expect(view.frame == CGRect(x: 5, y: 7, width: 20, height: 2))
    #expect(warnings.warnings.map(\.kind) == [.noSuperview])
  }

  @Test func sizesBeforeASuperviewRoundToTheMainScreensPixels() {
    // Outside a host the main screen is an iPhone 6 at 2×: 0.3 pt rounds up to a whole
    // pixel, 0.5 pt.
    let hairline = View()
    hairline.pin.height(0.3)
    #expect(hairline.frame.height == 0.5)
  }

  @Test func theLayoutDirectionCanBeForced() {
    let scene = LayoutScene()
    #expect(scene.superview.isLTR())
    Pin.withLayoutDirection(.rtl) {
      #expect(Pin.layoutDirection == .rtl)
      #expect(!scene.superview.isLTR())
      scene.box.pin.top(10).start(20).width(50).height(30)
    }
    // 400-pt superview: start is the right edge, so x = 400 − 20 − 50.
    #expect(scene.box.frame == CGRect(x: 330, y: 10, width: 50, height: 30))
    scene.superview.semanticContentAttribute = .forceRightToLeft
    Pin.withLayoutDirection(.ltr) {
      #expect(scene.superview.isLTR())
      scene.box.pin.top(10).start(20).width(50).height(30)
    }
    #expect(scene.box.frame.minX == 20)
    // `auto`, the default, follows the superview's own direction.
    Pin.layoutDirection(.auto)
    #expect(Pin.layoutDirection == .auto)
    #expect(!scene.superview.isLTR())
  }

  @Test func visibleSkipsHiddenAndTransparentViews() {
    let shown = View(), hidden = View(), clear = View()
    hidden.isHidden = true
    clear.alpha = 0
    #expect(
      visible([hidden, shown, clear]).map(ObjectIdentifier.init) == [ObjectIdentifier(shown)])
  }

  @Test func negativePercentagesMoveOutward() {
    let scene = LayoutScene()
    scene.box.pin.top(-10%).left(-5%).width(10%).height(50)
    // 10 % of 600 above, 5 % of 400 to the left.
    #expect(scene.box.frame == CGRect(x: -20, y: -60, width: 40, height: 50))
  }

  @Test func insetsGrowByANumberAndKeepAMinimum() {
    let safe = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    #expect(safe + 10 == EdgeInsets(top: 54, left: 10, bottom: 44, right: 10))
    #expect(safe + CGFloat(2.5) == EdgeInsets(top: 46.5, left: 2.5, bottom: 36.5, right: 2.5))
    #expect(
      safe.minInsets(EdgeInsets(top: 10, left: 10, bottom: 0, right: 10))
        == EdgeInsets(top: 44, left: 10, bottom: 34, right: 10))
    #expect(safe.minInsets(dx: 16, dy: 40) == EdgeInsets(top: 44, left: 16, bottom: 40, right: 16))
  }

  @Test func anchorCenterIsTheCentre() {
    let scene = LayoutScene()
    let other = View(frame: CGRect(x: 100, y: 200, width: 40, height: 60))
    scene.superview.addSubview(other)
    scene.box.pin.topLeft(to: other.anchor.center).size(10)
    #expect(scene.box.frame == CGRect(x: 120, y: 230, width: 10, height: 10))
  }

  @Test func fitSizeKeepsTheWidthTheChainGives() {
    let scene = LayoutScene()
    let label = Label()
    label.numberOfLines = 0
    label.text = "A long line of text that wraps over several lines at this width"
    scene.superview.addSubview(label)
    label.pin.top(10).left(10).width(120).fitSize()
    #expect(label.frame.width == 120)
    #expect(
      label.frame.height
        == label.sizeThatFits(CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude)).height)
  }

  /// A view whose size is its own layout, as PinLayout's examples write one.
  final class Selector: View {
    let title = View(), choices = View()
    override init(frame: CGRect) {
      super.init(frame: frame)
      addSubview(title)
      addSubview(choices)
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
      super.layoutSubviews()
      layout()
    }
    override func sizeThatFits(_ size: CGSize) -> CGSize {
      autoSizeThatFits(size) { layout() }
    }
    private func layout() {
      title.pin.top().horizontally().margin(12).height(30)
      choices.pin.below(of: title).right().margin(12).size(CGSize(width: 80, height: 20))
    }
  }

  @Test func autoSizeThatFitsMeasuresTheLayoutWithoutChangingIt() {
    let scene = LayoutScene()
    let selector = Selector(frame: CGRect(x: 0, y: 0, width: 200, height: 500))
    scene.superview.addSubview(selector)
    selector.layoutIfNeeded()
    let before = selector.subviews.map(\.frame)
    // Title: (12, 12, 276, 30), 0…54 tall with its margins. Choices: 12 below the title's
    // bottom (42), at y 54, 20 tall, plus a 12-pt bottom margin: 86.
    let size = selector.sizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude))
    #expect(size == CGSize(width: 300, height: 86))
    #expect(selector.bounds.size == CGSize(width: 200, height: 500))
    #expect(selector.subviews.map(\.frame) == before)
    selector.pin.top().left().width(300).sizeToFit(.width)
    #expect(selector.frame.size == CGSize(width: 300, height: 86))
  }
}
