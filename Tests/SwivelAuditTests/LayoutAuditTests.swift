import Foundation
import SwivelAudit
import SwivelDevices
import SwivelInspection
import SwivelLayout
import SwivelViews
import SwivelWidgets
import Testing

/// A controller whose layout a test writes as a closure.
private final class BadLayoutController: ViewController {
  let build: (View) -> Void
  let layout: (View) -> Void

  init(build: @escaping (View) -> Void, layout: @escaping (View) -> Void = { _ in }) {
    self.build = build
    self.layout = layout
    super.init()
  }
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    view.backgroundColor = .white
    build(view)
  }

  override func updateInterface() { layout(view) }
}

/// A button with a title, sized.
private func button(_ id: String, _ frame: CGRect) -> Button {
  let button = Button(type: .system)
  button.identifier = id
  button.setTitle("OK", for: .normal)
  button.frame = frame
  return button
}

/// The audit on purpose-built bad layouts: each check finds its problem, with the view's path
/// and the numbers, and a clean layout has no findings.
@Suite struct LayoutAuditTests {
  private func audit(
    _ device: Device = .iphone6, build: @escaping (View) -> Void
  ) throws -> [LayoutFinding] {
    let host = try DeviceHost(device: device, rootViewController: BadLayoutController(build: build))
    return LayoutAudit.run(on: host)
  }

  @Test func aCleanLayoutHasNoFindings() throws {
    let findings = try audit { root in
      root.addSubview(button("ok", CGRect(x: 20, y: 100, width: 100, height: 44)))
      let label = Label(frame: CGRect(x: 20, y: 200, width: 300, height: 21))
      label.text = "Hello"
      root.addSubview(label)
    }
    #expect(findings.isEmpty, "\(findings)")
  }

  @Test func aSubviewStickingOutOfAnUnclippedSuperviewIsFound() throws {
    let findings = try audit { root in
      let card = View(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
      card.identifier = "card"
      let child = View(frame: CGRect(x: 80, y: 10, width: 40, height: 20))
      child.identifier = "child"
      child.backgroundColor = .red
      card.addSubview(child)
      root.addSubview(card)
    }
    let found = findings.filter { $0.kind == .outsideSuperview }
    #expect(found.count == 1)
    #expect(found.first?.path == "Window > View[0] > View#card > View#child")
    #expect(found.first?.frame == CGRect(x: 100, y: 110, width: 40, height: 20))
    #expect(found.first?.limit == CGRect(x: 20, y: 100, width: 100, height: 100))
    #expect(
      found.first?.message
        == "it at (100, 110, 40, 20) sticks out of View's bounds (20, 100, 100, 100) by "
        + "right 20 pt, which does not clip")
  }

