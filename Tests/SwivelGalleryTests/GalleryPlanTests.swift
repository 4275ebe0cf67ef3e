import SwivelGallery
import Testing

@Suite struct GalleryPlanTests {
  @Test func eachSceneGetsEveryAllowedOrientationOnEveryDevice() throws {
    let plan = try GalleryPlan(
      scenes: [GalleryTestScenes.everyWay, GalleryTestScenes.portraitOnly],
      devices: [.iphone6, .iphonex, .ipad])
    #expect(plan.sections.map(\.scene.name) == ["EveryWay", "PortraitOnly"])
    // The app allows all four on every device, but an iPhone X never turns upside down; the
    // portrait-only controller allows one.
    #expect(plan.sections[0].screens.count == 4 + 3 + 4)
    #expect(plan.sections[1].screens.count == 3)
    #expect(plan.screenCount == 14)
    #expect(plan.imageCount == 16)
  }

  @Test func countsMatchEachDevicesAllowedOrientations() throws {
    let scene = GalleryTestScenes.portraitOnly
    let defaultMask = Scene(
      name: "Default", summary: "", sourcePath: "",
      makeController: { GalleryTestScenes.Card(mask: .all) })
    let plan = try GalleryPlan(scenes: [scene, defaultMask])
    for section in plan.sections {
      let expected = try Device.catalog.reduce(0) {
        $0 + (try section.scene.allowedOrientations(on: $1)).count
      }
      #expect(section.screens.count == expected)
    }
    // Phones leave out upside-down by default; iPads allow it.
    let phones = Device.catalog.filter { $0.idiom == .phone }.count
    let pads = Device.catalog.count - phones
    #expect(plan.sections[1].screens.count == phones * 3 + pads * 4)
  }

  @Test func screensComeDeviceByDeviceInOrientationOrder() throws {
    let plan = try GalleryPlan(scenes: [GalleryTestScenes.everyWay], devices: [.ipad, .iphone6])
    let screens = plan.sections[0].screens
    #expect(
      screens.map(\.device.id) == [
        "ipad", "ipad", "ipad", "ipad", "iphone6", "iphone6", "iphone6", "iphone6",
      ])
    #expect(
      screens.prefix(4).map(\.orientation) == [
        .portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown,
      ])
    #expect(screens[0].fileName == "EveryWay.ipad.portrait.png")
  }

  @Test func fileNamesAreUniqueAndTheSameOnEveryPlan() throws {
    let scenes = [
      GalleryTestScenes.everyWay, GalleryTestScenes.portraitOnly, GalleryTestScenes.needsEscaping,
    ]
    let first = try GalleryPlan(scenes: scenes)
    let second = try GalleryPlan(scenes: scenes)
    let names = first.sections.flatMap { [$0.sheet.fileName] + $0.screens.map(\.fileName) }
    #expect(Set(names).count == names.count)
    #expect(names == second.sections.flatMap { [$0.sheet.fileName] + $0.screens.map(\.fileName) })
    // `Tom & "Jerry" <b>`: its FNV-1a hash (computed apart from Swivel) keeps it apart from any
    // other name that also becomes `Tom____Jerry___b_`.
    #expect(first.sections[2].sheet.fileName == "Tom____Jerry___b_-a4999ca1.sheet.png")
  }

  @Test func sheetsShowTheSheetDevicesInEveryAllowedOrientation() throws {
    let plan = try GalleryPlan(
      scenes: [GalleryTestScenes.everyWay, GalleryTestScenes.portraitOnly], devices: [.iphone6],
      sheetDevices: [.iphone6, .ipad])
    #expect(plan.sections[0].sheet.tiles.count == 8)
    #expect(plan.sections[1].sheet.tiles.map(\.device.id) == ["iphone6", "ipad"])
    #expect(plan.sections[0].sheet.fileName == "EveryWay.sheet.png")
  }

  private func scene(_ name: String) -> Scene {
    Scene(
      name: name, summary: "", sourcePath: "", applicationOrientations: .all,
      makeController: { GalleryTestScenes.Card(mask: .all) })
  }

  @Test func scenesWithTheSameNameAreRejected() {
    #expect(throws: GalleryError.duplicateFileName("Every_Way.iphone6.portrait.png")) {
      try GalleryPlan(scenes: [scene("Every_Way"), scene("Every_Way")], devices: [.iphone6])
    }
  }

  @Test func scenesWhoseNamesDifferGetDifferentFiles() throws {
    // Names that the character rules alone would turn into one file, in any script; hashes
    // computed apart from Swivel (FNV-1a 64 of the UTF-8, halves XORed).
    let plan = try GalleryPlan(
      scenes: [scene("Every Way"), scene("Every_Way"), scene("設定"), scene("検索")],
      devices: [.iphone6])
    #expect(
      plan.sections.map(\.sheet.fileName) == [
        "Every_Way-92e702a4.sheet.png", "Every_Way.sheet.png", "設定.sheet.png", "検索.sheet.png",
      ])
  }

  @Test func aSceneThatCannotLaunchIsNamed() {
    // The app allows landscape only, the controller portrait only: no common orientation.
    let broken = Scene(
      name: "Broken", summary: "", sourcePath: "", applicationOrientations: .landscape,
      makeController: { GalleryTestScenes.Card(mask: .portrait) })
    #expect {
      try GalleryPlan(scenes: [broken], devices: [.iphone6])
    } throws: { error in
      guard case .launch(let scene, let device, _) = error as? GalleryError else { return false }
      return scene == "Broken" && device == "iphone6"
    }
  }
}

