/// The bar at the bottom of a ``TabBarController`` (`UITabBar`): one tab per item, equally
/// wide, each a rounded-square icon placeholder over its title (10-pt medium), the selected
/// one in the tint colour and the others in system grey, drawn as iOS 15 and later draw it:
/// transparent while the content ends above it, the system material with a hairline on top
/// once content scrolls under it (``standardAppearance``, ``scrollEdgeAppearance``). It is
/// 49 pt high plus the home indicator's inset on devices that have one
/// (the controller sizes it).
open class TabBar: View {
  /// The bar's height above the home indicator's inset.
  public static let height: CGFloat = 49
  /// The icon placeholder's side (UIKit's tab icons are about 25 pt).
  public static let iconSide: CGFloat = 25
  /// The colour of unselected tabs (`unselectedItemTintColor`'s default).
  public static let unselectedColor = Color.systemGray

  /// The items, left to right (`items`).
  public private(set) var items: [TabBarItem] = []
  /// The selected item's index, or nil.
  public var selectedIndex: Int? { didSet { updateSelection() } }
  /// The tab controls, one per item.
  public private(set) var tabs: [TabBarButton] = []
  /// Runs with a tab's index when it is tapped; the tab bar controller selects it.
  var selectAction: ((Int) -> Void)?
  /// Titles for items that have none, by index (the controllers' titles).
  var fallbackTitle: (Int) -> String? = { _ in nil }
  private let background = BarBackground(hairlineEdge: .top)

  /// The appearances set on the bar, by the app or by an appearance proxy: a proxy sets only
  /// the others.
  var setAppearances: Set<BarAppearanceSlot> = []
  /// The appearance while content scrolls under the bar (`standardAppearance`): the material
  /// with a hairline at the top. The bar keeps a copy of what you set.
  public var standardAppearance = TabBarAppearance() {
    didSet {
      standardAppearance = standardAppearance.copy()
      setAppearances.insert(.standard)
    }
  }
  /// The appearance while the content ends above the bar (`scrollEdgeAppearance`: scrolled to
  /// the bottom, too short to reach it, or no scroll view); nil (the default) is the standard
  /// one made transparent, as iOS 15 and later draw it. Set it to the standard appearance for
  /// the iOS 13 look.
  public var scrollEdgeAppearance: TabBarAppearance? {
    didSet {
      scrollEdgeAppearance = scrollEdgeAppearance?.copy()
      setAppearances.insert(.scrollEdge)
    }
  }
  /// The colour filling the bar once content scrolls under it (`barTintColor`); nil draws the
  /// appearance's own background.
  public var barTintColor: Color?
  /// Whether content extends under the bar (`isTranslucent`): true by default. A bar that is
  /// not translucent ends its tab bar controller's content views at its top edge, unless they
  /// set `extendedLayoutIncludesOpaqueBars`; how the bar looks is its appearance's.
  public var isTranslucent = true { didSet { superview?.setNeedsLayout() } }
  /// Whether the bar counts as at the scroll edge; a tab bar controller asks its selected
  /// controller's content. A bar outside one is never at the edge.
  var isAtScrollEdge: () -> Bool = { false }

  /// The appearance the bar draws now: ``scrollEdgeAppearance`` at the scroll edge, else
  /// ``standardAppearance`` (filled with ``barTintColor`` when set).
  public var currentAppearance: TabBarAppearance {
    if isAtScrollEdge() {
      if let scrollEdgeAppearance { return scrollEdgeAppearance }
      let transparent = standardAppearance.copy()
      transparent.configureWithTransparentBackground()
      return transparent
    }
    guard let barTintColor else { return standardAppearance }
    let tinted = standardAppearance.copy()
    tinted.backgroundColor = barTintColor
    return tinted
  }

  /// Creates an empty bar.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    identifier = "tabBar"
    background.appearance = { [unowned self] in currentAppearance }
    addPart(background)
  }

  /// Swivel reads no archives: fails (returns nil), as `View.init(coder:)` does.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Replaces the items (`setItems(_:animated:)`).
  public func setItems(_ items: [TabBarItem], animated: Bool) {
    self.items = items
    for tab in tabs { tab.removeFromSuperview() }
    tabs = items.indices.map { index in
      let tab = TabBarButton(frame: .zero)
      tab.identifier = "tab\(index)"
      tab.titleLabel.text = items[index].title ?? fallbackTitle(index)
      tab.addAction(for: .touchUpInside) { [unowned self] _ in selectAction?(index) }
      addPart(tab)
      return tab
    }
    updateSelection()
    setNeedsLayout()
  }

  private func updateSelection() {
    for (index, tab) in tabs.enumerated() { tab.isSelected = index == selectedIndex }
  }

  /// The hairline on top; the tabs share the width inside the safe area, 49 pt high.
  open override func layoutSubviews() {
    let scale = window?.screenScale ?? 2
    background.frame = bounds
    guard !tabs.isEmpty else { return }
    let safe = safeAreaInsets
    let width = (bounds.width - safe.left - safe.right) / CGFloat(tabs.count)
    for (index, tab) in tabs.enumerated() {
      let x = (safe.left + CGFloat(index) * width).roundedToPixel(scale: scale)
      let next = (safe.left + CGFloat(index + 1) * width).roundedToPixel(scale: scale)
      tab.frame = CGRect(x: x, y: 0, width: next - x, height: Self.height)
    }
  }
}

/// One tab: an icon placeholder over a title, tinted when selected.
public final class TabBarButton: Control {
  /// The title (10-pt medium).
  public let titleLabel = Label()
  /// Where the item's icon would be: a rounded square.
  public let iconView = View()

  override init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.font = .systemFont(ofSize: 10, weight: .medium)
    titleLabel.textAlignment = .center
    iconView.cornerRadius = 6
    addPart(iconView)
    addPart(titleLabel)
    stateDidChange()
  }

  /// A tab: read as its title, `button`, `selected` for the selected tab.
  package var accessibilityDefaults: AccessibilityDefaults {
    AccessibilityDefaults(
      isElement: true, label: titleLabel.text,
      traits: AccessibilityTraits.button.union(controlStateTraits))
  }

  /// Swivel reads no archives: fails (returns nil).
  required init?(coder: NSCoder) {
    return nil
  }

  /// Selected tabs take the tint colour, others system grey.
  public override func stateDidChange() {
    super.stateDidChange()
    let color = isSelected ? tintColor! : TabBar.unselectedColor
    iconView.backgroundColor = color
    titleLabel.textColor = color
  }

  /// Picks the new tint up when selected.
  public override func tintColorDidChange() {
    super.tintColorDidChange()
    stateDidChange()
  }

  /// The icon 7 pt from the top, centred; the title under it, 2 pt above the bar's bottom
  /// (UIKit's stacked tab layout).
  public override func layoutSubviews() {
    let side = TabBar.iconSide
    iconView.frame = CGRect(
      x: ((bounds.width - side) / 2).rounded(), y: 7, width: side, height: side)
    titleLabel.frame = CGRect(x: 0, y: 34, width: bounds.width, height: 13)
  }
}

extension TabBarButton: AccessibilityDefining {
  package var accessibilityParts: [AccessibilityElement]? { nil }
}
