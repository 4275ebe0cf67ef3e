import SwivelSnapshotTesting
import SwivelUIKit
import Testing

@testable import UIKitScreens

/// The example app launched from its delegate: the bar styled through the appearance proxy,
/// the menu it shows, and the sketch screen it opens, with their frames worked out by hand and
/// their goldens on two devices in both orientations. The delegate styles every navigation bar
/// of the process, so each launch runs in its own appearance scope.
@Suite struct ExampleAppTests {
  static let cells: [(Device, InterfaceOrientation)] = [
    (.iphone6, .portrait), (.iphone6, .landscapeLeft), (.iphonex, .portrait),
    (.iphonex, .landscapeLeft),
  ]

  /// Launches the app and runs `body` with its host, delegate and menu.
  static func launch<Result>(
    on device: Device,
    _ body: (DeviceHost, ExampleAppDelegate, ExampleMenuViewController) throws -> Result
  ) throws -> Result {
    try AppearanceStore.withAppearanceScope {
      let delegate = ExampleAppDelegate()
      let host = try DeviceHost.launch(delegate, on: device)
      let navigation = try #require(delegate.window?.rootViewController as? UINavigationController)
      let menu = try #require(navigation.topViewController as? ExampleMenuViewController)
      host.window.layoutIfNeeded()
      return try body(host, delegate, menu)
    }
  }

  @Test(arguments: cells)
  func theMenuRenders(device: Device, orientation: InterfaceOrientation) throws {
    try Self.launch(on: device) { host, _, _ in
      try host.rotate(toInterface: orientation)
      assertSnapshot(of: host, as: .image)
    }
  }

  @Test(arguments: cells)
  func theSketchRenders(device: Device, orientation: InterfaceOrientation) throws {
    try Self.launch(on: device) { host, _, menu in
      menu.tableView(menu.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
      try host.rotate(toInterface: orientation)
      assertSnapshot(of: host, as: .image)
    }
  }

  @Test func theDelegateStylesTheBarWithANamedFont() throws {
    try Self.launch(on: .iphone6) { _, delegate, menu in
      let bar = try #require(menu.navigationController?.navigationBar)
      #expect(bar.barTintColor == .exampleBlue && bar.tintColor == .white)
      #expect(bar.titleLabel.font == UIFont(name: "HelveticaNeue-Medium", size: 18))
      #expect(bar.titleLabel.textColor == .white && bar.titleLabel.text == "PinLayout Examples")
      #expect(delegate.window?.isKeyWindow == true)
    }
  }

  @Test func theMenuFillsTheSafeAreaAboveItsFooter() throws {
    try Self.launch(on: .iphone6) { host, _, menu in
      // iPhone 6 portrait: the safe area starts below the 20-pt status bar and the 44-pt bar.
      #expect(menu.footerLabel.frame == CGRect(x: 0, y: 667 - 32, width: 375, height: 32))
      #expect(menu.tableView.frame == CGRect(x: 0, y: 64, width: 375, height: 635 - 64))
      #expect(menu.footerLabel.text == "iPhone, portrait")
      try host.rotate(toInterface: .landscapeLeft)
      // Landscape: no status bar, a 32-pt bar, 667 × 375.
      #expect(menu.tableView.frame == CGRect(x: 0, y: 32, width: 667, height: 375 - 32 - 32))
      #expect(menu.footerLabel.text == "iPhone, landscape")
    }
    try Self.launch(on: .iphonex) { host, _, menu in
      // iPhone X portrait: 44 + 44 on top, 34 for the home indicator below.
      #expect(menu.footerLabel.frame == CGRect(x: 0, y: 812 - 34 - 32, width: 375, height: 32))
      #expect(menu.tableView.frame == CGRect(x: 0, y: 88, width: 375, height: 746 - 88))
      try host.rotate(toInterface: .landscapeLeft)
      // Landscape: 44 in from each side for the sensor housing, 21 below, a 32-pt bar.
      #expect(menu.footerLabel.frame == CGRect(x: 44, y: 375 - 21 - 32, width: 724, height: 32))
    }
  }

  @Test func aRowPushesItsExampleWithALayerDrawnTitleView() throws {
    try Self.launch(on: .iphone6) { host, _, menu in
      let row = menu.tableView.rectForRow(at: IndexPath(row: 0, section: 0))
      let tapPoint = menu.tableView.convert(CGPoint(x: row.midX, y: row.midY), to: nil)
      _ = host.tap(at: tapPoint)
      let sketch = try #require(
        menu.navigationController?.topViewController as? SketchExampleViewController)
      let mark = try #require(sketch.navigationItem.titleView as? PinMarkView)
      host.window.layoutIfNeeded()
      #expect(mark.bounds.size == CGSize(width: 28, height: 32))
      // Centred in the 375-wide bar below the status bar: (375 − 28) / 2, 20 + (44 − 32) / 2.
      #expect(mark.convert(mark.bounds, to: nil) == CGRect(x: 173.5, y: 26, width: 28, height: 32))
      let layer = try #require(mark.layer.sublayers?.first as? CAShapeLayer)
      // The pin reaches from its head (the circle's top at 2) to its point 2 above the bottom.
      #expect(layer.path?.boundingBox.maxY == 30)
    }
  }

