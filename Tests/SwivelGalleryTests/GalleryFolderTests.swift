import Testing
@testable import SwivelGallery

@Suite struct GalleryFolderTests {
  @Test(arguments: [
    ("g", ""), ("a/b", "a"), ("a/b/", "a"), ("/a", "/"), ("/a/b/c", "/a/b"), ("/", "/"), ("", ""),
  ])
  func parentPaths(path: String, parent: String) {
    #expect(GalleryFolder.parentPath(of: path) == parent)
  }
}
