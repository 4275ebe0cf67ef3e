import SwivelAudit
import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

@Suite struct LabelFontFittingAuditTests {
  @Test func shrinkingIntoTheWidthIsNotReportedAsTruncation() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let label = Label(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
    label.text = "Hello world"
    window.addSubview(label)
    #expect(LayoutAudit.run(on: window).contains { $0.kind == .truncatedText })
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = 0.5
    #expect(!LayoutAudit.run(on: window).contains { $0.kind == .truncatedText })
    // "Hello world" is about 92 pt at 17 pt: half of it does not fit 20 pt.
    label.frame.size.width = 20
    #expect(LayoutAudit.run(on: window).contains { $0.kind == .truncatedText })
  }
}
