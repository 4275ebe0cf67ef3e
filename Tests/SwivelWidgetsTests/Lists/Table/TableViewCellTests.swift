import Testing

@testable import SwivelDevices
@testable import SwivelInspection
@testable import SwivelViews
@testable import SwivelWidgets

/// The standard cell's parts where iOS 13 and later put them: accessories at the 16-pt trailing
/// margin, centred, the content view 10 pt before them, labels per style.
@Suite struct TableViewCellTests {
  func cell(
    _ style: TableViewCell.CellStyle = .default, accessory: TableViewCell.AccessoryType = .none
  ) -> TableViewCell {
    let cell = TableViewCell(style: style, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
    cell.accessoryType = accessory
    return cell
  }

  @Test(arguments: [
    (
      TableViewCell.AccessoryType.disclosureIndicator, CGRect(x: 351, y: 15.5, width: 8, height: 13)
    ),
    (.checkmark, CGRect(x: 345, y: 16.5, width: 14, height: 11)),
    (.detailButton, CGRect(x: 337, y: 11, width: 22, height: 22)),
    (.detailDisclosureButton, CGRect(x: 317, y: 11, width: 42, height: 22)),
  ])
  func accessoriesSitAtTheTrailingMargin(type: TableViewCell.AccessoryType, frame: CGRect) throws {
    let cell = cell(accessory: type)
    cell.layoutIfNeeded()
    let accessory = try #require(cell.accessoryPart)
    #expect(accessory.frame == frame)
    #expect(accessory.isSwivelPart)
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: frame.minX - 10, height: 44))
  }

  @Test func theAccessoryIsDrawn() throws {
    let cell = cell(accessory: .checkmark)
    cell.layoutIfNeeded()
    let content = try #require(cell.accessoryPart).drawingContent()
    guard case .path(let draw) = try #require(content.first),
      case .stroke(let color, _) = draw.paint
    else {
      Issue.record("the checkmark is not a stroked path")
      return
    }
    #expect(color == .systemBlue)
    let chevron = self.cell(accessory: .disclosureIndicator)
    chevron.layoutIfNeeded()
    guard case .path(let chevronDraw) = try #require(chevron.accessoryPart?.drawingContent().first),
      case .stroke(let chevronColor, _) = chevronDraw.paint
    else {
      Issue.record("the chevron is not a stroked path")
      return
    }
    #expect(chevronColor == .tertiaryLabel)
  }

  @Test func anAccessoryViewKeepsItsSizeAndReplacesTheType() {
    let cell = cell(accessory: .disclosureIndicator)
    let toggle = Switch()
    cell.accessoryView = toggle
    cell.layoutIfNeeded()
    #expect(cell.accessoryPart == nil)
    #expect(toggle.superview === cell)
    // A switch is 51 × 31: at 375 − 16 − 51, (44 − 31) / 2.
    #expect(toggle.frame == CGRect(x: 308, y: 6.5, width: 51, height: 31))
    #expect(cell.contentView.frame.width == 298)
  }

  @Test func value1PutsTheDetailAgainstTheTrailingEdge() throws {
    let cell = cell(.value1)
    cell.textLabel?.text = "Wi-Fi"
    cell.detailTextLabel?.text = "Home"
    cell.layoutIfNeeded()
    let detail = try #require(cell.detailTextLabel)
    let width = detail.sizeThatFits(.zero).width
    #expect(detail.frame == CGRect(x: 359 - width, y: 0, width: width, height: 44))
    #expect(detail.textColor == .secondaryLabel)
    #expect(detail.font == .preferredFont(forTextStyle: .body))
    #expect(cell.textLabel?.frame.minX == 16)
    #expect(cell.textLabel?.frame.maxX == 359 - width - 8)
    #expect(detail.isSwivelPart && cell.contentView.isSwivelPart)
  }

  @Test func subtitleStacksTheTextsInTheMiddle() throws {
    let cell = cell(.subtitle)
    cell.textLabel?.text = "Anna"
    cell.detailTextLabel?.text = "See you at eight"
    cell.frame.size.height = 60
    cell.layoutIfNeeded()
    let text = try #require(cell.textLabel), detail = try #require(cell.detailTextLabel)
    #expect(detail.font == .systemFont(ofSize: 12))
    #expect(detail.frame.minY == text.frame.maxY)
    let total = text.frame.height + detail.frame.height
    #expect(abs(text.frame.minY - (60 - total) / 2) <= 0.25)
  }

  @Test func anImageMovesTheTextAndTheSeparator() throws {
    let source = TableTestSource(rows: [2])
    let table = source.makeTable()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    cell.imageView?.image = Image(bitmap: Bitmap(width: 60, height: 60), scale: 2)
    cell.setNeedsLayout()
    cell.layoutIfNeeded()
    // A 30-pt image at the margin, centred in the 43.5-pt content view; text 16 pt after it.
    #expect(cell.imageView?.frame == CGRect(x: 16, y: 7, width: 30, height: 30))
    #expect(cell.textLabel?.frame.minX == 62)
    #expect(cell.separatorInset.left == 62)
    #expect(cell.separatorPart.frame == CGRect(x: 62, y: 43.5, width: 313, height: 0.5))
  }

  @Test func reuseClearsTheSelection() {
    let cell = cell()
    cell.setSelected(true, animated: false)
    cell.isHighlighted = true
    cell.prepareForReuse()
    #expect(!cell.isSelected && !cell.isHighlighted)
  }

  @Test func selectionStyleNoneShowsNoGrey() {
    let cell = cell()
    cell.selectionStyle = .none
    cell.isSelected = true
    cell.layoutIfNeeded()
    #expect(cell.selectionPart.isHidden)
  }
}
