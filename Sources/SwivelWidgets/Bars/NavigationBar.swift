import SwivelSupport

/// The bar at the top of a ``NavigationController`` (`UINavigationBar`): the top item's title
/// (centred, or large under the bar), its bar button items, and a back button for a pushed
/// controller, drawn as iOS 15 and later draw it: transparent while the content under it is
/// scrolled to the top, the system material with a hairline at the bottom once content
/// scrolls under it (``standardAppearance``, ``scrollEdgeAppearance``). Setting
/// ``scrollEdgeAppearance`` to the standard appearance gives the iOS 13 look, the material
/// at all times.
///
/// Heights are UIKit's (see docs/reference/bars-and-transitions.md): 44 pt, 50 pt on iPad
/// (iOS 12+), 32 pt in a vertically compact environment (iPhones in landscape), plus 52 pt
/// for a large title (never in compact height). The controller places the bar under the
/// status bar and extends its background up behind it (``backgroundExtension``).
open class NavigationBar: View {
  /// The standard bar's height on iPhone.
  public static let standardHeight: CGFloat = 44
  /// The standard bar's height on iPad from iOS 12.
  public static let padHeight: CGFloat = 50
  /// The bar's height in a vertically compact environment (iPhones in landscape).
  public static let compactHeight: CGFloat = 32
  /// What a large title adds under the standard bar.
  public static let largeTitleHeight: CGFloat = 52
  /// The material's colour: ``BarAppearance/materialColor``.
  public static let barColor = BarAppearance.materialColor
  /// The default hairline: ``BarAppearance/defaultShadowColor``.
  public static let shadowColor = BarAppearance.defaultShadowColor
  /// The inline title's font when the appearance sets none: 17-pt semibold.
  static let titleFont = Font.systemFont(ofSize: 17, weight: .semibold)
  /// The large title's font when the appearance sets none: 34-pt bold.
  static let largeTitleFont = Font.systemFont(ofSize: 34, weight: .bold)
  /// The titles' colour when the appearance sets none.
  let titleTextColor = Color.label

  /// The appearance once content scrolls under the bar (`standardAppearance`): the default
  /// background, the material with a hairline. The bar keeps a copy of what you set.
  public var standardAppearance = NavigationBarAppearance() {
    didSet {
      standardAppearance = standardAppearance.copy()
      setAppearances.insert(.standard)
      appearanceDidChange()
    }
  }
  /// The appearance while the content is scrolled to the top (`scrollEdgeAppearance`); nil
  /// (the default) is the standard one made transparent.
  public var scrollEdgeAppearance: NavigationBarAppearance? {
    didSet {
      scrollEdgeAppearance = scrollEdgeAppearance?.copy()
      setAppearances.insert(.scrollEdge)
      appearanceDidChange()
    }
  }
  /// The appearance of a vertically compact bar (`compactAppearance`); nil uses the standard
  /// one.
  public var compactAppearance: NavigationBarAppearance? {
    didSet {
      compactAppearance = compactAppearance?.copy()
      setAppearances.insert(.compact)
      appearanceDidChange()
    }
  }
  /// The appearance of a vertically compact bar at the scroll edge
  /// (`compactScrollEdgeAppearance`); nil uses ``scrollEdgeAppearance``.
  public var compactScrollEdgeAppearance: NavigationBarAppearance? {
    didSet {
      compactScrollEdgeAppearance = compactScrollEdgeAppearance?.copy()
      setAppearances.insert(.compactScrollEdge)
      appearanceDidChange()
    }
  }
  /// The appearances set on the bar, by the app or by an appearance proxy: a proxy sets only
  /// the others.
  var setAppearances: Set<BarAppearanceSlot> = []
  /// The colour filling the bar once content scrolls under it (`barTintColor`, the iOS 7–12
  /// way of colouring a bar); nil draws the appearance's own background.
  public var barTintColor: Color? { didSet { setNeedsLayout() } }
  /// Whether content extends under the bar (`isTranslucent`): true by default. A bar that is
  /// not translucent ends its navigation controller's content views at its bottom edge, unless
  /// they set `extendedLayoutIncludesOpaqueBars`; how the bar looks is its appearance's.
  public var isTranslucent = true { didSet { superview?.setNeedsLayout() } }
  /// The inline title's attributes set on the bar itself (`titleTextAttributes`, the iOS 7–12
  /// way); a font or colour set here wins over the appearance's.
  public var titleTextAttributes: TextAttributes? { didSet { setNeedsLayout() } }
  /// The large title's attributes set on the bar itself (`largeTitleTextAttributes`).
  public var largeTitleTextAttributes: TextAttributes? { didSet { setNeedsLayout() } }
  /// Whether the bar counts as at the scroll edge; a navigation controller asks its top
  /// controller's content. A bar outside one is never at the edge and shows its standard
  /// appearance.
  var isAtScrollEdge: () -> Bool = { false }

