//  AnchorTests.swift
//  FrameLayoutKitTests
//
//  A 600 × 400 container; every expected frame is worked out by hand in the comment beside it.

import FrameLayoutKit
import SwivelUIKit  // `import UIKit` on iOS.
import XCTest

final class AnchorTests: XCTestCase {
  var container: UIView!
  var view: UIView!

  override func setUp() {
    super.setUp()
    container = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
    view = UIView()
    container.addSubview(view)
  }

  func testFrameShortcutsReadTheFrame() {
    view.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    XCTAssertEqual(view.left, 10)
    XCTAssertEqual(view.centerX, 25)
    XCTAssertEqual(view.right, 40)
    XCTAssertEqual(view.top, 20)
    XCTAssertEqual(view.centerY, 40)
    XCTAssertEqual(view.bottom, 60)
    XCTAssertEqual(view.width, 30)
    XCTAssertEqual(view.height, 40)
  }

  func testFillingTheContainer() {
    view.fillContainer()
    XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 600, height: 400))
    // 600 − 10 − 30 wide, 400 − 5 − 15 tall.
    view.fillContainer(insets: UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 30))
    XCTAssertEqual(view.frame, CGRect(x: 10, y: 5, width: 560, height: 380))
  }

  func testAViewWithoutAContainerKeepsItsFrame() {
    let loose = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    loose.fillContainer()
    XCTAssertEqual(loose.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
  }

  func testCentringInTheContainer() {
    // (600 − 40) / 2 = 280, (400 − 20) / 2 = 190.
    view.centerInContainer(width: 40, height: 20)
    XCTAssertEqual(view.frame, CGRect(x: 280, y: 190, width: 40, height: 20))
  }

  func testAnchoringInEachCorner() {
    view.anchor(in: .topLeft, horizontalInset: 10, verticalInset: 20, width: 50, height: 30)
    XCTAssertEqual(view.frame, CGRect(x: 10, y: 20, width: 50, height: 30))
    // x = 600 − 10 − 50.
    view.anchor(in: .topRight, horizontalInset: 10, verticalInset: 20, width: 50, height: 30)
    XCTAssertEqual(view.frame, CGRect(x: 540, y: 20, width: 50, height: 30))
    // y = 400 − 20 − 30.
    view.anchor(in: .bottomLeft, horizontalInset: 10, verticalInset: 20, width: 50, height: 30)
    XCTAssertEqual(view.frame, CGRect(x: 10, y: 350, width: 50, height: 30))
    view.anchor(in: .bottomRight, horizontalInset: 10, verticalInset: 20, width: 50, height: 30)
    XCTAssertEqual(view.frame, CGRect(x: 540, y: 350, width: 50, height: 30))
  }

  func testAnchoringToEachEdge() {
    // Centred along the edge: x = 300 − 25, y = 200 − 15.
    view.anchor(to: .top, inset: 8, width: 50, height: 30)
    XCTAssertEqual(view.frame, CGRect(x: 275, y: 8, width: 50, height: 30))
    view.anchor(to: .bottom, inset: 8, width: 50, height: 30)
    XCTAssertEqual(view.frame, CGRect(x: 275, y: 362, width: 50, height: 30))
    view.anchor(to: .left, inset: 8, width: 50, height: 30)
    XCTAssertEqual(view.frame, CGRect(x: 8, y: 185, width: 50, height: 30))
    view.anchor(to: .right, inset: 8, width: 50, height: 30)
    XCTAssertEqual(view.frame, CGRect(x: 542, y: 185, width: 50, height: 30))
  }

  func testStretchingAlongEachEdge() {
    // A bar 44 thick, 16 in from each end: 600 − 32 = 568 wide.
    view.anchorAndStretch(along: .top, edgeInset: 4, endInset: 16, thickness: 44)
    XCTAssertEqual(view.frame, CGRect(x: 16, y: 4, width: 568, height: 44))
    view.anchorAndStretch(along: .bottom, edgeInset: 4, endInset: 16, thickness: 44)
    XCTAssertEqual(view.frame, CGRect(x: 16, y: 352, width: 568, height: 44))
    // Down the side: 400 − 32 = 368 tall.
    view.anchorAndStretch(along: .left, edgeInset: 4, endInset: 16, thickness: 44)
    XCTAssertEqual(view.frame, CGRect(x: 4, y: 16, width: 44, height: 368))
    view.anchorAndStretch(along: .right, edgeInset: 4, endInset: 16, thickness: 44)
    XCTAssertEqual(view.frame, CGRect(x: 552, y: 16, width: 44, height: 368))
  }

  func testAContainerThatIsScrolledAnchorsInItsVisibleBounds() {
    container.bounds.origin = CGPoint(x: 0, y: 100)
    view.anchor(in: .topLeft, horizontalInset: 10, verticalInset: 10, width: 20, height: 20)
    XCTAssertEqual(view.frame, CGRect(x: 10, y: 110, width: 20, height: 20))
  }

  func testALayerAnchorsInItsSuperlayer() {
    let badge = CALayer()
    container.layer.addSublayer(badge)
    badge.anchor(in: .topRight, horizontalInset: 12, verticalInset: 12, width: 24, height: 24)
    XCTAssertEqual(badge.frame, CGRect(x: 564, y: 12, width: 24, height: 24))
    XCTAssertEqual(badge.position, CGPoint(x: 576, y: 24))
  }
}
