// Core Animation's names for Swivel's layers, so that layer code written for iOS compiles
// with `import SwivelUIKit`.

/// `CALayer`: `Layer`.
public typealias CALayer = Layer
/// `CAGradientLayer`: `GradientLayer`.
public typealias CAGradientLayer = GradientLayer
/// `CAShapeLayer`: `ShapeLayer`.
public typealias CAShapeLayer = ShapeLayer
/// `CATextLayer`: `TextLayer`.
public typealias CATextLayer = TextLayer
/// `CAGradientLayerType`: `GradientLayer.GradientType`.
public typealias CAGradientLayerType = GradientLayer.GradientType
/// `CALayerContentsGravity`: `Layer.ContentsGravity`.
public typealias CALayerContentsGravity = Layer.ContentsGravity
/// `CAShapeLayerFillRule`: `ShapeLayer.FillRule`.
public typealias CAShapeLayerFillRule = ShapeLayer.FillRule
/// `CAShapeLayerLineCap`: `LineCap`, whose cases have the same names.
public typealias CAShapeLayerLineCap = LineCap
/// `CAShapeLayerLineJoin`: `LineJoin`, whose cases have the same names.
public typealias CAShapeLayerLineJoin = LineJoin
/// `CATextLayerAlignmentMode`: `TextLayer.AlignmentMode`.
public typealias CATextLayerAlignmentMode = TextLayer.AlignmentMode
/// `CATextLayerTruncationMode`: `TextLayer.TruncationMode`.
public typealias CATextLayerTruncationMode = TextLayer.TruncationMode
/// `CGColor`: `Color`; `UIColor.cgColor` returns the colour itself.
public typealias CGColor = Color
