import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

@Suite struct AppearanceProxyTests {
  @Test func aProxyValueAppliesWhenAViewJoinsAWindow() {
    AppearanceStore.withAppearanceScope {
      Label.appearance().textColor = .systemRed
      let label = Label()
      #expect(label.textColor == .label)  // not in a window yet
      let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      window.addSubview(label)
      #expect(label.textColor == .systemRed)
    }
  }

  @Test func aValueSetOnTheInstanceWins() {
    AppearanceStore.withAppearanceScope {
      Label.appearance().textColor = .systemRed
      let label = Label()
      label.textColor = .systemGreen
      Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100)).addSubview(label)
      #expect(label.textColor == .systemGreen)
    }
  }

  @Test func containmentLimitsTheProxyAndTheLongerChainWins() {
    AppearanceStore.withAppearanceScope {
      Label.appearance().font = .systemFont(ofSize: 11)
      Label.appearance(whenContainedInInstancesOf: [StackView.self]).font = .systemFont(ofSize: 22)
      let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let loose = Label(), stacked = Label()
      let stack = StackView()
      stack.addSubview(stacked)
      window.addSubview(stack)
      window.addSubview(loose)
      #expect(loose.font.pointSize == 11)
      #expect(stacked.font.pointSize == 22)
    }
  }

  @Test func aControllerCanBeTheContainer() throws {
    final class Settings: ViewController {
      let label = Label()
      override func viewDidLoad() { view.addSubview(label) }
    }
    try AppearanceStore.withAppearanceScope {
      Label.appearance(whenContainedInInstancesOf: [Settings.self]).textColor = .systemOrange
      let settings = Settings(), other = Settings()
      _ = try DeviceHost(device: .iphone6, rootViewController: settings)
      #expect(settings.label.textColor == .systemOrange)
      #expect(other.label.textColor == .label)
    }
  }

  @Test func barsTakeTheirTintAndTitleAttributes() throws {
    try AppearanceStore.withAppearanceScope {
      NavigationBar.appearance().barTintColor = .systemTeal
      NavigationBar.appearance().tintColor = .systemPink
      NavigationBar.appearance().titleTextAttributes = TextAttributes(foregroundColor: .systemBrown)
      #expect(NavigationBar.appearance().barTintColor == .systemTeal)
      let navigation = NavigationController(rootViewController: ViewController())
      _ = try DeviceHost(device: .iphone6, rootViewController: navigation)
      #expect(navigation.navigationBar.barTintColor == .systemTeal)
      #expect(navigation.navigationBar.tintColor == .systemPink)
      #expect(navigation.navigationBar.titleLabel.textColor == .systemBrown)
    }
  }

  @Test func aScopeKeepsItsProxiesToItself() {
    AppearanceStore.withAppearanceScope {
      Label.appearance().textColor = .systemRed
      AppearanceStore.withAppearanceScope {
        let label = Label()
        Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100)).addSubview(label)
        #expect(label.textColor == .label)
      }
    }
    let label = Label()
    Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100)).addSubview(label)
    #expect(label.textColor == .label)
  }
}
