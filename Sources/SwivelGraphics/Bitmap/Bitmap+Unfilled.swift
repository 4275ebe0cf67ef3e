extension Bitmap {
  /// Creates a bitmap whose pixel words are not set: whatever the memory held. For a renderer
  /// that has proved it writes every pixel before anything reads one; it saves writing the
  /// whole image twice.
  ///
  /// - Precondition: as ``init(width:height:fill:)``.
  package init(unfilledWidth width: Int, height: Int) {
    Self.requireValidSize(width, height)
    let count = width * height
    self.init(
      width: width, height: height,
      pixels: [UInt32](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
    )
  }
}
