public import SwivelViews

/// A percentage of the superview's width or height, written with the `%` postfix operator
/// (PinLayout's `Percent`): `view.pin.top(25%).width(50%)`.
public struct Percent: Sendable, Hashable, CustomStringConvertible {
  /// The percentage: 50 for half.
  public let value: CGFloat

  /// Creates a percentage.
  public init(_ value: CGFloat) {
    self.value = value
  }

  /// `value` % of `length`.
  public func of(_ length: CGFloat) -> CGFloat {
    length * value / 100
  }

  /// `50%`.
  public var description: String { "\(LayoutText.number(value))%" }
}

postfix operator %

/// A percentage of the superview: `50%`.
public postfix func % (value: CGFloat) -> Percent { Percent(value) }

/// A percentage of the superview: `50%`.
public postfix func % (value: Int) -> Percent { Percent(CGFloat(value)) }

/// A percentage of the superview: `12.5%`.
public postfix func % (value: Double) -> Percent { Percent(CGFloat(value)) }

/// A negative percentage: `-10%` (the `%` applies first, then the minus).
public prefix func - (percent: Percent) -> Percent { Percent(-percent.value) }
