import Swivel
import Testing

/// Pixel probes: exact colours at exact pixels, computed from the geometry by hand.
@Suite struct RenderingProbeTests {
  private let red: UInt32 = 0xFFFF_0000
  private let white: UInt32 = 0xFFFF_FFFF
  private let blue: UInt32 = 0xFF00_00FF

  private func canvas(_ width: CGFloat = 40, _ height: CGFloat = 40) -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
    root.backgroundColor = .white
    return root
  }

  /// The pixels equal to `word`, as a set of "x,y" strings, and their bounding box.
  private func box(of word: UInt32, in bitmap: Bitmap) -> (Int, Int, Int, Int)? {
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    for y in 0..<bitmap.height {
      for x in 0..<bitmap.width where bitmap[x, y] == word {
        minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
      }
    }
    return maxX < 0 ? nil : (minX, minY, maxX, maxY)
  }

  private func count(_ word: UInt32, in bitmap: Bitmap) -> Int {
    bitmap.pixels.reduce(0) { $0 + ($1 == word ? 1 : 0) }
  }

  @Test func pixelAlignedRectCoversExactlyItsPixels() throws {
    let root = canvas()
    let square = View(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    square.backgroundColor = .red
    root.addSubview(square)
    let bitmap = try root.renderImage(scale: 2)
    #expect(bitmap.width == 80 && bitmap.height == 80)
    let found = try #require(box(of: red, in: bitmap))
    #expect(found == (10, 10, 29, 29))
    #expect(count(red, in: bitmap) == 400)
    #expect(count(white, in: bitmap) == 80 * 80 - 400)  // crisp: no blended edge pixels
  }

  @Test func scaleThreeMultipliesEveryEdge() throws {
    let root = canvas()
    let square = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    square.backgroundColor = .red
    root.addSubview(square)
    let bitmap = try root.renderImage(scale: 3)
    #expect(try #require(box(of: red, in: bitmap)) == (3, 6, 11, 17))
  }

  @Test func boundsOriginShiftsSubviewsNotTheView() throws {
    let root = canvas()
    let scroller = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    scroller.backgroundColor = .blue
    scroller.bounds.origin = CGPoint(x: 5, y: 5)
    let child = View(frame: CGRect(x: 5, y: 5, width: 4, height: 4))
    child.backgroundColor = .red
    scroller.addSubview(child)
    root.addSubview(scroller)
    let bitmap = try root.renderImage(scale: 1)
    #expect(try #require(box(of: blue, in: bitmap)) == (10, 10, 29, 29))
    // The child's frame origin (5,5) minus bounds origin (5,5): at the scroller's top-left.
    #expect(try #require(box(of: red, in: bitmap)) == (10, 10, 13, 13))
  }

  @Test func quarterTurnAboutTheCenterStaysPixelExact() throws {
    let root = canvas()
    let bar = View(frame: .zero)
    bar.bounds = CGRect(x: 0, y: 0, width: 20, height: 6)
    bar.center = CGPoint(x: 20, y: 20)
    bar.transform = CGAffineTransform(rotationAngle: 3.1415926 / 180 * 90)
    bar.backgroundColor = .red
    let marker = View(frame: CGRect(x: 0, y: 0, width: 2, height: 2))  // local top-left corner
    marker.backgroundColor = .blue
    bar.addSubview(marker)
    root.addSubview(bar)
    let bitmap = try root.renderImage(scale: 1)
    #expect(count(red, in: bitmap) + count(blue, in: bitmap) == 120)
    // Upright the bar spans x 17..<23, y 10..<30; its local top-left turned clockwise lands
    // at the top-right.
    #expect(try #require(box(of: blue, in: bitmap)) == (21, 10, 22, 11))
  }

  @Test func alphaIsGroupOpacityOverOverlappingChildren() throws {
    let root = canvas()
    let group = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    group.alpha = 0.5
    let a = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    a.backgroundColor = .blue
    let b = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    b.backgroundColor = .red
    group.addSubview(a)
    group.addSubview(b)
    root.addSubview(group)
    let bitmap = try root.renderImage(scale: 1)
    // Where b covers a, only b shows, at half strength over white: (255, 127/128, 127/128).
    let overlap = bitmap.color(x: 15, y: 15)
    let redOnly = bitmap.color(x: 25, y: 25)
    #expect(overlap == redOnly)
    #expect(overlap.r == 255 && abs(Int(overlap.g) - 128) <= 1 && overlap.b == overlap.g)
    let blueOnly = bitmap.color(x: 5, y: 5)
    #expect(blueOnly.b == 255 && abs(Int(blueOnly.r) - 128) <= 1)
  }

  @Test func hiddenViewsAndZeroOrNegativeSizesDrawNothing() throws {
    let root = canvas()
    let hidden = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    hidden.backgroundColor = .red
    hidden.isHidden = true
    let empty = View(frame: CGRect(x: 10, y: 10, width: 0, height: 10))
    empty.backgroundColor = .red
    empty.borderWidth = 2
    let negative = View(frame: .zero)
    negative.bounds.size = CGSize(width: -10, height: 10)
    negative.backgroundColor = .red
    root.addSubview(hidden)
    root.addSubview(empty)
    root.addSubview(negative)
    let bitmap = try root.renderImage(scale: 1)
    #expect(count(white, in: bitmap) == 1600)
  }

  @Test func clipsToBoundsClipsChildrenAndUnclippedChildrenOverflow() throws {
    let root = canvas()
    let clipper = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    clipper.clipsToBounds = true
    let big = View(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
    big.backgroundColor = .red
    clipper.addSubview(big)
    let loose = View(frame: CGRect(x: 20, y: 20, width: 5, height: 5))
    let overflow = View(frame: CGRect(x: 0, y: 0, width: 15, height: 15))
    overflow.backgroundColor = .blue
    loose.addSubview(overflow)
    root.addSubview(clipper)
    root.addSubview(loose)
    let bitmap = try root.renderImage(scale: 1)
    #expect(try #require(box(of: red, in: bitmap)) == (0, 0, 9, 9))
    #expect(try #require(box(of: blue, in: bitmap)) == (20, 20, 34, 34))
  }

  @Test func bordersAreDrawnInsideTheBoundsAboveChildren() throws {
    let root = canvas()
    let framed = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    framed.borderWidth = 2
    framed.borderColor = .blue
    let child = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    child.backgroundColor = .red
    framed.addSubview(child)
    root.addSubview(framed)
    let bitmap = try root.renderImage(scale: 1)
    #expect(try #require(box(of: blue, in: bitmap)) == (10, 10, 29, 29))
    #expect(try #require(box(of: red, in: bitmap)) == (12, 12, 27, 27))
    #expect(count(blue, in: bitmap) == 400 - 256)
  }

  @Test func roundedCornersLeaveTheCornerPixelUnpainted() throws {
    let root = canvas()
    let rounded = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    rounded.backgroundColor = .red
    rounded.cornerRadius = 10
    root.addSubview(rounded)
    let bitmap = try root.renderImage(scale: 1)
    #expect(bitmap[0, 0] == white)
    #expect(bitmap[39, 39] == white)
    #expect(bitmap[20, 0] == red)
    #expect(bitmap[20, 20] == red)
  }

  @Test func labelTextStaysInsideItsLabel() throws {
    let root = canvas(200, 60)
    let label = Label(frame: CGRect(x: 20, y: 20, width: 60, height: 20))
    label.text = "This text is far too long for the label"
    root.addSubview(label)
    let bitmap = try root.renderImage(scale: 2)
    var inkOutside = 0, inkInside = 0
    for y in 0..<bitmap.height {
      for x in 0..<bitmap.width where bitmap[x, y] != white {
        let inside = x >= 40 && x < 160 && y >= 40 && y < 80
        if inside { inkInside += 1 } else { inkOutside += 1 }
      }
    }
    #expect(inkInside > 100)
    #expect(inkOutside == 0)
  }

  @Test func transparentBackgroundStaysTransparentForBareViews() throws {
    let view = View(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
    let bitmap = try view.renderImage(scale: 1)
    #expect(bitmap.pixels.allSatisfy { $0 == 0 })
  }

  @Test func windowsShowBlackWhereNothingIsDrawn() throws {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 4, height: 4), scale: 1)
    let bitmap = try window.renderImage()
    #expect(bitmap.pixels.allSatisfy { $0 == 0xFF00_0000 })
  }
}

@Suite struct ImageRenderingTests {
  @Test func aspectFillOverflowsUnlessClipped() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    root.backgroundColor = .white
    let picture = ImageView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    picture.image = Image(bitmap: Bitmap(width: 2, height: 1, fill: 0xFFFF_0000))
    picture.contentMode = .scaleAspectFill
    root.addSubview(picture)
    var bitmap = try root.renderImage(scale: 1)
    // 2:1 image filling 20×20: 40×20 centred, so x 0..<40, y 10..<30.
    #expect(bitmap[0, 15] == 0xFFFF_0000 && bitmap[39, 15] == 0xFFFF_0000)
    #expect(bitmap[20, 9] == 0xFFFF_FFFF && bitmap[20, 30] == 0xFFFF_FFFF)
    picture.clipsToBounds = true
    bitmap = try root.renderImage(scale: 1)
    #expect(
      bitmap[9, 15] == 0xFFFF_FFFF && bitmap[10, 15] == 0xFFFF_0000 && bitmap[29, 15] == 0xFFFF_0000
    )
    #expect(bitmap[30, 15] == 0xFFFF_FFFF)
  }
}
