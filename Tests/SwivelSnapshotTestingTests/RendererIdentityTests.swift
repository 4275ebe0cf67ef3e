import Foundation
import SwivelGraphics
import SwivelSupport
import Testing

@testable import SwivelSnapshotTesting

/// What rendered a golden, as the golden records it and as a mismatch reports it.
@Suite struct RendererIdentityTests {
  private func identity(_ pairs: KeyValuePairs<String, String>) -> RendererIdentity {
    RendererIdentity(
      components: pairs.map { RendererIdentity.Component(name: $0.key, value: $0.value) })
  }

  @Test func theTextIsOneNameAndValueALine() {
    let recorded = identity([
      "Cairo": "1.18.0", "font DejaVuSans.ttf": "757076 bytes, xxh3 0123456789abcdef",
    ])
    #expect(
      recorded.text == "Cairo: 1.18.0\nfont DejaVuSans.ttf: 757076 bytes, xxh3 0123456789abcdef\n")
    #expect(RendererIdentity(text: recorded.text) == recorded)
    #expect(RendererIdentity(text: "garbage\nCairo: 1.18.0\n") == identity(["Cairo": "1.18.0"]))
  }

  @Test func oneDifferentLibraryIsNamedWithBothVersionsAndThePixelsMeasured() {
    let current = identity(["Swivel rendering": "1", "Cairo": "1.16.0", "pixman": "0.42.2"])
    let recorded = identity(["Swivel rendering": "1", "Cairo": "1.18.0", "pixman": "0.42.2"])
    let lines = current.finding(
      recorded: recorded, pixels: (1234, 3.2149), golden: "Snapshots/T/A.b.1.png")
    #expect(
      lines?.first
        == "The golden was recorded with Cairo 1.18.0, this machine renders with 1.16.0; "
        + "1234 pixels differ by at most ΔE2000 3.21.")
    #expect(
      lines?.last?.contains("swift run swivel-snapshots accept Snapshots/T/A.b.1.png") == true)
  }

  @Test func severalDifferencesAndMissingComponentsAreListedOnBothSides() {
    let current = identity([
      "Swivel rendering": "2", "FreeType": "2.12.1", "font Inter.ttf": "300 bytes, xxh3 ab",
    ])
    let recorded = identity([
      "Swivel rendering": "1", "FreeType": "2.13.2", "font DejaVuSans.ttf": "700 bytes, xxh3 cd",
    ])
    let lines = current.finding(recorded: recorded, pixels: nil, golden: "g.png")
    #expect(
      lines?.first
        == "The golden was recorded with Swivel rendering version 1, FreeType 2.13.2 and font "
        + "DejaVuSans.ttf (700 bytes, xxh3 cd) (and 1 more), this machine renders with Swivel rendering version 2, "
        + "FreeType 2.12.1 and no font DejaVuSans.ttf.")
  }

  @Test func theSameRendererFindsNothing() {
    let same = identity(["Cairo": "1.16.0"])
    #expect(same.finding(recorded: same, pixels: (1, 1), golden: "g.png") == nil)
  }

  @Test func thisMachinesIdentityNamesEveryLibraryAndEveryPinnedFontFile() throws {
    let names = RendererIdentity.current.components.map(\.name)
    #expect(names.prefix(4) == ["Swivel rendering", "Cairo", "pixman", "FreeType"])
    #expect(
      names.dropFirst(4).allSatisfy {
        $0.hasPrefix("font ") && ($0.hasSuffix(".otf") || $0.hasSuffix(".ttf"))
      })
    #expect(names.count == 4 + FontFile.all.count)
    for component in RendererIdentity.current.components.prefix(4).dropFirst() {
      // A dotted version: digits, dot, digits, dot, digits.
      #expect(
        component.value.split(separator: ".").count == 3, "\(component.name) \(component.value)")
      #expect(
        component.value.split(separator: ".").allSatisfy { Int($0) != nil },
        "\(component.name) \(component.value)")
    }
    let inter = try #require(
      RendererIdentity.current.components.first { $0.name == "font Inter-Regular.otf" })
    let path = FontLibrary.shared.directory + "/Inter-Regular.otf"
    let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int
    #expect(inter.value.hasPrefix("\(try #require(size)) bytes, xxh3 "))
  }

  @Test func aStoredRecordIsReadForAtMostItsComponentLimitWithEveryValueShortened() {
    let text = (0..<5_000).map { "font f\($0).ttf: " + String(repeating: "v", count: 1_000) }
      .joined(separator: "\n")
    let read = RendererIdentity(text: text)
    #expect(read.components.count == RendererIdentity.maximumComponents)
    #expect(read.components.allSatisfy { $0.value.count <= RecordedValue.maximumLength })
    #expect(read.components.last?.name == "font f999.ttf")
  }
}

