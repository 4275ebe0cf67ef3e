import Foundation

/// The image contexts begun with `UIGraphicsBeginImageContextWithOptions` and not yet ended,
/// one stack per thread as in UIKit: begin, draw, take the image and end on one thread.
package enum ImageContextStack {
  /// One begun context and how its image is made.
  package struct Entry {
    /// What is drawn.
    package let context: GraphicsContext
    /// Whether undrawn pixels are black instead of clear.
    package let opaque: Bool
    /// Pixels per point.
    package let scale: CGFloat
    /// When it was begun (``nextOrder()``).
    let order: UInt64

    /// An entry begun now.
    package init(context: GraphicsContext, opaque: Bool, scale: CGFloat) {
      self.context = context
      self.opaque = opaque
      self.scale = scale
      order = ImageContextStack.nextOrder()
    }
  }

  /// The stack of one thread.
  private final class Stack {
    var entries: [Entry] = []
  }

  private static let key = "SwivelImageContextStack"
  private static let lock = NSLock()
  /// Contexts begun on any thread and not ended: while none is, no thread storage is read.
  nonisolated(unsafe) private static var begun = 0
  nonisolated(unsafe) private static var order: UInt64 = 0

  /// A number larger than every one given before: the order in which image contexts and
  /// `draw(_:)` contexts were set.
  package static func nextOrder() -> UInt64 {
    lock.lock()
    defer { lock.unlock() }
    order += 1
    return order
  }

  private static var threadStack: Stack {
    let storage = Thread.current.threadDictionary
    if let stack = storage[key] as? Stack { return stack }
    let stack = Stack()
    storage[key] = stack
    return stack
  }

  /// The innermost entry begun on this thread, or nil.
  package static var innermostEntry: Entry? {
    lock.lock()
    let any = begun > 0
    lock.unlock()
    return any ? threadStack.entries.last : nil
  }

  /// The innermost entry begun on this thread later than `order`, or nil.
  static func innermostEntry(after order: UInt64) -> Entry? {
    guard let entry = innermostEntry, entry.order > order else { return nil }
    return entry
  }

  /// Begins a context on this thread.
  package static func push(_ entry: Entry) {
    threadStack.entries.append(entry)
    lock.lock()
    begun += 1
    lock.unlock()
  }

  /// Ends this thread's innermost context; nothing when none is begun.
  package static func pop() {
    guard threadStack.entries.popLast() != nil else { return }
    lock.lock()
    begun -= 1
    lock.unlock()
  }
}
