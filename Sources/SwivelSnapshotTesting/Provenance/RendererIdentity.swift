import Foundation

/// What renders Swivel's images on a machine: Swivel's own drawing version and the Cairo,
/// pixman, FreeType and font files in use. A golden records it (see ``PNGAnnotation``), so a
/// failure on another machine can say that the renderer differs instead of looking like a
/// regression.
///
/// Stored as one `name: value` line per component:
///
///     Swivel rendering: 1
///     Cairo: 1.16.0
///     pixman: 0.42.2
///     FreeType: 2.12.1
///     font DejaVuSans.ttf: 757076 bytes, xxh3 1b6a5c0e2d9f4a37
package struct RendererIdentity: Equatable {
  /// One component and its identity.
  struct Component: Equatable {
    /// `Cairo`, `font DejaVuSans.ttf`.
    var name: String
    /// `1.16.0`, `757076 bytes, xxh3 1b6a5c0e2d9f4a37`, `missing`.
    var value: String
  }

  var components: [Component]

  /// The stored text.
  package var text: String {
    components.map { "\($0.name): \($0.value)" }.joined(separator: "\n") + "\n"
  }

  init(components: [Component]) { self.components = components }

  /// The most components a stored record is read for; a real one has a few plus one per font.
  static let maximumComponents = 1_000

  /// The longest name looked for, in UTF-8 bytes: a line whose `: ` comes later is skipped.
  static let maximumNameBytes = 1_000

  /// Where the first `: ` of a line is, within ``maximumNameBytes``.
  private static func separator(in line: Substring) -> Substring.Index? {
    let bytes = line.utf8
    let limit =
      bytes.index(bytes.startIndex, offsetBy: maximumNameBytes, limitedBy: bytes.endIndex)
      ?? bytes.endIndex
    var start = bytes.startIndex
    while start < limit, let colon = bytes[start..<limit].firstIndex(of: UInt8(ascii: ":")) {
      let next = bytes.index(after: colon)
      if next < bytes.endIndex, bytes[next] == UInt8(ascii: " ") { return colon }
      start = next
    }
    return nil
  }

  /// Reads the stored text; lines that are not `name: value` are skipped, lines after the
  /// first ``maximumComponents`` components are not read, and every name and value is
  /// ``RecordedValue/bounded(_:)``.
  init(text: String) {
    var lines = RecordLines(text)
    var components: [Component] = []
    while components.count < Self.maximumComponents, let line = lines.next() {
      guard let colon = Self.separator(in: line) else { continue }
      components.append(
        Component(
          name: RecordedValue.bounded(line[..<colon]),
          value: RecordedValue.bounded(line[line.utf8.index(colon, offsetBy: 2)...])))
    }
    self.components = components
  }

  /// One component that differs: its value in the golden and on this machine (nil where the
  /// component is not there).
  struct Difference: Equatable {
    var name: String
    var recorded: String?
    var current: String?
  }

  /// The components whose values differ between `recorded` and this identity, in recorded
  /// order, then those only this one has.
  func differences(from recorded: RendererIdentity) -> [Difference] {
    let mine = Dictionary(
      components.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    let theirs = Set(recorded.components.map(\.name))
    var found = recorded.components.compactMap { component -> Difference? in
      let current = mine[component.name]
      return current == component.value
        ? nil : Difference(name: component.name, recorded: component.value, current: current)
    }
    found += components.filter { !theirs.contains($0.name) }.map {
      Difference(name: $0.name, recorded: nil, current: $0.value)
    }
    return found
  }

  // MARK: This machine's

  /// This process's renderer with the fonts of `FontLibrary.current`, worked out once per
  /// font folder (the font files are read and hashed).
  package static var current: RendererIdentity {
    cache.identity(fontDirectory: FontLibrary.current.directory)
  }

  private static let cache = Cache()

  private final class Cache: @unchecked Sendable {
    // @unchecked: `identities` is only touched while holding `lock`.
    private let lock = NSLock()
    private var identities: [String: RendererIdentity] = [:]

    func identity(fontDirectory: String) -> RendererIdentity {
      lock.lock()
      defer { lock.unlock() }
      if let known = identities[fontDirectory] { return known }
      var components = [
        Component(name: "Swivel rendering", value: String(Renderer.renderingVersion)),
        Component(name: "Cairo", value: Renderer.cairoVersion),
        Component(name: "pixman", value: PixmanVersion.string),
        Component(name: "FreeType", value: FontLibrary.freeTypeVersion ?? "unavailable"),
      ]
      for font in FontLibrary(directory: fontDirectory).fontFiles {
        let value = FileManager.default.contents(atPath: font.path).map { data in
          "\(data.count) bytes, xxh3 " + ByteDigest.hex(Array(data)).prefix(16)
        }
        components.append(Component(name: "font " + font.name, value: value ?? "missing"))
      }
      let identity = RendererIdentity(components: components)
      identities[fontDirectory] = identity
      return identity
    }
  }
}
