import SwivelDemos
import Testing

@testable import SwivelGallery

/// Rotation films: frame count and size, the first and last frames against ordinary renders,
/// the legacy swap after the animation, determinism and the errors.
@Suite struct RotationFilmTests {
  static let swapper = SceneCatalog.named("Swapper")
  static let allInCode = SceneCatalog.named("AllInCode")
  static let yellow = Color(hex: "#FFD60A")!.rgba.premultiplied
  static let blue = Color(hex: "#64D2FF")!.rgba.premultiplied

  @Test func aFilmHasTheFramesAskedForAtTheScreensPortraitSize() throws {
    let scene = try #require(Self.allInCode)
    let film = try RotationFilm(scene: scene, device: .iphone6, frameCount: 6, scale: 1).render()
    #expect(film.frames.count == 6)
    #expect(film.frames.allSatisfy { $0.width == 375 && $0.height == 667 })
    #expect(film.delays == [Film.openingHold, 60, 60, 60, 60, Film.closingHold])
  }

  @Test func aFilmRunsWithTheTraitsAskedFor() throws {
    let scene = try #require(Self.allInCode)
    let light = try RotationFilm(scene: scene, device: .iphone6, frameCount: 2, scale: 1).render()
    let dark = try RotationFilm(
      scene: scene, device: .iphone6, frameCount: 2, scale: 1,
      traits: TraitCollection(userInterfaceStyle: .dark)
    ).render()
    // AllInCode's background is systemBackground: white, and black in the dark appearance,
    // before the turn and after it. (200, 400) is background in both orientations.
    for index in [0, 1] {
      #expect(light.frames[index][200, 400] == 0xFFFF_FFFF)
      #expect(dark.frames[index][200, 400] == 0xFF00_0000)
    }
  }

  @Test func theFirstFrameIsThePortraitScreenAndTheLastTheLegacyFramebuffer() throws {
    let scene = try #require(Self.swapper)
    let film = try RotationFilm(
      scene: scene, device: .iphone6, to: .landscapeLeft, frameCount: 5, scale: 1
    ).render()
    let before = try scene.launch(on: .iphone6).renderImage(
      asHeld: false, statusBar: true, showingBounds: false, scale: 1)
    let after = try scene.launch(on: .iphone6, orientation: .landscapeLeft)
      .renderImage(asHeld: false, statusBar: true, showingBounds: false, scale: 1)
    #expect(film.frames.first == before)
    #expect(film.frames.last == after)
  }

  @Test func theLegacySwapShowsOnlyAfterTheAnimation() throws {
    let scene = try #require(Self.swapper)
    let film = try RotationFilm(scene: scene, device: .iphone6, frameCount: 6, scale: 1).render()
    let probe = (x: 250, y: 450)  // clear of the centred title and the status bar
    // Frames 0–4 are the turn with the portrait view (yellow) stretched to landscape; frame 5
    // is after didRotate(from:), which swapped in the landscape view (blue).
    for frame in film.frames.dropLast() {
      #expect(frame[probe.x, probe.y] == Self.yellow)
    }
    #expect(film.frames[5][probe.x, probe.y] == Self.blue)
    // The turn takes 0.3 s over frames 0–4; the swap follows at once, then holds.
    #expect(film.delays == [Film.openingHold, 75, 75, 75, 75, Film.closingHold])
  }

  @Test func theModernModelSwapsBeforeTheAnimation() throws {
    let scene = try #require(SceneCatalog.named("SwapperModern"))
    let film = try RotationFilm(scene: scene, device: .iphone6, frameCount: 4, scale: 1).render()
    #expect(film.frames[0][250, 450] == Self.yellow)
    for frame in film.frames.dropFirst() {
      #expect(frame[250, 450] == Self.blue)
    }
  }

  @Test func middleFramesAreTurnedPartWay() throws {
    let scene = try #require(Self.swapper)
    // Four frames of which three turn (the fourth is the swap): frame 1 is half way, 45°.
    let film = try RotationFilm(scene: scene, device: .iphone6, frameCount: 4, scale: 1).render()
    // Half way through a quarter turn the interface is a diamond: the screen's corners are
    // black, the rest is the interface.
    let middle = film.frames[1]
    #expect(middle[1, 1] == Color.black.rgba.premultiplied)
    #expect(middle[373, 665] == Color.black.rgba.premultiplied)
    #expect(middle[250, 450] == Self.yellow)
  }

