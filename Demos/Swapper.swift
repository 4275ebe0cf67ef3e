/// The views both Swapper variants swap between: each a coloured full-screen view with a
/// centred label.
public final class SwapperViews {
  /// Shown in portrait: identifier `portraitView`, label "Portrait View".
  public let portraitView = View()
  /// Shown in landscape: identifier `landscapeView`, label "Landscape View".
  public let landscapeView = View()

  init() {
    configure(
      portraitView, id: "portraitView", title: "Portrait View", color: Color(hex: "#FFD60A")!)
    configure(
      landscapeView, id: "landscapeView", title: "Landscape View", color: Color(hex: "#64D2FF")!)
  }

  private func configure(_ view: View, id: String, title: String, color: Color) {
    view.identifier = id
    view.backgroundColor = color
    let label = Label()
    label.text = title
    label.font = .boldSystemFont(ofSize: 28)
    label.textAlignment = .center
    view.addSubview(label)
  }

  /// Centres each view's label in that view's bounds.
  func layOutLabels() {
    for view in [portraitView, landscapeView] {
      guard let label = view.subviews.first as? Label else { continue }
      let size = label.sizeThatFits(.zero)
      label.frame = CGRect(
        x: ((view.bounds.width - size.width) / 2).rounded(.down),
        y: ((view.bounds.height - size.height) / 2).rounded(.down), width: size.width,
        height: size.height)
    }
  }
}

/// The seed's "Swapping Views on Rotation" (iOS 7, legacy model): in `didRotate(from:)` save
/// the bounds, swap `view`, set the rotation UIKit itself would put on the root view (+90° for
/// landscapeRight, −90° for landscapeLeft, none in portrait) and restore the bounds.
public final class SwapperViewController: ViewController {
  /// The two views.
  public let views = SwapperViews()

  /// All but upside down.
  public override var supportedInterfaceOrientations: InterfaceOrientationMask { .allButUpsideDown }

  public override func loadView() {
    view = views.portraitView
  }

  public override func didRotate(from orientation: InterfaceOrientation) {
    let bounds = view.bounds
    switch interfaceOrientation {
    case .landscapeRight:
      view = views.landscapeView
      view.transform = CGAffineTransform(rotationAngle: 3.1415926 / 180 * 90)
    case .landscapeLeft:
      view = views.landscapeView
      view.transform = CGAffineTransform(rotationAngle: 3.1415926 / 180 * -90)
    default:
      view = views.portraitView
      view.transform = CGAffineTransform(rotationAngle: 0)
    }
    view.bounds = bounds
  }

  public override func updateInterface() {
    views.layOutLabels()
  }
}

/// The iOS 8+ Swapper (modern model): the window's coordinate space turns, so the views are
/// swapped in `viewWillTransition(to:)` with no transform, by the shape of the new size.
public final class ModernSwapperViewController: ViewController {
  /// The two views.
  public let views = SwapperViews()

  /// All but upside down.
  public override var supportedInterfaceOrientations: InterfaceOrientationMask { .allButUpsideDown }

  public override func loadView() {
    view = views.portraitView
  }

  public override func viewWillTransition(to size: CGSize) {
    view = size.width > size.height ? views.landscapeView : views.portraitView
  }

  public override func updateInterface() {
    views.layOutLabels()
  }
}
