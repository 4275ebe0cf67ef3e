/// An unretained reference from a child to the object that owns it: a view's superview, or a
/// root view's controller.
///
/// **The invariant.** The target owns the holder (a superview retains its subviews, a
/// controller its view), and the target clears the link before it goes away: removal and the
/// superview's `deinit` clear a subview's link, `UIKitViewController` clears its view's link when it
/// lets the view go and in its `deinit`. So a link never outlives its target, and reading it is
/// safe without retaining.
///
/// **Why not `weak`.** A weak reference gives every parent a side table, which puts each
/// retain and release of it on the slow path: measured, `weak` puts W2 rotation at 0.55–0.79 ms
/// against ≤ 0.1 ms. `unowned(unsafe)` would be as fast, but scatters the unchecked invariant
/// over every use; this type keeps it in one place.
///
/// **The checks.** Debug builds also keep a safe `unowned` witness of the target and read it
/// on every checked read: if the target was deallocated without clearing the link, the
/// runtime stops there ("Attempted to read an unowned reference but object … was already
/// deallocated") instead of reading freed memory. `unowned` rather than `weak` because it
/// needs no side table, so debug builds keep the fast retain/release path too (a weak
/// witness made debug W2 rotation 30–40% slower). Release builds store only the pointer.
struct ParentLink<Target: AnyObject> {
  /// The target as an unretained reference, for the loops that walk up many links without
  /// retaining (`setNeedsLayout`, run for every frame change, and the layout pass's test for
  /// a controller). Read as a stored property, not through an accessor: debug builds do not
  /// specialize generics, and calls here doubled debug W2 rotation times. Not checked even
  /// in debug builds, for the same reason; every other read (``target``,
  /// ``withTarget(_:)``) is.
  private(set) var reference: Unmanaged<Target>?
  #if DEBUG
  private unowned(safe) var witness: Target?
  #endif

  /// An empty link.
  init() {}

  /// The target, or nil. Not retained by the link.
  var target: Target? {
    get {
      checkAlive()
      return reference?.takeUnretainedValue()
    }
    set {
      reference = newValue.map { Unmanaged.passUnretained($0) }
      #if DEBUG
      witness = newValue
      #endif
    }
  }

  /// Whether the link points at exactly `object`.
  func refers(to object: Target) -> Bool {
    reference?.toOpaque() == Unmanaged.passUnretained(object).toOpaque()
  }

  /// Runs `body` on the target without retaining it (nil when the link is empty); the target
  /// is alive for the call by the invariant above.
  @inline(__always)
  func withTarget<Result>(_ body: (Target) -> Result) -> Result? {
    checkAlive()
    return reference?._withUnsafeGuaranteedRef(body)
  }

  @inline(__always)
  private func checkAlive() {
    #if DEBUG
    // Reading a safe unowned reference to a deallocated object stops the program.
    if reference != nil { _ = witness }
    #endif
  }
}
