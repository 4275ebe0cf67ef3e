extension Button {
  /// The side of the icon a button type draws: 22 pt for the plus and info buttons, 30 pt for
  /// the close button, as UIKit sizes them.
  var systemIconSide: CGFloat {
    systemIcon == .close ? 30 : SystemIcon.buttonSide
  }

  /// The icon's box and the title's frame in the bounds: the icon at the leading edge of the
  /// content (centred without a title), the title after it.
  func systemIconLayout() -> (icon: CGRect, title: CGRect) {
    let side = systemIconSide
    let content = bounds.inset(by: contentEdgeInsets)
    let hasTitle = !(currentTitle ?? "").isEmpty
    let fitted = hasTitle ? label.sizeThatFits(.zero) : .zero
    let title = CGSize(
      width: min(fitted.width, max(0, content.width - side)), height: hasTitle ? fitted.height : 0)
    let width = side + title.width
    let x = content.midX - width / 2
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let icon = CGRect(
      x: rightToLeft ? x + title.width : x, y: content.midY - side / 2, width: side, height: side)
    let titleFrame = CGRect(
      x: rightToLeft ? x : x + side, y: content.midY - title.height / 2, width: title.width,
      height: title.height)
    return (icon, titleFrame)
  }

  /// The icon in the title colour of the current state (the close button's cross in grey).
  func systemIconContent() -> [RenderContent] {
    guard let systemIcon else { return [] }
    let color = systemIcon == .close ? SystemIcon.closeCross : currentTitleColor
    return systemIcon.content(
      in: systemIconLayout().icon, color: color, clip: bounds.insetBy(dx: -2, dy: -2))
  }
}
