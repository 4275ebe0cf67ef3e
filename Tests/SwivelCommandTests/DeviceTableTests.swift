import Swivel
import Testing

@testable import SwivelCommand

/// Expected cells come from the device table in the UIKit semantics reference (§6), not from
/// Swivel's catalog.
@Suite struct DeviceTableTests {
  private func cells(_ id: String) -> [String]? {
    DeviceTable.render().split(separator: "\n").map(String.init)
      .first { $0.hasPrefix(id + " ") }?
      .split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  @Test func theHeaderNamesEveryColumn() {
    let header = DeviceTable.render().split(separator: "\n").first.map(String.init) ?? ""
    for column in [
      "id", "name", "idiom", "points", "scale", "pixels", "bar", "safe portrait",
      "safe landscape", "portrait", "landscape", "default orientations",
    ] {
      #expect(header.contains(column))
    }
  }

  @Test func oneRowPerCatalogDeviceInCatalogOrder() {
    let rows = DeviceTable.render().split(separator: "\n").dropFirst()
    #expect(rows.count == Device.catalog.count)
    #expect(rows.map { String($0.prefix { $0 != " " }) } == Device.catalog.map(\.id))
  }

  @Test func iPhoneXRowMatchesTheReference() {
    #expect(
      cells("iphonex") == [
        "iphonex", "iPhone X", "phone", "375×812", "3×", "1125×2436", "44", "44,0,34,0",
        "0,44,21,44",
        "wC hR", "wC hC", "[portrait, landscapeLeft, landscapeRight]",
      ])
  }

  @Test func plusPhonesAreRegularWidthInLandscapeAndIPadsKeepTheirInsets() {
    #expect(cells("iphone6plus")?[3...5] == ["414×736", "3×", "1242×2208"])
    #expect(cells("iphone6plus")?[10] == "wR hC")
    #expect(cells("ipadpro11")?[7...8] == ["24,0,20,0", "24,0,20,0"])
    #expect(cells("ipad")?.last == "[portrait, landscapeLeft, landscapeRight, portraitUpsideDown]")
  }

  @Test func columnsLineUp() {
    let lines = DeviceTable.render().split(separator: "\n").map(String.init)
    let header = lines[0]
    let column = header.range(of: "points")!.lowerBound.utf16Offset(in: header)
    for line in lines.dropFirst() {
      let index = line.utf16.index(line.utf16.startIndex, offsetBy: column)
      #expect(line[index...].first?.isNumber == true, "\(line)")
    }
  }
}
