import Foundation
import Testing

@testable import SwivelGallery

@Suite struct GalleryFolderTests {
  @Test func preparesNestedFoldersAndAcceptsAnExistingOne() throws {
    let root = try GalleryTestScenes.temporaryFolder()
    let nested = root + "/a/b/c"
    _ = try GalleryFolder.prepare(nested)
    var isFolder: ObjCBool = false
    #expect(
      FileManager.default.fileExists(atPath: nested, isDirectory: &isFolder) && isFolder.boolValue)
    _ = try GalleryFolder.prepare(nested + "/")
  }

  @Test func aFileInThePathIsNamed() throws {
    let root = try GalleryTestScenes.temporaryFolder()
    try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/file"))
    #expect {
      try GalleryFolder.prepare(root + "/file/inner")
    } throws: { error in
      guard case .outputFolder(_, let reason) = error as? GalleryError else { return false }
      return reason == "\(root)/file is a file, not a folder"
    }
    #expect(throws: GalleryError.self) { try GalleryFolder.prepare("") }
  }
}
