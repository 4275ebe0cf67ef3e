import SwivelLayout
import SwivelViews
import SwivelWidgets
import Testing

/// A pin chain lays out the frame whatever the layer's anchor point, as PinLayout does
/// through `center`, `bounds` and the anchor.
@Suite struct PinAnchorPointTests {
  @Test func theFrameIsTheOneAskedFor() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let hand = View()
    root.addSubview(hand)
    hand.layer.anchorPoint = CGPoint(x: 0.5, y: 1)
    hand.pin.left(10).top(20).width(30).height(40)
    #expect(hand.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    // The anchor (bottom centre) sits at the position: (10 + 15, 20 + 40).
    #expect(hand.center == CGPoint(x: 25, y: 60))
  }
}
