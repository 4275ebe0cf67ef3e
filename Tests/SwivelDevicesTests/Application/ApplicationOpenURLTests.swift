import Foundation
import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

@Suite struct ApplicationOpenURLTests {
  private func url(_ text: String) throws -> URL { try #require(URL(string: text)) }

  @Test func openRecordsTheURLOnTheHostAndCompletes() throws {
    let host = try DeviceHost(device: .iphone6, rootViewController: ViewController())
    var results: [Bool] = []
    try host.withScreen {
      Application.shared.open(try url("https://example.com/a")) { results.append($0) }
      Application.shared.open(try url("myapp://x")) { results.append($0) }
    }
    #expect(host.openedURLs == [try url("https://example.com/a"), try url("myapp://x")])
    #expect(results == [true, false])
  }

  @Test func withoutAHostNothingIsRecordedAndTheCompletionGetsFalse() throws {
    var result: Bool?
    Application.shared.open(try url("https://example.com")) { result = $0 }
    #expect(result == false)
  }

  @Test func canOpenURLKnowsTheBuiltInAppsSchemes() throws {
    let app = Application.shared
    let web = try url("https://apple.com"), phone = try url("TEL:123"),
      mail = try url("mailto:a@b.c")
    let other = try url("fb://profile"), relative = try url("relative/path")
    #expect(app.canOpenURL(web) && app.canOpenURL(phone) && app.canOpenURL(mail))
    #expect(!app.canOpenURL(other) && !app.canOpenURL(relative))
  }
}
