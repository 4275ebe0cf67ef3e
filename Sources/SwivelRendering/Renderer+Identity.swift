internal import CSwivelCairo

extension Renderer {
  /// The version of Swivel's drawing: raised whenever a change to Swivel itself changes the
  /// pixels it draws for the same views, so a golden recorded before the change says so.
  package static let renderingVersion = 1

  /// `1.16.0`: the Cairo library this process renders with, read at run time.
  package static var cairoVersion: String { String(cString: cairo_version_string()) }
}
