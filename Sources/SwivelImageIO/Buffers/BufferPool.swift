internal import Foundation

/// A few large buffers of one element type, kept so that work done again and again (the decode
/// and the diff image of a failing snapshot check) reuses memory that is already mapped instead
/// of allocating, and faulting in, the same megabytes each time.
///
/// Bounded: it keeps at most ``countLimit`` buffers of at most ``byteLimit`` bytes in all; a
/// buffer given back beyond either limit releases the oldest kept ones. A buffer is handed out
/// only for the exact element count it holds, its contents left from its last use, so callers
/// overwrite every element. Safe from any thread (one lock). A buffer still referenced
/// elsewhere when it is taken is copied on its first write, as any array is, so giving back an
/// array that is still in use is never wrong, only slower.
package final class BufferPool<Element: BitwiseCopyable>: @unchecked Sendable {
  /// The most buffers kept.
  package let countLimit: Int
  /// The most bytes kept, all buffers together.
  package let byteLimit: Int
  private let lock = NSLock()
  /// Kept buffers, the oldest first.
  private var buffers: [[Element]] = []
  private var byteCount = 0

  /// An empty pool with the given limits.
  package init(countLimit: Int, byteLimit: Int) {
    self.countLimit = countLimit
    self.byteLimit = byteLimit
  }

  /// A kept buffer of exactly `count` elements (left as its last user wrote it), or nil when
  /// none is kept.
  package func take(count: Int) -> [Element]? {
    lock.lock()
    defer { lock.unlock() }
    guard let index = buffers.lastIndex(where: { $0.count == count }) else { return nil }
    byteCount -= Self.bytes(count)
    return buffers.remove(at: index)
  }

  /// Keeps `buffer` for a later ``take(count:)`` when it fits the limits, releasing the oldest
  /// kept buffers as needed; a buffer larger than ``byteLimit`` is not kept.
  package func giveBack(_ buffer: [Element]) {
    let size = Self.bytes(buffer.count)
    guard size > 0, size <= byteLimit else { return }
    lock.lock()
    defer { lock.unlock() }
    buffers.append(buffer)
    byteCount += size
    while buffers.count > countLimit || byteCount > byteLimit {
      byteCount -= Self.bytes(buffers.removeFirst().count)
    }
  }

  /// How many buffers are kept, and their bytes in all.
  package var kept: (count: Int, bytes: Int) {
    lock.lock()
    defer { lock.unlock() }
    return (buffers.count, byteCount)
  }

  private static func bytes(_ count: Int) -> Int { count * MemoryLayout<Element>.stride }
}
