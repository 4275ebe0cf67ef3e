import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

@Suite struct OrientationTests {
  @Test func rawValuesMatchUIKit() {
    #expect(DeviceOrientation.allCases.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6])
    #expect(InterfaceOrientation.portrait.rawValue == 1)
    #expect(InterfaceOrientation.portraitUpsideDown.rawValue == 2)
    #expect(InterfaceOrientation.landscapeRight.rawValue == 3)
    #expect(InterfaceOrientation.landscapeLeft.rawValue == 4)
  }

  @Test func maskValuesAreOneShiftedByTheRawValue() {
    #expect(InterfaceOrientationMask.portrait.rawValue == 2)
    #expect(InterfaceOrientationMask.portraitUpsideDown.rawValue == 4)
    #expect(InterfaceOrientationMask.landscapeRight.rawValue == 8)
    #expect(InterfaceOrientationMask.landscapeLeft.rawValue == 16)
    #expect(InterfaceOrientationMask.landscape.rawValue == 24)
    #expect(InterfaceOrientationMask.all.rawValue == 30)
    #expect(InterfaceOrientationMask.allButUpsideDown.rawValue == 26)
    for orientation in InterfaceOrientation.known {
      #expect(InterfaceOrientationMask(orientation).rawValue == 1 << UInt(orientation.rawValue))
    }
    #expect(InterfaceOrientationMask(.unknown).isEmpty)
  }

  @Test func aMaskIsNotAnOrientation() {
    // The classic bug: mask .portrait (2) equals the raw value of portraitUpsideDown.
    #expect(
      InterfaceOrientationMask.portrait.rawValue
        == UInt(InterfaceOrientation.portraitUpsideDown.rawValue))
    #expect(InterfaceOrientationMask.portrait.contains(.portrait))
    #expect(!InterfaceOrientationMask.portrait.contains(.portraitUpsideDown))
    #expect(!InterfaceOrientationMask.all.contains(.unknown))
  }

  @Test func deviceLandscapeIsInterfaceLandscapeSwapped() {
    #expect(DeviceOrientation.landscapeLeft.interfaceOrientation == .landscapeRight)
    #expect(DeviceOrientation.landscapeRight.interfaceOrientation == .landscapeLeft)
    #expect(DeviceOrientation.portrait.interfaceOrientation == .portrait)
    #expect(DeviceOrientation.portraitUpsideDown.interfaceOrientation == .portraitUpsideDown)
    #expect(DeviceOrientation.faceUp.interfaceOrientation == nil)
    #expect(DeviceOrientation.faceDown.interfaceOrientation == nil)
    #expect(DeviceOrientation.unknown.interfaceOrientation == nil)
    for orientation in InterfaceOrientation.known {
      #expect(DeviceOrientation(orientation).interfaceOrientation == orientation)
    }
  }

  @Test func portraitAndLandscapePredicates() {
    #expect(InterfaceOrientation.portraitUpsideDown.isPortrait)
    #expect(
      InterfaceOrientation.landscapeLeft.isLandscape
        && !InterfaceOrientation.landscapeLeft.isPortrait)
    #expect(!InterfaceOrientation.unknown.isPortrait && !InterfaceOrientation.unknown.isLandscape)
    #expect(DeviceOrientation.landscapeRight.isLandscape && DeviceOrientation.faceUp.isFlat)
    #expect(!DeviceOrientation.faceDown.isPortrait && !DeviceOrientation.faceDown.isLandscape)
  }

  @Test func namesRoundTrip() {
    for orientation in InterfaceOrientation.allCases {
      #expect(InterfaceOrientation(name: orientation.description) == orientation)
    }
    #expect(InterfaceOrientation(name: "sideways") == nil)
  }
}
