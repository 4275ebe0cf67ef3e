extension Color {
  /// Makes this the fill colour of the current graphics context (`UIColor.setFill()`).
  public func setFill() {
    GraphicsContext.current?.setFillColor(self)
  }

  /// Makes this the stroke colour of the current graphics context (`UIColor.setStroke()`).
  public func setStroke() {
    GraphicsContext.current?.setStrokeColor(self)
  }

  /// Makes this both the fill and the stroke colour (`UIColor.set()`).
  public func set() {
    setFill()
    setStroke()
  }
}

extension Image {
  /// Draws the image scaled into `rect` in the current graphics context (`UIImage.draw(in:)`).
  public func draw(in rect: CGRect) {
    GraphicsContext.current?.draw(self, in: rect)
  }

  /// Draws the image at its size with its top-left corner at `point` (`UIImage.draw(at:)`).
  public func draw(at point: CGPoint) {
    draw(in: CGRect(origin: point, size: size))
  }
}