  @Test func filmsAreDeterministic() throws {
    let scene = try #require(Self.allInCode)
    let one = try RotationFilm(scene: scene, frameCount: 4, scale: 0.5).render()
    let two = try RotationFilm(scene: scene, frameCount: 4, scale: 0.5).render()
    #expect(one == two)
    #expect(one.animatedPNG() == two.animatedPNG())
  }

  @Test func theFilmstripPutsTheFramesSideBySide() throws {
    let scene = try #require(Self.swapper)
    let film = try RotationFilm(scene: scene, frameCount: 3, scale: 0.5).render()
    let strip = try film.filmstrip(gap: 8)
    let frame = film.frames[0]
    #expect(strip.width == 3 * frame.width + 4 * 8)
    #expect(strip.height == frame.height + 16)
    for (index, frame) in film.frames.enumerated() {
      let left = 8 + index * (frame.width + 8)
      #expect(strip[left + 10, 8 + 100] == frame[10, 100])
      #expect(
        strip[left + frame.width / 2, 8 + frame.height / 2]
          == frame[frame.width / 2, frame.height / 2])
    }
    #expect(strip[3, 3] == 0xFFF2_F2F7)
  }

  @Test func badRequestsAreTypedErrors() throws {
    let scene = try #require(SceneCatalog.named("Orientations"))
    #expect(throws: FilmError.frameCount(1, maximum: 120)) {
      try RotationFilm(scene: scene, frameCount: 1).render()
    }
    #expect(throws: FilmError.sameOrientation(.portrait)) {
      try RotationFilm(scene: scene, to: .portrait).render()
    }
    #expect(
      throws: FilmError.orientationNotAllowed(
        scene: "Orientations", device: "iphone6", orientation: .landscapeRight)
    ) {
      try RotationFilm(scene: scene, to: .landscapeRight).render()
    }
    #expect(
      throws: FilmError.orientationNotAllowed(
        scene: "Orientations", device: "iphone6", orientation: .portraitUpsideDown)
    ) {
      try RotationFilm(scene: scene, from: .portraitUpsideDown, to: .portrait).render()
    }
    #expect(throws: FilmError.scale(1e300, maximum: 4)) {
      try RotationFilm(scene: scene, scale: 1e300).render()
    }
    #expect(throws: FilmError.scale(0, maximum: 4)) {
      try RotationFilm(scene: scene, scale: 0).render()
    }
    #expect(throws: FilmError.tooLarge(frames: 120, width: 2048, height: 2732)) {
      try RotationFilm(scene: scene, device: .ipadpro129, frameCount: 120, scale: 2).frameSize()
    }
    #expect(throws: FilmError.filmstripTooLarge(width: 18_104, height: 5_352)) {
      try Film.filmstripSize(frameCount: 12, frameWidth: 1_500, frameHeight: 5_336)
    }
    #expect(
      try Film.filmstripSize(frameCount: 3, frameWidth: 10, frameHeight: 20, gap: 2) == (38, 24))
  }

  @Test func easeInEaseOutIsCoreAnimationsCurve() {
    #expect(TimingCurve.easeInEaseOut(0) == 0)
    #expect(abs(TimingCurve.easeInEaseOut(1) - 1) < 1e-12)
    #expect(abs(TimingCurve.easeInEaseOut(0.5) - 0.5) < 1e-12)
    // Slow start and end, fast middle, symmetric.
    #expect(TimingCurve.easeInEaseOut(0.1) < 0.05)
    #expect(abs(TimingCurve.easeInEaseOut(0.25) + TimingCurve.easeInEaseOut(0.75) - 1) < 1e-12)
  }

  @Test(arguments: [
    (InterfaceOrientation.portrait, InterfaceOrientation.landscapeLeft, -90.0),
    (.portrait, .landscapeRight, 90),
    (.landscapeLeft, .landscapeRight, 180),
    (.landscapeLeft, .portraitUpsideDown, -90),
    (.portraitUpsideDown, .landscapeRight, -90),
  ])
  func theTurnIsTheShortestWay(
    from: InterfaceOrientation, to: InterfaceOrientation, degrees: Double
  ) {
    #expect(abs(Double(FilmFrameComposer.turn(from: from, to: to)) * 180 / .pi - degrees) < 1e-9)
  }
}
