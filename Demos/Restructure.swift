/// The seed's "Creating Adaptive Layouts": a green content view and four buttons whose
/// arrangement follows the size classes, the way Interface Builder overrides a base design.
///
/// - Base design (`wAny hAny`, phones in portrait): the buttons in two columns under the content
///   view. On an iPhone 6 in portrait these are exactly the frames of the W1 benchmark workload.
/// - `wAny hCompact` (phones in landscape): the content view on the left, the buttons in one
///   column on the right, centred horizontally, with equal gaps above, between and below them
///   over the whole height from the top layout guide to the bottom of the view (the seed's
///   hidden filler views; here the safe area's top and bottom, where there is one): 51 pt each
///   on an iPhone 6.
/// - `wRegular hRegular` (iPad): the buttons in one row under the content view, with equal gaps
///   before, between and after them across the whole width (the seed's hidden filler views of
///   equal widths, from edge to edge; the safe area's sides, where there is one): 25.6 pt each
///   on an iPad in portrait, 76.8 pt in landscape. Their titles are 20 pt instead of 15.
///
/// Other edges keep 20 pt from the superview and never less than the safe area.
public final class RestructureViewController: ViewController {
  /// How the buttons are arranged.
  public enum Arrangement: Sendable, Hashable {
    /// Two columns under the content view (the base design).
    case twoColumns
    /// One column to the right of the content view (`wAny hCompact`).
    case column
    /// One row under the content view (`wRegular hRegular`).
    case row
  }

  /// The arrangement for each size-class combination.
  public static let arrangement = Adaptive(Arrangement.twoColumns)
    .overriding(.column, when: TraitCollection(.any, .compact))
    .overriding(.row, when: TraitCollection(.regular, .regular))
  /// The title size: 15 pt, 20 pt on `wRegular hRegular`.
  public static let titleSize = Adaptive<CGFloat>(15)
    .overriding(20, when: TraitCollection(.regular, .regular))

  /// The content view, identifier `greenView`.
  public let greenView = View()
  /// "Action One" … "Action Four", identifiers `actionOne` … `actionFour`.
  public let buttons: [Button] = (0..<4).map { _ in Button(type: .system) }

  /// The distance kept from the superview's edges, and between the content view and buttons.
  public static let spacing: CGFloat = 20
  /// The button size in the two-column and one-column designs.
  public static let buttonSize = CGSize(width: 160, height: 30)

  public override func viewDidLoad() {
    view.backgroundColor = .systemBackground
    greenView.identifier = "greenView"
    greenView.backgroundColor = Color(RGBA8(r: 0, g: 192, b: 0))
    view.addSubview(greenView)
    let names = ["One", "Two", "Three", "Four"]
    for (button, name) in zip(buttons, names) {
      button.setTitle("Action \(name)", for: .normal)
      button.identifier = "action\(name)"
      view.addSubview(button)
    }
  }

  /// The current size classes pick the arrangement and the title size.
  public override func updateInterface() {
    let fontSize = Self.titleSize.value(for: traitCollection)
    for button in buttons where button.titleLabel?.font.pointSize != fontSize {
      button.titleLabel?.font = Font.systemFont(ofSize: fontSize)
    }
    let edges = self.edges
    switch Self.arrangement.value(for: traitCollection) {
    case .twoColumns: layOutTwoColumns(edges)
    case .column: layOutColumn(edges)
    case .row: layOutRow(edges)
    }
  }

  /// 20 pt from each edge, or the safe-area inset where that is larger.
  private var edges: EdgeInsets {
    let safe = view.safeAreaInsets, spacing = Self.spacing
    return EdgeInsets(
      top: max(safe.top, spacing), left: max(safe.left, spacing),
      bottom: max(safe.bottom, spacing), right: max(safe.right, spacing))
  }

  private func layOutTwoColumns(_ edges: EdgeInsets) {
    let height = Self.buttonSize.height, spacing = Self.spacing
    let area = view.bounds.inset(by: edges)
    let (one, two, three, four) = (buttons[0], buttons[1], buttons[2], buttons[3])
    for button in [two, four] { button.pin.bottom(edges.bottom).height(height) }
    for (upper, lower) in [(one, two), (three, four)] {
      upper.pin.above(of: lower).marginBottom(spacing).height(height)
    }
    distribute([one, three], along: .horizontal, in: area, gaps: .fixed(15, fillEqually: true))
    distribute([two, four], along: .horizontal, in: area, gaps: .fixed(15, fillEqually: true))
    greenView.pin.top(edges.top).left(edges.left).right(edges.right)
      .above(of: one).marginBottom(spacing)
  }

  private func layOutColumn(_ edges: EdgeInsets) {
    let size = Self.buttonSize, spacing = Self.spacing
    greenView.pin.top(edges.top).bottom(edges.bottom).left(edges.left)
      .right(edges.right + size.width + 2 * spacing)
    // The seed's fillers run from the top layout guide to the bottom of the view, not inset.
    let area = view.bounds.inset(by: edges)
    let safe = view.bounds.inset(by: view.safeAreaInsets)
    let column = CGRect(
      x: greenView.frame.maxX, y: safe.minY, width: area.maxX - greenView.frame.maxX,
      height: safe.height)
    for button in buttons {
      button.pin.hCenter(column.midX - view.bounds.midX).size(size)
    }
    distribute(buttons, along: .vertical, in: column, gaps: .equal(includingEnds: true))
  }

  private func layOutRow(_ edges: EdgeInsets) {
    let size = CGSize(width: Self.buttonSize.width, height: 44)
    for button in buttons {
      button.pin.bottom(edges.bottom).size(size)
    }
    // The seed's fillers run from one side of the view to the other, not inset.
    let area = view.bounds.inset(by: edges)
    let safe = view.bounds.inset(by: view.safeAreaInsets)
    let row = CGRect(x: safe.minX, y: area.minY, width: safe.width, height: area.height)
    distribute(buttons, along: .horizontal, in: row, gaps: .equal(includingEnds: true))
    greenView.pin.top(edges.top).left(edges.left).right(edges.right)
      .above(of: buttons[0]).marginBottom(Self.spacing)
  }
}
