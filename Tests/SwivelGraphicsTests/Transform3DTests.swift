import SwivelGraphics
import Testing

@Suite struct Transform3DTests {
  private let sample = CGAffineTransform(a: 2, b: 0.5, c: -0.5, d: 3, tx: 10, ty: -4)

  @Test func theIdentityIsAffineAndItsAffinePartIsTheIdentity() {
    #expect(Transform3D.identity.isAffine && Transform3D.identity.isIdentity)
    #expect(Transform3D.identity.affineTransform == .identity)
  }

  @Test func anAffineTransformRoundTrips() {
    let t = Transform3D(sample)
    #expect(t.isAffine && !t.isIdentity)
    #expect(t.affineTransform == sample)
    #expect(t.m33 == 1 && t.m44 == 1 && t.m43 == 0)
  }

  @Test func scaleAndTranslationFillTheirEntries() {
    let scale = Transform3D(scaleX: 2, y: 3, z: 1)
    #expect(scale.affineTransform == CGAffineTransform(scaleX: 2, y: 3))
    #expect(!Transform3D(scaleX: 1, y: 1, z: 2).isAffine)
    let move = Transform3D(translationX: 5, y: -7, z: 0)
    #expect(move.affineTransform == CGAffineTransform(translationX: 5, y: -7))
    #expect(!Transform3D(translationX: 0, y: 0, z: 1).isAffine)
  }

  @Test func aZRotationIsTheAffineRotation() {
    let angle = CGFloat.pi / 6
    let rotation = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
    let expected = CGAffineTransform(rotationAngle: angle)
    #expect(rotation.isAffine)
    let got = rotation.affineTransform
    #expect(abs(got.a - expected.a) < 1e-15 && abs(got.b - expected.b) < 1e-15)
    #expect(abs(got.c - expected.c) < 1e-15 && abs(got.d - expected.d) < 1e-15)
    #expect(!Transform3D(rotationAngle: angle, x: 1, y: 0, z: 0).isAffine)
    #expect(Transform3D(rotationAngle: angle, x: 0, y: 0, z: 0) == .identity)
  }

  @Test func concatenationAppliesTheReceiverFirstAsCoreAnimationDoes() {
    let scale = Transform3D(scaleX: 2, y: 2, z: 1)
    let move = Transform3D(translationX: 10, y: 0, z: 0)
    // Scale then move: (1, 1) → (2, 2) → (12, 2).
    let point = CGPoint(x: 1, y: 1).applying(scale.concatenating(move).affineTransform)
    #expect(point == CGPoint(x: 12, y: 2))
    #expect(
      scale.concatenating(move).affineTransform
        == CGAffineTransform(scaleX: 2, y: 2).concatenating(
          CGAffineTransform(translationX: 10, y: 0)))
  }
}
