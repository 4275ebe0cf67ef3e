import Foundation

/// A profile screen of the kind every app has: a gradient header, a round avatar loaded from
/// the package's bundled PNG with a white ring and a soft shadow, a name and an attributed
/// subtitle, three stat cards in a horizontal stack view (continuous corners and shadows) and a
/// short attributed bio, all in a scroll view. Portrait puts the header across the top;
/// landscape puts it down the leading side with the content beside it.
public final class ProfileViewController: ViewController {
  /// The scroll view that holds the content, identifier `profileScroll`.
  public let scrollView = ScrollView()
  /// The header's gradient, identifier `header`.
  public let header = GradientView()
  /// Holds the avatar's shadow and ring (a layer with a shadow cannot clip), identifier
  /// `avatarFrame`.
  public let avatarFrame = View()
  /// The avatar, clipped to a circle, identifier `avatar`.
  public let avatar = ImageView(image: ProfileViewController.avatarImage)
  /// The name.
  public let nameLabel = Label()
  /// "Frame-layout engineer · Swivel", the product name in the tint colour and underlined;
  /// shrinks to fit a narrow column.
  public let subtitleLabel = Label()
  /// The stat cards' stack view, identifier `stats`.
  public let statsStack = StackView()
  /// The bio, several lines with a struck-through phrase and a bold one.
  public let bioLabel = Label()

  /// The avatar's diameter.
  public static let avatarSize: CGFloat = 96
  /// The header's height in portrait, under the safe area's top.
  public static let headerHeight: CGFloat = 120
  /// The side column's width in landscape.
  public static let sideColumnWidth: CGFloat = 220

  /// The bundled avatar (`Demos/Resources/avatar@3x.png`: 300 × 300 px, 100 × 100 pt), or nil
  /// when the resource bundle cannot be found.
  public static var avatarImage: Image? {
    Image(named: "avatar", in: .module, scale: 3)
  }

  public override func viewDidLoad() {
    view.backgroundColor = .systemGroupedBackground
    scrollView.identifier = "profileScroll"
    scrollView.contentInsetAdjustmentBehavior = .never
    view.addSubview(scrollView)

    header.identifier = "header"
    header.colors = [.systemIndigo, .systemTeal]
    header.startPoint = CGPoint(x: 0, y: 0)
    header.endPoint = CGPoint(x: 1, y: 1)
    scrollView.addSubview(header)

    avatarFrame.identifier = "avatarFrame"
    avatarFrame.backgroundColor = .white
    avatarFrame.layer.cornerRadius = Self.avatarSize / 2 + 4
    avatarFrame.layer.shadowColor = .black
    avatarFrame.layer.shadowOpacity = 0.25
    avatarFrame.layer.shadowOffset = CGSize(width: 0, height: 4)
    avatarFrame.layer.shadowRadius = 8
    scrollView.addSubview(avatarFrame)
    avatar.identifier = "avatar"
    avatar.contentMode = .scaleAspectFill
    avatar.layer.cornerRadius = Self.avatarSize / 2
    avatar.layer.masksToBounds = true
    avatarFrame.addSubview(avatar)

    nameLabel.text = "Anna Appleseed"
    nameLabel.textAlignment = .center
    scrollView.addSubview(nameLabel)
    subtitleLabel.lineBreakMode = .byTruncatingTail
    // The landscape column is narrower than the line: it shrinks, as far as UIKit lets it.
    subtitleLabel.adjustsFontSizeToFitWidth = true
    subtitleLabel.minimumScaleFactor = 0.75
    scrollView.addSubview(subtitleLabel)

    statsStack.identifier = "stats"
    statsStack.axis = .horizontal
    statsStack.distribution = .fillEqually
    statsStack.spacing = 12
    for (value, caption) in [("128", "Posts"), ("4.2K", "Followers"), ("312", "Following")] {
      statsStack.addArrangedSubview(Self.statCard(value: value, caption: caption))
    }
    scrollView.addSubview(statsStack)

    bioLabel.numberOfLines = 0
    scrollView.addSubview(bioLabel)
  }

  /// The content size category the text was last styled for.
  private var styledCategory: ContentSizeCategory?

  /// The name, subtitle and bio in their text styles at the content size category of `traits`
  /// (Dynamic Type): title 1 bold, subheadline, body. Attributed text keeps the fonts it was
  /// given, so the strings are rebuilt when the category changes, as in UIKit.
  private func styleText(for traits: TraitCollection) {
    func font(_ style: Font.TextStyle, weight: Font.Weight = .regular) -> Font {
      let preferred = Font.preferredFont(forTextStyle: style, compatibleWith: traits)
      return weight == .regular
        ? preferred : .systemFont(ofSize: preferred.pointSize, weight: weight)
    }
    nameLabel.font = font(.title1, weight: .bold)
    var subtitle = AttributedText(
      "Frame-layout engineer · ",
      attributes: TextAttributes(font: font(.subheadline), foregroundColor: .secondaryLabel))
    subtitle.append(
      AttributedText(
        "Swivel",
        attributes: TextAttributes(
          font: font(.subheadline, weight: .semibold), foregroundColor: .systemBlue,
          underlineStyle: .single)))
    subtitleLabel.attributedText = subtitle
    subtitleLabel.textAlignment = .center
    subtitleLabel.lineBreakMode = .byTruncatingTail

    let body = TextAttributes(font: font(.body), foregroundColor: .label)
    var bio = AttributedText("Lays out screens ", attributes: body)
    bio.append(
      AttributedText(
        "with constraints",
        attributes: body.merging(
          TextAttributes(foregroundColor: .secondaryLabel, strikethroughStyle: .single))))
    bio.append(
      AttributedText(
        " in plain frame math, and tests every one of them on Linux in ", attributes: body))
    bio.append(
      AttributedText(
        "milliseconds", attributes: body.merging(TextAttributes(font: font(.body, weight: .bold)))))
    bio.append(AttributedText(".", attributes: body))
    bio.addAttributes(
      TextAttributes(paragraphStyle: ParagraphStyle(lineSpacing: 4)), range: 0..<bio.length)
    bioLabel.attributedText = bio
    // At the accessibility sizes the subtitle wraps rather than truncating, as Apple's Dynamic
    // Type guidance asks; the name, one word too long for the landscape column, shrinks.
    subtitleLabel.numberOfLines =
      traits.preferredContentSizeCategory.isAccessibilityCategory ? 0 : 1
    styledCategory = traits.preferredContentSizeCategory
  }

