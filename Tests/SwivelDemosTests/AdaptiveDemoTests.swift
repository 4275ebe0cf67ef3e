import SwivelDemos
import Testing

/// Geometry relations of the `Layout`, `Restructure`, `Squares` and `Instagram` scenes, in every
/// orientation they allow on several devices. Expected values come from the seeds' descriptions,
/// not from the code under test.
@Suite struct AdaptiveDemoTests {
  static let devices: [Device] = [.iphone4s, .iphone6, .iphone6plus, .iphonex, .ipad]

  /// Every (device, orientation) a scene allows on `devices`, launched.
  static func hosts(_ name: String) throws -> [DeviceHost] {
    let scene = try #require(SceneCatalog.named(name))
    return try devices.flatMap { device in
      try scene.allowedOrientations(on: device).map {
        try scene.launch(on: device, orientation: $0)
      }
    }
  }

  static func frame(_ id: String, in host: DeviceHost) throws -> CGRect {
    let view = try #require(host.window.view(withIdentifier: id), "no view \(id)")
    return view.frame
  }

  static func label(_ host: DeviceHost) -> String {
    "\(host.device.id) \(host.interfaceOrientation)"
  }

  // MARK: Layout

  @Test func layoutHoldsLabelsToTheMarginsInEveryOrientation() throws {
    for host in try Self.hosts("Layout") {
      let root = try #require(host.rootViewController.view)
      // A root view's margins (UIKit): the safe area inset by the system minimum, 0 at the top
      // and bottom, 16 pt at the sides in a compact width and 20 pt in a regular one.
      let side: CGFloat = host.traitCollection.horizontalSizeClass == .regular ? 20 : 16
      let margins = root.bounds.inset(by: root.safeAreaInsets)
        .inset(by: EdgeInsets(top: 0, left: side, bottom: 0, right: side))
      let at = { (id: String) in try Self.frame(id, in: host) }
      let where_ = Self.label(host)
      let (ul, ur, ll, lr, left, right) = try (
        at("UL"), at("UR"), at("LL"), at("LR"), at("Left"), at("Right")
      )
      #expect(ul.minX == margins.minX && ul.minY == margins.minY, "\(where_)")
      #expect(ur.maxX == margins.maxX && ur.minY == margins.minY, "\(where_)")
      #expect(ll.minX == margins.minX && ll.maxY == margins.maxY, "\(where_)")
      #expect(lr.maxX == margins.maxX && lr.maxY == margins.maxY, "\(where_)")
      // The header: equal widths, 8 pt apart, margin to margin (to half a pixel).
      #expect(abs(ul.width - ur.width) <= 0.5, "\(where_)")
      #expect(abs(ur.minX - ul.maxX - 8) <= 0.5, "\(where_)")
      #expect(ul.height == ur.height, "\(where_)")
      // Left and Right on the side margins, centred vertically in the container (the seed's
      // "Vertical Center in Container"), not in the margins.
      #expect(left.minX == margins.minX && right.maxX == margins.maxX, "\(where_)")
      let middle = root.bounds.midY
      #expect(abs(left.midY - middle) <= 0.5 && abs(right.midY - middle) <= 0.5, "\(where_)")
    }
  }

  @Test func layoutOnIPhone6PortraitHasTheSeedsNumbers() throws {
    let host = try #require(SceneCatalog.named("Layout")).launch(on: .iphone6)
    // A root view's margins (UIKit): the 20-pt status bar at the top, 16 pt at the sides of a
    // compact width, 0 at the bottom; header halves (375 − 32 − 8) / 2.
    #expect(try Self.frame("UL", in: host) == CGRect(x: 16, y: 20, width: 167.5, height: 44))
    #expect(try Self.frame("UR", in: host) == CGRect(x: 191.5, y: 20, width: 167.5, height: 44))
    #expect(try Self.frame("LR", in: host) == CGRect(x: 279, y: 623, width: 80, height: 44))
  }

  // MARK: Restructure

