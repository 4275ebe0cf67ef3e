import SwivelLayout
import SwivelViews
import SwivelWidgets
import Testing

/// PinLayout's spellings share one implementation with Swivel's, and warnings quote the name
/// the caller wrote.
@Suite struct PinLayoutNameWarningTests {
  /// Over-specifies the box horizontally with `call`, then reads the one warning.
  private func conflict(_ call: (Pin) -> Pin) -> [String] {
    let scene = LayoutScene()
    let warnings = collectingLayoutWarnings {
      withExtendedLifetime(scene) { _ = call(scene.box.pin.hCenter().width(10)) }
    }
    return warnings.messages
  }

  @Test func startAndEndWarnAsStartAndEnd() {
    #expect(
      conflict { $0.start(4) } == [
        "start(4) conflicts with hCenter() and width(10) on View#box; start(4) ignored"
      ])
    #expect(
      conflict { $0.end() } == [
        "end() conflicts with hCenter() and width(10) on View#box; end() ignored"
      ])
  }

  @Test(arguments: ["topStart", "topEnd", "bottomStart", "bottomEnd"])
  func cornerNamesWarnAsWritten(name: String) {
    let messages = conflict { pin in
      switch name {
      case "topStart": return pin.topStart(2)
      case "topEnd": return pin.topEnd(2)
      case "bottomStart": return pin.bottomStart(2)
      default: return pin.bottomEnd(2)
      }
    }
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("\(name)(2) conflicts with") == true, "\(messages)")
  }

  @Test func startPlacesTheLeadingEdgeAsLeadingDoes() {
    let a = LayoutScene(), b = LayoutScene()
    a.box.pin.start(12).top().size(CGSize(width: 20, height: 20))
    b.box.pin.leading(12).top().size(CGSize(width: 20, height: 20))
    #expect(a.box.frame == CGRect(x: 12, y: 0, width: 20, height: 20))
    #expect(a.box.frame == b.box.frame)
  }
}
