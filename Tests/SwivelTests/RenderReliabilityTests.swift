import Foundation
import Swivel
import Testing

/// Rendering never traps on extreme input: sizes and scales are
/// checked before any integer conversion, singular transforms draw nothing for their subtree,
/// errors name the property the user set, and trees deeper than the limit get a typed error.
@Suite struct RenderReliabilityTests {
  private let red: UInt32 = 0xFFFF_0000
  private let white: UInt32 = 0xFFFF_FFFF
  private let blue: UInt32 = 0xFF00_00FF

  // MARK: Sizes and scales

  @Test(arguments: [1e300, 9.3e18, -1e300, 1e19] as [CGFloat])
  func hugeOrNegativeWidthsAreTypedErrorsOrEmpty(width: CGFloat) {
    let view = View(frame: CGRect(x: 0, y: 0, width: width, height: 100))
    do {
      let bitmap = try view.renderImage(scale: 1)
      // A negative width standardizes to a positive one, so only "too large" is possible.
      Issue.record("rendered a \(bitmap.width)×\(bitmap.height) image for width \(width)")
    } catch {
      guard case .imageTooLarge(let w, _) = error else {
        Issue.record("expected imageTooLarge, got \(error)")
        return
      }
      #expect(w > Double(RenderLimits.maxSide))
      #expect(error.description.contains("pixels a side"))
    }
  }

