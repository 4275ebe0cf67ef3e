import SwivelDemos
import SwivelSnapshotTesting
import Testing

@Suite struct AllInCodeTests {
  private func launch(_ orientation: InterfaceOrientation) throws -> (
    DeviceHost, AllInCodeViewController
  ) {
    let controller = AllInCodeViewController()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    #expect(try host.rotate(toInterface: orientation) == (orientation != .portrait))
    return (host, controller)
  }

  @Test func portraitFramesFollowTheListing() throws {
    let (_, c) = try launch(.portrait)
    let (w, h): (CGFloat, CGFloat) = (375, 667)
    #expect(c.buttonA.frame == CGRect(x: 20, y: 20, width: w - 40, height: h / 2 - 40))
    #expect(c.buttonB.frame == CGRect(x: 20, y: h / 2 + 20, width: w - 40, height: h / 2 - 40))
    #expect(c.theLabel.frame == CGRect(x: w / 2 - 40, y: h / 2 - 10, width: 200, height: 20))
  }

  @Test(arguments: [InterfaceOrientation.landscapeLeft, .landscapeRight])
  func landscapeFramesFollowTheListing(orientation: InterfaceOrientation) throws {
    let (_, c) = try launch(orientation)
    let (w, h): (CGFloat, CGFloat) = (667, 375)
    #expect(c.buttonA.frame == CGRect(x: 20, y: 60, width: w - 40, height: h / 2 - 40))
    #expect(c.buttonB.frame == CGRect(x: 20, y: h / 2 + 30, width: w - 40, height: h / 2 - 40))
    #expect(c.theLabel.frame == CGRect(x: w / 2 - 40, y: 20, width: 200, height: 20))
  }

  @Test func identifiersTitlesAndTypes() throws {
    let (host, c) = try launch(.portrait)
    let window = host.window
    #expect(window.view(withIdentifier: "buttonA") === c.buttonA)
    #expect(window.view(withIdentifier: "buttonB") === c.buttonB)
    #expect(window.view(withIdentifier: "theLabel") === c.theLabel)
    #expect(c.buttonA.currentTitle == "Button A" && c.buttonB.currentTitle == "Button B")
    #expect(c.buttonA.buttonType == .system)
    #expect(c.theLabel.text == "Welcome")
  }

  @Test func tappingAButtonPutsItsTitleInTheLabel() throws {
    let (host, c) = try launch(.portrait)
    let window = host.window
    let hit = window.sendTap(at: CGPoint(x: 187.5, y: 500))
    #expect(hit === c.buttonB)
    #expect(c.theLabel.text == "Button B")
    window.sendTap(at: CGPoint(x: 187.5, y: 100))
    #expect(c.theLabel.text == "Button A")
  }

  @Test(arguments: RotationModel.allCases)
  func rotatingBackAndForthNeverDuplicatesSubviews(model: RotationModel) throws {
    let controller = AllInCodeViewController()
    let host = try DeviceHost(
      device: .iphone6, rootViewController: controller, supportedOrientations: .all, model: model)
    let c = controller
    for orientation in [
      InterfaceOrientation.landscapeLeft, .portrait, .landscapeRight, .portraitUpsideDown,
      .portrait,
    ] {
      #expect(try host.rotate(toInterface: orientation))
    }
    #expect(c.view.subviews.count == 3)
    #expect(c.buttonA.frame == CGRect(x: 20, y: 20, width: 335, height: 293.5))
  }

  @Test func portraitSnapshot() {
    assertSnapshot(
      of: AllInCodeViewController(), as: .image(on: .iphone6, orientation: .portrait),
      named: "iphone6.portrait")
  }

  @Test func landscapeLeftSnapshot() {
    assertSnapshot(
      of: AllInCodeViewController(), as: .image(on: .iphone6, orientation: .landscapeLeft),
      named: "iphone6.landscapeLeft")
  }

  @Test func portraitAfterTappingButtonBSnapshot() throws {
    let (host, c) = try launch(.portrait)
    host.tap(at: c.buttonB.center)
    #expect(c.theLabel.text == "Button B")
    assertSnapshot(of: host, as: .image, named: "iphone6.portrait")
  }
}