/// Goldens record their renderer; a mismatch against another renderer's golden says so first.
@Suite struct RendererProvenanceTests {
  /// The one-pixel change `sampleBitmap(mark:)` makes: white to blue.
  private let changed = sampleBitmap(mark: (5, 4))

  @Test func aRecordedGoldenCarriesThisMachinesRenderer() throws {
    let package = try TemporaryPackage()
    let outcome = package.verifier(.missing).verify(
      sampleBitmap(), scale: 1, at: package.location())
    #expect(outcome.recording != nil)
    let annotations = PNGDecoder.annotations(in: try readFile(package.location().goldenURL.path))
    #expect(annotations == [PNGAnnotation(.renderer, RendererIdentity.current.text)])
  }

  @Test func aGoldenFromAnotherRendererLeadsTheMismatchWithIt() throws {
    let package = try TemporaryPackage()
    var recorded = RendererIdentity.current
    let cairo = try #require(recorded.components.firstIndex { $0.name == "Cairo" })
    let ours = recorded.components[cairo].value
    recorded.components[cairo].value = "0.9.1"
    let location = package.location()
    try FileManager.default.createDirectory(
      at: location.goldenURL.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(
      PNGEncoder().encode(sampleBitmap(), annotations: [PNGAnnotation(.renderer, recorded.text)])
    )
    .write(to: location.goldenURL)
    let failure = try #require(
      package.verifier(.never).verify(changed, scale: 1, at: location).failure)
    let lines = failure.description.split(separator: "\n").map(String.init)
    let deltaE = PlainNumber.text(ColorDistance.deltaE(0xFF00_00FF, 0xFFFF_FFFF), places: 2)
    #expect(
      lines[0] == "The golden was recorded with Cairo 0.9.1, this machine renders with \(ours); "
        + "1 pixel differs by at most ΔE2000 \(deltaE).")
    #expect(lines[1].hasPrefix("  So this may not be a regression."))
    #expect(
      lines[2].hasPrefix(
        "Snapshot differs from the golden Snapshots/Suite/sample.v.png: 1 of 48 pixels"))
    #expect(
      failure.summary == "another renderer recorded the golden; 1 of 48 pixels (2.083 %) differ")
    // The same golden still passes an unchanged render, without reading the record.
    #expect(package.verifier(.never).verify(sampleBitmap(), scale: 1, at: location) == .matched)
  }

  @Test func aGoldenWithoutARecordOrWithThisRendererAddsNothing() throws {
    let package = try TemporaryPackage()
    let location = package.location()
    try FileManager.default.createDirectory(
      at: location.goldenURL.deletingLastPathComponent(), withIntermediateDirectories: true)
    for golden in [
      PNGEncoder().encode(sampleBitmap()),
      PNGEncoder().encode(
        sampleBitmap(), annotations: [PNGAnnotation(.renderer, RendererIdentity.current.text)]),
    ] {
      try Data(golden).write(to: location.goldenURL)
      let failure = try #require(
        package.verifier(.never).verify(changed, scale: 1, at: location).failure)
      #expect(
        failure.description.hasPrefix(
          "Snapshot differs from the golden Snapshots/Suite/sample.v.png: 1 of 48 pixels"))
    }
  }

  @Test func theActualArtifactIsTheGoldenThisMachineWouldRecord() throws {
    let package = try TemporaryPackage()
    let location = package.location()
    try FileManager.default.createDirectory(
      at: location.goldenURL.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(PNGEncoder().encode(sampleBitmap())).write(to: location.goldenURL)
    let failure = try #require(
      package.verifier(.never).verify(changed, scale: 1, at: location).failure)
    let actual = try readFile(failure.artifacts.first { $0.name == "actual" }?.path)
    #expect(
      PNGDecoder.annotations(in: actual) == [
        PNGAnnotation(.renderer, RendererIdentity.current.text)
      ])
    #expect(try PNGDecoder.decode(actual) == changed)
  }
}