  /// Whether the top item's title is drawn large when the item allows it
  /// (`prefersLargeTitles`); false by default.
  public var prefersLargeTitles = false { didSet { setNeedsLayout() } }

  /// The items, bottom to top (`items`); the last is on top, the one below it names the back
  /// button.
  public private(set) var items: [NavigationItem] = []

  /// The item on top (`topItem`).
  public var topItem: NavigationItem? { items.last }
  /// The item below the top one (`backItem`).
  public var backItem: NavigationItem? { items.count > 1 ? items[items.count - 2] : nil }

  /// How far the background reaches above the bar, behind the status bar; set by the
  /// navigation controller to the status bar's height.
  public var backgroundExtension: CGFloat = 0 { didSet { setNeedsLayout() } }

  /// Whether the bar is vertically compact; set by the navigation controller from its traits.
  public var isCompact = false { didSet { setNeedsLayout() } }

  /// The appearances changed: the titles take their attributes at the next layout pass.
  private func appearanceDidChange() {
    setNeedsLayout()
  }
  /// The height of the row that holds the buttons and the inline title; set by the
  /// navigation controller (``rowHeight(for:)``).
  public var rowHeight = NavigationBar.standardHeight { didSet { setNeedsLayout() } }
  /// The leading and trailing margin of the bar's content (16 pt, 20 pt in regular width),
  /// not counting the safe area; set by the navigation controller.
  public var contentMargin: CGFloat = 16 { didSet { setNeedsLayout() } }

  /// The inline title (17-pt semibold).
  public let titleLabel = Label()
  /// The large title (34-pt bold), shown under the row when large titles are on.
  public let largeTitleLabel = Label()
  /// The buttons of the top item's left bar button items, leading first.
  public private(set) var leftButtons: [Button] = []
  /// The buttons of the top item's right bar button items, trailing first.
  public private(set) var rightButtons: [Button] = []
  /// The button of the top item's first left bar button item.
  public var leftButton: Button? { leftButtons.first }
  /// The button of the top item's first right bar button item.
  public var rightButton: Button? { rightButtons.first }
  /// The top item's prompt (13 pt, centred above the row).
  public let promptLabel = Label()
  /// The top item's title view, while it is shown.
  private weak var shownTitleView: View?
  /// The height a prompt adds above the row.
  public static let promptHeight: CGFloat = 30
  /// The space between two bar button items.
  static let itemSpacing: CGFloat = 8
  let backButton = BackButton()
  private let background = BarBackground(hairlineEdge: .bottom)
  /// Runs when the back button is tapped; the navigation controller pops.
  var backAction: (() -> Void)?
  /// The titles controllers give when their items have none, by item identity.
  var fallbackTitle: (NavigationItem) -> String? = { _ in nil }

