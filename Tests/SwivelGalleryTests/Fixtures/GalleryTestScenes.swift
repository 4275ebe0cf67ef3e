import Foundation
import SwivelGallery

/// Small scenes for the gallery tests: one that allows every orientation, one that allows
/// portrait only, and one whose name and summary need escaping.
enum GalleryTestScenes {
  final class Card: ViewController {
    let mask: InterfaceOrientationMask
    init(mask: InterfaceOrientationMask) {
      self.mask = mask
      super.init()
    }
    required init?(coder: NSCoder) { nil }
    override var supportedInterfaceOrientations: InterfaceOrientationMask { mask }
    override func viewDidLoad() {
      view.backgroundColor = .white
      let label = Label()
      label.text = "Card"
      view.addSubview(label)
    }
    override func updateInterface() {
      view.subviews.first?.frame = CGRect(x: 20, y: 40, width: view.bounds.width - 40, height: 20)
    }
  }

  static let everyWay = Scene(
    name: "EveryWay", summary: "Turns every way.",
    sourcePath: "Tests/SwivelGalleryTests/GalleryTestScenes.swift",
    applicationOrientations: .all, makeController: { Card(mask: .all) })

  static let portraitOnly = Scene(
    name: "PortraitOnly", summary: "Portrait only.",
    sourcePath: "Tests/SwivelGalleryTests/GalleryTestScenes.swift",
    makeController: { Card(mask: .portrait) })

  static let needsEscaping = Scene(
    name: "Tom & \"Jerry\" <b>", summary: "<script>alert('hi')</script> & more",
    sourcePath: "Tests/Swivel Tests/<odd>.swift", makeController: { Card(mask: .portrait) })

  /// A new empty folder under the temporary folder.
  static func temporaryFolder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "swivel-gallery-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }
}
