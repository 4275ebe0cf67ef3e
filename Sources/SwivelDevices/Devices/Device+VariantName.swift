extension Device {
  /// The name of one screen of this device, as goldens, renders and gallery images spell it:
  /// `iphone6.landscapeLeft`, with `.legacy` appended for the legacy rotation model.
  /// The one owner of that spelling.
  public func variantName(_ orientation: InterfaceOrientation, model: RotationModel? = nil)
    -> String
  {
    "\(id).\(orientation)" + (model == .legacy ? ".legacy" : "")
  }
}