  @Test func restructureOnIPhone6PortraitHasW1sFrames() throws {
    let host = try #require(SceneCatalog.named("Restructure")).launch(on: .iphone6)
    #expect(try Self.frame("greenView", in: host) == CGRect(x: 20, y: 20, width: 335, height: 527))
    #expect(try Self.frame("actionOne", in: host) == CGRect(x: 20, y: 567, width: 160, height: 30))
    #expect(try Self.frame("actionTwo", in: host) == CGRect(x: 20, y: 617, width: 160, height: 30))
    #expect(
      try Self.frame("actionThree", in: host) == CGRect(x: 195, y: 567, width: 160, height: 30))
    #expect(
      try Self.frame("actionFour", in: host) == CGRect(x: 195, y: 617, width: 160, height: 30))
  }

  static let actions = ["actionOne", "actionTwo", "actionThree", "actionFour"]

  @Test func restructureInPhoneLandscapeIsAColumnWithEqualGaps() throws {
    for host in try Self.hosts("Restructure")
    where host.device.idiom == .phone && host.interfaceOrientation.isLandscape {
      let root = try #require(host.rootViewController.view)
      let where_ = Self.label(host)
      let green = try Self.frame("greenView", in: host)
      let buttons = try Self.actions.map { try Self.frame($0, in: host) }
      // The content view on the left, 20 pt (or the safe area) from the top, left and bottom.
      let safe = root.safeAreaInsets
      #expect(green.minX == max(20, safe.left) && green.minY == max(20, safe.top), "\(where_)")
      #expect(green.maxY == root.bounds.maxY - max(20, safe.bottom), "\(where_)")
      // One column right of it, centred in the space between it and the right edge.
      let rightEdge = root.bounds.maxX - max(20, safe.right)
      for button in buttons {
        #expect(button.minX > green.maxX, "\(where_)")
        #expect(abs(button.midX - (green.maxX + rightEdge) / 2) <= 0.5, "\(where_)")
      }
      // Five equal vertical gaps: above, between and below the four buttons, over the safe
      // area's whole height (the seed's fillers run from the top layout guide to the bottom).
      let top = safe.top, bottom = root.bounds.maxY - safe.bottom
      let gaps =
        [buttons[0].minY - top]
        + (1..<4).map { buttons[$0].minY - buttons[$0 - 1].maxY } + [bottom - buttons[3].maxY]
      #expect(gaps.allSatisfy { $0 > 0 }, "\(where_) \(gaps)")
      #expect(gaps.max()! - gaps.min()! <= 0.5, "\(where_) gaps \(gaps)")
    }
  }

  @Test func restructureOnIPadIsARowWithTwentyPointTitles() throws {
    for host in try Self.hosts("Restructure") where host.device.idiom == .pad {
      let root = try #require(host.rootViewController.view)
      let where_ = Self.label(host)
      let green = try Self.frame("greenView", in: host)
      let buttons = try Self.actions.map { try Self.frame($0, in: host) }
      #expect(Set(buttons.map(\.minY)).count == 1, "\(where_): one row")
      #expect(buttons.allSatisfy { $0.minY >= green.maxY + 20 }, "\(where_): under the content")
      #expect(green.width == root.bounds.width - 40, "\(where_)")
      for id in Self.actions {
        let button = try #require(host.window.view(withIdentifier: id) as? Button)
        #expect(button.titleLabel?.font.pointSize == 20, "\(where_) \(id)")
      }
    }
  }

  /// The seed's row on an iPad: five hidden fillers of equal widths span the row from edge to
  /// edge, so the gaps before, between and after the four 160-pt buttons are equal:
  /// (768 − 640) / 5 = 25.6 pt in portrait, (1024 − 640) / 5 = 76.8 pt in landscape, each
  /// within a pixel (0.5 pt) of it.
  @Test(arguments: [(InterfaceOrientation.portrait, 768.0, 25.6), (.landscapeLeft, 1024, 76.8)])
  func restructureOnIPadHasEqualGapsFromEdgeToEdge(
    orientation: InterfaceOrientation, width: CGFloat, gap: CGFloat
  ) throws {
    let host = try #require(SceneCatalog.named("Restructure")).launch(
      on: .ipad, orientation: orientation)
    let frames = try Self.actions.map { try Self.frame($0, in: host) }
    var edges: [CGFloat] = [0]
    for frame in frames { edges += [frame.minX, frame.maxX] }
    edges.append(width)
    for index in stride(from: 0, to: edges.count, by: 2) {
      let found: CGFloat = edges[index + 1] - edges[index]
      #expect(abs(found - gap) <= 0.5, "gap \(index / 2): \(edges)")
    }
  }

  @Test func restructureTitlesAreFifteenPointOnPhones() throws {
    for host in try Self.hosts("Restructure") where host.device.idiom == .phone {
      for id in Self.actions {
        let button = try #require(host.window.view(withIdentifier: id) as? Button)
        #expect(button.titleLabel?.font.pointSize == 15, "\(Self.label(host)) \(id)")
      }
    }
  }

  /// The seed's landscape column: hidden fillers of equal height from the top layout guide to
  /// the bottom of the view, so on an iPhone 6 (375 pt tall, no status bar in landscape) the
  /// five gaps around the four 30-pt buttons are (375 − 120) / 5 = 51 pt each.
  @Test func restructureLandscapeColumnHasTheSeedsEqualGapsOverTheWholeHeight() throws {
    let host = try #require(SceneCatalog.named("Restructure")).launch(
      on: .iphone6, orientation: .landscapeLeft)
    let ys = try Self.actions.map { try Self.frame($0, in: host).minY }
    #expect(ys == [51, 132, 213, 294])
    #expect(try Self.frame("actionFour", in: host).maxY == 375 - 51)
  }

  /// Under a safe area the column spans it: an iPhone X in landscape keeps 21 pt for the home
  /// indicator, so the gaps are (354 − 120) / 5 = 46.8 pt, each within a pixel of it.
  @Test func restructureLandscapeColumnSpansTheSafeAreaOnAnIPhoneX() throws {
    let host = try #require(SceneCatalog.named("Restructure")).launch(
      on: .iphonex, orientation: .landscapeLeft)
    let frames = try Self.actions.map { try Self.frame($0, in: host) }
    var edges: [CGFloat] = [0]
    for frame in frames { edges += [frame.minY, frame.maxY] }
    edges.append(354)
    for index in stride(from: 0, to: edges.count, by: 2) {
      let gap: CGFloat = edges[index + 1] - edges[index]
      #expect(abs(gap - 46.8) <= 1.0 / 3 + 1e-9, "gap \(index / 2): \(edges)")
    }
  }

  @Test func restructureGoesBackToTwoColumnsWhenTurnedBackToPortrait() throws {
    let host = try #require(SceneCatalog.named("Restructure")).launch(
      on: .iphone6, orientation: .landscapeLeft)
    try host.rotate(toInterface: .portrait)
    #expect(
      try Self.frame("actionFour", in: host) == CGRect(x: 195, y: 617, width: 160, height: 30))
    #expect(try Self.frame("greenView", in: host) == CGRect(x: 20, y: 20, width: 335, height: 527))
  }

  // MARK: Squares

  @Test func squaresOnIPhone6PortraitAre157AndAHalfPoints() throws {
    let host = try #require(SceneCatalog.named("Squares")).launch(on: .iphone6)
    #expect(
      try Self.frame("blueSquareView", in: host)
        == CGRect(x: 20, y: 20, width: 157.5, height: 157.5))
    #expect(
      try Self.frame("pinkSquareView", in: host)
        == CGRect(x: 197.5, y: 20, width: 157.5, height: 157.5))
  }

  @Test func squaresAreEqualSquaresTwentyPointsFromTheSuperviewEverywhere() throws {
    for host in try Self.hosts("Squares") {
      let root = try #require(host.rootViewController.view)
      let where_ = Self.label(host)
      let blue = try Self.frame("blueSquareView", in: host)
      let pink = try Self.frame("pinkSquareView", in: host)
      #expect(blue.minY == 20 && pink.minY == 20, "\(where_)")
      #expect(abs(pink.minX - blue.maxX - 20) < 1e-9, "\(where_)")
      if blue.minX == 20 {
        #expect(pink.maxX == root.bounds.maxX - 20, "\(where_)")
      } else {
        // Too short for squares that wide (an iPhone X in landscape): as tall as the view
        // allows, 20 pt above the bottom, the pair centred.
        #expect(pink.maxY == root.bounds.maxY - 20, "\(where_)")
        #expect(blue.minX - root.bounds.minX == root.bounds.maxX - pink.maxX, "\(where_)")
      }
      #expect(blue.width == blue.height && pink.width == pink.height, "\(where_)")
      // Equal widths, to the pixel: on a 3× screen 157.5 pt snaps to 157⅔ and 157⅓.
      let pixel = 1 / host.device.scale
      #expect(abs(blue.width - pink.width) <= pixel + 1e-9, "\(where_) \(blue.width) \(pink.width)")
    }
  }

  // MARK: Instagram

  @Test func instagramPortraitStacksFullWidth() throws {
    for host in try Self.hosts("Instagram") where host.interfaceOrientation.isPortrait {
      let root = try #require(host.rootViewController.view)
      let width = root.bounds.width, where_ = Self.label(host)
      let header = try Self.frame("headerView", in: host)
      let author = try Self.frame("authorView", in: host)
      let picture = try Self.frame("pictureView", in: host)
      let likes = try Self.frame("likesView", in: host)
      // The header's 60-pt bar starts below the status bar (the safe area's top inset).
      let top = root.safeAreaInsets.top
      #expect(top > 0, "\(where_): portrait shows the status bar")
      #expect(header == CGRect(x: 0, y: 0, width: width, height: top + 60), "\(where_)")
      #expect(author == CGRect(x: 0, y: top + 60, width: width, height: 50), "\(where_)")
      #expect(picture == CGRect(x: 0, y: top + 110, width: width, height: width), "\(where_)")
      #expect(likes.minY == picture.maxY + 5 && likes.maxX == width, "\(where_)")
    }
  }

  @Test func instagramLandscapePutsTheTextBesideThePicture() throws {
    for host in try Self.hosts("Instagram") where host.interfaceOrientation.isLandscape {
      let root = try #require(host.rootViewController.view)
      let bounds = root.bounds, where_ = Self.label(host)
      let header = try Self.frame("headerView", in: host)
      let author = try Self.frame("authorView", in: host)
      let picture = try Self.frame("pictureView", in: host)
      let likes = try Self.frame("likesView", in: host)
      let top = root.safeAreaInsets.top  // 0 on phones (no status bar), 20 on iPads
      #expect(header == CGRect(x: 0, y: 0, width: bounds.width, height: top + 60), "\(where_)")
      let side = bounds.height - 60 - top
      #expect(picture == CGRect(x: 0, y: top + 60, width: side, height: side), "\(where_)")
      #expect(
        author.minX == picture.maxX && author.minY == top + 60 && author.height == 50, "\(where_)")
      #expect(author.width <= picture.width && likes.width <= picture.width, "\(where_)")
      #expect(likes.minX >= picture.maxX && likes.minY == author.maxY, "\(where_)")
    }
  }

  @Test func instagramHeaderIsExactlySixtyPointsInPhoneLandscape() throws {
    let host = try #require(SceneCatalog.named("Instagram")).launch(
      on: .iphone6, orientation: .landscapeLeft)
    #expect(try Self.frame("headerView", in: host) == CGRect(x: 0, y: 0, width: 667, height: 60))
    #expect(try Self.frame("pictureView", in: host) == CGRect(x: 0, y: 60, width: 315, height: 315))
  }

  @Test func instagramPictureIsAnAspectFilledGeneratedImage() throws {
    let host = try #require(SceneCatalog.named("Instagram")).launch(on: .iphone6)
    let picture = try #require(host.window.view(withIdentifier: "pictureView") as? ImageView)
    #expect(picture.contentMode == .scaleAspectFill)
    #expect(picture.clipsToBounds)
    #expect(picture.image?.size == CGSize(width: 200, height: 200))
  }
}