  @Test func aClippingSuperviewHidesTheOverflowSoNothingIsFound() throws {
    let findings = try audit { root in
      let card = View(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
      card.clipsToBounds = true
      let child = View(frame: CGRect(x: 80, y: 10, width: 40, height: 20))
      child.backgroundColor = .red
      card.addSubview(child)
      root.addSubview(card)
    }
    #expect(findings.isEmpty, "\(findings)")
  }

  @Test func aViewOffTheScreenIsFound() throws {
    let findings = try audit { root in
      let wide = View(frame: CGRect(x: 300, y: 100, width: 100, height: 20))
      wide.identifier = "wide"
      wide.backgroundColor = .red
      root.addSubview(wide)
    }
    let found = findings.filter { $0.kind == .outsideScreen }
    #expect(found.map(\.path) == ["Window > View[0] > View#wide"])
    #expect(found.first?.message.contains("by right 25 pt") == true)
  }

  /// Measured numbers print to at most three decimals, as failure messages do: a third of a
  /// point is 0.333, never 0.33333333333337123.
  @Test func findingsPrintMeasuredNumbersToThreeDecimals() throws {
    let findings = try audit { root in
      let card = View(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
      let child = View(frame: CGRect(x: 80, y: 10, width: 40 + 1.0 / 3, height: 20))
      child.backgroundColor = .red
      card.addSubview(child)
      root.addSubview(card)
    }
    let found = findings.filter { $0.kind == .outsideSuperview }
    #expect(
      found.first?.message
        == "it at (100, 110, 40.333, 20) sticks out of View's bounds (20, 100, 100, 100) by "
        + "right 20.333 pt, which does not clip")
  }

  @Test func aButtonUnderTheStatusBarAndTheHomeIndicatorIsFound() throws {
    let findings = try audit(.iphonex) { root in
      root.addSubview(button("top", CGRect(x: 100, y: 10, width: 100, height: 44)))
      root.addSubview(button("bottom", CGRect(x: 100, y: 760, width: 100, height: 44)))
    }
    let found = findings.filter { $0.kind == .unsafeArea }
    #expect(
      found.map(\.path) == ["Window > View[0] > Button#top", "Window > View[0] > Button#bottom"])
    #expect(
      found.first?.message
        == "the control at (100, 10, 100, 44) reaches top 34 pt into the sensor housing and "
        + "status bar, outside the safe area (0, 44, 375, 734)")
    #expect(found.last?.message.contains("bottom 26 pt into the home indicator") == true)
  }

  @Test func textInARoundedScreenCornerIsFound() {
    // Without a host there is no safe area; the device still has rounded corners.
    let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 812), scale: 3)
    let label = Label(frame: CGRect(x: 0, y: 790, width: 100, height: 21))
    label.identifier = "corner"
    label.text = "Corner"
    window.addSubview(label)
    let found = LayoutAudit.run(on: window, device: .iphonex).filter { $0.kind == .unsafeArea }
    #expect(found.map(\.path) == ["Window > Label#corner"])
    #expect(
      found.first?.message.contains("rounded bottom-left screen corner (radius 39 pt)") == true)
    #expect(LayoutAudit.run(on: window, device: .iphone6).filter { $0.kind == .unsafeArea }.isEmpty)
  }

  @Test func overlappingSiblingControlsAreFound() throws {
    let findings = try audit { root in
      root.addSubview(button("a", CGRect(x: 20, y: 100, width: 100, height: 44)))
      root.addSubview(button("b", CGRect(x: 100, y: 120, width: 100, height: 44)))
    }
    let found = findings.filter { $0.kind == .overlappingControls }
    #expect(found.map(\.path) == ["Window > View[0] > Button#a"])
    #expect(
      found.first?.message
        == "overlaps Button#b by 20×24 pt at (100, 120, 20, 24); taps there go to the front one")
  }

  @Test func aSmallHitTargetIsFound() throws {
    let findings = try audit { root in
      root.addSubview(button("small", CGRect(x: 20, y: 100, width: 60, height: 30)))
    }
    #expect(findings.map(\.kind) == [.smallHitTarget])
    #expect(findings.first?.message == "60×30 pt hit target; 44×44 pt is the minimum")
  }

  @Test func aTruncatedLabelAndOneNeedingMoreLinesAreFound() throws {
    let findings = try audit { root in
      let short = Label(frame: CGRect(x: 20, y: 100, width: 40, height: 21))
      short.identifier = "short"
      short.text = "A long title"
      let lines = Label(frame: CGRect(x: 20, y: 200, width: 80, height: 21))
      lines.identifier = "lines"
      lines.numberOfLines = 2
      lines.text = "one two three four five six seven"
      root.addSubview(short)
      root.addSubview(lines)
    }
    let found = findings.filter { $0.kind == .truncatedText }
    #expect(
      found.map(\.path) == ["Window > View[0] > Label#short", "Window > View[0] > Label#lines"])
    #expect(found.first?.message.hasPrefix("\"A long title\" needs ") == true)
    #expect(found.first?.message.contains("but the label is 40 pt wide") == true)
    #expect(found.last?.message.contains("but 1 fit (height 21 pt, numberOfLines 2)") == true)
  }

  @Test func aLineTruncatedByLessThanHalfAPointIsStillFound() throws {
    // The label is 0.2 pt narrower than its text: within the half-point tolerance for width,
    // but a tail-truncating label then shows "…", so the text is cut all the same.
    let text = "Followers"
    let natural = TextLayout(
      text, font: Label().font, maxWidth: .infinity, maxLines: 1, lineBreakMode: .byTruncatingTail)
    let width = natural.size.width - 0.2
    let findings = try audit { root in
      let caption = Label(frame: CGRect(x: 20, y: 100, width: width, height: 21))
      caption.identifier = "caption"
      caption.text = text
      let clipped = Label(frame: CGRect(x: 20, y: 200, width: width, height: 21))
      clipped.identifier = "clipped"
      clipped.text = text
      clipped.lineBreakMode = .byClipping
      root.addSubview(caption)
      root.addSubview(clipped)
    }
    // The clipping label loses a sliver of a glyph, not a character: not reported.
    #expect(
      findings.filter { $0.kind == .truncatedText }.map(\.path) == [
        "Window > View[0] > Label#caption"
      ])
  }

  @Test func aLabelShorterThanItsLineByMoreThanAPointIsFound() throws {
    // A 17-pt line is 17 × 3408 / 2816 = 20.57 pt (Inter's ascender plus descender): a 20-pt
    // label holds it (0.57 pt over, under the 1-pt tolerance); an 19-pt one does not.
    let findings = try audit { root in
      for (name, y, height) in [("fits", 100.0, 20.0), ("cut", 200.0, 19.0)] {
        let label = Label(frame: CGRect(x: 20, y: y, width: 200, height: height))
        label.identifier = name
        label.text = "Title"
        root.addSubview(label)
      }
    }
    let found = findings.filter { $0.kind == .truncatedText }
    #expect(found.map(\.path) == ["Window > View[0] > Label#cut"])
    #expect(
      found.first?.message
        == "the label is 19 pt tall but a line of its text is 20.57 pt; the text is cut vertically")
  }

  @Test func edgesOffThePixelGridAreFound() throws {
    let findings = try audit { root in
      let blurry = View(frame: CGRect(x: 10.25, y: 100, width: 50, height: 20))
      blurry.identifier = "blurry"
      blurry.backgroundColor = .red
      root.addSubview(blurry)
    }
    #expect(findings.map(\.kind) == [.offPixelGrid])
    #expect(
      findings.first?.message
        == "left 10.25, right 60.25 pt are between pixels at 2×; the edges draw blurred")
  }

  @Test func aZeroSizeViewWithContentIsFound() throws {
    let findings = try audit { root in
      let label = Label(frame: CGRect(x: 20, y: 100, width: 0, height: 21))
      label.identifier = "empty"
      label.text = "Invisible"
      root.addSubview(label)
    }
    #expect(findings.map(\.kind) == [.zeroSizeWithContent])
    #expect(findings.first?.path == "Window > View[0] > Label#empty")
  }

  @Test func aViewBehindAnOpaqueSiblingIsFound() throws {
    let findings = try audit { root in
      let behind = Label(frame: CGRect(x: 40, y: 120, width: 100, height: 21))
      behind.identifier = "behind"
      behind.text = "Hidden"
      let cover = View(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
      cover.identifier = "cover"
      cover.backgroundColor = .blue
      root.addSubview(behind)
      root.addSubview(cover)
    }
    #expect(findings.map(\.kind) == [.hiddenBehindOpaqueSibling])
    #expect(
      findings.first?.message
        == "at (40, 120, 100, 21) it is entirely covered by the opaque View#cover at "
        + "(20, 100, 200, 100) in front of it")
  }

  @Test func hiddenViewsAreNotAudited() throws {
    let findings = try audit { root in
      let hidden = button("hidden", CGRect(x: -50, y: 10, width: 10, height: 10))
      hidden.isHidden = true
      root.addSubview(hidden)
    }
    #expect(findings.isEmpty, "\(findings)")
  }

  @Test func textAndJSONListEveryFinding() throws {
    let findings = try audit { root in
      root.addSubview(button("small", CGRect(x: 20, y: 100, width: 60, height: 30)))
    }
    #expect(
      LayoutAudit.text(findings)
        == "smallHitTarget  Window > View[0] > Button#small: 60×30 pt hit target; 44×44 pt is the "
        + "minimum\n1 finding\n")
    #expect(LayoutAudit.text([]) == "No findings.\n")
    let json = LayoutAudit.json(findings)
    let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
    #expect(decoded?.count == 1)
    #expect(decoded?.first?["kind"] as? String == "smallHitTarget")
    #expect(decoded?.first?["path"] as? String == "Window > View[0] > Button#small")
    let frame = decoded?.first?["frame"] as? [String: Double]
    #expect(frame == ["x": 20, "y": 100, "width": 60, "height": 30])
    #expect(decoded?.first?["limit"] == nil)
    #expect(LayoutAudit.json([]) == "[]\n")
  }
}
