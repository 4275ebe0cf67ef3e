import SwivelDemos
import SwivelSupport

/// The images the README and `docs/scenes.md` show, committed under `docs/images/`. `swift run swivel docs`
/// regenerates them, and `DocumentationImagesTests` fails when a committed file no longer
/// matches what its scene draws.
public enum DocumentationImages {
  /// The folder the images are committed in, relative to the package root.
  public static let folder = "docs/images"

  /// Every documentation image, in the order the README and `docs/scenes.md` show them.
  public static let all: [DocumentationImage] = [
    DocumentationImage(
      fileName: "allincode-iphone6-portrait.png", scene: scene("AllInCode"),
      content: .screen(.iphone6, .portrait),
      altText: "AllInCode on an iPhone 6 in portrait"),
    DocumentationImage(
      fileName: "allincode-iphone6-landscape.png", scene: scene("AllInCode"),
      content: .screen(.iphone6, .landscapeLeft),
      altText: "AllInCode on an iPhone 6 in landscape"),
    DocumentationImage(
      fileName: "allincode-iphone6-landscape-bounds.png", scene: scene("AllInCode"),
      content: .screen(.iphone6, .landscapeLeft), showingBounds: true,
      altText: "AllInCode on an iPhone 6 in landscape with every view's bounds outlined"),
    DocumentationImage(
      fileName: "settings-iphone6.png", scene: scene("Settings"),
      content: .screen(.iphone6, .portrait), deviceFrame: .outline,
      altText: "Settings on an iPhone 6: a home-button status bar over inset-grouped rows"),
    DocumentationImage(
      fileName: "settings-iphonex.png", scene: scene("Settings"),
      content: .screen(.iphonex, .portrait), deviceFrame: .outline,
      altText:
        "Settings on an iPhone X: the time and glyphs beside the notch, rounded screen corners"),
    DocumentationImage(
      fileName: "profile-iphone14pro.png", scene: scene("Profile"),
      content: .screen(.iphone14pro, .portrait), deviceFrame: .outline,
      altText:
        "Profile on an iPhone 14 Pro: the status bar beside the Dynamic Island over a gradient header"
    ),
    DocumentationImage(
      fileName: "orientationspecific-sheet.png", scene: scene("OrientationSpecific"),
      content: .sheet([.iphone6, .ipad]),
      altText: "OrientationSpecific on an iPhone 6 and an iPad in every allowed orientation"),
    DocumentationImage(
      fileName: "swapper-sheet.png", scene: scene("Swapper"),
      content: .sheet([.iphone6, .ipad]),
      altText:
        "Swapper (iOS 7 legacy rotation) on an iPhone 6 and an iPad in every allowed orientation"),
    DocumentationImage(
      fileName: "swapper-film.png", scene: scene("Swapper"),
      content: .filmstrip(.iphone6, from: .portrait, to: .landscapeLeft, frames: 6),
      altText:
        "Swapper (iOS 7 legacy rotation) turning from portrait to landscape, its views swapped after the turn"
    ),
    DocumentationImage(
      fileName: "allincode-film.png", scene: scene("AllInCode"),
      content: .filmstrip(.iphone6, from: .portrait, to: .landscapeLeft, frames: 6),
      altText:
        "AllInCode turning from portrait to landscape: the interface turns while every view moves to its new frame"
    ),
    DocumentationImage(
      fileName: "restructure-sheet.png", scene: scene("Restructure"),
      content: .sheet([.iphone6, .iphone6plus, .ipad]),
      altText:
        "Restructure on an iPhone 6, an iPhone 6 Plus and an iPad: two columns, a side column, a row"
    ),
    DocumentationImage(
      fileName: "instagram-sheet.png", scene: scene("Instagram"),
      content: .sheet([.iphone6, .iphonex]), deviceFrame: .screen,
      altText: "Instagram on an iPhone 6 and an iPhone X in portrait and landscape"),
  ]

  /// The catalog scene with this name; the list above only names scenes the catalog holds.
  private static func scene(_ name: String) -> Scene {
    guard let scene = SceneCatalog.named(name) else {
      programmerError("DocumentationImages names scene '\(name)', which SceneCatalog does not hold")
    }
    return scene
  }
}
