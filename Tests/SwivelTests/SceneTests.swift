import Foundation
import SwivelSupport
import Testing

@testable import Swivel

/// `Scene("Name", summary:) { Controller() }`: the source path comes from the call site, made
/// relative to the package that holds it.
@Suite struct SceneTests {
  @Test func theSourcePathIsTheCallingFileRelativeToItsPackage() throws {
    let scene = Scene("Here", summary: "This file.") { ViewController() }
    #expect(scene.name == "Here")
    #expect(scene.summary == "This file.")
    #expect(scene.sourcePath == "Tests/SwivelTests/SceneTests.swift")
    let root = try #require(scene.packageRoot)
    #expect(FileManager.default.fileExists(atPath: root + "/Package.swift"))
    #expect(FileManager.default.fileExists(atPath: root + "/" + scene.sourcePath))
    #expect(scene.model == .modern)
    #expect(scene.applicationOrientations == nil)
  }

  @Test func theControllerFactoryMakesAFreshControllerEachLaunch() throws {
    let scene = Scene("Fresh", summary: "", model: .legacy, applicationOrientations: .all) {
      ViewController()
    }
    let one = try scene.launch(on: .iphone6), two = try scene.launch(on: .iphone6)
    #expect(one.rootViewController !== two.rootViewController)
    #expect(one.model == .legacy)
  }

  @Test func theNearestPackageAboveTheFileIsItsRoot() {
    let files: Set<String> = ["/work/app/Package.swift", "/work/app/Fixtures/User/Package.swift"]
    let nested = PackageSourceFile(
      filePath: "/work/app/Fixtures/User/Sources/Screens/Login.swift", fileExists: files.contains)
    #expect(nested.packageRoot == "/work/app/Fixtures/User")
    #expect(nested.relativePath == "Sources/Screens/Login.swift")
    let top = PackageSourceFile(
      filePath: "/work/app/Demos/AllInCode.swift", fileExists: files.contains)
    #expect(
      top
        == PackageSourceFile(
          filePath: "/work/app/Demos/AllInCode.swift",
          fileExists: { $0 == "/work/app/Package.swift" }))
    #expect(top.relativePath == "Demos/AllInCode.swift")
  }

  @Test func withoutAPackageThePathStartsAtSources() {
    let none = PackageSourceFile(
      filePath: "/build/x/Sources/Screens/Login.swift", fileExists: { _ in false })
    #expect(none.packageRoot == nil)
    #expect(none.relativePath == "Sources/Screens/Login.swift")
    #expect(
      PackageSourceFile(filePath: "/a/b/Login.swift", fileExists: { _ in false }).relativePath
        == "Login.swift")
    #expect(
      PackageSourceFile(filePath: "Login.swift", fileExists: { _ in true }).relativePath
        == "Login.swift")
  }
}
