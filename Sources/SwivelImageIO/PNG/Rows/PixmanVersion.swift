internal import CSwivelPixman

/// The pixman library this process runs with (Cairo composites through the same one).
package enum PixmanVersion {
  /// `0.42.2`: the library's own version string, read at run time.
  package static var string: String { String(cString: pixman_version_string()) }
}
