import Foundation
import SwivelLayout
import SwivelViews
import SwivelWidgets
import Testing

@Suite struct LayoutWarningsTests {
  private func overSpecify(_ name: String) {
    let scene = LayoutScene()
    scene.box.identifier = name
    withExtendedLifetime(scene) { _ = scene.box.pin.left(1).hCenter().width(5) }
  }

  @Test func eachTaskSeesOnlyTheWarningsOfItsOwnSink() async {
    let names = (0..<16).map { "box\($0)" }
    let sinks = names.map { _ in LayoutWarningSink() }
    await withTaskGroup(of: Void.self) { group in
      for (name, sink) in zip(names, sinks) {
        group.addTask {
          LayoutWarningSink.$current.withValue(sink) { overSpecify(name) }
        }
      }
    }
    for (name, sink) in zip(names, sinks) {
      #expect(
        sink.messages == [
          "hCenter() conflicts with left(1) on View#\(name); hCenter() ignored"
        ])
    }
  }

  @Test func withoutABindingWarningsGoToTheSharedSink() {
    #expect(LayoutWarningSink.current === LayoutWarningSink.shared)
    let name = "unbound-\(UUID().uuidString)"
    overSpecify(name)
    #expect(LayoutWarningSink.shared.warnings.contains { $0.view == "View#\(name)" })
  }

  @Test func recordingFromManyThreadsKeepsEveryWarning() {
    let sink = LayoutWarningSink()
    DispatchQueue.concurrentPerform(iterations: 1000) { index in
      sink.record(
        LayoutWarning(kind: .conflict, call: "c\(index)", view: "View", message: "m\(index)"))
    }
    #expect(sink.warnings.count == 1000)
    #expect(Set(sink.messages).count == 1000)
    sink.removeAll()
    #expect(sink.isEmpty)
  }

  @Test func aWarningDescribesItselfByItsMessage() {
    let warning = LayoutWarning(kind: .overflow, call: "c", view: "View", message: "text")
    #expect(warning.description == "text")
  }
}
