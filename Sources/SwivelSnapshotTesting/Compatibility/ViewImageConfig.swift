/// A screen to snapshot a controller on: its size, safe area and traits, under
/// swift-snapshot-testing's name (`.image(on: .iPhoneSe)`, `.image(on: .iPadMini(.landscape(splitView:
/// .oneThird)))`). The presets are rows of one table (an internal `SnapshotScreen`); landscape values are
/// derived from portrait ones.
///
/// A controller snapshotted on a configuration is launched on a screen of `size` with the
/// safe area `safeArea` and the traits `traits`, without a status bar drawn, as the library
/// does on iOS. Its images come at the traits' `displayScale`, or at
/// ``ViewImageConfig/hostScreenScale`` when the traits leave it unspecified.
public struct ViewImageConfig: Sendable, Hashable {
  /// A phone's orientation (`.portrait`, `.landscape`).
  public enum Orientation: Sendable, Hashable {
    /// Wider than tall.
    case landscape
    /// Taller than wide.
    case portrait
  }

  /// An iPad's orientation with the app's share of a Split View.
  public enum TabletOrientation: Sendable, Hashable {
    /// The app's share of a portrait Split View.
    public enum PortraitSplits: Sendable, Hashable {
      /// The narrow side.
      case oneThird
      /// The wide side.
      case twoThirds
      /// The whole screen.
      case full
    }

    /// The app's share of a landscape Split View.
    public enum LandscapeSplits: Sendable, Hashable {
      /// The narrow side.
      case oneThird
      /// Half the screen.
      case oneHalf
      /// The wide side.
      case twoThirds
      /// The whole screen.
      case full
    }

    /// Landscape, with the app's share of the screen.
    case landscape(splitView: LandscapeSplits)
    /// Portrait, with the app's share of the screen.
    case portrait(splitView: PortraitSplits)
  }

  /// The safe-area insets of the controller's view.
  public var safeArea: EdgeInsets
  /// The screen's size in points; nil keeps the controller view's own size.
  public var size: CGSize?
  /// The traits the controller receives (merged over the screen's).
  public var traits: TraitCollection

  /// Creates a configuration.
  public init(safeArea: EdgeInsets = .zero, size: CGSize? = nil, traits: TraitCollection = .init())
  {
    self.safeArea = safeArea
    self.size = size
    self.traits = traits
  }

  /// The scale of the images when the traits specify none: 3, the screen scale of the iOS
  /// simulators swift-snapshot-testing's reference images are recorded on (an iPad preset's
  /// reference is 3× too, since the library renders at the host's scale, not the preset's).
  /// Pass `traits: .init(displayScale: 2)` for another.
  public static let hostScreenScale: CGFloat = 3
}
