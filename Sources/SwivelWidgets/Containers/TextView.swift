/// A scrollable, multi-line block of text (`UITextView`).
///
/// The text is laid out as UIKit lays out a text view's: inside ``textContainerInset`` (8 pt
/// above and below by default) and the container's ``TextContainer/lineFragmentPadding`` (5 pt
/// at each side), top-aligned, wrapped at the width, in ``font`` (the 12-pt system font when
/// nil, where UIKit uses 12-pt Helvetica). ``ScrollView/contentSize`` is the text's height with the
/// insets, so a long text scrolls; with ``ScrollView/isScrollEnabled`` off, the view's
/// intrinsic height is the text's, as in UIKit. A still render never shows the view editing:
/// ``isEditable`` and the inherited `delegate`, which takes a ``TextViewDelegate`` as UIKit's
/// does, are kept so that code written for iOS compiles and reads them.
open class TextView: ScrollView {
  /// The text (`text`); empty by default, never nil when read, as in UIKit.
  open var text: String! {
    get { textLabel.text ?? "" }
    set {
      textLabel.text = newValue ?? ""
      textDidChange()
    }
  }

  /// The font (`font`); nil by default, drawn as the 12-pt system font.
  open var font: Font? {
    didSet {
      textLabel.font = font ?? TextView.defaultFont
      textDidChange()
    }
  }

  /// The text colour (`textColor`); nil by default, drawn in `.label`.
  open var textColor: Color? {
    didSet { textLabel.textColor = textColor ?? .label }
  }

  /// The styled text (`attributedText`), drawn as a ``Label`` draws its attributed text; see
  /// ``Label/attributedText``.
  open var attributedText: AttributedText? {
    get { textLabel.attributedText }
    set {
      textLabel.attributedText = newValue
      textDidChange()
    }
  }

  /// The lines' alignment (`textAlignment`); `.natural`.
  open var textAlignment: TextAlignment {
    get { textLabel.textAlignment }
    set { textLabel.textAlignment = newValue }
  }

  /// Space between the view's edges and the text container (`textContainerInset`); 8 pt above
  /// and below, none at the sides.
  open var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { textDidChange() }
  }

  /// The area the text is laid out in (`textContainer`): its padding at each side of a line.
  public let textContainer = TextContainer()

  /// Whether the text can be edited (`isEditable`); true. Kept: a still render shows no
  /// editing.
  open var isEditable = true
  /// Whether the text can be selected (`isSelectable`); true. Kept.
  open var isSelectable = true
  /// How the keyboard would be set up (`UITextInputTraits`), as for a ``TextField``.
  public var inputTraits = TextInputTraits()
  /// The label the text is drawn with.
  let textLabel = Label()

  /// The font a text view with no ``font`` draws with.
  static let defaultFont = Font.systemFont(ofSize: 12)

  /// Creates a text view: white (`.systemBackground`), empty, clipping its content.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    textLabel.numberOfLines = 0
    textLabel.lineBreakMode = .byWordWrapping
    textLabel.font = TextView.defaultFont
    textLabel.textColor = .label
    textLabel.text = ""
    textContainer.owner = self
    addPart(textLabel)
  }

  /// Swivel reads no archives: fails (returns nil), as `View.init(coder:)` does.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The width lines wrap at when the view is `width` wide.
  private func lineWidth(in width: CGFloat) -> CGFloat {
    max(
      0,
      width - textContainerInset.left - textContainerInset.right - 2
        * textContainer.lineFragmentPadding)
  }

  /// The height of the text wrapped at `width`, rounded up to whole points (zero when empty).
  private func textHeight(lineWidth width: CGFloat) -> CGFloat {
    guard !(textLabel.text ?? "").isEmpty else { return 0 }
    return textLabel.sizeThatFits(CGSize(width: max(width, 1), height: 0)).height
  }

  /// The view `size.width` wide and as tall as its text with the insets (`sizeThatFits(_:)`);
  /// an empty text view is one line of its font tall, as in UIKit.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = size.width > 0 ? size.width : bounds.width
    let text = textHeight(lineWidth: lineWidth(in: width))
    let lines = text > 0 ? text : (font ?? TextView.defaultFont).lineHeight.rounded(.up)
    return CGSize(width: width, height: textContainerInset.top + lines + textContainerInset.bottom)
  }

  /// With scrolling off, the height of the text at the current width; with it on, none
  /// (`UIView.noIntrinsicMetric`), as in UIKit.
  open override var intrinsicContentSize: CGSize {
    guard !isScrollEnabled else {
      return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }
    return CGSize(
      width: View.noIntrinsicMetric,
      height: sizeThatFits(CGSize(width: bounds.width, height: 0)).height)
  }

  /// Lays the text out from the top left of the container and sets ``ScrollView/contentSize`` to it.
  open override func layoutSubviews() {
    let width = lineWidth(in: bounds.width)
    let height = textHeight(lineWidth: width)
    textLabel.frame = CGRect(
      x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top,
      width: width,
      height: height)
    contentSize = CGSize(
      width: bounds.width, height: textContainerInset.top + height + textContainerInset.bottom)
    super.layoutSubviews()
  }

  /// The text, its font or insets changed: lay out again.
  func textDidChange() {
    setNeedsLayout()
    invalidateIntrinsicContentSize()
  }
}

/// The area a ``TextView`` lays its text out in (`NSTextContainer`).
public final class TextContainer {
  /// Space at each end of every line (`lineFragmentPadding`); 5 pt, as in UIKit.
  public var lineFragmentPadding: CGFloat = 5 {
    didSet { owner?.textDidChange() }
  }

  /// The text view whose text it holds.
  weak var owner: TextView?

  /// Creates a container with UIKit's padding.
  public init() {}
}

/// What a ``TextView`` tells of edits (`UITextViewDelegate`), a scroll view delegate as in
/// UIKit; every method is optional. A still render makes no edits, so Swivel calls none of
/// these itself.
public protocol TextViewDelegate: ScrollViewDelegate {
  /// The text changed (`textViewDidChange(_:)`).
  func textViewDidChange(_ textView: TextView)
  /// Editing began (`textViewDidBeginEditing(_:)`).
  func textViewDidBeginEditing(_ textView: TextView)
  /// Editing ended (`textViewDidEndEditing(_:)`).
  func textViewDidEndEditing(_ textView: TextView)
}

extension TextViewDelegate {
  /// Does nothing.
  public func textViewDidChange(_ textView: TextView) {}
  /// Does nothing.
  public func textViewDidBeginEditing(_ textView: TextView) {}
  /// Does nothing.
  public func textViewDidEndEditing(_ textView: TextView) {}
}

extension TextView {
  /// ``attributedText`` under another name, for SwivelUIKit, whose `attributedText` is
  /// Foundation's `NSAttributedString` and hides this one in files that import it.
  @_spi(UIKitNames) public var styledText: AttributedText? {
    get { attributedText }
    set { attributedText = newValue }
  }
}
