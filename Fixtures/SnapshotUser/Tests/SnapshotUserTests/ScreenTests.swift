import Foundation
import SnapshotUser
import SwivelSnapshotTesting
import Testing

/// FIXTURE_VARIANT=changed changes what the screens show, as an edit in a user's code would.
let changed = ProcessInfo.processInfo.environment["FIXTURE_VARIANT"] == "changed"

@Suite struct A {
  @Test func screen() { assertSnapshot(of: makeBadge("A"), as: .image) }
}

@Suite struct B {
  @Test func screen() { assertSnapshot(of: makeBadge("B"), as: .image) }
}

@Suite struct Unnamed {
  @Test func twoCalls() {
    assertSnapshot(of: makeBadge("first"), as: .image)
    assertSnapshot(of: makeBadge("second"), as: .image)
  }
}

@Suite struct Strategies {
  @Test func controllerOnADevice() {
    assertSnapshot(of: BadgeController(), as: .image(on: .iphone6, orientation: .landscapeLeft))
  }

  @Test func lightAndDark() {
    assertSnapshot(of: BadgeController(), as: .image(on: .iphone6), named: "light")
    assertSnapshot(
      of: BadgeController(), as: .image(on: .iphone6, traits: .init(userInterfaceStyle: .dark)),
      named: "dark")
  }

  @Test func viewTree() {
    assertSnapshot(of: makeBadge(changed ? "Tree!" : "Tree"), as: .recursiveDescription)
  }

  @Test func tolerance() {
    // A one-letter change re-centres the text: far more than the 0.5 % of pixels allowed.
    assertSnapshot(of: makeBadge(changed ? "Tolerancf" : "Tolerance"), as: .image(precision: 0.995))
  }
}

@Suite struct Broken {
  @Test func zeroSize() { assertSnapshot(of: Label(frame: .zero), as: .image) }
}
