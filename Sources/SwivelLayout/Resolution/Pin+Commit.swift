import SwivelViews

extension Pin {
  /// The text of a call, built only when a warning quotes it.
  typealias CallText = () -> String

  /// The name warnings use for the view.
  var viewName: String { LayoutText.name(of: view) }

  /// Whether leading is right in the superview's coordinates (see `Pin.layoutDirection`).
  var isRightToLeft: Bool {
    Pin.isRightToLeft(in: view.superview)
  }

  /// Reports a warning once per chain (re-applying the frame must not repeat it).
  func warn(_ kind: LayoutWarning.Kind, call: String, _ message: String) {
    guard reported.insert(message).inserted else { return }
    LayoutText.warn(kind, call: call, view: view, message)
  }

  /// The superview, or nil after warning that there is none (once per chain).
  func superview(for call: CallText) -> View? {
    if let superview = view.superview { return superview }
    if !reported.contains("noSuperview") {
      reported.insert("noSuperview")
      let text = call()
      LayoutText.warn(
        .noSuperview, call: text, view: view,
        "\(text) on \(viewName): the view has no superview to be laid out in; ignored")
    }
    return nil
  }

  /// `other`'s frame in the superview's coordinates, or nil after a warning when it is the
  /// view itself or in another tree.
  func frame(of other: View, in superview: View, for call: CallText) -> CGRect? {
    if other === view {
      let text = call()
      warn(
        .unrelatedView, call: text,
        "\(text) on \(viewName): a view cannot be placed relative to itself; ignored")
      return nil
    }
    guard
      let rect = LayoutGeometry.frame(of: other, in: superview, untransformed: keepsTransform)
    else {
      let text = call()
      warn(
        .unrelatedView, call: text,
        "\(text) on \(viewName): \(LayoutText.name(of: other)) shares no ancestor with the "
          + "superview; ignored")
      return nil
    }
    return rect
  }

  /// Records the values `make` computes for `call` unless they are invalid or conflict with
  /// earlier calls. `make` returns nil after warning itself; `accepted` runs once the values
  /// are recorded.
  ///
  /// A call that only sizes the view (`sizeOnly`: a width, a height, a size, a limit or a
  /// ratio in points) applies without a superview too, as PinLayout's do: `make` then gets the
  /// view itself, which such calls ignore.
  @discardableResult
  func commit(
    _ call: @autoclosure @escaping CallText, sizeOnly: Bool = false, accepted: (() -> Void)? = nil,
    _ make: (View) -> PinSpec.Values?
  ) -> Pin {
    commit(PinCall.text(call), sizeOnly: sizeOnly, accepted: accepted, make)
  }

  /// ``commit(_:sizeOnly:accepted:_:)`` for a call described by value (no closure to allocate).
  @discardableResult
  func commit(
    _ pinCall: PinCall, sizeOnly: Bool = false, accepted: (() -> Void)? = nil,
    _ make: (View) -> PinSpec.Values?
  ) -> Pin {
    let call = { pinCall.text }
    let reference = sizeOnly && view.superview == nil ? view : superview(for: call)
    guard let reference, var values = make(reference) else { return self }
    if let bad = values.firstNonFinite {
      let text = call()
      warn(
        .invalidValue, call: text,
        "\(text) on \(viewName): \(LayoutText.number(bad)) is not a finite number; ignored")
      return self
    }
    for slot in [PinSpec.Slot.width, .height] {
      if let length = values[slot], length < 0 {
        let text = call()
        let name = slot == .width ? "width" : "height"
        warn(
          .invalidValue, call: text,
          "\(text) on \(viewName): the \(name) must be 0 or more, found "
            + "\(LayoutText.number(length)); ignored")
        return self
      }
    }
    dropSidesSetBefore(from: &values, call: call)
    dropCentersAfterEdges(from: &values, call: call)
    if values.isEmpty { return self }
    if let culprits = spec.conflicts(adding: values) {
      warnConflict(call(), culprits)
      return self
    }
    spec.add(values, call: pinCall)
    generalState.lastCall = pinCall
    accepted?()
    return self
  }

  /// Records a size-to-fit request unless it conflicts; with or without a superview, as
  /// PinLayout sizes a view to fit before it is added.
  @discardableResult
  func commitFit(_ mode: Fit, call: @autoclosure @escaping CallText) -> Pin {
    if let culprits = spec.conflicts(adding: PinSpec.Values(), fit: mode) {
      warnConflict(call(), culprits)
      return self
    }
    if spec.fit == nil {
      spec.fit = PinSpec.FitItem(mode: mode, order: spec.accept(.text(call)))
      generalState.lastCall = .text(call)
    }
    return self
  }

