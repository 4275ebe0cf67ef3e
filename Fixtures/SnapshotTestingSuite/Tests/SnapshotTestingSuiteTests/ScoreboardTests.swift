import Foundation
import SwivelSnapshotTesting  // import SnapshotTesting
import SwivelUIKit  // import UIKit
import XCTest

final class ScoreboardTests: XCTestCase {
  override func invokeTest() {
    withSnapshotTesting(layout: .swiftSnapshotTesting) {
      super.invokeTest()
    }
  }

  func testScoresOnPhones() {
    let controller = ScoreboardViewController()
    assertSnapshot(of: controller, as: .image(on: .iPhoneSe), named: "iphone-se")
    assertSnapshot(
      of: controller, as: .image(on: .iPhoneX(.landscape)), named: "iphone-x-landscape")
    assertSnapshot(of: controller, as: .recursiveDescription(on: .iPhoneSe), named: "iphone-se")
  }

  func testScoresOnSplitViews() {
    let controller = ScoreboardViewController()
    assertSnapshot(
      of: controller, as: .image(on: .iPadMini(.landscape(splitView: .oneThird))),
      named: "ipad-mini-33-split")
    assertSnapshot(
      of: controller, as: .image(on: .iPadPro11(.portrait(splitView: .twoThirds))),
      named: "ipad-pro-11-66-split")
  }

  func testScoresAtTextSizes() {
    let controller = ScoreboardViewController()
    let sizes: [(String, UIContentSizeCategory)] = [
      ("extra-small", .extraSmall), ("large", .large), ("accessibility-large", .accessibilityLarge),
    ]
    for (name, size) in sizes {
      assertSnapshot(
        of: controller, as: .image(on: .iPhone8, traits: .init(preferredContentSizeCategory: size)),
        named: "iphone-8-\(name)")
    }
  }

  func testRowsOnSeveralScreens() {
    let controller = RowsViewController()
    assertSnapshots(
      of: controller, as: ["phone": .image(on: .iPhone8), "pad": .image(on: .iPadMini(.portrait))])
    assertSnapshots(of: controller, as: [.image(on: .iPhone12), .image(on: .iPhone13ProMax)])
  }

  func testBadgeAtTextSizes() {
    let badge = UILabel()
    badge.font = .preferredFont(forTextStyle: .title2)
    badge.adjustsFontForContentSizeCategory = true
    badge.text = "Final score"
    assertSnapshot(
      of: badge, as: .image(traits: .init(preferredContentSizeCategory: .extraSmall)),
      named: "small")
    assertSnapshot(
      of: badge, as: .image(traits: .init(preferredContentSizeCategory: .extraExtraLarge)),
      named: "large")
  }

  func testTrophyPath() {
    let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 60, height: 40), cornerRadius: 8)
    path.append(UIBezierPath(ovalIn: CGRect(x: 20, y: 10, width: 20, height: 20)))
    path.usesEvenOddFillRule = true
    assertSnapshot(of: path, as: .image(scale: 2), named: "linux")
    assertSnapshot(of: path, as: .elementsDescription, named: "linux")
  }

  func testSameNameTwiceComparesWithOneGolden() {
    let controller = ScoreboardViewController()
    assertSnapshot(of: controller, as: .image(on: .iPhone8), named: "twice")
    assertSnapshot(of: controller, as: .image(on: .iPhone8), named: "twice")
  }

  func testVerifyReportsAMissingGolden() {
    let failure = verifySnapshot(
      of: ScoreboardViewController(), as: .image(on: .iPhoneSe), named: "never-recorded",
      record: .never)
    XCTAssertNotNil(failure)
  }

  func testControllerHierarchy() {
    let tabs = UITabBarController()
    tabs.setViewControllers(
      [
        UINavigationController(rootViewController: ScoreboardViewController()),
        UINavigationController(rootViewController: RowsViewController()),
      ], animated: false)
    assertSnapshot(of: tabs, as: .hierarchy)
  }

  func testScoresDump() {
    assertSnapshot(of: Score(home: "Lions", away: "Owls", points: [3, 1]), as: .dump)
  }
}

/// A score as a model value.
struct Score {
  let home: String
  let away: String
  let points: [Int]
}

/// Two team names and a result, laid out by frames, with fonts set from the traits.
final class ScoreboardViewController: UIViewController {
  let homeLabel = UILabel()
  let awayLabel = UILabel()
  let resultLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    homeLabel.text = "Lions"
    awayLabel.text = "Owls"
    resultLabel.text = "3 – 1"
    resultLabel.textAlignment = .center
    awayLabel.textAlignment = .right
    for label in [homeLabel, awayLabel, resultLabel] {
      label.adjustsFontForContentSizeCategory = true
      view.addSubview(label)
    }
    homeLabel.font = .preferredFont(forTextStyle: .headline)
    awayLabel.font = .preferredFont(forTextStyle: .headline)
    resultLabel.font = .preferredFont(forTextStyle: .largeTitle)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let safe = view.bounds.inset(by: view.safeAreaInsets).insetBy(dx: 16, dy: 16)
    let rowHeight = homeLabel.sizeThatFits(safe.size).height
    homeLabel.frame = CGRect(x: safe.minX, y: safe.minY, width: safe.width / 2, height: rowHeight)
    awayLabel.frame = CGRect(x: safe.midX, y: safe.minY, width: safe.width / 2, height: rowHeight)
    let resultHeight = resultLabel.sizeThatFits(safe.size).height
    resultLabel.frame = CGRect(
      x: safe.minX, y: safe.midY - resultHeight / 2, width: safe.width, height: resultHeight)
  }
}

/// A table of ten numbered rows, as the library's own table test has.
final class RowsViewController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    10
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
}
