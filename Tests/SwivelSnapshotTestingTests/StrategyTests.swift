import Foundation
import SwivelSnapshotTesting
import Testing

/// Each strategy records what it promises and compares with its golden.
@Suite struct StrategyTests {
  @Test func viewImageIsAtScaleTwoUnlessGiven() throws {
    let package = try TemporaryPackage()
    let (two, three) = package.withEnvironment {
      (
        snapshotOutcome(of: sampleLabel(), as: .image, snapshotDirectory: package.goldens),
        snapshotOutcome(of: sampleLabel(), as: .image(scale: 3), snapshotDirectory: package.goldens)
      )
    }
    let twoPath = try #require(two.recording?.absolutePath),
      threePath = try #require(three.recording?.absolutePath)
    #expect(
      try PNGDecoder.size(of: try #require(fileBytes(URL(fileURLWithPath: twoPath)))) == (80, 40))
    #expect(
      try PNGDecoder.size(of: try #require(fileBytes(URL(fileURLWithPath: threePath)))) == (120, 60)
    )
  }

  @Test func controllerImageHonoursDeviceAndOrientation() throws {
    let package = try TemporaryPackage()
    let (portrait, landscape, forbidden) = package.withEnvironment {
      (
        snapshotOutcome(of: ColorController(), as: .image, snapshotDirectory: package.goldens),
        snapshotOutcome(
          of: ColorController(),
          as: .image(
            on: .iphone6, orientation: .landscapeLeft, presentation: .init(statusBar: false)),
          snapshotDirectory: package.goldens),
        snapshotOutcome(
          of: ColorController(), as: .image(on: .iphone6, orientation: .portraitUpsideDown),
          snapshotDirectory: package.goldens)
      )
    }
    let portraitBytes = try readFile(portrait.recording?.absolutePath)
    #expect(try PNGDecoder.size(of: portraitBytes) == (750, 1334))
    let landscapeBytes = try readFile(landscape.recording?.absolutePath)
    #expect(try PNGDecoder.size(of: landscapeBytes) == (1334, 750))
    guard let failure = forbidden.failure, case .renderFailed(let reason) = failure.kind else {
      Issue.record("expected a render failure, got \(forbidden)")
      return
    }
    #expect(reason.hasPrefix("the controller does not allow portraitUpsideDown on iphone6"))
  }

  @Test func sceneImageUsesTheScenesModelAndAHostImageItsState() throws {
    let package = try TemporaryPackage()
    let scene = Scene(name: "White", summary: "A white screen.", sourcePath: "-") {
      ColorController()
    }
    let host = try DeviceHost(device: .ipad, rootViewController: ColorController())
    let (sceneOutcome, hostOutcome, window) = package.withEnvironment {
      (
        snapshotOutcome(of: scene, as: .image(on: .iphone4s), snapshotDirectory: package.goldens),
        snapshotOutcome(
          of: host, as: .image(on: .init(statusBar: false)), snapshotDirectory: package.goldens),
        snapshotOutcome(of: host.window, as: .image, snapshotDirectory: package.goldens)
      )
    }
    let sceneBytes = try readFile(sceneOutcome.recording?.absolutePath)
    #expect(try PNGDecoder.size(of: sceneBytes) == (640, 960))
    let hostBitmap = try PNGDecoder.decode(try readFile(hostOutcome.recording?.absolutePath))
    #expect(hostBitmap.width == 1536 && hostBitmap[0, 0] == 0xFFFF_FFFF)
    #expect(window.recording != nil)
  }

  @Test func aBitmapIsComparedAsItIs() throws {
    let package = try TemporaryPackage()
    let outcome = package.withEnvironment {
      snapshotOutcome(of: sampleBitmap(), as: .image, snapshotDirectory: package.goldens)
    }
    let bytes = try readFile(outcome.recording?.absolutePath)
    #expect(try PNGDecoder.decode(bytes) == sampleBitmap())
  }

  @Test func aPullbackBuildsAStrategyFromAnother() throws {
    let package = try TemporaryPackage()
    let outcome = package.withEnvironment {
      snapshotOutcome(of: Card(title: "Hi"), as: .card, snapshotDirectory: package.goldens)
    }
    let bytes = try readFile(outcome.recording?.absolutePath)
    #expect(try PNGDecoder.decode(bytes) == sampleLabel("Hi").renderImage(scale: 2))
  }

  @Test func textGoldensHoldTheDumpsAndFailuresShowAUnifiedDiff() throws {
    let package = try TemporaryPackage()
    let recorded = package.withEnvironment {
      snapshotOutcome(
        of: sampleLabel("Hello"), as: .recursiveDescription, named: "tree",
        snapshotDirectory: package.goldens)
    }
    let path = try #require(recorded.recording?.absolutePath)
    #expect(
      String(decoding: try #require(fileBytes(URL(fileURLWithPath: path))), as: UTF8.self)
        == "<Label; frame = (0 0; 40 20); backgroundColor = #FFFFFFFF; text = 'Hello'>\n")
    let copy = package.root.appendingPathComponent("copy").path
    try FileManager.default.copyItem(atPath: package.goldens, toPath: copy)
    let changed = package.withEnvironment {
      snapshotOutcome(
        of: sampleLabel("Bye"), as: .recursiveDescription, named: "tree", snapshotDirectory: copy)
    }
    guard let failure = changed.failure, case .textDiffers(let diff) = failure.kind else {
      Issue.record("expected a text difference, got \(changed)")
      return
    }
    #expect(
      diff == """
        --- expected
        +++ actual
        @@ -1,2 +1,2 @@
        -<Label; frame = (0 0; 40 20); backgroundColor = #FFFFFFFF; text = 'Hello'>
        +<Label; frame = (0 0; 40 20); backgroundColor = #FFFFFFFF; text = 'Bye'>
         
        """)
    #expect(failure.artifacts.map(\.name) == ["actual", "expected", "diff"])
    #expect(failure.description.contains(diff))
  }

  @Test func theJSONDumpIsValidJSON() throws {
    let package = try TemporaryPackage()
    let outcome = package.withEnvironment {
      snapshotOutcome(of: sampleLabel(), as: .dump, snapshotDirectory: package.goldens)
    }
    let bytes = try readFile(outcome.recording?.absolutePath)
    let object = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
    #expect(object?["type"] as? String == "Label")
  }
}

/// A user's own value type and strategy, as the `Snapshotting` documentation shows.
struct Card {
  let title: String
}

extension Snapshotting where Value == Card, Format == Bitmap {
  static var card: Snapshotting {
    Snapshotting<View, Bitmap>.image.pullback { (card: Card) in sampleLabel(card.title) }
  }
}
