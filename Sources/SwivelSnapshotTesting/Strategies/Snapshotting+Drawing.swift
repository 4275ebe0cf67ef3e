extension Snapshotting where Value: PathConvertible, Format == Bitmap {
  /// The path (a `Path`, or with SwivelUIKit a `CGPath` or `CGMutablePath`) filled in black
  /// (even-odd) over a transparent image of its bounding box at scale 1, compared exactly:
  /// swift-snapshot-testing's `Snapshotting<CGPath, UIImage>.image`.
  public static var image: Snapshotting { image() }

  /// The path filled with the even-odd rule or, when `evenOdd` is false, the non-zero rule,
  /// at `scale`, checked as `comparison` says.
  public static func image(
    scale: CGFloat = 1, evenOdd: Bool = true, comparison: ImageComparison
  ) -> Snapshotting {
    filledPath(scale: scale, comparison: comparison) { ($0.pathValue, evenOdd) }
  }

  /// swift-snapshot-testing's `Snapshotting<CGPath, UIImage>.image`:
  /// ``image(scale:evenOdd:comparison:)`` with `precision` and `perceptualPrecision` as its
  /// ``ImageComparison``.
  public static func image(
    precision: Double = 1, perceptualPrecision: Double = 1, scale: CGFloat = 1, evenOdd: Bool = true
  ) -> Snapshotting {
    image(
      scale: scale, evenOdd: evenOdd,
      comparison: .init(precision: precision, perceptualPrecision: perceptualPrecision))
  }
}

extension Snapshotting where Value == BezierPath, Format == Bitmap {
  /// The path filled in black with its own fill rule (`path.fill()`) over a transparent image
  /// of its bounds at scale 1, compared exactly: swift-snapshot-testing's
  /// `Snapshotting<UIBezierPath, UIImage>.image`.
  public static var image: Snapshotting { image() }

  /// The path filled with its own fill rule at `scale`, checked as `comparison` says.
  public static func image(scale: CGFloat = 1, comparison: ImageComparison) -> Snapshotting {
    filledPath(scale: scale, comparison: comparison) { ($0.cgPath, $0.usesEvenOddFillRule) }
  }

  /// swift-snapshot-testing's `Snapshotting<UIBezierPath, UIImage>.image`:
  /// ``image(scale:comparison:)`` with `precision` and `perceptualPrecision` as its
  /// ``ImageComparison``.
  public static func image(
    precision: Double = 1, perceptualPrecision: Double = 1, scale: CGFloat = 1
  ) -> Snapshotting {
    image(
      scale: scale,
      comparison: .init(precision: precision, perceptualPrecision: perceptualPrecision))
  }
}

extension Snapshotting where Format == Bitmap {
  /// The view image strategy pulled back through a view that fills a path.
  static func filledPath(
    scale: CGFloat, comparison: ImageComparison,
    fill: @escaping (Value) -> (path: Path, evenOdd: Bool)
  ) -> Snapshotting {
    Snapshotting<View, Bitmap>.image(scale: scale, comparison: comparison).pullback {
      (value: Value) throws(SnapshotRenderError) -> View in
      let (path, evenOdd) = fill(value)
      return PathFillView(path: path, evenOdd: evenOdd)
    }
  }
}

/// A transparent view the size of a path's bounding box that fills the path in black.
final class PathFillView: View {
  private let path: Path
  private let evenOdd: Bool

  init(path: Path, evenOdd: Bool) {
    let box = path.boundingBox
    self.path = path.offsetBy(dx: -box.minX, dy: -box.minY)
    self.evenOdd = evenOdd
    super.init(frame: CGRect(origin: .zero, size: box.size))
  }

  required init?(coder: NSCoder) { nil }

  override func draw(_ rect: CGRect) {
    guard let context = GraphicsContext.current else { return }
    context.setFillColor(.black)
    context.fill(path, evenOdd: evenOdd)
  }
}
