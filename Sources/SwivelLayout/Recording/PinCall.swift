import SwivelViews

/// A call of a chain as it is quoted in warnings, kept as the call's arguments and turned
/// into text only when a warning quotes it. The common calls are plain values; others keep a
/// closure that builds their text (an allocation per call).
enum PinCall {
  /// `top(8)`, `horizontally(8, from: .safeArea)`, `topLeft()`: an inset from a guide.
  case inset(StaticString, CGFloat, Pin.Guide)
  /// `width(80)`: a number of points.
  case points(StaticString, CGFloat)
  /// `size(CGSize(width: 40, height: 40))`.
  case size(CGSize)
  /// Any other call.
  case text(() -> String)

  /// The call as written.
  var text: String {
    switch self {
    case .inset(let name, let value, let guide): "\(name)\(LayoutText.arguments(value, guide))"
    case .points(let name, let value): "\(name)(\(LayoutText.number(value)))"
    case .size(let size):
      "size(CGSize(width: \(LayoutText.number(size.width)), height: \(LayoutText.number(size.height))))"
    case .text(let build): build()
    }
  }
}
