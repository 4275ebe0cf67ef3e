extension CGPath: PathConvertible {
  /// The shape it holds (``value``), so that the snapshot strategies for paths take a `CGPath`
  /// or a `CGMutablePath` as swift-snapshot-testing's do.
  public var pathValue: Path { value }
}