  /// PinLayout's rule for a size after a width or a height: the side set before is kept, the
  /// call's other side applies, and a warning names the earlier call.
  private func dropSidesSetBefore(from values: inout PinSpec.Values, call: CallText) {
    guard values[.width] != nil, values[.height] != nil else { return }
    var kept: [String] = [], dropped: [String] = []
    for (slot, name) in [(PinSpec.Slot.width, "width"), (.height, "height")] {
      guard let earlier = spec.items[slot] else { continue }
      values[slot] = nil
      kept.append(spec.text(of: earlier))
      dropped.append(name)
    }
    warnPartlyIgnored(call, kept, dropped, emptied: values.isEmpty)
  }

  /// PinLayout's rule for a centre after an edge on the same axis (`left().hCenter()`,
  /// `top().vCenter()`): the centre is not applied, and a warning names the edge.
  private func dropCentersAfterEdges(from values: inout PinSpec.Values, call: CallText) {
    let axes: [(PinSpec.Slot, [PinSpec.Slot], String)] = [
      (.centerX, [.left, .right], "horizontal centre"),
      (.centerY, [.top, .bottom], "vertical centre"),
    ]
    var kept: [String] = [], dropped: [String] = []
    for (centre, edges, name) in axes where values[centre] != nil {
      let earlier = edges.compactMap { spec.items[$0] }
      guard !earlier.isEmpty, edges.allSatisfy({ values[$0] == nil }) else { continue }
      values[centre] = nil
      kept += earlier.map(spec.text(of:))
      dropped.append(name)
    }
    warnPartlyIgnored(call, kept, dropped, emptied: values.isEmpty)
  }

  /// Warns that `call` conflicts with the earlier calls `kept`: ignored when nothing of it is
  /// left, else that its `dropped` parts are not applied.
  private func warnPartlyIgnored(
    _ call: CallText, _ kept: [String], _ dropped: [String], emptied: Bool
  ) {
    guard !kept.isEmpty else { return }
    let text = call()
    let outcome = emptied ? "\(text) ignored" : "its \(LayoutText.list(dropped)) not applied"
    warn(
      .conflict, call: text,
      "\(text) conflicts with \(LayoutText.list(kept)) on \(viewName); \(outcome)")
  }

  private func warnConflict(_ call: String, _ culprits: [String]) {
    warn(
      .conflict, call: call,
      "\(call) conflicts with \(LayoutText.list(culprits)) on \(viewName); \(call) ignored")
  }

  /// Sets the view's frame from everything specified so far (or, while
  /// `View.autoSizeThatFits(_:layoutClosure:)` measures, records it with its margins first).
  func applyFrame() {
    let rect = resolvedFrame()
    Pin.place(
      view, on: rect, margins: marginOutsets, keepsTransform: keepsTransform,
      snapping: snapsToPixels)
  }

  /// Puts `view` on `rect` (superview coordinates), rounded to the pixel grid when
  /// `snapping`: for `View.pin` through `center` and `bounds.size`, as PinLayout does (so a
  /// transform is kept, and a view that keeps its own size, such as a switch, is centred on
  /// the rectangle), for `View.pinFrame` through `frame`. While
  /// `View.autoSizeThatFits(_:layoutClosure:)` measures, records `rect` grown by `margins`.
  static func place(
    _ view: View, on rect: CGRect, margins: EdgeInsets, keepsTransform: Bool, snapping: Bool
  ) {
    if AutoSizing.isMeasuring, let measurement = AutoSizing.current {
      measurement.record(rect.inset(by: margins), of: view)
    }
    if keepsTransform {
      LayoutGeometry.setUntransformedFrame(
        rect, of: view, rounding: snapping ? .originAndSize : nil)
    } else if snapping {
      view.frame = LayoutGeometry.pinLayoutRounded(rect, scale: LayoutGeometry.pixelScale(of: view))
    } else {
      view.frame = rect
    }
  }

  /// `other`'s size as this chain reads it: untransformed for `View.pin`, its frame for
  /// `View.pinFrame`.
  func referenceSize(of other: View) -> CGSize {
    keepsTransform ? LayoutGeometry.untransformedFrame(of: other).size : other.frame.size
  }
}
