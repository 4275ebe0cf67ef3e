import SwivelViews

extension Pin {
  /// Runs a recorded call the general way: checks it, warns about it and adds its values to
  /// the specification.
  func commitRecorded(_ call: PinRecord.Call) {
    let inset = call.value, guide = call.guide
    switch call.kind {
    case .top:
      commit(.inset("top", inset, guide)) { .init(.top, guide.frame(in: $0).minY + inset) }
    case .bottom:
      commit(.inset("bottom", inset, guide)) { .init(.bottom, guide.frame(in: $0).maxY - inset) }
    case .left:
      commit(.inset("left", inset, guide)) { .init(.left, guide.frame(in: $0).minX + inset) }
    case .right:
      commit(.inset("right", inset, guide)) { .init(.right, guide.frame(in: $0).maxX - inset) }
    case .hCenter:
      commit(.inset("hCenter", inset, guide)) { .init(.centerX, guide.frame(in: $0).midX + inset) }
    case .vCenter:
      commit(.inset("vCenter", inset, guide)) { .init(.centerY, guide.frame(in: $0).midY + inset) }
    case .horizontally:
      commit(.inset("horizontally", inset, guide)) {
        let frame = guide.frame(in: $0)
        return .init(.left, frame.minX + inset, .right, frame.maxX - inset)
      }
    case .vertically:
      commit(.inset("vertically", inset, guide)) {
        let frame = guide.frame(in: $0)
        return .init(.top, frame.minY + inset, .bottom, frame.maxY - inset)
      }
    case .all:
      commitAll(
        EdgeInsets(all: inset), from: guide, call: "all\(LayoutText.arguments(inset, guide))")
    case .center:
      commit("center\(LayoutText.arguments(0, guide))") {
        let frame = guide.frame(in: $0)
        return [.centerX: frame.midX, .centerY: frame.midY]
      }
    case .topLeft: _ = corner("topLeft", inset, guide, top: true, left: true)
    case .topRight: _ = corner("topRight", inset, guide, top: true, left: false)
    case .bottomLeft: _ = corner("bottomLeft", inset, guide, top: false, left: true)
    case .bottomRight: _ = corner("bottomRight", inset, guide, top: false, left: false)
    case .width: commit(.points("width", inset), sizeOnly: true) { _ in .init(.width, inset) }
    case .height: commit(.points("height", inset), sizeOnly: true) { _ in .init(.height, inset) }
    case .size:
      let size = CGSize(width: inset, height: call.second)
      commit(.size(size), sizeOnly: true) { _ in .init(.width, size.width, .height, size.height) }
    }
  }
}
