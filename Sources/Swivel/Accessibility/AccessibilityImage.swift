/// A screen with each accessibility element outlined in its own colour and numbered in
/// VoiceOver's order, beside a legend of number, label, value, traits and hint: the shape of
/// AccessibilitySnapshot's and Paparazzi's accessibility images.
///
/// ```swift
/// let host = try DeviceHost(device: .iphonex, rootViewController: SettingsController())
/// let png = PNGEncoder().encode(try AccessibilityImage.render(host))
/// ```
///
/// The screen is the host's window as it is (not turned; the status bar drawn), at the
/// device's scale; the legend is a 320-pt column to its right, in light appearance whatever
/// the screen's, so the image reads the same for every trait. Each text in the legend (label,
/// value, hint) is cut to ``legendTextLimit`` characters and ends in `…` when cut, so a legend
/// entry stays a few lines long however long the app's strings are.
public enum AccessibilityImage {
  /// The width of the legend column, in points.
  public static let legendWidth: CGFloat = 320
  /// The margin around the screen and the legend, in points.
  public static let margin: CGFloat = 16
  /// The most Unicode scalars of a label, value or hint a legend entry shows; a longer one is
  /// cut there and ends in `…`.
  public static let legendTextLimit = 300

  /// The colours elements take in turn (1 the first, 13 the first again): twelve hues far
  /// apart, dark enough for white numbers.
  public static let palette: [Color] = [
    "#D81B60", "#1E88E5", "#43A047", "#F4511E", "#8E24AA", "#00897B",
    "#C0CA33", "#6D4C41", "#3949AB", "#FB8C00", "#00ACC1", "#546E7A",
  ].map { Color(hex: $0)! }

  /// The colour of the element numbered `number` (from 1).
  public static func color(forNumber number: Int) -> Color {
    palette[(max(number, 1) - 1) % palette.count]
  }

  /// Renders `host`'s screen with its elements outlined and numbered, beside the legend.
  public static func render(_ host: DeviceHost, statusBar: Bool = true) throws(RenderError)
    -> Bitmap
  {
    let screen = try host.renderImage(statusBar: statusBar)
    let window = host.window
    let elements = window.accessibilityElementsInOrder()
    let offset = CGPoint(x: -window.bounds.minX, y: -window.bounds.minY)
    let sheet = makeSheet(
      screen: Image(bitmap: screen, scale: window.screenScale), screenSize: window.bounds.size,
      rightToLeft: window.effectiveUserInterfaceLayoutDirection == .rightToLeft,
      elements: elements.map { element in
        var moved = element
        moved.frame = element.frame.offsetBy(dx: offset.x, dy: offset.y)
        return moved
      })
    return try sheet.renderImage(scale: window.screenScale)
  }

  /// The sheet as a view tree: the screen image with outlines and badges, and the legend.
  static func makeSheet(
    screen: Image, screenSize: CGSize, rightToLeft: Bool, elements: [AccessibilityElement]
  ) -> View {
    let sheet = View()
    sheet.overrideUserInterfaceStyle = .light
    sheet.backgroundColor = .white
    let screenView = ImageView(
      frame: CGRect(origin: CGPoint(x: margin, y: margin), size: screenSize))
    screenView.image = screen
    screenView.clipsToBounds = true
    sheet.addSubview(screenView)
    let screenRect = CGRect(origin: .zero, size: screenSize)
    for (index, element) in elements.enumerated() where element.frame.intersects(screenRect) {
      let color = color(forNumber: index + 1)
      let outline = View(frame: element.frame)
      outline.backgroundColor = color.withAlphaComponent(0.12)
      outline.borderColor = color
      outline.borderWidth = 2
      screenView.addSubview(outline)
      // Over the outline's top-leading corner (top-right right to left), kept on the screen.
      let badge = makeBadge(index + 1, color: color)
      let x = rightToLeft ? element.frame.maxX + 6 - badge.frame.width : element.frame.minX - 6
      badge.frame.origin = CGPoint(
        x: min(max(x, 0), max(0, screenSize.width - badge.frame.width)),
        y: min(max(element.frame.minY - 6, 0), max(0, screenSize.height - badge.frame.height)))
      screenView.addSubview(badge)
    }
    let legendX = margin * 2 + screenSize.width
    var y = margin
    if elements.isEmpty {
      let none = text(
        "No accessibility elements", size: 15, weight: .regular, color: .secondaryLabel)
      none.frame = CGRect(
        x: legendX, y: y, width: legendWidth, height: none.sizeThatFits(.zero).height)
      sheet.addSubview(none)
      y = none.frame.maxY
    }
    for (index, element) in elements.enumerated() {
      let offScreen = !element.frame.intersects(screenRect)
      y = addLegendRow(index + 1, element, offScreen: offScreen, to: sheet, x: legendX, y: y) + 10
    }
    sheet.frame = CGRect(
      x: 0, y: 0, width: legendX + legendWidth + margin,
      height: max(screenSize.height + 2 * margin, y + margin))
    return sheet
  }

