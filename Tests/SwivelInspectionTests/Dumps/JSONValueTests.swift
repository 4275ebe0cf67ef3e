import Foundation
import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

@Suite struct JSONValueTests {
  @Test(arguments: [
    "plain", "quote \" and \\ backslash", "line\nbreak\ttab\r", "\u{1}\u{1F}", "a/b", "é 中 😀", "",
  ])
  func stringsRoundTripThroughAnIndependentParser(text: String) throws {
    let serialized = JSONValue.object([("text", .string(text))]).serialized()
    let parsed = try JSONSerialization.jsonObject(with: Data(serialized.utf8)) as? [String: String]
    #expect(parsed == ["text": text])
  }

  @Test func slashesAreNotEscaped() {
    #expect(JSONValue.string("Window > View/a").serialized() == "\"Window > View/a\"")
  }
}
