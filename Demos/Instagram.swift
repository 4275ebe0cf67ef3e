/// The seed's adaptive Instagram-style post, with every pin against the controller's view
/// itself (not its safe area), as in the seed: a header (60 pt high, across the top), a square
/// picture with its left edge on the view, the author row (50 pt high, on the header's
/// bottom) and the likes.
///
/// The seed predates the status bar overlapping content: here, where the status bar covers
/// the top of the view (portrait, iPad), the header grows by the safe area's top inset so that
/// its 60-pt bar sits below the status bar, the way a navigation bar extends under it. In
/// landscape on a phone the status bar is hidden and the header is exactly 60 pt.
///
/// - Portrait: the author row at full width, the picture under it at full width, the likes
///   5 pt under the picture at full width.
/// - Landscape: the picture from the header's bottom to the view's bottom, the author row and
///   the likes to its right, no wider than the picture.
public final class InstagramViewController: ViewController {
  /// The title bar, identifier `headerView`.
  public let headerView = View()
  /// The photo, identifier `pictureView`: a generated sunset filling a square.
  public let pictureView = ImageView(image: DemoArt.sunset)
  /// The author row, identifier `authorView`: an avatar and a name.
  public let authorView = View()
  /// The likes line, identifier `likesView`.
  public let likesView = Label()

  private let titleLabel = Label()
  private let avatarView = View()
  private let nameLabel = Label()

  /// The header's height.
  public static let headerHeight: CGFloat = 60
  /// The author row's height.
  public static let authorHeight: CGFloat = 50
  /// The likes line's height.
  public static let likesHeight: CGFloat = 30
  /// The space between the picture and the likes in portrait.
  public static let likesSpacing: CGFloat = 5

  public override func viewDidLoad() {
    view.backgroundColor = .systemBackground

    headerView.identifier = "headerView"
    // Instagram's light header; in dark mode the grouped-content greys (#1C1C1E, #38383A).
    headerView.backgroundColor = Color(
      light: Color(hex: "#F7F7F7")!, dark: .secondarySystemBackground)
    headerView.borderColor = Color(light: Color(hex: "#DBDBDB")!, dark: .opaqueSeparator)
    headerView.borderWidth = 1
    titleLabel.text = "Swivelgram"
    titleLabel.font = .boldSystemFont(ofSize: 20)
    titleLabel.textAlignment = .center
    headerView.addSubview(titleLabel)

    pictureView.identifier = "pictureView"
    pictureView.contentMode = .scaleAspectFill
    pictureView.clipsToBounds = true

    authorView.identifier = "authorView"
    avatarView.backgroundColor = Color(hex: "#C13584")
    avatarView.cornerRadius = 16
    nameLabel.text = "sunset_watcher"
    nameLabel.font = .boldSystemFont(ofSize: 15)
    authorView.addSubview(avatarView)
    authorView.addSubview(nameLabel)

    likesView.identifier = "likesView"
    likesView.text = "♥ 128 likes"
    likesView.font = .systemFont(ofSize: 15)

    for subview in [headerView, authorView, pictureView, likesView] {
      view.addSubview(subview)
    }
  }

  /// Portrait or landscape, decided by the view's shape.
  public override func updateInterface() {
    let statusBarInset = view.safeAreaInsets.top
    headerView.pin.top().left().right().height(statusBarInset + Self.headerHeight)
    if view.bounds.width > view.bounds.height {
      pictureView.pin.left().below(of: headerView).bottom().aspectRatio(1)
      authorView.pin.below(of: headerView).after(of: pictureView).right()
        .maxWidth(pictureView.frame.width).height(Self.authorHeight)
      likesView.pin.below(of: authorView).after(of: pictureView).right().marginLeft(12)
        .maxWidth(pictureView.frame.width - 12).height(Self.likesHeight)
    } else {
      authorView.pin.below(of: headerView).left().right().height(Self.authorHeight)
      pictureView.pin.below(of: authorView).left().right().aspectRatio(1)
      likesView.pin.below(of: pictureView).marginTop(Self.likesSpacing).left(12).right()
        .height(Self.likesHeight)
    }
    titleLabel.pin.top(statusBarInset).left().right().bottom()
    avatarView.pin.left(12).vCenter().size(CGSize(width: 32, height: 32))
    nameLabel.pin.after(of: avatarView).marginLeft(10).right(12).vCenter().height(20)
  }
}