  /// A round badge with `number` in white.
  static func makeBadge(_ number: Int, color: Color) -> Label {
    let badge = text("\(number)", size: 11, weight: .bold, color: .white)
    badge.textAlignment = .center
    badge.backgroundColor = color
    let width = max(18, badge.sizeThatFits(.zero).width + 8)
    badge.frame = CGRect(x: 0, y: 0, width: width, height: 18)
    badge.cornerRadius = 9
    badge.clipsToBounds = true
    return badge
  }

  /// One legend row: the badge, the label in bold, then value, traits, hint and whether the
  /// element is off the screen (VoiceOver scrolls to it); returns the row's bottom.
  static func addLegendRow(
    _ number: Int, _ element: AccessibilityElement, offScreen: Bool, to sheet: View, x: CGFloat,
    y: CGFloat
  ) -> CGFloat {
    let badge = makeBadge(number, color: color(forNumber: number))
    badge.frame.origin = CGPoint(x: x, y: y)
    sheet.addSubview(badge)
    let textX = x + 28, textWidth = legendWidth - 28
    var bottom = badge.frame.maxY
    var lineY = y
    let title = text(
      element.label.map(legendText) ?? "(no label)", size: 15, weight: .semibold,
      color: element.label == nil ? .systemRed : .black)
    var details: [String] = []
    if let value = element.value { details.append("Value: \(legendText(value))") }
    details.append("Traits: \(element.traits)")
    if let hint = element.hint { details.append("Hint: \(legendText(hint))") }
    if offScreen { details.append("Off screen") }
    let detail = text(
      details.joined(separator: "\n"), size: 13, weight: .regular, color: Color(white: 0.35))
    for label in [title, detail] {
      label.numberOfLines = 0
      let height = label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude))
        .height
      label.frame = CGRect(x: textX, y: lineY, width: textWidth, height: height)
      sheet.addSubview(label)
      lineY += height + 2
      bottom = max(bottom, label.frame.maxY)
    }
    return bottom
  }

  /// `string` cut to ``legendTextLimit`` Unicode scalars, ending in `…` when cut. Counted in
  /// scalars, not characters, so that one character of a million combining marks is cut too.
  static func legendText(_ string: String) -> String {
    let scalars = string.unicodeScalars
    guard
      let end = scalars.index(
        scalars.startIndex, offsetBy: legendTextLimit, limitedBy: scalars.endIndex),
      end != scalars.endIndex
    else { return string }
    var cut = String.UnicodeScalarView(scalars[..<end])
    cut.append("…")
    return String(cut)
  }

  static func text(_ string: String, size: CGFloat, weight: Font.Weight, color: Color) -> Label {
    let label = Label()
    label.text = string
    label.font = .systemFont(ofSize: size, weight: weight)
    label.textColor = color
    return label
  }
}
