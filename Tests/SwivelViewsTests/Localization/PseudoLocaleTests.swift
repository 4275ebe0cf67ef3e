import Testing

@testable import SwivelDevices
@testable import SwivelInspection
@testable import SwivelViews
@testable import SwivelWidgets

/// Pseudo-locales: en-XA accents ASCII letters and lengthens the text by at least 40 % in
/// brackets; ar-XB shows each line right to left and lays out right to left. The strings in
/// the view tree never change.
@Suite struct PseudoLocaleTests {
  @Test func accentedAccentsLettersAndPadsInBrackets() {
    // "Settings": 8 characters, 40 % is 3.2, so " one" (4) is enough.
    #expect(PseudoLocale.accented.transform("Settings") == "[Śéţţîñĝš one]")
    // "OK": 2 characters, 0.8 rounds up to 1: one word.
    #expect(PseudoLocale.accented.transform("OK") == "[ÖĶ one]")
    // 20 characters need 8: " one two" is exactly 8.
    #expect(
      PseudoLocale.accented.transform("Airplane Mode is off") == "[Åîŕþļáñé Möðé îš öff one two]")
    // Digits, punctuation and letters without a Latin-1 look-alike stay.
    #expect(PseudoLocale.accented.transform("Fix 42!") == "[Fîx 42! one]")  // 7: 2.8 → 3
  }

  @Test func bidiReversesEachLineInPlace() {
    #expect(PseudoLocale.bidi.transform("Wi-Fi") == "iF-iW")
    #expect(PseudoLocale.bidi.transform("ab\ncd") == "ba\ndc")
    #expect(PseudoLocale.none.transform("Wi-Fi") == "Wi-Fi")
  }

  @Test func bidiReversesGraphemeClustersNotScalars() {
    // "e" + U+0301 (combining acute) stays one character, its accent on the "e".
    #expect(PseudoLocale.bidi.transform("e\u{301}x") == "xe\u{301}")
    // A ZWJ family (man, ZWJ, woman, ZWJ, girl) moves as one character, scalars in order.
    let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
    #expect(PseudoLocale.bidi.transform("a" + family + "b") == "b" + family + "a")
    #expect(
      Array(PseudoLocale.bidi.transform(family).unicodeScalars) == Array(family.unicodeScalars))
  }

  @Test func bidiKeepsEveryKindOfLineEndAsALineEnd() {
    #expect(
      Array(PseudoLocale.bidi.transform("ab\r\ncd").unicodeScalars)
        == Array("ba\r\ndc".unicodeScalars))
    #expect(PseudoLocale.bidi.transform("ab\rcd") == "ba\rdc")
    #expect(PseudoLocale.bidi.transform("ab\u{2028}cd\u{2029}ef") == "ba\u{2028}dc\u{2029}fe")
  }

  @Test func bidiKeepsEachScalarsStyleThroughTheReversal() {
    // Styles follow their scalars: the accent (index 1) keeps its own style after "e" moves.
    let scalars = Array("e\u{301}x".unicodeScalars)
    let result = PseudoLocale.bidi.transform(scalars, style: { $0 })
    #expect(result.map(\.scalar) == ["x", "e", "\u{301}"])
    #expect(result.map(\.style) == [2, 0, 1])
  }

  @Test func localeIdentifiersAreAndroids() {
    #expect(PseudoLocale.accented.localeIdentifier == "en-XA")
    #expect(PseudoLocale.bidi.localeIdentifier == "ar-XB")
    #expect(TraitCollection(pseudoLocale: .accented).variantSuffix == ".en-XA")
  }

  /// A host whose root view holds `label`.
  private func host(_ label: Label, traits: TraitCollection = TraitCollection()) throws
    -> DeviceHost
  {
    let controller = UIKitViewController()
    controller.view.addSubview(label)
    return try DeviceHost(device: .iphone6, rootViewController: controller, traits: traits)
  }

  @Test func aLabelShowsThePseudoLocaleButKeepsItsText() throws {
    let label = Label(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
    label.text = "Settings"
    let host = try host(label)
    let plain = label.sizeThatFits(.zero).width
    #expect(label.laidOutText == "Settings")
    host.traitOverrides = TraitCollection(pseudoLocale: .accented)
    #expect(label.text == "Settings")
    #expect(label.laidOutText == "[Śéţţîñĝš one]")
    #expect(label.sizeThatFits(.zero).width > plain * 1.4)
    #expect(label.accessibilityLabel == "Settings")
  }

  @Test func attributedTextKeepsItsStylesOnEachCharacter() throws {
    let label = Label(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
    var styled = AttributedText("ab", attributes: TextAttributes(foregroundColor: .red))
    styled.append(AttributedText("cd", attributes: TextAttributes(foregroundColor: .blue)))
    label.attributedText = styled
    let host = try host(label, traits: TraitCollection(pseudoLocale: .accented))
    let content = try #require(label.content)
    // "[áb" red, "çð" blue, then the padding and "]" blue like the last character.
    #expect(label.laidOutText == "[ábçð one]")
    let colors = content.units.map { content.styles[$0.style].color }
    #expect(colors.prefix(3).allSatisfy { $0 == .red })
    #expect(colors.dropFirst(3).allSatisfy { $0 == .blue })
    #expect(host.window.subviews.count == 1)  // the host, and the window, live until here
  }

  @Test func bidiLaysOutRightToLeft() {
    let traits = TraitCollection(traitsFrom: [
      TraitCollection.systemDefaults, TraitCollection(pseudoLocale: .bidi),
    ])
    #expect(traits.layoutDirection == .rightToLeft)
    #expect(traits.pseudoLocale == .bidi)
  }
}
