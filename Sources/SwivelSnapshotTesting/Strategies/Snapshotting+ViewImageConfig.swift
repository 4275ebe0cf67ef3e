extension Snapshotting where Value: UIKitViewController, Format == Bitmap {
  /// The controller on a screen of swift-snapshot-testing's (`.image(on: .iPhoneSe)`,
  /// `.image(on: .iPadMini(.landscape(splitView: .oneThird)))`): launched on a device made
  /// from `config` (size, safe area, traits), with `size` and `traits` overriding it, shown as
  /// ``image(on:supportedOrientations:extent:comparison:)`` shows a controller, rendered without
  /// a status bar and compared with `precision` and `perceptualPrecision` as its
  /// ``ImageComparison``. `drawHierarchyInKeyWindow` changes nothing: Swivel draws every view
  /// the same way.
  public static func image(
    on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool = false, precision: Double = 1,
    perceptualPrecision: Double = 1, size: CGSize? = nil, traits: TraitCollection = .init()
  ) -> Snapshotting {
    launched(
      extent: .screen,
      comparison: .init(precision: precision, perceptualPrecision: perceptualPrecision)
    ) { (controller: Value) in
      (config.deviceConfiguration(for: controller, size: size, traits: traits), nil)
    }
  }
}

extension Snapshotting where Value: UIKitViewController, Format == String {
  /// The controller's view tree as text (`recursiveDescription`), laid out on a screen of
  /// swift-snapshot-testing's: the view strategy pulled back through the launch that
  /// ``image(on:drawHierarchyInKeyWindow:precision:perceptualPrecision:size:traits:)``
  /// makes.
  public static func recursiveDescription(
    on config: ViewImageConfig = .init(), size: CGSize? = nil, traits: TraitCollection = .init(),
    layoutWarnings: LayoutWarningPolicy = .fail
  ) -> Snapshotting {
    Snapshotting<View, String>.recursiveDescription(layoutWarnings: layoutWarnings).pullback {
      (controller: Value) throws(SnapshotRenderError) -> View in
      let host = try DeviceLaunch.host(
        controller, config.deviceConfiguration(for: controller, size: size, traits: traits),
        supportedOrientations: nil)
      return host.rootViewController.view
    }
  }

  /// The controller's view tree as text on the controller view's own size.
  public static var recursiveDescription: Snapshotting { recursiveDescription() }

  /// The tree of controllers (UIKit's `_printHierarchy`): one line a controller with its
  /// appearance and its view's type, children indented below it.
  ///
  ///     <TabBarController>, state: appeared, view: <View>
  ///        | <NavigationController>, state: appeared, view: <View>
  public static var hierarchy: Snapshotting {
    Snapshotting(pathExtension: "txt", diffing: .lines, layoutWarnings: .ignore) {
      (controller: Value) throws(SnapshotRenderError) -> String in
      let host = try DeviceLaunch.host(
        controller,
        ViewImageConfig().deviceConfiguration(for: controller, size: nil, traits: .init()),
        supportedOrientations: nil)
      return ControllerHierarchy.lines(host.rootViewController, depth: 0).joined(separator: "\n")
        + "\n"
    }
  }
}

/// The text of ``Snapshotting/hierarchy``.
enum ControllerHierarchy {
  static func lines(_ controller: UIKitViewController, depth: Int) -> [String] {
    let view = controller.viewIfLoaded
    let state = view?.window != nil ? "appeared" : "disappeared"
    let viewText = view.map { "<\($0.typeName)>" } ?? "(view not loaded)"
    let line =
      String(repeating: "   | ", count: depth)
      + "<\(String(describing: type(of: controller)))>, state: \(state), view: \(viewText)"
    return [line] + controller.children.flatMap { lines($0, depth: depth + 1) }
  }
}
