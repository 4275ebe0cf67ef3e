import Foundation

/// The pinned DejaVu faces of one font folder, each loaded once and handed to measurement and
/// drawing. Thread-safe.
///
/// Measurement and drawing both read ``current``, so text measured to fit is drawn with the same
/// files. It is the process-wide ``shared`` library unless a test binds another folder:
///
/// ```swift
/// FontLibrary.$current.withValue(FontLibrary(directory: "/tmp/fonts")) { … }
/// ```
///
/// A missing file does not crash: measurement falls back to fixed metrics and rendering throws
/// ``FontError``.
package final class FontLibrary: @unchecked Sendable {
  /// The process-wide library, over ``defaultDirectory(environment:)``.
  package static let shared = FontLibrary(directory: defaultDirectory())

  /// The library measurement and drawing use: ``shared`` unless a task binds another.
  @TaskLocal package static var current: FontLibrary = shared

  /// The folder the faces are read from.
  package let directory: String
  private let lock = NSLock()
  private var faces: [FontFile: Face] = [:]

  /// A library over the DejaVu files in `directory` (loaded on first use).
  package init(directory: String) {
    self.directory = directory
  }

  /// `$SWIVEL_FONT_DIR` when set and not empty, else Debian's `fonts-dejavu-core` folder,
  /// `/usr/share/fonts/truetype/dejavu`.
  package static func defaultDirectory(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    environment["SWIVEL_FONT_DIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/fonts/truetype/dejavu"
  }

  /// The face of a file, loaded on first use.
  package func face(_ file: FontFile) -> Face {
    lock.lock()
    defer { lock.unlock() }
    if let face = faces[file] { return face }
    let face = Face(file: file, path: directory + "/" + file.rawValue)
    faces[file] = face
    return face
  }
}

/// Why a pinned font could not be used.
public struct FontError: Error, Equatable, CustomStringConvertible {
  /// The font file Swivel tried to open.
  public let path: String
  /// What went wrong, in words.
  public let reason: String

  /// One line: what was expected, what was found, what to do.
  public var description: String {
    "font file \(path) could not be loaded (\(reason)); install Debian's fonts-dejavu-core "
      + "(apt-get install fonts-dejavu-core) or point SWIVEL_FONT_DIR at a folder holding "
      + "the DejaVu files (DejaVuSans.ttf, DejaVuSans-Bold.ttf, …)"
  }
}

/// Vertical metrics of a face, in ems.
package struct FaceMetrics: Sendable, Equatable {
  /// Baseline to top, in ems (positive).
  package var ascender: CGFloat
  /// Baseline to bottom, in ems (positive).
  package var descender: CGFloat
  /// Underline and x-height, for underlines and strikethroughs.
  package var decorations = Decorations.fallback
  /// Metrics used when the font file is missing (DejaVu Sans' own values).
  static let fallback = FaceMetrics(ascender: 1901.0 / 2048, descender: 483.0 / 2048)

  /// Creates metrics.
  init(ascender: CGFloat, descender: CGFloat) {
    self.ascender = ascender
    self.descender = descender
  }

  /// Where underlines and strikethroughs go, in ems.
  package struct Decorations: Sendable, Equatable {
    /// Baseline to the underline's centre, in ems (positive = below the baseline).
    package var underlinePosition: CGFloat
    /// The underline's thickness, in ems.
    package var underlineThickness: CGFloat
    /// The height of lowercase letters (`x`), in ems.
    package var xHeight: CGFloat
    /// DejaVu Sans' values: underline centred at −85 (post: top −40, thickness 90), x-height
    /// 1120, per 2048 units.
    static let fallback = Decorations(
      underlinePosition: 85.0 / 2048, underlineThickness: 90.0 / 2048, xHeight: 1120.0 / 2048)
  }
}

/// A glyph index and its unhinted advance in ems.
package struct GlyphInfo: Sendable, Equatable {
  /// The glyph index in the face (0 = the face's "missing glyph").
  package var index: UInt32
  /// The advance width in ems.
  package var advance: CGFloat
}
