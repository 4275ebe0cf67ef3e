//  GroupTests.swift
//  FrameLayoutKitTests
//
//  Rows and columns of three subviews in a 600 × 400 container.

import FrameLayoutKit
import SwivelUIKit  // `import UIKit` on iOS.
import XCTest

final class GroupTests: XCTestCase {
  var container: UIView!
  var views: [UIView] = []

  override func setUp() {
    super.setUp()
    container = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
    views = (0..<3).map { _ in UIView() }
    views.forEach(container.addSubview)
  }

  func testARowCentredInTheContainer() {
    // 3 × 50 + 2 × 10 = 170 wide: starts at 300 − 85 = 215; y = 200 − 20.
    container.groupInCenter(.horizontal, views: views, spacing: 10, width: 50, height: 40)
    XCTAssertEqual(
      views.map { $0.frame },
      [
        CGRect(x: 215, y: 180, width: 50, height: 40),
        CGRect(x: 275, y: 180, width: 50, height: 40),
        CGRect(x: 335, y: 180, width: 50, height: 40),
      ])
  }

  func testAColumnCentredInTheContainer() {
    // 3 × 40 + 2 × 10 = 140 tall: starts at 200 − 70 = 130; x = 300 − 25.
    container.groupInCenter(.vertical, views: views, spacing: 10, width: 50, height: 40)
    XCTAssertEqual(
      views.map { $0.frame.origin },
      [
        CGPoint(x: 275, y: 130), CGPoint(x: 275, y: 180), CGPoint(x: 275, y: 230),
      ])
  }

  func testARowInTheBottomRightCorner() {
    // 170 wide, 16 from the right: starts at 600 − 16 − 170 = 414; y = 400 − 16 − 40.
    container.group(
      in: .bottomRight, .horizontal, views: views, inset: 16, spacing: 10,
      width: 50, height: 40)
    XCTAssertEqual(
      views.map { $0.frame.origin },
      [
        CGPoint(x: 414, y: 344), CGPoint(x: 474, y: 344), CGPoint(x: 534, y: 344),
      ])
  }

  func testAColumnInTheTopLeftCorner() {
    container.group(
      in: .topLeft, .vertical, views: views, inset: 16, spacing: 4,
      width: 50, height: 40)
    XCTAssertEqual(
      views.map { $0.frame.origin },
      [
        CGPoint(x: 16, y: 16), CGPoint(x: 16, y: 60), CGPoint(x: 16, y: 104),
      ])
  }

  func testSharingTheWidthEqually() {
    // (600 − 2 × 20 − 2 × 10) / 3 = 180 each.
    container.groupAndFill(.horizontal, views: views, padding: 20, spacing: 10, thickness: 44)
    XCTAssertEqual(
      views.map { $0.frame },
      [
        CGRect(x: 20, y: 20, width: 180, height: 44),
        CGRect(x: 210, y: 20, width: 180, height: 44),
        CGRect(x: 400, y: 20, width: 180, height: 44),
      ])
  }

  func testSharingTheHeightEqually() {
    // (400 − 2 × 10 − 2 × 5) / 3 = 123.33…: the thirds add up to the full height. A frame
    // is kept as a centre and a size, as on iOS, so a third comes back within rounding.
    container.groupAndFill(.vertical, views: views, padding: 10, spacing: 5, thickness: 60)
    XCTAssertEqual(views[0].frame.minY, 10, accuracy: 1e-9)
    XCTAssertEqual(views[2].frame.maxY, 390, accuracy: 1e-9)
    XCTAssertEqual(views[1].frame.height, 370.0 / 3, accuracy: 1e-9)
  }

  func testALabelMeasuresItsOwnHeight() {
    let label = UILabel()
    label.numberOfLines = 0
    label.font = UIFont.systemFont(ofSize: 17)
    label.text = "One line"
    container.addSubview(label)
    label.anchorFitting(
      in: .topLeft, horizontalInset: 8, verticalInset: 8, width: 300,
      height: autoHeight)
    let oneLine = ceil(UIFont.systemFont(ofSize: 17).lineHeight)
    XCTAssertEqual(label.frame, CGRect(x: 8, y: 8, width: 300, height: oneLine))
    label.text = "A sentence long enough to wrap onto a second line at this narrow width"
    label.anchorFitting(
      in: .topLeft, horizontalInset: 8, verticalInset: 8, width: 120,
      height: autoHeight)
    XCTAssertGreaterThan(label.frame.height, 2 * oneLine - 1)
  }
}
