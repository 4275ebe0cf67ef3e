// A conversation list in the style of frame-layout chat apps: a custom cell that lays out an
// avatar, a name, a time and a wrapping message with frames in layoutSubviews; the table asks
// the cell class for each row's height, measured with `boundingRect(with:options:attributes:
// context:)`; the list opens scrolled to a given message. Modelled on the frame-based message
// cells of open-source chat samples that size rows in heightForRowAt (the pattern of
// "UITableView without Auto Layout" write-ups); rewritten, the UIKit shapes kept.
import SwivelUIKit  // SWIVEL: `import UIKit` on iOS.

struct Message {
  let author: String
  let time: String
  let text: String
}

final class MessageCell: UITableViewCell {
  static let identifier = "MessageCell"
  static let padding: CGFloat = 12
  static let avatarSize: CGFloat = 40
  static let nameFont = UIFont.boldSystemFont(ofSize: 15)
  static let textFont = UIFont.systemFont(ofSize: 15)

  let avatarView = UIView()
  let initialsLabel = UILabel()
  let nameLabel = UILabel()
  let timeLabel = UILabel()
  let messageLabel = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    avatarView.layer.cornerRadius = MessageCell.avatarSize / 2
    avatarView.clipsToBounds = true
    initialsLabel.font = UIFont.boldSystemFont(ofSize: 16)
    initialsLabel.textColor = .white
    initialsLabel.textAlignment = .center
    avatarView.addSubview(initialsLabel)
    nameLabel.font = MessageCell.nameFont
    timeLabel.font = UIFont.systemFont(ofSize: 13)
    timeLabel.textColor = .secondaryLabel
    timeLabel.textAlignment = .right
    messageLabel.font = MessageCell.textFont
    messageLabel.numberOfLines = 0
    [avatarView, nameLabel, timeLabel, messageLabel].forEach { contentView.addSubview($0) }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func configure(with message: Message, index: Int) {
    nameLabel.text = message.author
    timeLabel.text = message.time
    messageLabel.text = message.text
    initialsLabel.text = String(message.author.prefix(1))
    let hues: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPurple, .systemPink]
    avatarView.backgroundColor = hues[index % hues.count]
    setNeedsLayout()
  }

  static func textWidth(in width: CGFloat) -> CGFloat {
    return width - 3 * padding - avatarSize
  }

  static func height(for message: Message, width: CGFloat) -> CGFloat {
    let text = message.text.boundingRect(
      with: CGSize(width: textWidth(in: width), height: .greatestFiniteMagnitude),
      options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: [.font: textFont],
      context: nil)
    let content = ceil(nameFont.lineHeight) + 2 + ceil(text.height)
    return max(avatarSize, content) + 2 * padding
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let p = MessageCell.padding
    let size = MessageCell.avatarSize
    avatarView.frame = CGRect(x: p, y: p, width: size, height: size)
    initialsLabel.frame = avatarView.bounds
    let x = avatarView.frame.maxX + p
    let width = contentView.bounds.width - x - p
    timeLabel.frame = CGRect(
      x: x, y: p, width: width, height: ceil(MessageCell.nameFont.lineHeight))
    nameLabel.frame = CGRect(
      x: x, y: p, width: width - 60, height: ceil(MessageCell.nameFont.lineHeight))
    let textHeight = contentView.bounds.height - nameLabel.frame.maxY - 2 - p
    messageLabel.frame = CGRect(x: x, y: nameLabel.frame.maxY + 2, width: width, height: textHeight)
  }
}

final class MessagesViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  let tableView = UITableView(frame: .zero, style: .plain)
  let messages: [Message]
  let initialRow: Int

  init(count: Int = 200, initialRow: Int = 100) {
    let authors = ["Ana", "Ben", "Chloé", "Dmitri", "Eve"]
    let lines = [
      "On my way!",
      "Can we move the review to Thursday? The build farm is down until tomorrow morning.",
      "👍",
      "I pushed the fix for the rotation bug; the landscape screenshots look right now.",
      "Lunch?",
      "The new table cells measure themselves with boundingRect, so every row is as tall as its text.",
    ]
    var messages: [Message] = []
    for index in 0..<count {
      let hour: Int = 9 + (index / 60) % 10
      let minute: Int = index % 60
      let text: String = "#\(index) " + lines[index % lines.count]
      messages.append(
        Message(
          author: authors[index % authors.count], time: String(format: "%d:%02d", hour, minute),
          text: text))
    }
    self.messages = messages
    self.initialRow = initialRow
    super.init(nibName: nil, bundle: nil)
    title = "Messages"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView.register(MessageCell.self, forCellReuseIdentifier: MessageCell.identifier)
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    tableView.layoutIfNeeded()
    tableView.scrollToRow(at: IndexPath(row: initialRow, section: 0), at: .middle, animated: false)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return messages.count
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    return MessageCell.height(for: messages[indexPath.row], width: tableView.bounds.width)
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: MessageCell.identifier, for: indexPath)
      as! MessageCell
    cell.configure(with: messages[indexPath.row], index: indexPath.row)
    return cell
  }
}
