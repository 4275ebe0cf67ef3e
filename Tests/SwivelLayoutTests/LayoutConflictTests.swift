import SwivelLayout
import SwivelViews
import SwivelWidgets
import Testing

@Suite struct LayoutConflictTests {
  let scene = LayoutScene()

  @Test func aWidthWithBothEdgesIsJustifiedLeftAsInPinLayout() {
    let title = Label()
    title.identifier = "title"
    scene.superview.addSubview(title)
    let warnings = collectingLayoutWarnings {
      title.pin.top(0).height(20).left(20).right(20).width(100)
    }
    // PinLayout: left, right and width together apply the width, justified left.
    #expect(title.frame == CGRect(x: 20, y: 0, width: 100, height: 20))
    #expect(warnings.isEmpty, "\(warnings.messages)")
  }

  @Test func bothEdgesAndALengthGiveTheSameFrameInAnyOrder() {
    let box = scene.box
    let warnings = collectingLayoutWarnings {
      box.pin.width(100).left(20).right(20).top(0).bottom(0).height(50)
    }
    #expect(box.frame == CGRect(x: 20, y: 0, width: 100, height: 50))
    let other = scene.add(.zero)
    other.pin.top(0).bottom(0).height(50).left(20).right(20).width(100)
    #expect(other.frame == box.frame)
    #expect(warnings.isEmpty, "\(warnings.messages)")
  }

