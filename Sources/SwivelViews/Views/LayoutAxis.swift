/// A direction to lay views out along.
public enum LayoutAxis: String, Sendable, Hashable, CaseIterable {
  /// Left to right (right to left in a right-to-left layout).
  case horizontal
  /// Top to bottom.
  case vertical
}
