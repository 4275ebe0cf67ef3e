/// A view's layer properties that differ from Core Animation's defaults, for dumps: each is
/// nil at its default, so dumps of views that do not use them are unchanged.
public struct LayerDump: Sendable, Equatable {
  /// `maskedCorners`' raw value, when not all four corners.
  public var maskedCorners: UInt?
  /// `cornerCurve`, when `.continuous`.
  public var cornerCurve: CornerCurve?
  /// `shadowColor`, when not opaque black (nil colour shows as `clear`).
  public var shadowColor: String?
  /// `shadowOpacity`, when not 0.
  public var shadowOpacity: Float?
  /// `shadowOffset`, when not (0, −3).
  public var shadowOffset: CGSize?
  /// `shadowRadius`, when not 3.
  public var shadowRadius: CGFloat?
  /// Whether a `shadowPath` is set (true only; its elements are not dumped).
  public var hasShadowPath: Bool?

  /// The fields as a JSON object, the set ones only.
  public var json: JSONValue {
    var fields: [(String, JSONValue)] = []
    if let maskedCorners { fields.append(("maskedCorners", .number(Double(maskedCorners)))) }
    if let cornerCurve { fields.append(("cornerCurve", .string(cornerCurve.rawValue))) }
    if let shadowColor { fields.append(("shadowColor", .string(shadowColor))) }
    // Through the `Float`'s shortest text, so that 0.3 prints as 0.3, not 0.30000001192092896.
    if let shadowOpacity {
      fields.append(("shadowOpacity", .number(Double(String(shadowOpacity)) ?? 0)))
    }
    if let shadowOffset {
      fields.append(("shadowOffset", .numbers([shadowOffset.width, shadowOffset.height])))
    }
    if let shadowRadius { fields.append(("shadowRadius", .number(Double(shadowRadius)))) }
    if let hasShadowPath { fields.append(("shadowPath", .bool(hasShadowPath))) }
    return .object(fields)
  }
}

extension LayerStyle {
  /// The non-default properties, or nil when every one is at its default.
  var dump: LayerDump? {
    let defaults = LayerStyle()
    var d = LayerDump()
    if maskedCorners != defaults.maskedCorners { d.maskedCorners = maskedCorners.rawValue }
    if cornerCurve != defaults.cornerCurve { d.cornerCurve = cornerCurve }
    if shadowColor != defaults.shadowColor { d.shadowColor = shadowColor?.description ?? "clear" }
    if shadowOpacity != defaults.shadowOpacity { d.shadowOpacity = shadowOpacity }
    if shadowOffset != defaults.shadowOffset { d.shadowOffset = shadowOffset }
    if shadowRadius != defaults.shadowRadius { d.shadowRadius = shadowRadius }
    if shadowPath != nil { d.hasShadowPath = true }
    return d == LayerDump() ? nil : d
  }
}
