import SwivelSnapshotTesting
import Testing

/// What a strategy checks, whatever its value type: its diffing and layout-warning policy.
private struct Check {
  let diffing: Diffing<Bitmap>
  let layoutWarnings: LayoutWarningPolicy

  init<Value>(_ strategy: Snapshotting<Value, Bitmap>) {
    diffing = strategy.diffing
    layoutWarnings = strategy.layoutWarnings
  }

  func matches(_ expected: Bitmap, _ actual: Bitmap) -> Bool {
    diffing.configurationError == nil && diffing.diff(expected, actual) == nil
  }
}

/// One image strategy spelled both ways: configured by an ``ImageComparison``, and (when it
/// has one) the shorter form with swift-snapshot-testing's `precision:` and
/// `perceptualPrecision:` or a `Device`.
private struct Spelling {
  let name: String
  let value: Check
  let short: Check?
}

/// Every image strategy for one comparison.
private func spellings(_ comparison: ImageComparison) -> [Spelling] {
  let p = comparison.tolerance.precision, q = comparison.tolerance.perceptualPrecision
  let iphone6 = DeviceConfiguration(device: .iphone6)
  return [
    Spelling(
      name: "View", value: Check(Snapshotting<View, Bitmap>.image(comparison: comparison)),
      short: Check(Snapshotting<View, Bitmap>.image(precision: p, perceptualPrecision: q))),
    Spelling(
      name: "Window", value: Check(Snapshotting<Window, Bitmap>.image(comparison: comparison)),
      short: Check(Snapshotting<Window, Bitmap>.image(precision: p, perceptualPrecision: q))),
    Spelling(
      name: "Image", value: Check(Snapshotting<Image, Bitmap>.image(comparison: comparison)),
      short: Check(Snapshotting<Image, Bitmap>.image(precision: p, perceptualPrecision: q))),
    Spelling(
      name: "Layer", value: Check(Snapshotting<Layer, Bitmap>.image(comparison: comparison)),
      short: Check(Snapshotting<Layer, Bitmap>.image(precision: p, perceptualPrecision: q))),
    Spelling(
      name: "Path", value: Check(Snapshotting<Path, Bitmap>.image(comparison: comparison)),
      short: Check(Snapshotting<Path, Bitmap>.image(precision: p, perceptualPrecision: q))),
    Spelling(
      name: "BezierPath",
      value: Check(Snapshotting<BezierPath, Bitmap>.image(comparison: comparison)),
      short: Check(Snapshotting<BezierPath, Bitmap>.image(precision: p, perceptualPrecision: q))),
    Spelling(
      name: "controller on a ViewImageConfig",
      value: Check(Snapshotting<ViewController, Bitmap>.image(on: iphone6, comparison: comparison)),
      short: Check(
        Snapshotting<ViewController, Bitmap>.image(
          on: .iPadPro11(.landscape), precision: p, perceptualPrecision: q))),
    Spelling(
      name: "controller on a Device",
      value: Check(Snapshotting<ViewController, Bitmap>.image(on: iphone6, comparison: comparison)),
      short: Check(
        Snapshotting<ViewController, Bitmap>.image(
          on: .iphone6, precision: p, perceptualPrecision: q)
      )),
    Spelling(
      name: "Scene",
      value: Check(Snapshotting<Scene, Bitmap>.image(on: iphone6, comparison: comparison)),
      short: Check(
        Snapshotting<Scene, Bitmap>.image(on: .iphone6, precision: p, perceptualPrecision: q))),
    Spelling(
      name: "DeviceHost",
      value: Check(Snapshotting<DeviceHost, Bitmap>.image(comparison: comparison)), short: nil),
    Spelling(
      name: "Bitmap", value: Check(Snapshotting<Bitmap, Bitmap>.image(comparison: comparison)),
      short: nil),
  ]
}

/// A 10×10 white golden.
private func golden() -> Bitmap { Bitmap(width: 10, height: 10, fill: 0xFFFF_FFFF) }

/// The golden with one pixel of its 100 blue (`onePixel`), or with every pixel a shade off
/// white (ΔE2000 well under 1).
private func snapshot(onePixel: Bool) -> Bitmap {
  guard onePixel else { return Bitmap(width: 10, height: 10, fill: 0xFFFE_FEFE) }
  var bitmap = golden()
  bitmap[4, 4] = 0xFF00_00FF
  return bitmap
}

/// A controller whose view holds a view that raises a layout warning.
private final class WarningController: ViewController {
  override func viewDidLoad() {
    view.backgroundColor = .white
    view.addSubview(WarningView(frame: CGRect(x: 0, y: 0, width: 40, height: 40)))
  }
}