  @Test(arguments: [1e300, 1e-300, 0, -2, .nan, .infinity, 1_001, 0.000_9] as [CGFloat])
  func scalesOutsideTheRangeAreTypedErrors(scale: CGFloat) {
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.backgroundColor = .red
    #expect {
      try view.renderImage(scale: scale)
    } throws: { error in
      guard case .invalidScale = error as? RenderError else { return false }
      return "\(error)".contains("pass a scale in that range")
    }
  }

  @Test func theEndsOfTheScaleRangeRender() throws {
    let view = View(frame: CGRect(x: 0, y: 0, width: 1_000, height: 10))
    view.backgroundColor = .red
    #expect(try view.renderImage(scale: RenderLimits.scaleRange.lowerBound).width == 1)
    let small = View(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    #expect(try small.renderImage(scale: RenderLimits.scaleRange.upperBound).width == 10_000)
  }

  @Test func aNaNSizeIsATypedError() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.bounds.size.width = .nan
    #expect {
      try view.renderImage(scale: 1)
    } throws: { error in
      guard case .invalidImageSize = error as? RenderError else { return false }
      return true
    }
  }

  // MARK: Singular transforms

  private func sceneWithSingularSubview(_ transform: CGAffineTransform) -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    root.backgroundColor = .white
    let singular = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    singular.backgroundColor = .red
    singular.transform = transform
    let child = View(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
    child.backgroundColor = .red
    singular.addSubview(child)
    let sibling = View(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
    sibling.backgroundColor = .blue
    root.addSubview(singular)
    root.addSubview(sibling)
    return root
  }

  @Test(arguments: [
    CGAffineTransform(scaleX: 0, y: 0),
    CGAffineTransform(scaleX: 0, y: 1),
    CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0),
    CGAffineTransform(scaleX: 1e-200, y: 1e-200),
  ])
  func aSingularTransformDrawsNothingForItsSubtreeAndTheRestRenders(_ transform: CGAffineTransform)
    throws
  {
    let bitmap = try sceneWithSingularSubview(transform).renderImage(scale: 1)
    #expect(bitmap.pixels[0..<10].allSatisfy { $0 == white })
    #expect(bitmap.pixels.filter { $0 == red }.isEmpty)
    #expect(bitmap.pixels.filter { $0 == blue }.count == 100)
    #expect(bitmap.pixels.filter { $0 == white }.count == 100)
  }

  // MARK: Errors name the real property

  @Test func aNaNFrameBlamesTheCenterNotTheTransform() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let broken = View()
    broken.identifier = "broken"
    root.addSubview(broken)
    broken.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
    #expect {
      try root.renderImage(scale: 1)
    } throws: { error in
      guard case .invalidGeometry(let path, let field, _) = error as? RenderError else {
        return false
      }
      return path == "View > View#broken" && field.hasPrefix("center") && !"\(error)".contains("tx")
    }
  }

  @Test func eachBadPropertyIsNamed() {
    let cases: [(String, (View) -> Void)] = [
      ("bounds", { $0.bounds.origin.x = .infinity }),
      ("transform", { $0.transform = CGAffineTransform(a: 1, b: 0, c: .nan, d: 1, tx: 0, ty: 0) }),
      ("alpha", { $0.alpha = .nan }),
      ("cornerRadius", { $0.cornerRadius = .infinity }),
      ("borderWidth", { $0.borderWidth = -.infinity }),
    ]
    for (name, breakIt) in cases {
      let root = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      let broken = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      root.addSubview(broken)
      breakIt(broken)
      #expect {
        try root.renderImage(scale: 1)
      } throws: { error in
        guard case .invalidGeometry(let path, let field, _) = error as? RenderError else {
          return false
        }
        return path == "View > View[0]" && field == name
      }
    }
  }

  /// A screen on a notched phone (so the safe area reaches its views) with one subview whose
  /// layer's anchor point is `anchor`.
  private final class AnchorController: ViewController {
    let anchor: CGPoint
    let broken = View()

    init(anchor: CGPoint) {
      self.anchor = anchor
      super.init()
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      broken.identifier = "broken"
      broken.backgroundColor = .red
      view.addSubview(broken)
      broken.layer.anchorPoint = anchor
    }

    override func updateInterface() {
      broken.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
      broken.center = CGPoint(x: 100, y: 100)
    }
  }

  @Test(arguments: [
    CGPoint(x: CGFloat.nan, y: 0.5), CGPoint(x: 0.5, y: CGFloat.infinity),
    CGPoint(x: -CGFloat.infinity, y: .nan),
  ])
  func aNonFiniteAnchorPointRefusesTheRenderNamingIt(anchor: CGPoint) throws {
    let host = try DeviceHost(
      device: .iphonex, rootViewController: AnchorController(anchor: anchor))
    #expect(host.window.safeAreaInsets.top > 0)
    #expect {
      try host.renderImage()
    } throws: { error in
      guard case .invalidGeometry(let path, let field, let value) = error as? RenderError else {
        return false
      }
      return path.hasSuffix("View#broken") && field == "layer.anchorPoint" && value == "\(anchor)"
    }
  }

  /// Five 44-pt rows but one, whose height is `height`.
  private final class OneBadRowSource: TableViewDataSource, TableViewDelegate {
    let height: CGFloat
    init(height: CGFloat) { self.height = height }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 5 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      indexPath.row == 1 ? height : 44
    }
  }

  @Test(arguments: [CGFloat.nan, .infinity])
  func aTableRowWithANonFiniteHeightRefusesTheRenderNamingTheRow(height: CGFloat) throws {
    let source = OneBadRowSource(height: height)
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    table.identifier = "list"
    table.register(TableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    #expect {
      try table.renderImage(scale: 1)
    } throws: { error in
      guard case .invalidGeometry(let path, let field, _) = error as? RenderError else {
        return false
      }
      return path == "TableView#list" && field.hasPrefix("height of row [0, 1]")
    }
  }

  // MARK: Depth

  private func chain(depth: Int) -> View {
    var top = View(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
    top.backgroundColor = .red
    for _ in 0..<depth {
      let parent = View(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
      parent.addSubview(top)
      top = parent
    }
    return top
  }

  @Test func aTreeDeeperThanTheLimitIsATypedError() {
    let root = chain(depth: 100_000)
    #expect {
      try root.renderImage(scale: 1)
    } throws: { error in
      guard case .hierarchyTooDeep(_, let limit) = error as? RenderError else { return false }
      return limit == RenderLimits.maxDepth
        && "\(error)".contains("more than \(RenderLimits.maxDepth) levels deep")
    }
  }

  @Test func aTreeAtTheLimitRenders() throws {
    let bitmap = try chain(depth: RenderLimits.maxDepth).renderImage(scale: 1)
    #expect(bitmap.pixels.allSatisfy { $0 == red })
  }

  @Test func newErrorMessagesAreOneLine() {
    let errors: [RenderError] = [
      .invalidScale(1e-300), .invalidImageSize(width: .nan, height: 1),
      .hierarchyTooDeep(path: "View", limit: 1_000), .imageTooLarge(width: 1e300, height: 1),
    ]
    for error in errors {
      #expect(!error.description.contains("\n"))
      #expect(!error.description.isEmpty)
    }
  }
}
