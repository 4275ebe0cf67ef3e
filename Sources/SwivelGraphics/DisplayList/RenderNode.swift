/// One view's worth of drawing, in the view's own (bounds) coordinates: the value-type contract
/// between the view tree and the renderer. Views never see Cairo and the renderer never sees a
/// view.
package struct RenderNode: Sendable, Equatable {
  /// Where the node sits in the tree, for error messages (`Window > View#root > Label#title`).
  package var path: String
  /// Maps this node's coordinates into its parent's (`translate(−anchor) · transform ·
  /// translate(center)`).
  package var transform: CGAffineTransform
  /// The node's bounds rectangle in its own coordinates (origin = `bounds.origin`).
  package var bounds: CGRect
  /// Group opacity applied to the node and its subtree.
  package var alpha: CGFloat
  /// Fill for the bounds, or nil for none.
  package var backgroundColor: Color?
  /// Corner radius of the background, border and clip.
  package var cornerRadius: CGFloat
  /// Border stroke width, drawn inside the bounds above the content and the children.
  package var borderWidth: CGFloat
  /// Border colour.
  package var borderColor: Color?
  /// Whether the children are clipped to the (rounded) bounds.
  package var clipsToBounds: Bool
  /// Which corners `cornerRadius` rounds (`CALayer.maskedCorners`).
  package var maskedCorners: CornerMask = .all
  /// The shape of the rounded corners (`CALayer.cornerCurve`).
  package var cornerCurve: CornerCurve = .circular
  /// The drop shadow drawn behind the node, or nil for none.
  package var shadow: RenderShadow?
  /// Content drawn after the background and before the children.
  package var content: [RenderContent]
  /// Children, back to front.
  package var children: [RenderNode]
  /// Drawing on top of everything else in the node (the bounds overlay).
  package var overlay: [RenderContent]
  /// The first of the view's own properties that cannot be drawn (NaN or infinite), found
  /// while building the node, so that the renderer's error names it rather than the
  /// `transform` the property was folded into.
  package var invalidProperty: InvalidProperty?
  /// True when the node sits at ``maximumDepth`` and has subviews that were left out: the
  /// renderer refuses the tree with a typed error rather than drawing part of it.
  package var omitsDeeperSubviews: Bool
  /// Whether the node is drawn in the dark appearance: its dynamic colours resolve to their
  /// dark values. Set on every node from its view's trait collection (children inherit it
  /// unless their view or controller overrides the style).
  package var isDark: Bool

  /// The deepest a view tree can be drawn or dumped (the root is depth 0): trees are values
  /// built and drawn by recursion, and this bound keeps it within any thread's stack.
  package static let maximumDepth = 1_000

  /// A property of a view that cannot be drawn, and its value as text.
  package struct InvalidProperty: Sendable, Equatable {
    /// The property's name (`center`, `bounds`, `transform`, `alpha`, …).
    package var name: String
    /// Its value, as text.
    package var value: String

    /// Creates one.
    package init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  /// Creates a node with no drawing of its own.
  package init(path: String, transform: CGAffineTransform, bounds: CGRect) {
    self.path = path
    self.transform = transform
    self.bounds = bounds
    self.alpha = 1
    self.backgroundColor = nil
    self.cornerRadius = 0
    self.borderWidth = 0
    self.borderColor = nil
    self.clipsToBounds = false
    self.content = []
    self.children = []
    self.overlay = []
    self.invalidProperty = nil
    self.omitsDeeperSubviews = false
    self.isDark = false
  }
}

/// Drawing a node does besides its background and border.
package enum RenderContent: Sendable, Equatable {
  /// Glyphs of one font and colour, clipped to `clip`.
  case text(GlyphRun)
  /// A bitmap drawn into `rect` (scaled), clipped to `clip`.
  case image(ImageDraw)
  /// A stroked outline (used by the bounds overlay); `dash` empty for solid.
  case outline(rect: CGRect, color: Color, width: CGFloat, dash: [CGFloat])
  /// A filled or stroked path (custom drawing).
  case path(PathDraw)
  /// A gradient filling a shape (`GradientView`).
  case gradient(GradientDraw)
  /// A filled rectangle clipped to `clip`: an underline or strikethrough of text.
  case textLine(rect: CGRect, color: Color, clip: CGRect)
}

/// Positioned glyphs ready to draw.
package struct GlyphRun: Sendable, Equatable {
  /// The font (face and size in points).
  package var font: Font
  /// Fill colour.
  package var color: Color
  /// Glyph indices.
  package var glyphs: [UInt32]
  /// Baseline origins of each glyph, in the node's coordinates.
  package var positions: [CGPoint]
  /// The rectangle the text is clipped to.
  package var clip: CGRect

  /// Creates a run.
  package init(font: Font, color: Color, glyphs: [UInt32], positions: [CGPoint], clip: CGRect) {
    self.font = font
    self.color = color
    self.glyphs = glyphs
    self.positions = positions
    self.clip = clip
  }
}

/// A bitmap to draw.
package struct ImageDraw: Sendable, Equatable {
  /// The pixels, as stored.
  package var bitmap: Bitmap
  /// Where the whole upright image lands, in the node's coordinates.
  package var rect: CGRect
  /// The rectangle drawing is clipped to.
  package var clip: CGRect
  /// How the stored pixels are turned upright (an image's `imageOrientation`).
  package var orientation: Image.Orientation

  /// Creates an image draw.
  package init(bitmap: Bitmap, rect: CGRect, clip: CGRect, orientation: Image.Orientation = .up) {
    self.bitmap = bitmap
    self.rect = rect
    self.clip = clip
    self.orientation = orientation
  }
}
