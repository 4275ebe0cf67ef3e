import SnapshotUser
import SwivelSnapshotTesting
import Testing

/// What the review workflow (swift run swivel-snapshots) works on in scripts/e2e-snapshots.
@Suite struct Review {
  /// FIXTURE_VARIANT=changed moves the button and rewords the title.
  @Test func signIn() {
    assertSnapshot(of: makeSignIn(changed: changed), as: .image)
  }

  /// FIXTURE_VARIANT=changed shifts the shade a little, as another renderer might.
  @Test func renderer() {
    assertSnapshot(of: makeBadge("Renderer", green: changed ? 0.79 : 0.8), as: .image)
  }
}
