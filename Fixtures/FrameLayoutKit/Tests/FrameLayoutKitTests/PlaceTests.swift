//  PlaceTests.swift
//  FrameLayoutKitTests
//
//  Placing a 40 × 20 view around a sibling at (200, 150, 100, 80) in a 600 × 400 container.

import FrameLayoutKit
import SwivelUIKit  // `import UIKit` on iOS.
import XCTest

final class PlaceTests: XCTestCase {
  var container: UIView!
  var sibling: UIView!
  var view: UIView!

  override func setUp() {
    super.setUp()
    container = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
    sibling = UIView(frame: CGRect(x: 200, y: 150, width: 100, height: 80))
    view = UIView()
    container.addSubview(sibling)
    container.addSubview(view)
  }

  func testBesideTheSibling() {
    // Right of it: x = 300 + 10. Top, centre (190 − 10) and bottom (230 − 20) lined up.
    view.place(.rightOfAlignedTop, of: sibling, spacing: 10, width: 40, height: 20)
    XCTAssertEqual(view.frame, CGRect(x: 310, y: 150, width: 40, height: 20))
    view.place(.rightOfCentered, of: sibling, spacing: 10, width: 40, height: 20)
    XCTAssertEqual(view.frame, CGRect(x: 310, y: 180, width: 40, height: 20))
    view.place(.rightOfAlignedBottom, of: sibling, spacing: 10, width: 40, height: 20)
    XCTAssertEqual(view.frame, CGRect(x: 310, y: 210, width: 40, height: 20))
    // Left of it: x = 200 − 10 − 40.
    view.place(.leftOfAlignedTop, of: sibling, spacing: 10, width: 40, height: 20)
    XCTAssertEqual(view.frame, CGRect(x: 150, y: 150, width: 40, height: 20))
    view.place(.leftOfCentered, of: sibling, spacing: 10, width: 40, height: 20)
    XCTAssertEqual(view.frame, CGRect(x: 150, y: 180, width: 40, height: 20))
    view.place(.leftOfAlignedBottom, of: sibling, spacing: 10, width: 40, height: 20)
    XCTAssertEqual(view.frame, CGRect(x: 150, y: 210, width: 40, height: 20))
  }

  func testBelowAndAboveTheSibling() {
    // Below: y = 230 + 10. Left (200), centre (250 − 20) and right (300 − 40) lined up.
    view.place(.belowAlignedLeft, of: sibling, spacing: 10, width: 40, height: 20)
    XCTAssertEqual(view.frame, CGRect(x: 200, y: 240, width: 40, height: 20))
    view.place(.belowCentered, of: sibling, spacing: 10, width: 40, height: 20)
    XCTAssertEqual(view.frame, CGRect(x: 230, y: 240, width: 40, height: 20))
    view.place(.belowAlignedRight, of: sibling, spacing: 10, width: 40, height: 20)
    XCTAssertEqual(view.frame, CGRect(x: 260, y: 240, width: 40, height: 20))
    // Above: y = 150 − 10 − 20.
    view.place(.aboveAlignedLeft, of: sibling, spacing: 10, width: 40, height: 20)
    XCTAssertEqual(view.frame, CGRect(x: 200, y: 120, width: 40, height: 20))
    view.place(.aboveCentered, of: sibling, spacing: 10, width: 40, height: 20)
    XCTAssertEqual(view.frame, CGRect(x: 230, y: 120, width: 40, height: 20))
    view.place(.aboveAlignedRight, of: sibling, spacing: 10, width: 40, height: 20)
    XCTAssertEqual(view.frame, CGRect(x: 260, y: 120, width: 40, height: 20))
  }

  func testAnOffsetMovesAlongTheLinedUpSide() {
    view.place(.rightOfAlignedTop, of: sibling, spacing: 10, width: 40, height: 20, offset: 5)
    XCTAssertEqual(view.frame, CGRect(x: 310, y: 155, width: 40, height: 20))
    view.place(.belowCentered, of: sibling, spacing: 10, width: 40, height: 20, offset: -6)
    XCTAssertEqual(view.frame, CGRect(x: 224, y: 240, width: 40, height: 20))
  }

  func testStretchingTheWidthToTheContainersSide() {
    // Right of the sibling: from 310 to 600 − 10, 280 wide.
    view.placeAndStretchWidth(.rightOfCentered, of: sibling, spacing: 10, height: 20)
    XCTAssertEqual(view.frame, CGRect(x: 310, y: 180, width: 280, height: 20))
    // Left of it: from 10 to 190, 180 wide.
    view.placeAndStretchWidth(.leftOfAlignedTop, of: sibling, spacing: 10, height: 20)
    XCTAssertEqual(view.frame, CGRect(x: 10, y: 150, width: 180, height: 20))
    // Below it: across the container, 10 in from each side.
    view.placeAndStretchWidth(.belowCentered, of: sibling, spacing: 10, height: 20)
    XCTAssertEqual(view.frame, CGRect(x: 10, y: 240, width: 580, height: 20))
  }

  func testStretchingTheHeightToTheContainersBottomOrTop() {
    // Below: from 240 to 400 − 10, 150 tall.
    view.placeAndStretchHeight(.belowAlignedLeft, of: sibling, spacing: 10, width: 40)
    XCTAssertEqual(view.frame, CGRect(x: 200, y: 240, width: 40, height: 150))
    // Above: from 10 to 140, 130 tall, right edges lined up.
    view.placeAndStretchHeight(.aboveAlignedRight, of: sibling, spacing: 10, width: 40)
    XCTAssertEqual(view.frame, CGRect(x: 260, y: 10, width: 40, height: 130))
    // Beside it: down the container, 10 in from top and bottom.
    view.placeAndStretchHeight(.rightOfAlignedTop, of: sibling, spacing: 10, width: 40)
    XCTAssertEqual(view.frame, CGRect(x: 310, y: 10, width: 40, height: 380))
  }

  func testNoRoomLeavesAZeroSize() {
    sibling.frame = CGRect(x: 560, y: 0, width: 40, height: 40)
    view.placeAndStretchWidth(.rightOfAlignedTop, of: sibling, spacing: 10, height: 20)
    XCTAssertEqual(view.frame.size, CGSize(width: 0, height: 20))
  }
}
