/// Where a status bar's time, texts and glyphs go, in the bar's points (its top-left corner
/// at the origin), for the four arrangements of iOS 13 and later
/// (docs/reference/bars-and-transitions.md):
///
/// - ``Arrangement/housing``: phones with a notch. "9:41" (semibold 15 pt) centred in the
///   left ear, the cellular, Wi-Fi and battery glyphs centred in the right one, nothing under
///   the notch; each ear runs from 13 pt inside the screen edge to the notch.
/// - ``Arrangement/dynamicIsland``: phones with a Dynamic Island. "9:41" (semibold 17 pt)
///   and the glyphs each centred in the space beside a 124-pt gap, 16 pt from the edges and
///   6 pt from the gap, on a row centred 32 pt below the top.
/// - ``Arrangement/homeButton``: phones with a home button, and every phone in the legacy
///   model. "Carrier" (regular 12 pt) and the Wi-Fi glyph at the left, "9:41 AM" (semibold
///   12 pt) centred, the battery at the right, 6 pt from the edges.
/// - ``Arrangement/pad``: iPads. "9:41 AM" and the date "Tue Jan 9" (semibold 12 pt) at the
///   left; Wi-Fi, "100%" and the battery at the right; 8 pt from the edges, 20 pt on iPads
///   with rounded corners.
package struct StatusBarLayout: Sendable, Equatable {
  /// Which of iOS's status bars.
  package enum Arrangement: Sendable, Equatable {
    case housing, dynamicIsland, homeButton, pad
  }

  /// A line of text: its string and font, and the frame it is drawn in (as wide as the text,
  /// as tall as the font's line).
  package struct Text: Sendable, Equatable {
    package var string: String
    package var font: Font
    package var frame: CGRect
  }

  /// A glyph and its frame.
  package struct Glyph: Sendable, Equatable {
    package var glyph: StatusBarGlyph
    package var frame: CGRect
  }

  /// The arrangement.
  package var arrangement: Arrangement
  /// The texts, the time first.
  package var texts: [Text]
  /// The glyphs, left to right.
  package var glyphs: [Glyph]

  /// The time every status bar shows: Apple's marketing 9:41, so renders never depend on the clock.
  package static let time = "9:41"
  /// The date iPads show beside it: the day the iPhone was introduced.
  package static let date = "Tue Jan 9"

  /// The arrangement for a device in a rotation model: the device's own, except that phones
  /// with a sensor housing get the home-button arrangement in the legacy model, whose bar is
  /// 20 pt tall everywhere (so the two models draw the same bar wherever both bars are 20 pt).
  package static func arrangement(for device: Device, model: RotationModel) -> Arrangement {
    switch device.idiom {
    case .pad, .unspecified: return .pad
    case .phone:
      let hasHousing = device.hasHomeIndicator || device.sensorHousing != nil
      guard hasHousing, model == .modern else { return .homeButton }
      return device.sensorHousing?.shape == .dynamicIsland ? .dynamicIsland : .housing
    }
  }

  /// The layout of a bar `size` points large on `device` in `model`.
  package init(device: Device, model: RotationModel, size: CGSize) {
    arrangement = Self.arrangement(for: device, model: model)
    texts = []
    glyphs = []
    let width = size.width
    switch arrangement {
    case .housing:
      let centerY = size.height / 2 + 1
      let housing =
        device.sensorHousing?.frame
        ?? CGRect(x: width * 0.28, y: 0, width: width * 0.44, height: 30)
      placeText(
        Self.time, .systemFont(ofSize: 15, weight: .semibold), centerX: (13 + housing.minX) / 2,
        centerY: centerY)
      placeGlyphs(
        [
          (.cellular, CGSize(width: 17, height: 10.67)),
          (.wifi, CGSize(width: 15.27, height: 10.97)),
          (.battery, CGSize(width: 24.33, height: 11.33)),
        ],
        gap: 5.03, centerX: (housing.maxX + width - 13) / 2, centerY: centerY)
    case .dynamicIsland:
      let centerY: CGFloat = 32, gapEdge = (width - 124) / 2
      placeText(
        Self.time, .systemFont(ofSize: 17, weight: .semibold), centerX: (16 + gapEdge - 6) / 2,
        centerY: centerY)
      placeGlyphs(
        [
          (.cellular, CGSize(width: 19.2, height: 12.23)),
          (.wifi, CGSize(width: 17.14, height: 12.33)),
          (.roundedBattery, CGSize(width: 27.33, height: 13)),
        ],
        gap: 7, centerX: (width - gapEdge + 6 + width - 16) / 2, centerY: centerY)
    case .homeButton:
      let centerY = size.height / 2
      let carrier = placeText("Carrier", .systemFont(ofSize: 12), left: 6, centerY: centerY)
      place(.wifi, CGSize(width: 13.74, height: 9.87), left: carrier.maxX + 4, centerY: centerY)
      placeText(
        Self.time + " AM", .systemFont(ofSize: 12, weight: .semibold), centerX: width / 2,
        centerY: centerY)
      place(
        .battery, CGSize(width: 24.33, height: 11.33), left: width - 6 - 24.33, centerY: centerY)
    case .pad:
      let centerY = size.height / 2, inset: CGFloat = device.displayCornerRadius > 0 ? 20 : 8
      let font = Font.systemFont(ofSize: 12, weight: .semibold)
      let time = placeText(Self.time + " AM", font, left: inset, centerY: centerY)
      placeText(Self.date, font, left: time.maxX + 6, centerY: centerY)
      let battery = place(
        .battery, CGSize(width: 24.33, height: 11.33), left: width - inset - 24.33, centerY: centerY
      )
      let percent = Self.textWidth("100%", font)
      let percentage = placeText("100%", font, left: battery.minX - 4 - percent, centerY: centerY)
      place(
        .wifi, CGSize(width: 15.27, height: 10.97), left: percentage.minX - 6 - 15.27,
        centerY: centerY)
      glyphs.sort { $0.frame.minX < $1.frame.minX }
    }
  }

  /// The advance width of `string` in `font`, measured as labels measure it.
  package static func textWidth(_ string: String, _ font: Font) -> CGFloat {
    TextLayout(string, font: font, maxWidth: .infinity, maxLines: 1, lineBreakMode: .byClipping)
      .size.width
  }

  @discardableResult
  private mutating func placeText(_ string: String, _ font: Font, left: CGFloat, centerY: CGFloat)
    -> CGRect
  {
    let frame = CGRect(
      x: left, y: centerY - font.lineHeight / 2, width: Self.textWidth(string, font),
      height: font.lineHeight)
    texts.append(Text(string: string, font: font, frame: frame))
    return frame
  }

  @discardableResult
  private mutating func placeText(
    _ string: String, _ font: Font, centerX: CGFloat, centerY: CGFloat
  ) -> CGRect {
    placeText(string, font, left: centerX - Self.textWidth(string, font) / 2, centerY: centerY)
  }

  @discardableResult
  private mutating func place(
    _ glyph: StatusBarGlyph, _ size: CGSize, left: CGFloat, centerY: CGFloat
  ) -> CGRect {
    let frame = CGRect(
      x: left, y: centerY - size.height / 2, width: size.width, height: size.height)
    glyphs.append(Glyph(glyph: glyph, frame: frame))
    return frame
  }

  /// Glyphs in a row `gap` points apart, the row centred on `centerX`.
  private mutating func placeGlyphs(
    _ row: [(StatusBarGlyph, CGSize)], gap: CGFloat, centerX: CGFloat, centerY: CGFloat
  ) {
    let total = row.reduce(0) { $0 + $1.1.width } + gap * CGFloat(row.count - 1)
    var x = centerX - total / 2
    for (glyph, size) in row {
      place(glyph, size, left: x, centerY: centerY)
      x += size.width + gap
    }
  }
}
