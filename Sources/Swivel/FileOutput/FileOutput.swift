import Foundation
import SwivelSupport

/// The one way Swivel writes files (renders, sheets, galleries, docs, golden images and failure
/// artifacts), so none of them can replace a device, follow a link into a half-written file or
/// silently take over a read-only file.
///
/// - A regular file (or a new one) is written to a temporary file in the same folder, synced
///   with `fsync` and renamed over the old one: readers see the old bytes or the new ones, never
///   a mix. An existing file keeps its permission bits.
/// - A symbolic link is followed, and its target is written that way (the link stays a link).
/// - A character or block device, a FIFO or a socket is opened and written through, never
///   replaced; `write` and `close` errors are reported (`/dev/full` gives
///   `No space left on device`).
/// - `-` is standard output.
/// - A file without write permission is a ``FileOutputError`` saying so; it is not replaced.
public enum FileOutput {
  /// Writes `bytes` to `path` by the rules above.
  ///
  /// - Throws: ``FileOutputError`` with the path, the step and the system's reason.
  public static func write(_ bytes: [UInt8], to path: String) throws(FileOutputError) {
    try write(bytes, to: path, syncing: true)
  }

  private static func write(_ bytes: [UInt8], to path: String, syncing: Bool)
    throws(FileOutputError)
  {
    if path == "-" {
      try writeThrough(bytes, fd: Platform.standardOutput, path: path, closing: false)
      return
    }
    try validate(path)
    var target = path
    var hops = 0
    while true {
      guard let status = Platform.status(target, follow: false) else {
        let code = Platform.errno
        guard code == Platform.notFound else {
          throw FileOutputError(path: path, step: .inspect, errorNumber: code)
        }
        try replaceAtomically(bytes, at: target, keeping: nil, syncing: syncing, reportedAs: path)
        return
      }
      switch status.type {
      case Platform.symbolicLink:
        hops += 1
        guard hops <= 40, let link = Platform.linkTarget(target) else {
          throw FileOutputError(
            path: path, step: .inspect,
            errorNumber: hops > 40 ? Platform.tooManyLinks : Platform.errno)
        }
        target =
          link.hasPrefix("/") ? link : (target as NSString).deletingLastPathComponent + "/" + link
      case Platform.regular:
        guard status.permissions & 0o222 != 0, Platform.isWritable(target) else {
          throw FileOutputError(
            path: path, step: .open,
            reason:
              "the file is read-only (mode \(String(status.permissions, radix: 8))); make it writable "
              + "(chmod u+w) if it should be replaced",
            errorNumber: Platform.accessDenied)
        }
        try replaceAtomically(
          bytes, at: target, keeping: status.permissions, syncing: syncing, reportedAs: path)
        return
      case Platform.directory:
        throw FileOutputError(
          path: path, step: .open, reason: "it is a folder; give a file name inside it",
          errorNumber: Platform.isFolder)
      default:
        // Devices, FIFOs and sockets are written through, never replaced.
        let fd = Platform.open(target, Platform.writeOnly | Platform.closeOnExec)
        guard fd >= 0 else {
          throw FileOutputError(path: path, step: .open, errorNumber: Platform.errno)
        }
        try writeThrough(bytes, fd: fd, path: path, closing: true)
        return
      }
    }
  }

  /// Writes `bytes` to `path` after creating the folders that lead to it (when
  /// `creatingFolders`). With `syncing: false` a regular file is still replaced atomically but
  /// not flushed with `fsync` first: for scratch files (failure artifacts) whose loss in a
  /// power cut does not matter.
  ///
  /// - Throws: ``FileOutputError`` from ``createFolder(_:)`` or ``write(_:to:)``.
  public static func write(
    _ bytes: [UInt8], to path: String, creatingFolders: Bool, syncing: Bool = true
  ) throws(FileOutputError) {
    if creatingFolders, path != "-" {
      let folder = (path as NSString).deletingLastPathComponent
      if !folder.isEmpty { try createFolder(folder) }
    }
    try write(bytes, to: path, syncing: syncing)
  }

