extension TableViewCell {
  /// Where a tap hits the info button of a ``AccessoryType/detailButton`` or
  /// ``AccessoryType/detailDisclosureButton``, in the cell's bounds: 44 pt wide around the
  /// button, the row's height.
  var infoButtonHitArea: CGRect? {
    guard let part = accessoryPart, part.superview === self,
      accessoryType == .detailButton || accessoryType == .detailDisclosureButton
    else { return nil }
    let midX = part.frame.minX + TableMetrics.detailButtonSize.width / 2
    return CGRect(x: midX - 22, y: 0, width: 44, height: bounds.height)
  }

  /// A standard accessory, drawn as iOS draws it: the disclosure chevron in the tertiary label
  /// colour, the checkmark and the info button in the tint colour.
  final class AccessoryView: View {
    var kind: AccessoryType { didSet { bounds.size = Self.size(of: kind) } }

    init(kind: AccessoryType) {
      self.kind = kind
      super.init(frame: CGRect(origin: .zero, size: Self.size(of: kind)))
      isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
      return nil
    }

    /// The accessory's box.
    static func size(of kind: AccessoryType) -> CGSize {
      switch kind {
      case .none: return .zero
      case .disclosureIndicator: return TableMetrics.chevronSize
      case .checkmark: return TableMetrics.checkmarkSize
      case .detailButton: return TableMetrics.detailButtonSize
      case .detailDisclosureButton:
        return CGSize(
          width: TableMetrics.detailButtonSize.width + TableMetrics.detailToChevron
            + TableMetrics.chevronSize.width,
          height: TableMetrics.detailButtonSize.height)
      }
    }

    package func drawingContent() -> [RenderContent] {
      let clip = bounds.insetBy(dx: -2, dy: -2)
      let round = StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)
      func chevron(at x: CGFloat) -> RenderContent {
        let size = TableMetrics.chevronSize, top = (bounds.height - size.height) / 2
        var path = Path()
        path.move(to: CGPoint(x: x + 1.5, y: top + 1.5))
        path.addLine(to: CGPoint(x: x + size.width - 1.5, y: top + size.height / 2))
        path.addLine(to: CGPoint(x: x + 1.5, y: top + size.height - 1.5))
        return .path(PathDraw(path: path, paint: .stroke(.tertiaryLabel, round), clip: clip))
      }
      func infoButton() -> [RenderContent] {
        let size = TableMetrics.detailButtonSize, tint = tintColor ?? .systemBlue
        let ring = Path(
          ellipseIn: CGRect(x: 0.75, y: 0.75, width: size.width - 1.5, height: size.height - 1.5))
        let dot = Path(ellipseIn: CGRect(x: size.width / 2 - 1.25, y: 5.5, width: 2.5, height: 2.5))
        var stem = Path()
        stem.move(to: CGPoint(x: size.width / 2, y: 10))
        stem.addLine(to: CGPoint(x: size.width / 2, y: 16))
        return [
          .path(
            PathDraw(path: ring, paint: .stroke(tint, StrokeStyle(lineWidth: 1.5)), clip: clip)),
          .path(PathDraw(path: dot, paint: .fill(tint, evenOdd: false), clip: clip)),
          .path(
            PathDraw(
              path: stem, paint: .stroke(tint, StrokeStyle(lineWidth: 2, lineCap: .round)),
              clip: clip)),
        ]
      }
      switch kind {
      case .none:
        return []
      case .disclosureIndicator:
        return [chevron(at: 0)]
      case .checkmark:
        var path = Path()
        path.move(to: CGPoint(x: 1, y: 5.5))
        path.addLine(to: CGPoint(x: 5, y: 9.5))
        path.addLine(to: CGPoint(x: 13, y: 1))
        return [
          .path(PathDraw(path: path, paint: .stroke(tintColor ?? .systemBlue, round), clip: clip))
        ]
      case .detailButton:
        return infoButton()
      case .detailDisclosureButton:
        return infoButton() + [chevron(at: bounds.width - TableMetrics.chevronSize.width)]
      }
    }
  }
}

extension TableViewCell.AccessoryView: ContentDrawing {
  package func invalidDrawingProperty() -> RenderNode.InvalidProperty? { nil }
}
