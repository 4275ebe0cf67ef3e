public import SwivelViews
import SwivelWidgets

extension Pin {
  /// Sets the width and the height to `sideLength` (a square; PinLayout's `size(_:)`).
  @discardableResult
  public func size(_ sideLength: CGFloat) -> Pin {
    commit("size(\(LayoutText.number(sideLength)))", sizeOnly: true) { _ in
      [.width: sideLength, .height: sideLength]
    }
  }

  /// Sets the width to `other`'s (untransformed) width (PinLayout's `width(of:)`).
  @discardableResult
  public func width(of other: View) -> Pin {
    commit("width(of: \(LayoutText.name(of: other)))", sizeOnly: true) { _ in
      [.width: self.referenceSize(of: other).width]
    }
  }

  /// Sets the height to `other`'s (untransformed) height.
  @discardableResult
  public func height(of other: View) -> Pin {
    commit("height(of: \(LayoutText.name(of: other)))", sizeOnly: true) { _ in
      [.height: self.referenceSize(of: other).height]
    }
  }

  /// Sets the width and height to `other`'s (untransformed) size.
  @discardableResult
  public func size(of other: View) -> Pin {
    commit("size(of: \(LayoutText.name(of: other)))", sizeOnly: true) { _ in
      let size = self.referenceSize(of: other)
      return [.width: size.width, .height: size.height]
    }
  }

  /// Ties the width to the height with `other`'s aspect ratio (its width ÷ height).
  @discardableResult
  public func aspectRatio(of other: View) -> Pin {
    let size = self.referenceSize(of: other)
    return commitRatio(
      size.width / size.height, call: "aspectRatio(of: \(LayoutText.name(of: other)))")
  }

  /// Ties the width to the height with the aspect ratio of the image of an `ImageView`
  /// (PinLayout's `aspectRatio()`). Any other view, or an image view without an image, gets a
  /// ``LayoutWarning/Kind/notApplied`` warning and keeps its size.
  ///
  /// ```swift
  /// photo.pin.top().hCenter().width(50%).aspectRatio()
  /// ```
  @discardableResult
  public func aspectRatio() -> Pin {
    let reason: String
    if let imageView = view as? ImageView {
      if let size = imageView.image?.size, size.width > 0, size.height > 0 {
        return commitRatio(size.width / size.height, call: "aspectRatio()")
      }
      reason = "the image view has no image"
    } else {
      reason = "the view is a \(view.typeName), not an ImageView"
    }
    warn(.notApplied, call: "aspectRatio()", "aspectRatio() on \(viewName): \(reason); not applied")
    return self
  }
}
