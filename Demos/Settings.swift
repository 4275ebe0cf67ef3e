/// An iOS 13+ Settings screen: a large "Settings" title and inset-grouped sections of 44-pt
/// rows (switches, a segmented control, a text-size slider, text fields) in a scroll view, on
/// the grouped background. Frames come from the view's bounds and safe area in
/// `updateInterface`; the list scrolls when it is taller than the screen (every iPhone in
/// landscape) and never clips sideways.
public final class SettingsViewController: ViewController {
  /// The scroll view that holds everything, identifier `settingsScroll`.
  public let scrollView = ScrollView()
  /// The large title.
  public let titleLabel = Label()
  /// Airplane Mode, off.
  public let airplaneSwitch = Switch()
  /// Wi-Fi, on.
  public let wifiSwitch = Switch()
  /// Bluetooth, on.
  public let bluetoothSwitch = Switch()
  /// Light, Dark, Automatic.
  public let appearanceControl = SegmentedControl(items: ["Light", "Dark", "Automatic"])
  /// The text size, halfway.
  public let textSizeSlider = Slider()
  /// The user's name.
  public let nameField = TextField()
  /// The user's email (empty: shows its placeholder, "Optional").
  public let emailField = TextField()
  private var sections: [SettingsSection] = []

  /// The large title's height (34-pt bold text).
  public static let titleHeight: CGFloat = 41
  /// The space above the large title.
  public static let topPadding: CGFloat = 8
  /// The space under the last section.
  public static let bottomPadding: CGFloat = 35

  public override func viewDidLoad() {
    view.backgroundColor = .systemGroupedBackground
    scrollView.identifier = "settingsScroll"
    scrollView.contentInsetAdjustmentBehavior = .always
    view.addSubview(scrollView)

    titleLabel.text = "Settings"
    titleLabel.font = .systemFont(ofSize: 34, weight: .bold)
    scrollView.addSubview(titleLabel)

    airplaneSwitch.identifier = "airplaneSwitch"
    wifiSwitch.identifier = "wifiSwitch"
    bluetoothSwitch.identifier = "bluetoothSwitch"
    appearanceControl.identifier = "appearanceControl"
    textSizeSlider.identifier = "textSizeSlider"
    nameField.identifier = "nameField"
    emailField.identifier = "emailField"
    wifiSwitch.isOn = true
    bluetoothSwitch.isOn = true
    appearanceControl.selectedSegmentIndex = 0
    textSizeSlider.value = 0.5
    // What VoiceOver reads for controls whose title is a separate label in the row.
    titleLabel.accessibilityTraits = [.staticText, .header]
    airplaneSwitch.accessibilityLabel = "Airplane Mode"
    wifiSwitch.accessibilityLabel = "Wi-Fi"
    bluetoothSwitch.accessibilityLabel = "Bluetooth"
    textSizeSlider.accessibilityLabel = "Text Size"
    nameField.accessibilityLabel = "Name"
    emailField.accessibilityLabel = "Email"
    for field in [nameField, emailField] {
      field.font = .preferredFont(forTextStyle: .body)
      field.textAlignment = .right
      field.textColor = .secondaryLabel
    }
    nameField.text = "Anna Appleseed"
    emailField.placeholder = "Optional"

    sections = [
      SettingsSection(
        header: "Connectivity",
        rows: [
          SettingsRow(
            title: "Airplane Mode", accessory: airplaneSwitch, placement: .trailing,
            identifier: "airplaneRow"),
          SettingsRow(
            title: "Wi-Fi", accessory: wifiSwitch, placement: .trailing, identifier: "wifiRow"),
          SettingsRow(
            title: "Bluetooth", accessory: bluetoothSwitch, placement: .trailing,
            identifier: "bluetoothRow"),
        ], in: scrollView),
      SettingsSection(
        header: "Appearance",
        rows: [
          SettingsRow(
            title: nil, accessory: appearanceControl, placement: .across(fillsHeight: false),
            identifier: "appearanceRow"),
          SettingsRow(
            title: nil, accessory: textSizeSlider, placement: .across(fillsHeight: true),
            identifier: "textSizeRow"),
        ], footer: "Drag the slider to choose a text size.", in: scrollView),
      SettingsSection(
        header: "Account",
        rows: [
          SettingsRow(
            title: "Name", accessory: nameField, placement: .fillingAfterTitle(titleWidth: 80),
            identifier: "nameRow"),
          SettingsRow(
            title: "Email", accessory: emailField, placement: .fillingAfterTitle(titleWidth: 80),
            identifier: "emailRow"),
        ], footer: "Your name appears on shared notes.", in: scrollView),
    ]
  }

  /// The scroll view fills the view; the content is as wide as the safe area, the groups
  /// inset by UIKit's layout margin (16 pt in compact width, 20 pt in regular), and the list
  /// shows its top after every size change.
  public override func updateInterface() {
    scrollView.frame = view.bounds
    let safe = view.safeAreaInsets
    let margin: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
    let width = view.bounds.width - safe.left - safe.right
    let hairline = 1 / (view.window?.screenScale ?? 2)
    titleLabel.frame = CGRect(
      x: margin, y: Self.topPadding, width: width - 2 * margin, height: Self.titleHeight)
    var y = titleLabel.frame.maxY
    for section in sections {
      y = section.layout(y: y, minX: margin, maxX: width - margin, hairline: hairline)
    }
    scrollView.contentSize = CGSize(width: width, height: y + Self.bottomPadding)
    scrollView.contentOffset = scrollView.contentOffsetRange.min
  }
}
