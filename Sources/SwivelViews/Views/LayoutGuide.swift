/// A rectangle in a view's coordinates that layout code lines content up with
/// (`UILayoutGuide`), such as ``View/safeAreaLayoutGuide``, ``View/layoutMarginsGuide`` and
/// ``View/readableContentGuide``.
///
/// The guide reads its view's current geometry each time, so one kept from earlier stays
/// right after a rotation:
///
/// ```swift
/// let column = view.readableContentGuide
/// text.frame = column.layoutFrame
/// ```
public final class LayoutGuide {
  /// Which rectangle of its view a guide follows.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// The bounds inset by the safe area.
    case safeArea
    /// The bounds inset by the layout margins.
    case layoutMargins
    /// The layout margins narrowed to a readable line length.
    case readableContent
  }

  /// The view whose geometry the guide follows, unretained (`UILayoutGuide.owningView`).
  public private(set) weak var owningView: View?

  /// The rectangle the guide follows.
  public let kind: Kind

  /// A name for debugging (`UILayoutGuide.identifier`).
  public var identifier: String

  init(kind: Kind, owningView: View) {
    self.kind = kind
    self.owningView = owningView
    identifier = "UIView\(kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst())Guide"
  }

  /// The guide's rectangle in its view's bounds coordinates (`UILayoutGuide.layoutFrame`);
  /// `.zero` once the view is gone.
  public var layoutFrame: CGRect {
    guard let view = owningView else { return .zero }
    switch kind {
    case .safeArea: return view.safeAreaFrame
    case .layoutMargins: return view.layoutMarginsFrame
    case .readableContent: return view.readableContentFrame
    }
  }
}

extension View {
  /// The part of the view not covered by bars and the screen's unsafe edges
  /// (`UIView.safeAreaLayoutGuide`): the bounds inset by ``safeAreaInsets``.
  public var safeAreaLayoutGuide: LayoutGuide { LayoutGuide(kind: .safeArea, owningView: self) }

  /// The view's margins (`UIView.layoutMarginsGuide`): the bounds inset by
  /// ``layoutMargins``.
  public var layoutMarginsGuide: LayoutGuide { LayoutGuide(kind: .layoutMargins, owningView: self) }

  /// A column whose lines stay readable (`UIView.readableContentGuide`): the
  /// ``layoutMarginsGuide`` narrowed, equally on both sides, to at most the readable width
  /// (672 pt at the default Large text size).
  public var readableContentGuide: LayoutGuide {
    LayoutGuide(kind: .readableContent, owningView: self)
  }

  /// The rectangle of ``readableContentGuide``.
  public var readableContentFrame: CGRect {
    var frame = layoutMarginsFrame
    let readable = readableContentWidth
    if frame.width > readable {
      frame.origin.x += (frame.width - readable) / 2
      frame.size.width = readable
    }
    return frame
  }

  /// The readable line length for the view's text size, in points.
  ///
  /// UIKit widens the readable column with the content size category, but Apple publishes no
  /// table of the widths, so every text size uses the default Large category's 672 pt
  /// (``ReadableContentWidth/large``), the one width measured.
  var readableContentWidth: CGFloat { ReadableContentWidth.large }
}

/// Widths of UIKit's readable content column (`readableContentGuide`) by text size.
public enum ReadableContentWidth {
  /// The readable width at the default Large content size category: 672 pt (measured on an
  /// iPad in landscape: a 672-pt column inset 176 pt from each side of 1024 pt).
  public static let large: CGFloat = 672
}
