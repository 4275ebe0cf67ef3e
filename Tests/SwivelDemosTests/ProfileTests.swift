import SwivelDemos
import SwivelSnapshotTesting
import Testing

/// The Profile scene: the bundled avatar, the geometry the frame math promises, and the
/// layer effects (shadow, gradient) where they must show.
@Suite struct ProfileTests {
  @Test func theAvatarLoadsFromThePackagesBundle() throws {
    let image = try #require(ProfileViewController.avatarImage)
    // 300 × 300 px at scale 3: 100 × 100 pt.
    #expect(image.size == CGSize(width: 100, height: 100))
    #expect(image.bitmap.width == 300)
  }

  @Test func portraitPutsTheAvatarAcrossTheHeadersBottomEdge() throws {
    let controller = ProfileViewController()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    host.window.layoutIfNeeded()
    // Status bar 20 pt + 120-pt header; the 104-pt ring is centred on its bottom edge, its x
    // taken down to a whole point so that it is on the pixel grid at 3× too.
    #expect(controller.header.frame == CGRect(x: 0, y: 0, width: 375, height: 140))
    #expect(controller.avatarFrame.frame == CGRect(x: 135, y: 88, width: 104, height: 104))
    // Three equal cards across 375 − 2 × 16 pt with 12-pt gaps: (343 − 24) / 3 = 106.3, taken
    // down to whole points.
    #expect(controller.statsStack.arrangedSubviews.map(\.frame.width) == [106, 106, 106])
  }

  @Test func landscapeMovesTheStatsBesideTheColumn() throws {
    let controller = ProfileViewController()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    try host.rotate(toInterface: .landscapeLeft)
    // Column 16 + 220 + 16 pt wide, stats 16 pt after it.
    #expect(controller.header.frame.width == 252)
    #expect(controller.statsStack.frame.minX == 268)
    // (651 − 268 − 24) / 3 = 119.67, down to 119: 3 × 119 + 24 = 381 pt.
    #expect(controller.statsStack.frame.width == 381)
  }

  @Test func theCardsShadowDarkensTheBackgroundUnderThem() throws {
    let controller = ProfileViewController()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    host.window.layoutIfNeeded()
    let bitmap = try host.renderImage()
    let card = controller.statsStack.convert(
      controller.statsStack.arrangedSubviews[0].frame, to: host.window)
    // 2 px (1 pt) under the card's bottom edge, in the middle: the shadow (offset 2, radius 6).
    let under = bitmap[Int(card.midX * 2), Int(card.maxY * 2) + 2]
    // Far from every card, the grouped background #F2F2F7.
    let clear = bitmap[20, Int(card.maxY * 2) + 200]
    #expect(clear == 0xFFF2_F2F7)
    #expect(under & 0x00FF_0000 < clear & 0x00FF_0000, "the shadow darkens the red channel")
  }

  @Test func theTextFollowsDynamicTypeWhenTheTextSizeChanges() throws {
    let controller = ProfileViewController()
    let host = try DeviceHost(device: .iphone6, rootViewController: controller)
    host.window.layoutIfNeeded()
    // Apple's Dynamic Type table: body 17 pt at Large, 33 pt at accessibility Large;
    // subheadline 15 and 30.
    #expect(controller.bioLabel.attributedText?.attributes(at: 0).font?.pointSize == 17)
    let nameBefore = controller.nameLabel.frame
    host.traitOverrides = TraitCollection(preferredContentSizeCategory: .accessibilityLarge)
    host.window.layoutIfNeeded()
    #expect(controller.bioLabel.attributedText?.attributes(at: 0).font?.pointSize == 33)
    #expect(controller.subtitleLabel.attributedText?.attributes(at: 0).font?.pointSize == 30)
    // The subtitle wraps at accessibility sizes, and what follows moves down.
    #expect(controller.subtitleLabel.numberOfLines == 0)
    #expect(controller.nameLabel.frame.height > nameBefore.height)
    #expect(controller.statsStack.frame.minY > controller.subtitleLabel.frame.maxY)
  }
}
