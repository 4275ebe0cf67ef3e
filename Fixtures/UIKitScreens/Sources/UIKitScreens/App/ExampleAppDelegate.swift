// The app delegate and first screen of a frame-layout example app: the navigation bar styled
// once through its appearance proxy with a font named as iOS names it, a window at the
// screen's bounds with a navigation controller as root, and a menu table whose rows open the
// examples. Modelled on layoutBox/PinLayout, Example/PinLayoutSample/AppDelegate.swift and
// UI/Menu/MenuViewController.swift and MenuView.swift (MIT); rewritten, the UIKit shapes kept.
import SwivelUIKit  // SWIVEL: `import UIKit` and `import PinLayout` on iOS.

// SWIVEL: `@UIApplicationMain` on iOS; Linux has no UIKit app process to start, so the tests
// launch the delegate with `DeviceHost.launch(_:on:)`, which calls the same method.
final class ExampleAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let titleAttributes: [NSAttributedString.Key: Any] = [
      .foregroundColor: UIColor.white,
      .font: UIFont(name: "HelveticaNeue-Medium", size: 18) ?? .boldSystemFont(ofSize: 18),
    ]
    let navigationBar = UINavigationBar.appearance()
    navigationBar.barTintColor = .exampleBlue
    navigationBar.tintColor = .white
    navigationBar.titleTextAttributes = titleAttributes
    // Since iOS 15 a bar at the scroll edge is transparent whatever its `barTintColor`: the
    // app gives every bar an opaque appearance of the same colours.
    if #available(iOS 15.0, *) {
      let appearance = UINavigationBarAppearance()
      appearance.configureWithOpaqueBackground()
      appearance.backgroundColor = .exampleBlue
      appearance.titleTextAttributes = titleAttributes
      navigationBar.standardAppearance = appearance
      navigationBar.scrollEdgeAppearance = appearance
    }

    let navigationController = UINavigationController(
      rootViewController: ExampleMenuViewController())
    window = UIWindow(frame: UIScreen.main.bounds)
    window!.backgroundColor = .white
    window!.rootViewController = navigationController
    window!.makeKeyAndVisible()
    return true
  }
}

/// The examples the menu lists, in order.
enum ExampleMenuItem: Int, CaseIterable {
  case sketch
  case intro
  case form
  case relative

  var title: String {
    switch self {
    case .sketch: return "Sketch: layers and touches"
    case .intro: return "Introduction"
    case .form: return "Form with a keyboard"
    case .relative: return "Relative positioning"
    }
  }
}

final class ExampleMenuViewController: UIViewController, UITableViewDataSource,
  UITableViewDelegate
{
  let tableView = UITableView()
  let footerLabel = UILabel()
  private let cellIdentifier = "MenuCell"

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "PinLayout Examples"
    view.backgroundColor = .white
    tableView.dataSource = self
    tableView.delegate = self
    tableView.rowHeight = 52
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: cellIdentifier)
    view.addSubview(tableView)

    footerLabel.font = UIFont(name: "HelveticaNeue-Light", size: 13) ?? .systemFont(ofSize: 13)
    footerLabel.textColor = .gray
    footerLabel.textAlignment = .center
    view.addSubview(footerLabel)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let orientation = UIDevice.current.orientation.isLandscape ? "landscape" : "portrait"
    footerLabel.text = "\(UIDevice.current.model), \(orientation)"
    footerLabel.pin.horizontally(view.pin.safeArea).bottom(view.pin.safeArea).height(32)
    tableView.pin.top(view.pin.safeArea).horizontally().above(of: footerLabel)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return ExampleMenuItem.allCases.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
    cell.textLabel?.text = ExampleMenuItem(rawValue: indexPath.row)?.title
    cell.textLabel?.font = UIFont(name: "HelveticaNeue", size: 17) ?? .systemFont(ofSize: 17)
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard let item = ExampleMenuItem(rawValue: indexPath.row) else { return }
    let controller: UIViewController
    switch item {
    case .sketch: controller = SketchExampleViewController()
    case .intro: controller = IntroExampleViewController(title: item.title)
    case .form: controller = FormExampleViewController()
    case .relative: controller = RelativeExampleViewController()
    }
    navigationController?.pushViewController(controller, animated: true)
  }
}