@Suite struct GalleryTraitRowTests {
  @Test func traitRowsAddOneRowPerTraitsOnTheIPhone6() throws {
    let scene = Scene("Plain", summary: "A plain screen.") { ViewController() }
    let plan = try GalleryPlan(
      scenes: [scene], devices: [.ipad, .iphone6], traitRows: GalleryPlan.defaultTraitRows)
    let rows = plan.sections[0].screens.filter { $0.traits != TraitCollection() }
    // iPhone 6: portrait, landscapeLeft, landscapeRight (all but upside down), per trait row.
    #expect(
      rows.map(\.fileName) == [
        "Plain.iphone6.portrait.dark.png", "Plain.iphone6.landscapeLeft.dark.png",
        "Plain.iphone6.landscapeRight.dark.png",
        "Plain.iphone6.portrait.accessibilityLarge.png",
        "Plain.iphone6.landscapeLeft.accessibilityLarge.png",
        "Plain.iphone6.landscapeRight.accessibilityLarge.png",
        "Plain.iphone6.portrait.en-XA.png", "Plain.iphone6.landscapeLeft.en-XA.png",
        "Plain.iphone6.landscapeRight.en-XA.png",
      ])
    #expect(rows.allSatisfy { $0.device == .iphone6 })
    let plain = try GalleryPlan(scenes: [scene], devices: [.ipad, .iphone6])
    #expect(plan.screenCount == plain.screenCount + 9)
  }
}

@Suite struct GalleryAccessibilityImageTests {
  @Test func oneAccessibilityImagePerSceneOnTheIPhone6InItsFirstOrientation() throws {
    let scene = Scene("Plain", summary: "A plain screen.") { ViewController() }
    let plan = try GalleryPlan(
      scenes: [scene], devices: [.ipad, .iphone6], accessibilityImages: true)
    let images = plan.sections[0].screens.filter(\.isAccessibilityImage)
    #expect(images.map(\.fileName) == ["Plain.iphone6.portrait.accessibility.png"])
    let plain = try GalleryPlan(scenes: [scene], devices: [.ipad, .iphone6])
    #expect(plan.screenCount == plain.screenCount + 1)
  }
}

@Suite struct PreviewSheetTraitTests {
  @Test func captionsNameNonDefaultTraits() {
    let dark = PreviewSheet.Tile(
      device: .iphone6, orientation: .portrait,
      traits: .init(
        userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityLarge,
        layoutDirection: .rightToLeft))
    #expect(
      PreviewSheet.caption(for: dark)
        == "iPhone 6 · portrait · wC hR · dark · accessibilityLarge · rightToLeft")
    let plain = PreviewSheet.Tile(
      device: .iphone6, orientation: .portrait, traits: .init(userInterfaceStyle: .light))
    #expect(PreviewSheet.caption(for: plain) == "iPhone 6 · portrait · wC hR")
  }
}
