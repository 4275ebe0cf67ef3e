/// How strongly a view keeps its intrinsic size (`UILayoutPriority`): `StackView` stretches
/// the view that hugs its content least and shrinks the one that resists compression least.
public struct LayoutPriority: RawRepresentable, Sendable, Hashable, Comparable,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  /// The priority, 1…1000.
  public var rawValue: Float

  /// Creates a priority.
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// Creates a priority from a literal (`LayoutPriority(251)`).
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  /// Creates a priority from a literal.
  public init(floatLiteral value: Float) { self.rawValue = value }
  /// Creates a priority from a literal.
  public init(integerLiteral value: Int) { self.rawValue = Float(value) }

  /// 1000.
  public static let required = LayoutPriority(1000)
  /// 750: compression resistance of views made in code.
  public static let defaultHigh = LayoutPriority(750)
  /// 250: content hugging of views made in code.
  public static let defaultLow = LayoutPriority(250)
  /// 50.
  public static let fittingSizeLevel = LayoutPriority(50)

  /// Lower priorities first.
  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

extension View {
  /// How strongly the view resists growing past its intrinsic size on an axis
  /// (`contentHuggingPriority(for:)`); 250 by default.
  public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
    axis == .horizontal ? huggingPriorities.0 : huggingPriorities.1
  }

  /// Sets ``contentHuggingPriority(for:)`` (`setContentHuggingPriority(_:for:)`).
  public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
    if axis == .horizontal {
      huggingPriorities.0 = priority
    } else {
      huggingPriorities.1 = priority
    }
    invalidateIntrinsicContentSize()
  }

  /// How strongly the view resists shrinking below its intrinsic size on an axis
  /// (`contentCompressionResistancePriority(for:)`); 750 by default.
  public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
    axis == .horizontal ? compressionPriorities.0 : compressionPriorities.1
  }

  /// Sets ``contentCompressionResistancePriority(for:)``
  /// (`setContentCompressionResistancePriority(_:for:)`).
  public func setContentCompressionResistancePriority(
    _ priority: LayoutPriority, for axis: LayoutAxis
  ) {
    if axis == .horizontal {
      compressionPriorities.0 = priority
    } else {
      compressionPriorities.1 = priority
    }
    invalidateIntrinsicContentSize()
  }
}
