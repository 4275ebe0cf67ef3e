import SnapshotUser
import SwivelSnapshotTesting
import Testing

/// What the review workflow (swift run swivel-snapshots) works on in scripts/e2e-snapshots.
@Suite struct Review {
  /// FIXTURE_VARIANT=changed moves the button and rewords the title.
  @Test func signIn() {
    assertSnapshot(of: makeSignIn(changed: changed), as: .image)
  }

  /// FIXTURE_VARIANT=changed draws the text a little lighter, as another renderer might: the
  /// views are the same, only the drawing differs.
  @Test func renderer() {
    let badge = makeBadge("Renderer")
    if changed { badge.textColor = Color(red: 0.15, green: 0.15, blue: 0.15) }
    assertSnapshot(of: badge, as: .image)
  }
}
