// Core Animation's names for Swivel's 3D transform, so that layer transforms written for iOS
// compile; Swivel applies their affine part.

/// `CATransform3D`: `Transform3D`.
public typealias CATransform3D = Transform3D

/// The identity (`CATransform3DIdentity`).
public let CATransform3DIdentity = Transform3D.identity

/// The 3D form of an affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> Transform3D {
  Transform3D(m)
}

/// The affine part of a transform (exact when `CATransform3DIsAffine` is true).
public func CATransform3DGetAffineTransform(_ t: Transform3D) -> CGAffineTransform {
  t.affineTransform
}

/// Whether a transform is affine.
public func CATransform3DIsAffine(_ t: Transform3D) -> Bool { t.isAffine }

/// Whether a transform is the identity.
public func CATransform3DIsIdentity(_ t: Transform3D) -> Bool { t.isIdentity }

/// A scale.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> Transform3D {
  Transform3D(scaleX: sx, y: sy, z: sz)
}

/// A translation.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> Transform3D
{
  Transform3D(translationX: tx, y: ty, z: tz)
}

/// A rotation by `angle` radians about the axis (x, y, z).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
  -> Transform3D
{
  Transform3D(rotationAngle: angle, x: x, y: y, z: z)
}

/// `a` then `b`.
public func CATransform3DConcat(_ a: Transform3D, _ b: Transform3D) -> Transform3D {
  a.concatenating(b)
}

/// The scale first, then `t` (Core Animation's order).
public func CATransform3DScale(_ t: Transform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat)
  -> Transform3D
{
  Transform3D(scaleX: sx, y: sy, z: sz).concatenating(t)
}

/// The translation first, then `t`.
public func CATransform3DTranslate(_ t: Transform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
  -> Transform3D
{
  Transform3D(translationX: tx, y: ty, z: tz).concatenating(t)
}

/// The rotation first, then `t`.
public func CATransform3DRotate(
  _ t: Transform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> Transform3D {
  Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(t)
}
