import SwivelDemos
import SwivelSnapshotTesting
import Testing

/// A contacts list under a search bar.
private final class SearchScreen: ViewController {
  let search = SearchBar()
  let rows = ["Ada Lovelace", "Alan Turing", "Grace Hopper", "Edsger Dijkstra"].map { name in
    let label = Label()
    label.text = name
    return label
  }

  override func viewDidLoad() {
    view.backgroundColor = .systemBackground
    search.placeholder = "Search Contacts"
    view.addSubview(search)
    rows.forEach(view.addSubview)
  }

  override func viewSafeAreaInsetsDidChange() { setNeedsUpdateInterface() }

  override func updateInterface() {
    let safe = view.safeAreaFrame
    search.frame = CGRect(x: safe.minX, y: safe.minY, width: safe.width, height: SearchBar.height)
    for (index, row) in rows.enumerated() {
      row.frame = CGRect(
        x: safe.minX + 16, y: search.frame.maxY + CGFloat(index) * 44, width: safe.width - 32,
        height: 44)
    }
  }
}

/// A page of an onboarding flow: a tinted background and a centred title.
private final class OnboardingPage: ViewController {
  let titleLabel = Label()
  let tint: Color

  init(_ text: String, tint: Color) {
    self.tint = tint
    super.init()
    titleLabel.text = text
  }
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    view.backgroundColor = tint
    titleLabel.font = .boldSystemFont(ofSize: 28)
    titleLabel.textColor = .white
    titleLabel.textAlignment = .center
    view.addSubview(titleLabel)
  }

  override func updateInterface() {
    titleLabel.frame = CGRect(
      x: 20, y: view.bounds.midY - 20, width: view.bounds.width - 40, height: 40)
  }
}

@Suite struct PageAndSearchSnapshotTests {
  @Test func aSearchBarOverAList() {
    assertSnapshot(of: SearchScreen(), as: .image(on: .iphone6, orientation: .portrait))
  }

  @Test func aSearchBarWithTextAndCancel() {
    let screen = SearchScreen()
    screen.loadViewIfNeeded()
    screen.search.text = "Ada"
    screen.search.showsCancelButton = true
    assertSnapshot(of: screen, as: .image(on: .iphonex, orientation: .portrait))
  }

  @Test func aPageViewControllerShowsItsCurrentPage() {
    let pages = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    pages.setViewControllers(
      [OnboardingPage("Welcome", tint: .systemIndigo)], direction: .forward, animated: false)
    assertSnapshot(of: pages, as: .image(on: .iphone6, orientation: .portrait))
  }
}
