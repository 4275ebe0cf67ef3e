import Testing

@testable import SwivelDevices
@testable import SwivelInspection
@testable import SwivelViews
@testable import SwivelWidgets

/// The text description prints one element a line, whatever line breaks its texts hold.
@Suite struct AccessibilityDescriptionTests {
  private func element(
    _ label: String?, value: String? = nil, hint: String? = nil, id: String? = nil
  ) -> AccessibilityElement {
    AccessibilityElement(label: label, value: value, hint: hint, identifier: id, frame: .zero)
  }

  @Test func everyKindOfLineBreakIsEscapedSoEachElementIsOneLine() {
    let elements = [
      element("plain"), element("line\nfeed"), element("carriage\r\nreturn"),
      element("lone\rreturn"),
      element("line\u{2028}separator"), element("paragraph\u{2029}separator"),
      element("next\u{85}line", value: "v\u{0B}t"),
      element("x", hint: "form\u{0C}feed", id: "an\nid"),
    ]
    let text = AccessibilityDescription.text(elements)
    // 8 elements: 8 lines, each ending in the one newline the description adds.
    #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == 9)
    #expect(
      text.unicodeScalars.filter { $0.properties.isWhitespace && $0 != " " && $0 != "\n" }.isEmpty)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.count == 8)
    #expect(lines[1] == #"2. label: "line\nfeed"; traits: none"#)
    #expect(lines[2] == #"3. label: "carriage\r\nreturn"; traits: none"#)
    #expect(lines[3] == #"4. label: "lone\rreturn"; traits: none"#)
    #expect(lines[4] == #"5. label: "line\u{2028}separator"; traits: none"#)
    #expect(lines[5] == #"6. label: "paragraph\u{2029}separator"; traits: none"#)
    #expect(lines[6] == #"7. label: "next\u{85}line"; value: "v\u{B}t"; traits: none"#)
    #expect(lines[7] == #"8. label: "x"; traits: none; hint: "form\u{C}feed"; id: an\nid"#)
  }

  @Test func quotesBackslashesAndTabsAreEscapedAndOtherTextIsKept() {
    #expect(AccessibilityDescription.quote("say \"hi\"\\\t é 👨‍👩‍👧") == #""say \"hi\"\\\t é 👨‍👩‍👧""#)
  }
}
