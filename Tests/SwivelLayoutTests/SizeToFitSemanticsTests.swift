import SwivelLayout
import SwivelViews
import SwivelWidgets
import Testing

/// A view that always measures 235 × 20, whatever it is offered.
private final class FixedSizeView: View {
  override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 235, height: 20) }
}

/// A view that counts how often its type name is read: warnings name views, so a chain that
/// warns about nothing must not read it.
private final class NameCountingView: View {
  var nameReads = 0
  override var typeName: String {
    nameReads += 1
    return "NameCountingView"
  }
}

/// UIKit's `sizeToFit()` semantics for ``View/sizeToFit()`` and ``Pin/sizeToFit()``.
@Suite struct SizeToFitSemanticsTests {
  let scene = LayoutScene()

  @Test func viewSizeToFitSizesTheBoundsUnderATransformLikeUIKit() {
    let view = FixedSizeView(frame: CGRect(x: 10, y: 20, width: 0, height: 0))
    view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    scene.superview.addSubview(view)
    view.sizeToFit()
    // UIKit: bounds 235 × 20, so the frame is half that; the top-left corner stays.
    #expect(view.bounds.size == CGSize(width: 235, height: 20))
    #expect(view.frame == CGRect(x: 10, y: 20, width: 117.5, height: 10))
  }

  @Test func viewSizeToFitKeepsTheOriginWithoutATransform() {
    let view = FixedSizeView(frame: CGRect(x: 10, y: 20, width: 5, height: 5))
    view.sizeToFit()
    #expect(view.frame == CGRect(x: 10, y: 20, width: 235, height: 20))
  }

  @Test func viewAndPinSizeToFitBothProposeTheCurrentSize() {
    // Twelve 50-pt words: at the current 100 pt two a line, six lines of 20 pt.
    let block = WordBlock(frame: CGRect(x: 0, y: 0, width: 100, height: 0))
    block.sizeToFit()
    #expect(block.frame.size == CGSize(width: 100, height: 120))
    let other = WordBlock(frame: CGRect(x: 0, y: 0, width: 100, height: 0))
    scene.superview.addSubview(other)
    other.pin.topLeft().sizeToFit()
    #expect(other.frame.size == block.frame.size)
  }

  @Test func aMultiLineLabelWrapsToItsCurrentWidth() {
    let label = Label(frame: CGRect(x: 0, y: 0, width: 60, height: 0))
    label.numberOfLines = 0
    label.text = "one two three four"
    scene.superview.addSubview(label)
    let unbounded = label.sizeThatFits(CGSize(width: 10_000, height: 10_000))
    label.pin.topLeft().sizeToFit()
    #expect(label.frame.width <= 60)
    #expect(label.frame.height > unbounded.height)
  }

  @Test func aChainThatWarnsAboutNothingFormatsNoCallText() {
    let counting = NameCountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    scene.superview.addSubview(counting)
    let warnings = collectingLayoutWarnings {
      scene.box.pin.below(of: counting, aligned: .left).size(10).marginTop(2)
    }
    #expect(warnings.isEmpty)
    #expect(counting.nameReads == 0)
    let warned = collectingLayoutWarnings {
      scene.box.pin.below(of: counting).top(3)
    }
    #expect(
      warned.messages == [
        "top(3) conflicts with below(of: NameCountingView[1]) on View#box; top(3) ignored"
      ])
    #expect(counting.nameReads > 0)
  }
}
