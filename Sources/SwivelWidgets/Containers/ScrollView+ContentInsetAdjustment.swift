extension ScrollView {
  /// Whether the scroll view belongs to a controller (the nearest one whose root view holds
  /// it) that a navigation or tab bar controller shows: ``ContentInsetAdjustmentBehavior/automatic``
  /// then always adds the vertical safe area, which includes the bars.
  var isShownUnderABar: Bool {
    var current: View? = self
    while let view = current {
      if let controller = view.owningController {
        return controller.navigationController != nil || controller.tabBarController != nil
      }
      current = view.superview
    }
    return false
  }

  /// Something ``adjustedContentInset`` depends on changed: when it changed, an offset resting
  /// at the top (or left) end of the old range moves to the end of the new one (with
  /// `movesOffset`), so content that started below a bar still does, as in UIKit; then
  /// ``adjustedContentInsetDidChange()`` is called.
  func adjustedContentInsetInputsDidChange(movesOffset: Bool = true) {
    let old = lastAdjustedContentInset, new = adjustedContentInset
    guard new != old else { return }
    lastAdjustedContentInset = new
    if movesOffset {
      var offset = contentOffset
      if offset.y == -old.top { offset.y = -new.top }
      if offset.x == -old.left { offset.x = -new.left }
      contentOffset = offset
    }
    adjustedContentInsetDidChange()
    delegate?.scrollViewDidChangeAdjustedContentInset(self)
  }
}
