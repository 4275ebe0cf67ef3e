import Foundation

/// The faces of one font folder, each loaded once and handed to measurement and drawing.
/// Thread-safe.
///
/// The folder is SwivelGraphics' own `Fonts` resource folder (``bundledDirectory``), which
/// ships inside the package with the fonts' licences, so the same bytes load on every machine
/// and no font package of the operating system is read. Measurement and drawing both read
/// ``current``, so text measured to fit is drawn with the same files. It is the process-wide
/// ``shared`` library unless a test binds another folder:
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

  /// A library over the font files in `directory` (loaded on first use).
  package init(directory: String) {
    self.directory = directory
  }

  /// `$SWIVEL_FONT_DIR` when set and not empty, else ``bundledDirectory``.
  package static func defaultDirectory(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    environment["SWIVEL_FONT_DIR"].flatMap { $0.isEmpty ? nil : $0 } ?? bundledDirectory
  }

  /// The face of a file, loaded on first use.
  package func face(_ file: FontFile) -> Face {
    lock.lock()
    defer { lock.unlock() }
    if let face = faces[file] { return face }
    let face = Face(file: file, path: directory + "/" + file.fileName)
    faces[file] = face
    return face
  }
}

/// Why a font file could not be used.
public struct FontError: Error, Equatable, CustomStringConvertible {
  /// The font file Swivel tried to open.
  public let path: String
  /// What went wrong, in words.
  public let reason: String

  /// One line: what was expected, what was found, what to do.
  public var description: String {
    "font file \(path) could not be loaded (\(reason)); Swivel's fonts ship in SwivelGraphics' "
      + "resource bundle (a Fonts folder in <package>_SwivelGraphics.resources next to the executable): "
      + "keep that bundle beside the binary, or point SWIVEL_FONT_DIR at a folder holding the same "
      + "files (Inter-Regular.otf, InterDisplay-Regular.otf, DejaVuSansMono.ttf, …)"
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
  /// Metrics used when the font file is missing (Inter's own `hhea` values, 2728 and 680 of
  /// 2816 units).
  static let fallback = FaceMetrics(ascender: 2728.0 / 2816, descender: 680.0 / 2816)

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
    /// Inter Regular's values: underline centred at −560 (post: top −464, thickness 192),
    /// x-height 1536, per 2816 units.
    static let fallback = Decorations(
      underlinePosition: 560.0 / 2816, underlineThickness: 192.0 / 2816, xHeight: 1536.0 / 2816)
  }
}

/// A glyph index and its unhinted advance in ems.
package struct GlyphInfo: Sendable, Equatable {
  /// The glyph index in the face (0 = the face's "missing glyph").
  package var index: UInt32
  /// The advance width in ems.
  package var advance: CGFloat
  /// How far right of the pen the glyph is drawn, in ems: 0 except for a tabular digit
  /// centred in a cell wider than its own advance.
  package var shift: CGFloat = 0
}
