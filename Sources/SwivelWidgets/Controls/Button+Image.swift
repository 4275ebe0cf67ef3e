extension Button {
  /// Sets the image for a state (`setImage(_:for:)`); other states fall back to the `.normal`
  /// image. The image shows left of the title (right of it, right to left), in its own colours:
  /// Swivel does not tint a system button's images as UIKit does.
  public func setImage(_ image: Image?, for state: State) {
    images[state.rawValue] = image
    if image != nil, imageViewStorage == nil {
      let view = ImageView(frame: .zero)
      insertPart(view, belowSubview: label)
      imageViewStorage = view
    }
    setNeedsLayout()
    invalidateIntrinsicContentSize()
  }

  /// The image set for a state, falling back to the `.normal` one (`image(for:)`).
  public func image(for state: State) -> Image? {
    images[state.rawValue] ?? images[State.normal.rawValue]
  }

  /// The image for the current state (`currentImage`).
  public var currentImage: Image? {
    if !isEnabled, let image = images[State.disabled.rawValue] { return image }
    if isHighlighted, let image = images[State.highlighted.rawValue] { return image }
    if isSelected, let image = images[State.selected.rawValue] { return image }
    return images[State.normal.rawValue]
  }

  /// The view that draws the image (`imageView`): nil until an image is set, as UIKit's
  /// image view of a button without an image draws nothing.
  public var imageView: ImageView? { imageViewStorage }
}
