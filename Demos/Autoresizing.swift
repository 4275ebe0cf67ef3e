/// UIKit's own frame-based answer to rotation: a screen designed once at 320 × 480 pt, as a
/// nib of the time was, whose views carry `autoresizingMask`s and nothing else. There is no
/// code in `updateInterface`: when the window resizes the root view (launch, rotation), every
/// view shares the change by its mask.
///
/// - The header stretches across the top (`flexibleWidth`, `flexibleBottomMargin`); its title
///   stays centred (`flexibleLeftMargin`, `flexibleRightMargin`), its Edit label pinned 48 pt
///   from the right (`flexibleLeftMargin`), clear of a notch's 44-pt landscape inset.
/// - The card keeps 20 pt under the header and 100 pt above the bottom, taking all the
///   extra height (`flexibleHeight`) and sharing the extra width with its side margins
///   (`flexibleLeftMargin`, `flexibleWidth`, `flexibleRightMargin`); its photo takes the
///   card's extra height (`flexibleHeight`), its caption stays at the bottom
///   (`flexibleTopMargin`).
/// - The button keeps its distance from the bottom (`flexibleTopMargin`) and grows sideways
///   in proportion to its margins.
public final class AutoresizingViewController: ViewController {
  /// The design canvas: the size the frames below are written for.
  public static let designSize = CGSize(width: 320, height: 480)

  /// The header, identifier `header`.
  public let header = View()
  /// The header's centred title, identifier `titleLabel`.
  public let titleLabel = Label()
  /// The header's right-hand label, identifier `editLabel`.
  public let editLabel = Label()
  /// The card, identifier `card`.
  public let card = View()
  /// The card's photo, identifier `photo`.
  public let photo = ImageView(image: DemoArt.sunset)
  /// The card's caption, identifier `caption`.
  public let caption = Label()
  /// The button near the bottom, identifier `shareButton`.
  public let shareButton = Button(type: .roundedRect)

  /// The root view starts at the design size, so the masks measure from it.
  public override func loadView() {
    view = View(frame: CGRect(origin: .zero, size: Self.designSize))
  }

  public override func viewDidLoad() {
    view.backgroundColor = .systemGroupedBackground

    add(
      header, "header", CGRect(x: 0, y: 0, width: 320, height: 100),
      [.flexibleWidth, .flexibleBottomMargin], to: view)
    header.backgroundColor = .systemBlue
    add(
      titleLabel, "titleLabel", CGRect(x: 88, y: 56, width: 144, height: 30),
      [.flexibleLeftMargin, .flexibleRightMargin], to: header)
    titleLabel.text = "Autoresizing"
    titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
    titleLabel.textColor = .white
    titleLabel.textAlignment = .center
    add(
      editLabel, "editLabel", CGRect(x: 232, y: 56, width: 40, height: 30), [.flexibleLeftMargin],
      to: header)
    editLabel.text = "Edit"
    editLabel.textColor = .white
    editLabel.textAlignment = .right

    add(
      card, "card", CGRect(x: 48, y: 120, width: 224, height: 260),
      [
        .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleHeight,
      ], to: view)
    card.backgroundColor = .white
    card.cornerRadius = 10
    card.clipsToBounds = true
    add(
      photo, "photo", CGRect(x: 0, y: 0, width: 224, height: 210),
      [.flexibleWidth, .flexibleHeight], to: card)
    photo.contentMode = .scaleAspectFill
    photo.clipsToBounds = true
    add(
      caption, "caption", CGRect(x: 12, y: 218, width: 200, height: 34),
      [.flexibleWidth, .flexibleTopMargin], to: card)
    caption.text = "Sunset, no layout code"
    caption.textColor = .secondaryLabel

    add(
      shareButton, "shareButton", CGRect(x: 60, y: 396, width: 200, height: 44),
      [
        .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin,
      ], to: view)
    shareButton.setTitle("Share", for: .normal)
  }

  private func add(
    _ subview: View, _ identifier: String, _ frame: CGRect, _ mask: View.AutoresizingMask,
    to parent: View
  ) {
    subview.identifier = identifier
    subview.frame = frame
    subview.autoresizingMask = mask
    parent.addSubview(subview)
  }
}