  /// A new text size restyles the text and lays the screen out again.
  public override func traitCollectionDidChange(_ previous: TraitCollection?) {
    super.traitCollectionDidChange(previous)
    if traitCollection.preferredContentSizeCategory != styledCategory { setNeedsUpdateInterface() }
  }

  /// One stat card: a rounded, shadowed tile with a bold number over a caption.
  private static func statCard(value: String, caption: String) -> View {
    let card = View()
    card.identifier = "stat" + caption
    card.backgroundColor = .secondarySystemGroupedBackground
    card.layer.cornerRadius = 12
    card.layer.cornerCurve = .continuous
    card.layer.shadowColor = .black
    card.layer.shadowOpacity = 0.12
    card.layer.shadowOffset = CGSize(width: 0, height: 2)
    card.layer.shadowRadius = 6
    // VoiceOver reads each card's number with its caption ("128", "Posts"), not the row of
    // numbers first.
    card.shouldGroupAccessibilityChildren = true
    let number = Label()
    number.text = value
    number.font = .systemFont(ofSize: 22, weight: .bold)
    number.textAlignment = .center
    let label = Label()
    label.text = caption
    label.font = .preferredFont(forTextStyle: .caption1)
    label.textColor = .secondaryLabel
    label.textAlignment = .center
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = 0.7
    number.adjustsFontSizeToFitWidth = true
    number.minimumScaleFactor = 0.8
    let column = StackView(arrangedSubviews: [number, label])
    column.axis = .vertical
    column.spacing = 2
    column.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    column.frame = CGRect(x: 6, y: 14, width: 88, height: 44)
    card.frame = CGRect(x: 0, y: 0, width: 100, height: 72)
    card.addSubview(column)
    return card
  }

  /// Portrait: the header across the top (under the status bar too), the avatar straddling
  /// its bottom edge, everything else centred below. Landscape: the same column, narrower, down
  /// the leading side; the stats and the bio fill the rest. The content scrolls when it is
  /// taller than the screen.
  public override func updateInterface() {
    if traitCollection.preferredContentSizeCategory != styledCategory {
      styleText(for: traitCollection)
    }
    let bounds = view.bounds
    let safe = view.safeAreaInsets
    scrollView.frame = bounds
    let margin: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
    let landscape = bounds.width > bounds.height
    // The identity column: across the width in portrait, a side column in landscape.
    let columnLeft = safe.left + margin
    let columnWidth =
      landscape ? Self.sideColumnWidth : bounds.width - safe.left - safe.right - 2 * margin
    let headerHeight = safe.top + (landscape ? 80 : Self.headerHeight)
    header.frame = CGRect(
      x: 0, y: 0, width: landscape ? columnLeft + columnWidth + margin : bounds.width,
      height: headerHeight)
    let ring = Self.avatarSize + 8
    avatarFrame.frame = CGRect(
      x: columnLeft + ((columnWidth - ring) / 2).rounded(.down), y: headerHeight - ring / 2,
      width: ring, height: ring)
    avatar.frame = CGRect(x: 4, y: 4, width: Self.avatarSize, height: Self.avatarSize)
    let fitting = CGSize(width: columnWidth, height: .greatestFiniteMagnitude)
    nameLabel.adjustsFontSizeToFitWidth = true
    nameLabel.minimumScaleFactor = 0.5
    let nameHeight = nameLabel.sizeThatFits(fitting).height.rounded(.up)
    nameLabel.frame = CGRect(
      x: columnLeft, y: avatarFrame.frame.maxY + 12, width: columnWidth, height: nameHeight)
    let subtitleHeight = subtitleLabel.sizeThatFits(fitting).height.rounded(.up)
    subtitleLabel.frame = CGRect(
      x: columnLeft, y: nameLabel.frame.maxY + 2, width: columnWidth, height: subtitleHeight)
    // The stats and the bio: under the identity in portrait, beside it in landscape.
    let left = landscape ? header.frame.maxX + margin : columnLeft
    let right = bounds.width - safe.right - margin
    // Three equal cards of whole points (a stack view divides its width exactly, which would
    // put card edges between pixels).
    let statsWidth = ((right - left - 24) / 3).rounded(.down) * 3 + 24
    statsStack.frame = CGRect(
      x: left, y: landscape ? safe.top + 24 : subtitleLabel.frame.maxY + 24, width: statsWidth,
      height: 72)
    let bioSize = bioLabel.sizeThatFits(
      CGSize(width: right - left, height: .greatestFiniteMagnitude))
    bioLabel.frame = CGRect(
      x: left, y: statsStack.frame.maxY + 24, width: right - left, height: bioSize.height)
    let bottom = max(bioLabel.frame.maxY, subtitleLabel.frame.maxY) + 20 + safe.bottom
    scrollView.contentSize = CGSize(width: bounds.width, height: max(bottom, bounds.height))
    scrollView.contentOffset = .zero
  }
}
