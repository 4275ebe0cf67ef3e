import SwivelUIKit
import Testing

/// Title attributes held in a `[NSAttributedString.Key: Any]` variable, as iOS code keeps
/// them, assign to bars, bar appearances and appearance proxies.
@Suite struct TitleAttributesNamesTests {
  private let attributes: [NSAttributedString.Key: Any] = [
    .foregroundColor: UIColor.white, .font: UIFont.boldSystemFont(ofSize: 20),
  ]

  @Test func aDictionaryVariableSetsABarsTitleAttributes() {
    let bar = UINavigationBar(frame: .zero)
    bar.titleTextAttributes = attributes
    bar.largeTitleTextAttributes = attributes
    #expect(bar.titleTextAttributes?[.foregroundColor] as? UIColor == .white)
    #expect((bar.largeTitleTextAttributes?[.font] as? UIFont)?.pointSize == 20)
    #expect(bar.titleTextAttributes?[.underlineStyle] == nil)
  }

  @Test func aDictionaryVariableSetsAnAppearancesTitleAttributes() {
    let appearance = UINavigationBarAppearance()
    appearance.titleTextAttributes = attributes
    #expect(appearance.titleTextAttributes[.foregroundColor] as? UIColor == .white)
    #expect((appearance.titleTextAttributes[.font] as? UIFont)?.pointSize == 20)
    #expect(appearance.largeTitleTextAttributes[.font] == nil)
  }

  @Test func aDictionaryVariableSetsAProxysTitleAttributesForBarsJoiningAWindow() {
    AppearanceStore.withAppearanceScope {
      UINavigationBar.appearance().titleTextAttributes = attributes
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      let bar = UINavigationBar(frame: .zero)
      window.addSubview(bar)
      #expect(bar.titleTextAttributes?[.foregroundColor] as? UIColor == .white)
    }
  }
}
