import Foundation
import SwivelAudit
import SwivelGraphics
import Testing

/// WCAG 2.x contrast against hand-computed ratios.
@Suite struct ContrastRatioTests {
  private func hex(_ text: String) throws -> Color { try #require(Color(hex: text)) }

  private func rounded(_ value: Double, _ places: Double = 2) -> Double {
    let scale = pow(10, places)
    return (value * scale).rounded() / scale
  }

  @Test func blackOnWhiteIs21AndAColourOnItselfIs1() throws {
    #expect(ContrastRatio.ratio(.black, .white) == 21)
    #expect(ContrastRatio.ratio(.white, .black) == 21)
    #expect(ContrastRatio.ratio(try hex("#777777"), try hex("#777777")) == 1)
  }

  @Test func grey777777OnWhiteIsJustUnderAA() throws {
    // 0x77 / 255 = 0.46667 → ((0.46667 + 0.055) / 1.055)^2.4 = 0.18447; (1.05) / (0.23447) = 4.478.
    let ratio = ContrastRatio.ratio(try hex("#777777"), .white)
    #expect(rounded(ratio) == 4.48)
    #expect(ratio < ContrastRatio.minimum)
  }

  @Test func grey767676OnWhitePassesAA() throws {
    // 0x76 / 255 = 0.46275 → 0.18116; 1.05 / 0.23116 = 4.542.
    let ratio = ContrastRatio.ratio(try hex("#767676"), .white)
    #expect(rounded(ratio) == 4.54)
    #expect(ratio >= ContrastRatio.minimum)
  }

  @Test func whiteOnSystemBlueIsFourToOne() throws {
    // #007AFF: 0x7A / 255 = 0.47843 → 0.19462; L = 0.7152 × 0.19462 + 0.0722 = 0.21139;
    // 1.05 / 0.26139 = 4.017.
    #expect(rounded(ContrastRatio.ratio(.white, try hex("#007AFF"))) == 4.02)
  }

  @Test func channelsAtOrUnderTheThresholdAreLinearBelowIt() throws {
    // 0x0A / 255 = 0.039216 ≤ 0.04045: 0.039216 / 12.92 = 0.0030353 (grey: all three channels).
    #expect(abs(ContrastRatio.relativeLuminance(try hex("#0A0A0A")) - 0.0030353) < 1e-6)
    // 0x0B / 255 = 0.043137 > 0.04045: ((0.043137 + 0.055) / 1.055)^2.4 = 0.0033465.
    #expect(abs(ContrastRatio.relativeLuminance(try hex("#0B0B0B")) - 0.0033465) < 1e-6)
  }

  @Test func largeTextIs18PointOr14PointBold() {
    #expect(ContrastRatio.isLargeText(pointSize: 18, isBold: false))
    #expect(!ContrastRatio.isLargeText(pointSize: 17, isBold: false))
    #expect(ContrastRatio.isLargeText(pointSize: 14, isBold: true))
    #expect(!ContrastRatio.isLargeText(pointSize: 13, isBold: true))
  }

  @Test func aTranslucentColourIsBlendedOverTheBackground() throws {
    // Black at alpha 0.5, stored as 128 / 255, over white: 255 × (1 − 128 / 255) = 127 (#7F7F7F).
    let blended = ContrastRatio.composite(Color.black.withAlphaComponent(0.5), over: .white)
    #expect(blended.rgba.r == 127 && blended.rgba.g == 127 && blended.rgba.b == 127)
  }
}
