import SwivelViews
import SwivelWidgets
import Testing

/// `UINavigationBar.appearance().standardAppearance = …` and its siblings, as iOS 15 app
/// delegates set them: each bar joining a window gets its own copy, unless it has its own.
@Suite struct BarAppearanceProxyTests {
  private let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

  private func opaque(_ color: Color) -> NavigationBarAppearance {
    let appearance = NavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = color
    return appearance
  }

  @Test func aProxysAppearancesReachABarJoiningAWindowAsCopies() {
    AppearanceStore.withAppearanceScope {
      let given = opaque(.systemIndigo)
      NavigationBar.appearance().standardAppearance = given
      NavigationBar.appearance().scrollEdgeAppearance = opaque(.systemTeal)
      NavigationBar.appearance().compactAppearance = opaque(.systemPink)
      given.backgroundColor = .systemRed  // after recording: the proxy kept a copy
      let bar = NavigationBar(frame: .zero)
      #expect(bar.scrollEdgeAppearance == nil)
      window.addSubview(bar)
      #expect(bar.standardAppearance.backgroundColor == .systemIndigo)
      #expect(bar.standardAppearance !== given)
      #expect(bar.scrollEdgeAppearance?.backgroundColor == .systemTeal)
      #expect(bar.compactAppearance?.backgroundColor == .systemPink)
      #expect(bar.compactScrollEdgeAppearance == nil)
      #expect(NavigationBar.appearance().standardAppearance?.backgroundColor == .systemIndigo)
    }
  }

  @Test func twoBarsGetTwoCopies() {
    AppearanceStore.withAppearanceScope {
      NavigationBar.appearance().standardAppearance = opaque(.systemIndigo)
      let first = NavigationBar(frame: .zero), second = NavigationBar(frame: .zero)
      window.addSubview(first)
      window.addSubview(second)
      #expect(first.standardAppearance !== second.standardAppearance)
      first.standardAppearance.backgroundColor = .systemGreen
      #expect(second.standardAppearance.backgroundColor == .systemIndigo)
    }
  }

  @Test func anAppearanceSetOnTheBarWins() {
    AppearanceStore.withAppearanceScope {
      NavigationBar.appearance().standardAppearance = opaque(.systemIndigo)
      let bar = NavigationBar(frame: .zero)
      bar.standardAppearance = opaque(.systemYellow)
      window.addSubview(bar)
      #expect(bar.standardAppearance.backgroundColor == .systemYellow)
    }
  }

  @Test func tabBarsTakeTheirAppearances() {
    AppearanceStore.withAppearanceScope {
      let scrollEdge = TabBarAppearance()
      scrollEdge.configureWithOpaqueBackground()
      scrollEdge.backgroundColor = .systemMint
      TabBar.appearance().scrollEdgeAppearance = scrollEdge
      let bar = TabBar(frame: .zero)
      window.addSubview(bar)
      #expect(bar.scrollEdgeAppearance?.backgroundColor == .systemMint)
      #expect(bar.standardAppearance.backgroundColor == nil)
    }
  }
}
