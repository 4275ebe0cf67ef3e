import Testing

@testable import SwivelSupport

@Suite struct FreedMemoryRetentionTests {
  @Test func anEmptyEnvironmentSetsTheThresholds() {
    #expect(FreedMemoryRetention.reasonToSkip([:]) == nil)
    #expect(FreedMemoryRetention.reasonToSkip(["SWIVEL_KEEP_MALLOC_DEFAULTS": "0"]) == nil)
    #expect(FreedMemoryRetention.reasonToSkip(["GLIBC_TUNABLES": "glibc.pthread.rseq=0"]) == nil)
  }

  @Test func theUsersChoiceWins() {
    #expect(FreedMemoryRetention.reasonToSkip(["SWIVEL_KEEP_MALLOC_DEFAULTS": "1"]) == .optedOut)
    #expect(FreedMemoryRetention.reasonToSkip(["SWIVEL_KEEP_MALLOC_DEFAULTS": ""]) == .optedOut)
    #expect(
      FreedMemoryRetention.reasonToSkip(["GLIBC_TUNABLES": "glibc.pthread.rseq=0:glibc.malloc.trim_threshold=0"])
        == .userTunables)
    // Asked not to, `apply` calls nothing.
    #expect(FreedMemoryRetention.apply(environment: ["SWIVEL_KEEP_MALLOC_DEFAULTS": "yes"]) == .optedOut)
  }

  @Test func thresholdsAreWithinGlibcsLimits() {
    // glibc refuses an mmap threshold above 32 MB on 64-bit (4 MB × sizeof(long)).
    #expect(FreedMemoryRetention.mmapThreshold == 32 * 1024 * 1024)
    #expect(FreedMemoryRetention.trimThreshold > FreedMemoryRetention.mmapThreshold)
  }

  #if canImport(Glibc)
    @Test func glibcAcceptsTheThresholds() {
      #expect(FreedMemoryRetention.apply(environment: [:]) == .applied)
    }
  #endif
}