  /// Creates an empty bar.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    identifier = "navigationBar"
    background.appearance = { [unowned self] in currentAppearance }
    addPart(background)
    titleLabel.textAlignment = .center
    titleLabel.identifier = "navigationTitle"
    largeTitleLabel.identifier = "largeTitle"
    promptLabel.font = .systemFont(ofSize: 13)
    promptLabel.textAlignment = .center
    promptLabel.identifier = "navigationPrompt"
    addPart(promptLabel)
    applyTitleAttributes()
    addPart(titleLabel)
    addPart(largeTitleLabel)
    for title in [titleLabel, largeTitleLabel] {
      title.accessibilityTraits = [.staticText, .header]
    }
    backButton.addAction(for: .touchUpInside) { [unowned self] _ in backAction?() }
    addPart(backButton)
  }

  /// Swivel reads no archives: fails (returns nil), as `View.init(coder:)` does.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Replaces the items (`setItems(_:animated:)`; nothing animates).
  public func setItems(_ items: [NavigationItem], animated: Bool) {
    WorkCounter.add(self.items.count + items.count)
    for item in self.items { item.contentDidChange = nil }
    self.items = items
    for item in items { observe(item) }
    reloadTopItem()
  }

  /// Puts `item` on top (`pushItem(_:animated:)`; nothing animates). The items below are not
  /// touched, so a push costs the same however deep the stack is.
  public func pushItem(_ item: NavigationItem, animated: Bool) {
    WorkCounter.add(1)
    items.append(item)
    observe(item)
    reloadTopItem()
  }

  /// Takes the top item off (`popItem(animated:)`; nothing animates).
  ///
  /// - Returns: the item taken off, or nil when there was none.
  @discardableResult
  public func popItem(animated: Bool) -> NavigationItem? {
    WorkCounter.add(1)
    guard let item = items.popLast() else { return nil }
    item.contentDidChange = nil
    reloadTopItem()
    return item
  }

  /// As UIKit's bar observes its items: a title or button set later (in the top controller's
  /// `viewDidLoad`, say) shows.
  private func observe(_ item: NavigationItem) {
    item.contentDidChange = { [weak self] in self?.reloadTopItem() }
  }

  /// Rebuilds the buttons and titles from the top item (after it or its bar button items
  /// changed); the navigation controller calls it on push and pop.
  public func reloadTopItem() {
    let top = topItem
    for button in leftButtons + rightButtons { button.removeFromSuperview() }
    leftButtons = (top?.leftBarButtonItems ?? []).enumerated().map { index, item in
      makeButton(for: item, identifier: index == 0 ? "leftBarButton" : "leftBarButton\(index)")
    }
    rightButtons = (top?.rightBarButtonItems ?? []).enumerated().map { index, item in
      makeButton(for: item, identifier: index == 0 ? "rightBarButton" : "rightBarButton\(index)")
    }
    if shownTitleView !== top?.titleView {
      if let old = shownTitleView, old.superview === self { old.removeFromSuperview() }
      shownTitleView = top?.titleView
      if let view = shownTitleView { addSubview(view) }
    }
    promptLabel.text = top?.prompt
    let title = top.flatMap { $0.title ?? fallbackTitle($0) }
    titleLabel.text = title
    largeTitleLabel.text = title
    if let back = backItem {
      backButton.title =
        back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title ?? fallbackTitle(back)
        ?? "Back"
    }
    setNeedsLayout()
  }

  /// The row's height for a trait collection: compact height 32, iPad 50, otherwise 44.
  public static func rowHeight(for traits: TraitCollection) -> CGFloat {
    if traits.verticalSizeClass == .compact { return compactHeight }
    return traits.userInterfaceIdiom == .pad ? padHeight : standardHeight
  }

  /// Whether the top item's title shows large: the bar prefers large titles, the bar is not
  /// compact, and the item's mode (`NavigationItem.LargeTitleDisplayMode.automatic` follows
  /// the items below it, large at the root) allows it.
  public var showsLargeTitle: Bool {
    guard prefersLargeTitles, !isCompact else { return false }
    for item in items.reversed() {
      switch item.largeTitleDisplayMode {
      case .always: return true
      case .never: return false
      case .automatic: continue
      }
    }
    return true
  }

  /// The bar's height: the row, plus the large-title area when it shows, plus 30 pt for a
  /// prompt.
  public var barHeight: CGFloat {
    promptOffset + rowHeight + (showsLargeTitle ? Self.largeTitleHeight : 0)
  }

  /// How far a prompt pushes the row down: 30 pt when the top item has one.
  var promptOffset: CGFloat { topItem?.prompt == nil ? 0 : Self.promptHeight }

  /// Lays out the background, the hairline, the buttons and the titles for the top item.
  open override func layoutSubviews() {
    background.frame = bounds
    background.extensionAbove = backgroundExtension
    applyTitleAttributes()
    let safe = safeAreaInsets
    let leading = safe.left + contentMargin, trailing = bounds.width - safe.right - contentMargin
    let row = CGRect(x: 0, y: promptOffset, width: bounds.width, height: rowHeight)
    let top = topItem
    promptLabel.isHidden = top?.prompt == nil
    promptLabel.frame = CGRect(
      x: leading, y: 0, width: max(0, trailing - leading), height: row.minY)
    // Left items run from the leading margin inwards, right items from the trailing margin.
    var left = leading
    for (index, button) in leftButtons.enumerated() {
      if index > 0 { left += Self.itemSpacing }
      let width = button.barItemWidth
      button.frame = CGRect(x: left, y: row.minY, width: width, height: row.height)
      left = button.frame.maxX
    }
    var right = trailing
    for (index, button) in rightButtons.enumerated() {
      if index > 0 { right -= Self.itemSpacing }
      let width = button.barItemWidth
      button.frame = CGRect(x: right - width, y: row.minY, width: width, height: row.height)
      right = button.frame.minX
    }

    let showsBack = leftButtons.isEmpty && backItem != nil && top?.hidesBackButton == false
    backButton.isHidden = !showsBack
    if showsBack {
      // UIKit's back indicator sits 8 pt from the safe edge.
      let width = min(backButton.fittingWidth, bounds.width / 3)
      backButton.frame = CGRect(x: safe.left + 8, y: row.minY, width: width, height: row.height)
      left = backButton.frame.maxX
    }

    let large = showsLargeTitle
    let titleView = shownTitleView
    titleLabel.isHidden = large || titleView != nil
    largeTitleLabel.isHidden = !large
    // The inline title (or title view) is centred on the bar, kept clear of the buttons by 8 pt.
    let room = max(0, min(bounds.midX - left, right - bounds.midX) - 8)
    let width = min(titleLabel.sizeThatFits(.zero).width, 2 * room)
    titleLabel.frame =
      CGRect(x: bounds.midX - width / 2, y: row.minY, width: width, height: row.height).integral
    if let titleView {
      var size = titleView.bounds.size
      if size.width == 0 || size.height == 0 {
        size = titleView.sizeThatFits(CGSize(width: 2 * room, height: row.height))
      }
      size = CGSize(width: min(size.width, 2 * room), height: min(size.height, row.height))
      titleView.bounds.size = size
      titleView.center = CGPoint(x: bounds.midX, y: row.midY)
    }
    largeTitleLabel.frame = CGRect(
      x: leading, y: row.maxY + 3, width: max(0, trailing - leading), height: 41)
    // Right to left, UIKit mirrors the bar: the back button and the left items on the right,
    // the right items on the left (the back button mirrors its chevron itself).
    if effectiveUserInterfaceLayoutDirection == .rightToLeft {
      for view in leftButtons + rightButtons + [backButton, titleLabel] as [View] {
        view.frame.origin.x = bounds.width - view.frame.maxX
      }
      if let titleView { titleView.center.x = bounds.width - titleView.center.x }
    }
  }

  private func makeButton(for item: BarButtonItem, identifier: String) -> Button {
    let button = Button(type: .system)
    button.identifier = identifier
    button.systemIcon = item.systemItem?.icon
    button.setTitle(button.systemIcon == nil ? item.title : nil, for: .normal)
    if button.systemIcon != nil { button.accessibilityLabel = item.title }  // VoiceOver reads "Add"
    button.label.font = .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
    button.isEnabled = item.isEnabled
    button.addAction(for: .touchUpInside) { _ in item.action?() }
    addPart(button)
    return button
  }
}

extension Button {
  /// The width a bar gives the button: its icon's, else its title's.
  var barItemWidth: CGFloat {
    if systemIcon != nil { return systemIconSide }
    return label.sizeThatFits(.zero).width
  }
}
