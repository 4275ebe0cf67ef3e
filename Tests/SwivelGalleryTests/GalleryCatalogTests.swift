import SwivelDemoDocs
import SwivelDemos
import Testing

/// The gallery the README's first command renders: every catalog scene, device and orientation.
@Suite struct GalleryCatalogTests {
  @Test func theFullGalleryPlanCoversEveryScene() throws {
    let plan = try GalleryPlan(scenes: SceneCatalog.all)
    #expect(plan.sections.map(\.scene.name) == SceneCatalog.names)
    // 12 devices: 9 phones (5 of them Face ID iPhones, which never turn upside down), 3 iPads.
    // AllInCode allows all four orientations (7 × 4 + 5 × 3 = 43); Orientations two (24);
    // Swapper and SwapperModern all but upside down (36 each); the rest follow the idiom:
    // three on phones, four on iPads (39 each, eleven scenes with Autoresizing, Settings, Profile,
    // PhotoGrid, SettingsList and Messages).
    #expect(Device.catalog.count == 12)
    #expect(plan.screenCount == 43 + 24 + 36 + 36 + 11 * 39)
    #expect(plan.imageCount == plan.screenCount + 15)
    let names = plan.sections.flatMap { [$0.sheet.fileName] + $0.screens.map(\.fileName) }
    #expect(Set(names).count == names.count)
  }

  @Test func everyDemoSceneGetsARotationFilmOnTheIPhone6() throws {
    let plan = try GalleryPlan(scenes: SceneCatalog.all, films: true)
    // Every demo scene allows at least portrait and landscapeLeft on an iPhone 6.
    #expect(plan.filmCount == SceneCatalog.all.count)
    for section in plan.sections {
      let film = try #require(section.film)
      #expect(film.device == .iphone6)
      #expect(film.from == .portrait && film.to == .landscapeLeft)
    }
    #expect(plan.imageCount == plan.screenCount + 15 + 2 * 15)
  }
}