  @Test func aCentreAfterAnEdgeIsIgnoredAndTheLengthApplies() {
    let box = scene.box
    let warnings = collectingLayoutWarnings {
      box.pin.left(10).hCenter().width(100).top(0).height(10)
    }
    // PinLayout's rule: a centre after an edge on its axis is not applied.
    #expect(box.frame == CGRect(x: 10, y: 0, width: 100, height: 10))
    #expect(
      warnings.messages == ["hCenter() conflicts with left(10) on View#box; hCenter() ignored"])
    #expect(warnings.warnings.first?.kind == .conflict)
    #expect(warnings.warnings.first?.call == "hCenter()")
    #expect(warnings.warnings.first?.view == "View#box")
  }

  @Test func aCentreBeforeAnEdgeAndALengthConflict() {
    let box = scene.box
    let warnings = collectingLayoutWarnings {
      box.pin.hCenter().left(10).width(100).top(0).height(10)
    }
    // hCenter() and left(10) fix the width: 2 × (200 − 10).
    #expect(box.frame == CGRect(x: 10, y: 0, width: 380, height: 10))
    #expect(
      warnings.messages == [
        "width(100) conflicts with hCenter() and left(10) on View#box; width(100) ignored"
      ])
  }

  @Test(arguments: [
    (
      "aspectRatio last",
      "aspectRatio(2) conflicts with width(80) and height(40) on View#box; aspectRatio(2) ignored"
    ),
    (
      "height last",
      "height(40) conflicts with width(80) and aspectRatio(2) on View#box; height(40) ignored"
    ),
  ])
  func anAspectRatioAndTwoSizesConflict(order: String, message: String) {
    let box = scene.box
    let warnings = collectingLayoutWarnings {
      if order == "aspectRatio last" {
        box.pin.width(80).height(40).aspectRatio(2)
        #expect(box.frame.size == CGSize(width: 80, height: 40))
      } else {
        box.pin.width(80).aspectRatio(2).height(40)
        #expect(box.frame.size == CGSize(width: 80, height: 40))
      }
    }
    #expect(warnings.messages == [message])
  }

  @Test func aSecondValueForTheSameEdgeConflictsButTheSameValueDoesNot() {
    let box = scene.box
    let warnings = collectingLayoutWarnings {
      box.pin.left(10).left(10).horizontally(10).left(20)
    }
    #expect(box.frame.minX == 10 && box.frame.width == 380)
    #expect(warnings.messages == ["left(20) conflicts with left(10) on View#box; left(20) ignored"])
  }

  @Test func aCompoundCallIsIgnoredWhole() {
    let box = scene.box
    box.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    let warnings = collectingLayoutWarnings {
      box.pin.hCenter().all(8)
    }
    // all(8) would give hCenter a third horizontal partner: none of its edges apply.
    #expect(box.frame == CGRect(x: 150, y: 0, width: 100, height: 50))
    #expect(warnings.messages == ["all(8) conflicts with hCenter() on View#box; all(8) ignored"])
  }

  @Test func aMinimumAboveTheMaximumConflicts() {
    let box = scene.box
    let warnings = collectingLayoutWarnings { box.pin.maxWidth(100).minWidth(200) }
    #expect(
      warnings.messages == [
        "minWidth(200) conflicts with maxWidth(100) on View#box; minWidth(200) ignored"
      ])
  }

  @Test func edgesFurtherApartThanTheRoomGiveAZeroWidthOnce() {
    let box = scene.box
    let warnings = collectingLayoutWarnings {
      box.pin.left(250).right(250).top(10).height(10)
    }
    // 400 − 250 − 250 = −100: clamped to 0 at the edge given first.
    #expect(box.frame == CGRect(x: 250, y: 10, width: 0, height: 10))
    #expect(
      warnings.messages == [
        "left(250) and right(250) give View#box a negative width (-100); width set to 0"
      ])
    #expect(warnings.warnings.map(\.kind) == [.negativeSize])
  }

  @Test func aNegativeWidthIsNotApplied() {
    let box = scene.box
    box.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
    let warnings = collectingLayoutWarnings { box.pin.width(-5).height(10) }
    #expect(box.frame.size == CGSize(width: 30, height: 10))
    #expect(
      warnings.messages == ["width(-5) on View#box: the width must be 0 or more, found -5; ignored"]
    )
    #expect(warnings.warnings.map(\.kind) == [.invalidValue])
  }

  @Test func aViewWithoutASuperviewKeepsItsPositionAndTakesItsSizeWithOneWarning() {
    let orphan = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    let warnings = collectingLayoutWarnings {
      orphan.pin.top(20).left(20).width(100)
    }
    // The positions need a superview and are ignored, warned about once; the width applies.
    #expect(orphan.frame == CGRect(x: 1, y: 2, width: 100, height: 4))
    #expect(
      warnings.messages == ["top(20) on View: the view has no superview to be laid out in; ignored"]
    )
    #expect(warnings.warnings.map(\.kind) == [.noSuperview])
  }

  @Test func invalidNumbersAreIgnored() {
    let box = scene.box
    box.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
    let warnings = collectingLayoutWarnings {
      box.pin.top(.nan).width(.infinity).aspectRatio(0)
    }
    #expect(box.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
    #expect(
      warnings.messages == [
        "top(nan) on View#box: nan is not a finite number; ignored",
        "width(inf) on View#box: inf is not a finite number; ignored",
        "aspectRatio(0) on View#box: the ratio must be positive; ignored",
      ])
    #expect(warnings.warnings.allSatisfy { $0.kind == .invalidValue })
  }

  @Test func referencesOutsideTheTreeOrToItselfAreIgnored() {
    let superview = scene.superview
    let box = scene.box
    box.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
    let stranger = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    stranger.identifier = "stranger"
    let a = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let b = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    superview.addSubview(a)
    superview.addSubview(b)
    let warnings = collectingLayoutWarnings {
      box.pin.below(of: stranger).after(of: box).horizontallyBetween(a, and: b)
    }
    #expect(box.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
    #expect(
      warnings.messages == [
        "below(of: View#stranger) on View#box: View#stranger shares no ancestor with the "
          + "superview; ignored",
        "after(of: View#box) on View#box: a view cannot be placed relative to itself; ignored",
        "horizontallyBetween(View[1], and: View[2]) on View#box: the views leave no horizontal "
          + "space between them; ignored",
      ])
    #expect(warnings.warnings.map(\.kind) == [.unrelatedView, .unrelatedView, .noSpaceBetween])
  }

  @Test func aSizeToFitAndAnAspectRatioConflict() {
    let box = scene.box
    let warnings = collectingLayoutWarnings { box.pin.aspectRatio(2).sizeToFit(.width) }
    #expect(
      warnings.messages == [
        "sizeToFit(.width) conflicts with aspectRatio(2) on View#box; sizeToFit(.width) ignored",
        "aspectRatio(2) on View#box: neither the width nor the height can be determined; not applied",
      ])
  }
}
