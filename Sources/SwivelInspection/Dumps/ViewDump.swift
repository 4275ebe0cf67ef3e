import SwivelSupport

/// A snapshot of one view's geometry and look, with its subviews: what `View.dump()` returns
/// and what the JSON and text dumps print. All numbers are in points.
public struct ViewDump: Sendable, Equatable {
  /// The class name (`Label`).
  public var type: String
  /// The view's `View.identifier`.
  public var identifier: String?
  /// A label's text or a button's title, as the app set it.
  public var text: String?
  /// What is drawn for ``text`` when it differs from it: the text rewritten by the window's
  /// pseudo-locale (`TraitCollection.pseudoLocale`), such as `[Śéţţîñĝš one]` for
  /// `Settings`; nil when the view draws its text as set (no pseudo-locale, or no text).
  public var displayedText: String?
  /// `frame`, in the superview's coordinates.
  public var frame: CGRect
  /// `bounds`.
  public var bounds: CGRect
  /// `center`, in the superview's coordinates.
  public var center: CGPoint
  /// `transform`.
  public var transform: CGAffineTransform
  /// The bounding box of the view in window (root) coordinates.
  public var windowFrame: CGRect
  /// `isHidden`.
  public var isHidden: Bool
  /// `alpha`.
  public var alpha: CGFloat
  /// `backgroundColor`.
  public var backgroundColor: Color?
  /// The font size of views that draw text.
  public var fontSize: CGFloat?
  /// Subviews, back to front.
  public var subviews: [ViewDump]
  /// How many subviews were left out because this view sits at ``maximumDepth``; 0 otherwise.
  public var omittedSubviewCount = 0
  /// The layer properties set to something other than Core Animation's defaults (corner mask
  /// and curve, shadow), or nil when all are at their defaults.
  public var layer: LayerDump?

  /// The deepest view a dump describes (the dumped view is depth 0). A dump is a tree of
  /// values built by recursion, and its text grows with the square of the depth (each line is
  /// indented by it); beyond this depth subviews are counted in ``omittedSubviewCount``
  /// instead of described, which the text and JSON dumps show.
  public static let maximumDepth = RenderNode.maximumDepth
}

extension View {
  /// The receiver's subtree as plain values (lay out first to dump settled frames). Views more
  /// than ``ViewDump/maximumDepth`` levels below the receiver are counted, not described (see
  /// ``ViewDump/omittedSubviewCount``).
  ///
  /// Colours are dumped as drawn: a dynamic colour (`Color.systemBackground`) shows its value
  /// for the view's appearance.
  public func dump() -> ViewDump {
    let parentIsDark = inheritedTraits.isDarkAppearance
    return dump(depth: 0, dark: parentIsDark)
  }

  private func dump(depth: Int, dark parentIsDark: Bool) -> ViewDump {
    let deeper = depth < ViewDump.maximumDepth
    let dark = isDark(inheriting: parentIsDark)
    let textView = self as? any TextShowing
    var dump = ViewDump(
      type: typeName, identifier: identifier, text: textView?.shownText, frame: frame,
      bounds: bounds,
      center: center, transform: transform, windowFrame: convert(bounds, to: nil),
      isHidden: isHidden, alpha: alpha, backgroundColor: backgroundColor?.resolved(isDark: dark),
      fontSize: textView?.shownTextFontSize,
      subviews: deeper ? subviewStorage.map { $0.dump(depth: depth + 1, dark: dark) } : [],
      omittedSubviewCount: deeper ? 0 : subviewStorage.count)
    dump.layer = layerStyleBox?.style.dump
    if let shown = textView?.drawnText, shown != dump.text { dump.displayedText = shown }
    return dump
  }

  /// An indented description of the subtree, one view a line (`recursiveDescription`); views
  /// beyond ``ViewDump/maximumDepth`` are summed up in one line:
  ///
  ///     <Window; frame = (0 0; 375 667)>
  ///        | <View; frame = (0 0; 375 667); backgroundColor = #FFFFFFFF>
  ///        |    | <Label#theLabel; frame = (147.5 323.5; 200 20); text = 'Welcome'>
  ///
  /// Under a pseudo-locale, a view that draws its text rewritten shows it after the app's:
  /// `text = 'Welcome'; displayedText = '[Ŵéļçöɱé one]'`.
  public var recursiveDescription: String {
    dump().textLines(depth: 0).joined(separator: "\n")
  }
}

extension ViewDump {
  func textLines(depth: Int) -> [String] {
    var fields = [
      "frame = (\(PlainNumber.text(frame.minX)) \(PlainNumber.text(frame.minY)); "
        + "\(PlainNumber.text(frame.width)) \(PlainNumber.text(frame.height)))"
    ]
    if bounds.origin != .zero {
      fields.append(
        "bounds = (\(PlainNumber.text(bounds.minX)) \(PlainNumber.text(bounds.minY)); "
          + "\(PlainNumber.text(bounds.width)) \(PlainNumber.text(bounds.height)))")
    }
    if transform != .identity {
      let entries = [
        transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty,
      ]
      fields.append("transform = [\(entries.map(PlainNumber.text).joined(separator: ", "))]")
    }
    if alpha != 1 { fields.append("alpha = \(PlainNumber.text(alpha))") }
    if isHidden { fields.append("hidden = YES") }
    if let backgroundColor { fields.append("backgroundColor = \(backgroundColor)") }
    if let text { fields.append("text = '\(text)'") }
    if let displayedText { fields.append("displayedText = '\(displayedText)'") }
    let name = View.debugName(type: type, identifier: identifier, index: nil)
    let prefix = String(repeating: "   | ", count: depth)
    var lines = [prefix + "<\(name); " + fields.joined(separator: "; ") + ">"]
    for subview in subviews { lines += subview.textLines(depth: depth + 1) }
    if omittedSubviewCount > 0 {
      lines.append(
        prefix
          + "   | … \(omittedSubviewCount) subview(s) deeper than \(ViewDump.maximumDepth) levels not shown"
      )
    }
    return lines
  }
}
