/// A value that varies by size class, the way Interface Builder lets a design override a base
/// layout for `wAny hCompact` or `wRegular hRegular`: a base value plus overrides keyed by trait
/// patterns with `Any` wildcards.
///
/// ```swift
/// let titleSize = Adaptive<CGFloat>(15)
///   .overriding(20, when: TraitCollection(.regular, .regular))
/// titleSize.value(for: controller.traitCollection)  // 20 on iPad, 15 elsewhere
/// ```
///
/// The most specific matching pattern wins (most specified traits); among equally specific
/// matches, the one added last.
public struct Adaptive<Value> {
  /// The value when no override matches.
  public var base: Value
  /// Overrides in the order added.
  public private(set) var overrides: [(pattern: TraitCollection, value: Value)] = []

  /// Creates an adaptive value with a base.
  public init(_ base: Value) {
    self.base = base
  }

  /// A copy with an override for environments that contain `pattern`'s traits.
  public func overriding(_ value: Value, when pattern: TraitCollection) -> Adaptive {
    var copy = self
    copy.overrides.append((pattern, value))
    return copy
  }

  /// The value for an environment.
  public func value(for traits: TraitCollection) -> Value {
    var best: (specificity: Int, value: Value)?
    for (pattern, value) in overrides where traits.containsTraits(in: pattern) {
      if pattern.specifiedCount >= best?.specificity ?? 0 {
        best = (pattern.specifiedCount, value)
      }
    }
    return best?.value ?? base
  }
}

extension Adaptive: Sendable where Value: Sendable {}
