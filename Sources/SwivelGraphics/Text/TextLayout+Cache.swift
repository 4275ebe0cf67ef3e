import Foundation

/// Layouts already made in this process, so that the same text laid out again (each launch of
/// a screen measures and draws its labels; a gallery launches every screen dozens of times)
/// is not broken into lines again.
///
/// A layout depends only on its characters and styles, fonts, limits and spacing, and on the
/// font files it measures with, named by the library's folder; all of them are the key.
/// `NSLock` rather than `Mutex`, which needs macOS 15.
package final class TextLayoutCache: @unchecked Sendable {
  /// Everything a layout depends on.
  package struct Key: Hashable {
    package var units: [StyledScalar]
    package var fonts: [Font]
    package var maxWidth: CGFloat
    package var maxLines: Int
    package var lineBreakMode: LineBreakMode
    package var lineSpacing: CGFloat
    package var fontFolder: String

    /// Creates a key.
    package init(
      units: [StyledScalar], fonts: [Font], maxWidth: CGFloat, maxLines: Int,
      lineBreakMode: LineBreakMode,
      lineSpacing: CGFloat, fontFolder: String
    ) {
      self.units = units
      self.fonts = fonts
      self.maxWidth = maxWidth
      self.maxLines = maxLines
      self.lineBreakMode = lineBreakMode
      self.lineSpacing = lineSpacing
      self.fontFolder = fontFolder
    }
  }

  /// The most layouts kept; the table is emptied when full.
  package static let capacity = 4_096
  /// The process's cache.
  package static let shared = TextLayoutCache()

  /// An empty cache.
  package init() {}

  private let lock = NSLock()
  private var table: [Key: TextLayout] = [:]

  /// How many layouts are kept.
  package var count: Int { lock.withLock { table.count } }

  /// The layout made for `key`, or nil.
  package func layout(for key: Key) -> TextLayout? {
    lock.withLock { table[key] }
  }

  /// Keeps `layout` for `key`.
  package func keep(_ layout: TextLayout, for key: Key) {
    lock.withLock {
      if table.count >= Self.capacity { table.removeAll(keepingCapacity: true) }
      table[key] = layout
    }
  }
}