/// A bitmap drawn from a view whose layout raises a warning.
private func bitmapOfAWarningView() throws -> Bitmap {
  let view = WarningView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
  view.backgroundColor = .white
  view.layoutIfNeeded()
  return try view.renderImage(scale: 1)
}

@Suite struct ImageComparisonTests {
  /// (precision, perceptualPrecision, one pixel far off rather than every pixel slightly off,
  /// passes): each swaps the result of another row when the two precisions trade places.
  @Test(arguments: [
    (0.99, 1.0, true, true), (0.995, 1.0, true, false), (1.0, 0.99, true, false),
    (1.0, 0.98, false, true), (0.98, 1.0, false, false), (1.0, 1.0, false, false),
  ])
  func everySpellingPassesAndFailsAtTheSameThresholds(
    precision: Double, perceptual: Double, onePixel: Bool, passes: Bool
  ) {
    let actual = snapshot(onePixel: onePixel)
    for spelling in spellings(
      ImageComparison(precision: precision, perceptualPrecision: perceptual))
    {
      #expect(spelling.value.matches(golden(), actual) == passes, "\(spelling.name)")
      if let short = spelling.short {
        #expect(short.matches(golden(), actual) == passes, "\(spelling.name), short form")
      }
    }
  }

  @Test func theShorthandsCompareExactly() {
    let actual = snapshot(onePixel: true)
    #expect(!Check(Snapshotting<View, Bitmap>.image).matches(golden(), actual))
    #expect(!Check(Snapshotting<Bitmap, Bitmap>.image).matches(golden(), actual))
    #expect(!Check(Snapshotting<Scene, Bitmap>.image).matches(golden(), actual))
    #expect(Check(Snapshotting<Image, Bitmap>.image).matches(golden(), golden()))
  }

  @Test func anOutOfRangePrecisionIsAConfigurationErrorInEverySpelling() {
    for spelling in spellings(ImageComparison(precision: 0)) {
      #expect(spelling.value.diffing.configurationError != nil, "\(spelling.name)")
      if let short = spelling.short {
        #expect(short.diffing.configurationError != nil, "\(spelling.name), short form")
      }
    }
  }

  @Test func withoutAPolicyEachStrategyKeepsItsOwn() {
    let ignoring: Set = ["Image", "Layer", "Bitmap"]
    for spelling in spellings(ImageComparison()) {
      let expected: LayoutWarningPolicy = ignoring.contains(spelling.name) ? .ignore : .fail
      #expect(spelling.value.layoutWarnings == expected, "\(spelling.name)")
      if let short = spelling.short {
        #expect(short.layoutWarnings == expected, "\(spelling.name), short form")
      }
    }
  }

  @Test(arguments: [LayoutWarningPolicy.fail, .ignore])
  func aPolicyInTheComparisonIsEveryStrategys(_ policy: LayoutWarningPolicy) {
    for spelling in spellings(ImageComparison(layoutWarnings: policy)) {
      #expect(spelling.value.layoutWarnings == policy, "\(spelling.name)")
    }
  }

  @Test func aSceneIgnoresItsLayoutWarningsWhenTheComparisonSaysSo() throws {
    let package = try TemporaryPackage()
    let scene = Scene("Warning", summary: "A screen that raises a layout warning.") {
      WarningController()
    }
    let iphone6 = DeviceConfiguration(device: .iphone6)
    let (failing, ignoring) = package.withEnvironment {
      (
        snapshotOutcome(
          of: scene, as: .image(on: iphone6), named: "fail", snapshotDirectory: package.goldens),
        snapshotOutcome(
          of: scene, as: .image(on: iphone6, comparison: .init(layoutWarnings: .ignore)),
          named: "ignore", snapshotDirectory: package.goldens)
      )
    }
    #expect(failing.recording != nil && ignoring.recording != nil)
    #expect(failing.message?.contains("layout warning: left(20) conflicts with left(10)") == true)
    #expect(ignoring.message?.contains("layout warning") == false)
  }

  @Test func aBitmapFailsOnTheWarningsOfItsMakingWhenTheComparisonSaysSo() throws {
    let package = try TemporaryPackage()
    let (ignoring, failing) = try package.withEnvironment {
      (
        snapshotOutcome(
          of: try bitmapOfAWarningView(), as: .image, named: "ignore",
          snapshotDirectory: package.goldens),
        snapshotOutcome(
          of: try bitmapOfAWarningView(), as: .image(comparison: .init(layoutWarnings: .fail)),
          named: "fail", snapshotDirectory: package.goldens)
      )
    }
    #expect(ignoring.recording != nil && failing.recording != nil)
    #expect(ignoring.message?.contains("layout warning") == false)
    #expect(failing.message?.contains("layout warning: left(20) conflicts with left(10)") == true)
  }
}
