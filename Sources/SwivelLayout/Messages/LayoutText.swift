import SwivelSupport
import SwivelViews

/// How the layout helpers quote calls, values and views in warnings.
enum LayoutText {
  /// `20`, `-7.5`, `1.7777777777777777`: whole numbers without a decimal point. Counted as
  /// one unit of `WorkCounter`: a chain formats numbers only for the warnings it raises.
  static func number(_ value: CGFloat) -> String {
    WorkCounter.add(1)
    return PlainNumber.text(value)
  }

  /// `EdgeInsets(top: 20, left: 8, bottom: 0, right: 8)`.
  static func insets(_ insets: EdgeInsets) -> String {
    "EdgeInsets(top: \(number(insets.top)), left: \(number(insets.left)), "
      + "bottom: \(number(insets.bottom)), right: \(number(insets.right)))"
  }

  /// The arguments of an inset call as written with defaults left out: `(20)`, `()`,
  /// `(20, from: .safeArea)`, `(from: .margins)`.
  static func arguments(_ value: CGFloat, _ guide: Pin.Guide) -> String {
    let guideText = guide == .bounds ? nil : "from: .\(guide.rawValue)"
    let valueText = value == 0 ? nil : number(value)
    return "(" + [valueText, guideText].compactMap { $0 }.joined(separator: ", ") + ")"
  }

  /// `(0, 20, 375, 60)`.
  static func rect(_ rect: CGRect) -> String {
    "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height)))"
  }

  /// `Label#title` when the view has an identifier, else `Label[2]` (its index in its
  /// superview), else `Label`.
  static func name(of view: View) -> String { view.debugName }

  /// `a`, `a and b`, `a, b and c`.
  static func list(_ items: [String]) -> String { MessageText.list(items) }

  /// Reports a warning to ``LayoutWarningSink/current``.
  static func warn(_ kind: LayoutWarning.Kind, call: String, view: View, _ message: String) {
    LayoutWarningSink.current.record(
      LayoutWarning(kind: kind, call: call, view: name(of: view), message: message))
  }
}
