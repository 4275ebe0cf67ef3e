import Testing

@testable import SwivelDevices
@testable import SwivelInspection
@testable import SwivelViews
@testable import SwivelWidgets

/// A dump shows what a pseudo-locale draws beside the app's string: `displayedText`, only where
/// it differs from `text`, in the value, the JSON and the text dump.
@Suite struct ViewDumpDisplayedTextTests {
  /// A host whose root view holds a label reading `Settings` and a button titled `OK`.
  private func host(_ locale: PseudoLocale) throws -> DeviceHost {
    let controller = UIKitViewController()
    let label = Label(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
    label.text = "Settings"
    label.identifier = "title"
    controller.view.addSubview(label)
    let button = Button(type: .system)
    button.setTitle("OK", for: .normal)
    button.identifier = "ok"
    button.frame = CGRect(x: 0, y: 50, width: 100, height: 44)
    controller.view.addSubview(button)
    return try DeviceHost(
      device: .iphone6, rootViewController: controller,
      traits: TraitCollection(pseudoLocale: locale))
  }

  /// The dumps of the views with `identifier`, depth first.
  private func find(_ identifier: String, in dump: ViewDump) -> ViewDump? {
    if dump.identifier == identifier { return dump }
    for subview in dump.subviews {
      if let found = find(identifier, in: subview) { return found }
    }
    return nil
  }

  @Test func aPseudoLocaleShowsTheDisplayedTextBesideTheAppsText() throws {
    let host = try host(.accented)
    host.window.layoutIfNeeded()
    let dump = host.window.dump()
    let title = try #require(find("title", in: dump))
    #expect(title.text == "Settings")
    #expect(title.displayedText == "[Śéţţîñĝš one]")
    let ok = try #require(find("ok", in: dump))
    #expect(ok.text == "OK")
    #expect(ok.displayedText == "[ÖĶ one]")
    #expect(
      host.window.recursiveDescription.contains(
        "text = 'Settings'; displayedText = '[Śéţţîñĝš one]'"))
    let json = host.jsonDump(scene: "Test").serialized()
    #expect(json.contains("\"displayedText\": \"[Śéţţîñĝš one]\""))
    #expect(json.contains("\"pseudoLocale\": \"accented\""))
  }

  @Test func withoutAPseudoLocaleThereIsNoDisplayedText() throws {
    let host = try host(.none)
    host.window.layoutIfNeeded()
    let dump = host.window.dump()
    #expect(try #require(find("title", in: dump)).displayedText == nil)
    #expect(try #require(find("ok", in: dump)).displayedText == nil)
    #expect(!host.window.recursiveDescription.contains("displayedText"))
    let json = host.jsonDump(scene: "Test").serialized()
    #expect(!json.contains("displayedText"))
    #expect(!json.contains("pseudoLocale"))
  }

  @Test func bidiShowsTheReversedText() throws {
    let host = try host(.bidi)
    host.window.layoutIfNeeded()
    #expect(try #require(find("title", in: host.window.dump())).displayedText == "sgnitteS")
  }
}