  @Test func theSketchLaysOutItsLayersAndKeepsTheNoteAboveTheKeyboardArea() throws {
    try Self.launch(on: .iphone6) { _, _, menu in
      let sketch = SketchExampleViewController()
      menu.navigationController?.pushViewController(sketch, animated: false)
      let view = sketch.mainView
      view.window?.layoutIfNeeded()
      // The caption at 64 + 12, 20 tall; the chart 40 below it, 32 in from each side.
      #expect(view.orientationLabel.frame == CGRect(x: 16, y: 76, width: 343, height: 20))
      #expect(view.chartLayer.frame == CGRect(x: 32, y: 136, width: 311, height: 220))
      #expect(view.gridLayer.frame == view.chartLayer.frame)
      // Point 3 is at x = 3 × 311 / 6 = 155.5, y = 220 × (1 − 0.7) = 66: the 24-pt handle is
      // centred there, and the value label 8 below it.
      #expect(view.handle.frame == CGRect(x: 175.5, y: 190, width: 24, height: 24))
      #expect(view.valueLabel.frame == CGRect(x: 157.5, y: 222, width: 60, height: 20))
      #expect(view.valueLabel.text == "0.70")
      // No bottom inset on an iPhone 6: the keyboard area is empty, the note 12 above the end.
      #expect(view.pin.keyboardArea.height == 0)
      #expect(view.noteField.frame == CGRect(x: 16, y: 667 - 12 - 40, width: 343, height: 40))
      // The grid is five lines across the chart; the line goes through the seven values.
      #expect(view.gridLayer.path?.boundingBox == CGRect(x: 0, y: 0, width: 311, height: 220))
      #expect(view.chartLayer.path?.value.elements.count == 7)
    }
    try Self.launch(on: .iphonex) { _, _, menu in
      let sketch = SketchExampleViewController()
      menu.navigationController?.pushViewController(sketch, animated: false)
      sketch.view.window?.layoutIfNeeded()
      // The keyboard area is the 34-pt strip of the home indicator: the note sits on it.
      #expect(sketch.mainView.pin.keyboardArea == CGRect(x: 0, y: 778, width: 375, height: 34))
      // 812 − 34 − 12.
      #expect(sketch.mainView.noteField.frame.maxY == 766)
    }
  }

  @Test func draggingAlongTheChartMovesTheHandleToTheNearestValue() throws {
    try Self.launch(on: .iphone6) { host, _, menu in
      let sketch = SketchExampleViewController()
      menu.navigationController?.pushViewController(sketch, animated: false)
      let view = sketch.mainView
      view.window?.layoutIfNeeded()
      let start = CGPoint(x: view.handle.frame.midX, y: view.handle.frame.midY)
      // Point 5 is at 32 + 5 × 311 / 6 = 291.17; the finger ends a little short of it.
      _ = host.drag(from: start, to: CGPoint(x: 285, y: 200), steps: 6)
      #expect(view.moveCount == 6)
      #expect(view.selectedIndex == 5)
      // y = 136 + 220 × (1 − 0.9) = 158.
      #expect(view.handle.center.y == 158)
      #expect(abs(view.handle.center.x - (32 + 5 * 311.0 / 6)) < 1e-9)
      #expect(view.valueLabel.text == "0.90")
    }
  }
}
