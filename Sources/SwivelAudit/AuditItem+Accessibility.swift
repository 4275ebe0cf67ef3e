import SwivelInspection
import SwivelSupport

extension AuditItem {
  /// A control or image that VoiceOver reaches but can only call by its kind: an element with
  /// no accessibility label (a text field's placeholder counts as one, as VoiceOver reads
  /// it), or a segment of a segmented control without a title.
  func accessibilityLabelFindings() -> [LayoutFinding] {
    guard view is Control || view is ImageView else { return [] }
    if view.isAccessibilityElement {
      if let label = view.accessibilityLabel, !label.isEmpty { return [] }
      if let field = view as? TextField, let placeholder = field.placeholder, !placeholder.isEmpty {
        return []
      }
      let kind = view is ImageView ? "image" : "control"
      let value = view.accessibilityValue.map { " (value \"\($0)\")" } ?? ""
      return [
        finding(
          .missingAccessibilityLabel, windowFrame,
          "this \(kind) is an accessibility element with no accessibilityLabel; VoiceOver reads it as "
            + "\"\(view.accessibilityTraits)\"\(value) only. Set accessibilityLabel to what it does or shows"
        )
      ]
    }
    return view.accessibilityElementsInOrder().enumerated().compactMap { index, element in
      guard element.label?.isEmpty ?? true else { return nil }
      return finding(
        .missingAccessibilityLabel, view.convert(element.frame, to: screen.window),
        "element \(index + 1) of this control (\(element.traits)) has no label; give it a title or an accessibilityLabel"
      )
    }
  }

  /// A label whose text is fainter against what is drawn behind it than WCAG AA allows
  /// (4.5:1, or 3:1 for large text) in the current appearance. The background is the solid
  /// colours of the views under the text, blended as the renderer blends them; text over an
  /// image, a gradient or a view that covers it only in part is not checked, nor is text
  /// inside Swivel's controls and bars (a button's title in the tint colour: system blue on
  /// white is 4.02:1, which UIKit's own buttons show).
  func contrastFindings() -> [LayoutFinding] {
    guard let label = view as? Label, !(label.text ?? "").isEmpty, let textRect = visibleRect,
      !textRect.isEmpty,
      let background = AuditBackground.color(behind: label, in: textRect, window: screen.window)
    else { return [] }
    let traits = label.traitCollection
    let ink = label.textColor.resolvedColor(with: traits)
    let inkAlpha = CGFloat(ink.rgba.a) / 255 * AuditBackground.opacity(of: label, in: screen.window)
    let textColor = ContrastRatio.composite(ink.withAlphaComponent(inkAlpha), over: background)
    let ratio = ContrastRatio.ratio(textColor, background)
    let font = label.font!
    let large = ContrastRatio.isLargeText(
      pointSize: font.pointSize, isBold: font.weight.rawValue >= Font.Weight.bold.rawValue)
    let minimum = large ? ContrastRatio.minimumForLargeText : ContrastRatio.minimum
    guard ratio < minimum else { return [] }
    let size =
      large ? "large text (\(number(font.pointSize)) pt)" : "text of \(number(font.pointSize)) pt"
    return [
      finding(
        .lowContrast, textRect,
        "\"\(label.text ?? "")\" is \(textColor.hexDescription) on \(background.hexDescription), a contrast of "
          + "\(PlainNumber.text(CGFloat(ratio), places: 2)):1; WCAG AA asks \(PlainNumber.text(CGFloat(minimum), places: 1)):1 "
          + "for \(size)")
    ]
  }
}

extension Color {
  /// `#RRGGBB`.
  var hexDescription: String {
    let rgba = self.rgba
    return "#"
      + [rgba.r, rgba.g, rgba.b].map { value in
        let text = String(value, radix: 16, uppercase: true)
        return text.count == 1 ? "0" + text : text
      }.joined()
  }
}
