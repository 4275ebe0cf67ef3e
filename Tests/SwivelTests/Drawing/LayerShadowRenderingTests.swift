import Swivel
import Testing

/// Pixel probes of `CALayer`'s shadow and corner properties, at scale 1 over white.
@Suite struct LayerShadowRenderingTests {
  private let white: UInt32 = 0xFFFF_FFFF
  private let red: UInt32 = 0xFFFF_0000

  /// A 100×100 white canvas with a 40×40 red card at (30, 30).
  private func scene(_ configure: (View) -> Void) -> (View, View) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.backgroundColor = .white
    let card = View(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
    card.backgroundColor = .red
    root.addSubview(card)
    configure(card)
    return (root, card)
  }

  /// The red channel of a pixel over white: 255 for no shadow, lower for darker.
  private func lightness(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> Int {
    Int((bitmap[x, y] >> 16) & 0xFF)
  }

  @Test func noShadowAtTheDefaultOpacityOfZero() throws {
    let plain = try scene { _ in }.0.renderImage(scale: 1)
    let styled = try scene { card in
      card.layer.shadowRadius = 10
      card.layer.shadowOffset = CGSize(width: 5, height: 5)
    }.0.renderImage(scale: 1)
    #expect(plain == styled)
  }

  @Test func theDefaultOffsetPutsAHardShadowThreePointsAbove() throws {
    let bitmap = try scene { card in
      card.layer.shadowOpacity = 1
      card.layer.shadowRadius = 0
    }.0.renderImage(scale: 1)
    // Offset (0, −3): the shadow covers y 27..<67 behind the card at y 30..<70.
    #expect(bitmap[50, 26] == white)
    #expect(bitmap[50, 27] == 0xFF00_0000 && bitmap[50, 29] == 0xFF00_0000)
    #expect(bitmap[50, 30] == red && bitmap[50, 69] == red)
    #expect(bitmap[50, 70] == white)
    #expect(bitmap[29, 50] == white)  // no horizontal offset
  }

  @Test func opacityScalesTheShadowColour() throws {
    let bitmap = try scene { card in
      card.layer.shadowOpacity = 0.5
      card.layer.shadowRadius = 0
      card.layer.shadowColor = .blue
      card.layer.shadowOffset = CGSize(width: 10, height: 0)
    }.0.renderImage(scale: 1)
    // 50% blue over white at x 70..<80: (127 or 128, same, 255).
    let pixel = bitmap[75, 50]
    #expect(abs(Int((pixel >> 16) & 0xFF) - 128) <= 1 && pixel & 0xFF == 0xFF)
    #expect(bitmap[80, 50] == white)
  }

  @Test func aBlurredShadowIsDarkestUnderTheViewAndFadesWithDistance() throws {
    let bitmap = try scene { card in
      card.layer.shadowOpacity = 1
      card.layer.shadowRadius = 8
      card.layer.shadowOffset = CGSize(width: 0, height: 10)
    }.0.renderImage(scale: 1)
    // Below the card (which ends at y = 70) the shadow, whose shape ends at y = 80, fades
    // outwards. Down the middle column, 20 pt from the shape's sides (further than the blur
    // reaches), the blur is the shape's step from 255 to 0 at y = 80 blurred down the column:
    // σ = 8 / 2 = 4 gives boxes 7, 7 and 9 (Kovesi), each output the rounded mean of the box
    // around it; black at that alpha over white leaves 255 − alpha.
    func boxBlur(_ values: [Int], _ box: Int) -> [Int] {
      values.indices.map { i in
        let window = (i - box / 2)...(i + box / 2)
        let sum = window.filter { values.indices.contains($0) }.reduce(0) { $0 + values[$1] }
        return Int((Double(sum) / Double(box)).rounded())
      }
    }
    // Rows 40…139 of the shape's alpha (it spans y 40..<80), far past the blur's reach of 10.
    let alpha = [7, 7, 9].reduce((40..<140).map { $0 < 80 ? 255 : 0 }) { boxBlur($0, $1) }
    let column = (70..<100).map { lightness(bitmap, 50, $0) }
    #expect(column == (70..<100).map { 255 - alpha[$0 - 40] })
    #expect(column[0] == 1 && column[10] == 140 && column[19] == 254 && column[20] == 255)
    // Nothing of it shows above the card: the offset moved it down by more than it spreads.
    #expect(lightness(bitmap, 50, 20) == 255)
    #expect(bitmap[50, 50] == red)
  }

  @Test func aLargerRadiusSpreadsTheShadowFurther() throws {
    func edge(_ radius: CGFloat) throws -> Int {
      let bitmap = try scene { card in
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = radius
        card.layer.shadowOffset = .zero
      }.0.renderImage(scale: 1)
      return lightness(bitmap, 50, 76)  // 6 points below the card
    }
    let narrow = try edge(2), wide = try edge(12)
    #expect(narrow == 255 && wide < 235)
  }

  @Test func theShadowPathReplacesTheShape() throws {
    let bitmap = try scene { card in
      card.backgroundColor = nil
      card.layer.shadowOpacity = 1
      card.layer.shadowRadius = 0
      card.layer.shadowOffset = .zero
      card.layer.shadowPath = Path(rect: CGRect(x: 0, y: 40, width: 10, height: 5))
    }.0.renderImage(scale: 1)
    #expect(bitmap[30, 70] == 0xFF00_0000 && bitmap[39, 74] == 0xFF00_0000)
    #expect(bitmap[40, 70] == white && bitmap[30, 75] == white && bitmap[50, 50] == white)
  }

  @Test func aViewWithoutBackgroundOrShadowPathCastsNoShadow() throws {
    let bitmap = try scene { card in
      card.backgroundColor = nil
      card.layer.shadowOpacity = 1
    }.0.renderImage(scale: 1)
    #expect(bitmap.pixels.allSatisfy { $0 == white })
  }

  @Test func masksToBoundsClipsTheShadowAway() throws {
    let bitmap = try scene { card in
      card.layer.shadowOpacity = 1
      card.layer.shadowRadius = 0
      card.layer.masksToBounds = true
    }.0.renderImage(scale: 1)
    #expect(bitmap[50, 28] == white)
  }

  @Test func shadowsAreTheSameBytesEveryRun() throws {
    func render() throws -> Bitmap {
      try scene { card in
        card.layer.shadowOpacity = 0.4
        card.layer.shadowRadius = 6
        card.layer.cornerRadius = 12
        card.layer.cornerCurve = .continuous
        card.layer.shadowOffset = CGSize(width: 2, height: 4)
      }.0.renderImage(scale: 3)
    }
    let first = try render()
    for _ in 0..<3 { #expect(try render() == first) }
  }

  @Test func maskedCornersLeaveTheOthersSquare() throws {
    let bitmap = try scene { card in
      card.layer.cornerRadius = 10
      card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
    }.0.renderImage(scale: 1)
    #expect(bitmap[30, 30] == white && bitmap[69, 69] == white)  // rounded: top-left, bottom-right
    #expect(bitmap[69, 30] == red && bitmap[30, 69] == red)  // square: top-right, bottom-left
  }

  @Test func continuousCornersDepartTheEdgeEarlierThanCircularOnes() throws {
    func render(_ curve: CornerCurve) throws -> Bitmap {
      let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
      root.backgroundColor = .white
      let card = View(frame: root.bounds)
      card.backgroundColor = .red
      card.layer.cornerRadius = 100
      card.layer.cornerCurve = curve
      root.addSubview(card)
      return try root.renderImage(scale: 1)
    }
    let circular = try render(.circular), continuous = try render(.continuous)
    // 86 points from the corner along the top edge, a circular corner of radius 100 is 0.99
    // below the edge and the continuous one 2.25 (PaintCode's curve): pixel row 1 is inside
    // the first and outside the second. At all four corners, by symmetry.
    for (x, y) in [(86, 1), (313, 1), (86, 398), (313, 398), (1, 86), (398, 313)] {
      #expect(circular[x, y] == red)
      #expect(continuous[x, y] != red)
    }
    // Mid-edge both are straight, and at 45° the two curves nearly meet (0.2915 r vs
    // 0.2929 r from the corner on each axis).
    #expect(circular[200, 0] == red && continuous[200, 0] == red)
    #expect(circular[31, 31] == red && continuous[31, 31] == red)
    #expect(circular[28, 28] != red && continuous[28, 28] != red)
  }

  @Test func aTranslucentViewsShadowLandsInTheSamePlace() throws {
    let bitmap = try scene { card in
      card.alpha = 0.5
      card.layer.shadowOpacity = 1
      card.layer.shadowRadius = 0
      card.layer.shadowOffset = CGSize(width: 0, height: 5)
    }.0.renderImage(scale: 2)
    // The group's alpha halves the black shadow: rows 140…149 (y 70…75 in points) are grey.
    #expect(lightness(bitmap, 100, 140) == 127 || lightness(bitmap, 100, 140) == 128)
    #expect(lightness(bitmap, 100, 149) == lightness(bitmap, 100, 140))
    #expect(bitmap[100, 150] == white)
  }

  @Test func aRotatedViewsShadowTurnsWithIt() throws {
    let bitmap = try scene { card in
      card.transform = CGAffineTransform(rotationAngle: .pi / 2)
      card.layer.shadowOpacity = 1
      card.layer.shadowRadius = 0
      card.layer.shadowOffset = CGSize(width: 0, height: 5)
    }.0.renderImage(scale: 1)
    // A quarter turn maps the view's +y to the screen's −x: the shadow shows at x 25…29.
    #expect(bitmap[27, 50] == 0xFF00_0000 && bitmap[24, 50] == white)
    #expect(bitmap[72, 50] == white && bitmap[50, 72] == white)
  }

  @Test func bordersFollowMaskedCornersAndTheCornerCurve() throws {
    let bitmap = try scene { card in
      card.backgroundColor = nil
      card.layer.borderWidth = 2
      card.layer.borderColor = .red
      card.layer.cornerRadius = 10
      card.layer.maskedCorners = [.layerMaxXMaxYCorner]
    }.0.renderImage(scale: 1)
    #expect(bitmap[30, 30] == red && bitmap[69, 30] == red && bitmap[30, 69] == red)  // square
    #expect(bitmap[69, 69] == white)  // rounded away
  }
}