  /// Creates a folder and every missing folder above it (`mkdir -p`); an existing folder (or a
  /// link to one) is fine.
  ///
  /// - Throws: ``FileOutputError`` (step ``FileOutputError/Step/createFolder``) naming the
  ///   component that is in the way or could not be created.
  public static func createFolder(_ path: String) throws(FileOutputError) {
    guard !path.isEmpty else {
      throw FileOutputError(
        path: path, step: .createFolder, reason: "the folder path is empty",
        errorNumber: Platform.invalid)
    }
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/", omittingEmptySubsequences: true) {
      prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
      if let status = Platform.status(prefix, follow: true) {
        guard status.type == Platform.directory else {
          throw FileOutputError(
            path: path, step: .createFolder, reason: "\(prefix) is a file, not a folder",
            errorNumber: Platform.notFolder)
        }
        continue
      }
      if !Platform.makeFolder(prefix) {
        let code = Platform.errno
        // Another process may have created it meanwhile.
        if code == Platform.exists,
          Platform.status(prefix, follow: true)?.type == Platform.directory
        {
          continue
        }
        throw FileOutputError(
          path: path, step: .createFolder,
          reason: "cannot create \(prefix): \(Platform.describe(code))",
          errorNumber: code)
      }
    }
  }

  /// The operating system's words for a Foundation file error (`Not a directory`), else the
  /// error's own description.
  package static func reason(for error: any Error) -> String {
    if let error = error as? FileOutputError { return error.reason }
    let nsError = error as NSError
    // On Linux the underlying error comes back as `any Error`, not as an `NSError` value.
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? any Error {
      let posix = underlying as NSError
      if posix.domain == NSPOSIXErrorDomain { return Platform.describe(Int32(posix.code)) }
    }
    if nsError.domain == NSPOSIXErrorDomain { return Platform.describe(Int32(nsError.code)) }
    return nsError.localizedDescription
  }

  // MARK: - Steps

  private static func validate(_ path: String) throws(FileOutputError) {
    if path.isEmpty {
      throw FileOutputError(
        path: path, step: .open, reason: "the path is empty", errorNumber: Platform.invalid)
    }
    if path.hasSuffix("/") {
      throw FileOutputError(
        path: path, step: .open, reason: "the path ends in / (a folder); give a file name",
        errorNumber: Platform.isFolder)
    }
    if path.utf8.contains(0) {
      throw FileOutputError(
        path: path, step: .open, reason: "the path contains a NUL byte",
        errorNumber: Platform.invalid)
    }
  }

  private static func writeThrough(_ bytes: [UInt8], fd: Int32, path: String, closing: Bool)
    throws(FileOutputError)
  {
    guard Platform.writeAll(fd, bytes) else {
      let code = Platform.errno
      if closing { _ = Platform.closeFile(fd) }
      throw FileOutputError(path: path, step: .write, errorNumber: code)
    }
    if closing, !Platform.closeFile(fd) {
      throw FileOutputError(path: path, step: .close, errorNumber: Platform.errno)
    }
  }

  private static let counter = TemporaryNameCounter()

  private static func replaceAtomically(
    _ bytes: [UInt8], at target: String, keeping permissions: UInt32?, syncing: Bool,
    reportedAs path: String
  ) throws(FileOutputError) {
    let folder = (target as NSString).deletingLastPathComponent
    let name = (target as NSString).lastPathComponent
    // The temporary name stays well under NAME_MAX (255 bytes) however long the target's is.
    var stem = name
    while stem.utf8.count > 200 { stem.removeLast() }
    let temporary =
      (folder.isEmpty ? "" : folder + "/")
      + ".\(stem).\(Platform.processID).\(counter.next()).swivel-tmp"
    let fd = Platform.open(
      temporary, Platform.createExclusive | Platform.closeOnExec | Platform.noFollow, 0o666)
    guard fd >= 0 else {
      throw FileOutputError(path: path, step: .open, errorNumber: Platform.errno)
    }
    func fail(_ step: FileOutputError.Step, closing: Bool) -> FileOutputError {
      let code = Platform.errno
      if closing { _ = Platform.closeFile(fd) }
      Platform.remove(temporary)
      return FileOutputError(path: path, step: step, errorNumber: code)
    }
    guard Platform.writeAll(fd, bytes) else { throw fail(.write, closing: true) }
    if let permissions, !Platform.setPermissions(fd, permissions) {
      throw fail(.write, closing: true)
    }
    if syncing, !Platform.sync(fd) { throw fail(.sync, closing: true) }
    guard Platform.closeFile(fd) else { throw fail(.close, closing: false) }
    guard Platform.move(temporary, to: target) else { throw fail(.rename, closing: false) }
  }
}

/// A process-wide counter for unique temporary names (tests write in parallel).
private final class TemporaryNameCounter: @unchecked Sendable {
  // @unchecked: `value` is only touched while holding `lock`.
  private let lock = NSLock()
  private var value = 0

  func next() -> Int {
    lock.lock()
    defer { lock.unlock() }
    value += 1
    return value
  }
}
