import SwivelViews

/// What the general resolution of a ``Pin`` chain keeps: the specification and everything the
/// calls that are not recorded in a ``PinRecord`` set. One per chain that needs it, shared by
/// the chain and the stand-ins that run its calls.
@usableFromInline
final class PinState {
  var spec = PinSpec()
  /// The untransformed frame when the state was made (before any frame of the chain was set):
  /// what unspecified values keep.
  let startFrame: CGRect
  /// Messages already reported by this chain (setting the frame again must not repeat them).
  var reported: Set<String> = []
  /// How the view sits between its left and right edges when it is narrower.
  var justification: Pin.XAnchor?
  /// How the view sits between its top and bottom edges when it is shorter.
  var alignment: Pin.YAnchor?
  /// Whether ``Pin/pinEdges()`` turns a length and one position into two edges.
  var pinsEdges = false
  /// The last accepted call, quoted by a warning raised when the frame is set.
  var lastCall: PinCall?

  init(view: View, keepsTransform: Bool) {
    startFrame = keepsTransform ? LayoutGeometry.untransformedFrame(of: view) : view.frame
  }
}

extension Pin {
  /// The general state with every call so far in it: made if there is none, and the recorded
  /// calls (those after the last call that needed it) run into it.
  var generalState: PinState {
    materialize()
    return state.unsafelyUnwrapped
  }

  /// Runs the recorded calls into the general state, making it first if there is none.
  func materialize() {
    guard state == nil || record.count > 0 else { return }
    if state == nil { state = PinState(view: view, keepsTransform: keepsTransform) }
    let calls = record
    record.removeAll()
    for index in 0..<calls.count { commitRecorded(calls[index]) }
  }

  var spec: PinSpec {
    get { generalState.spec }
    _modify { yield &generalState.spec }
  }
  var startFrame: CGRect { generalState.startFrame }
  var reported: Set<String> {
    get { generalState.reported }
    _modify { yield &generalState.reported }
  }
  var justification: Pin.XAnchor? {
    get { generalState.justification }
    set { generalState.justification = newValue }
  }
  var alignment: Pin.YAnchor? {
    get { generalState.alignment }
    set { generalState.alignment = newValue }
  }
  var pinsEdges: Bool {
    get { generalState.pinsEdges }
    set { generalState.pinsEdges = newValue }
  }
  var snapsToPixels: Bool { record.snapsToPixels }
}
