import ArgumentParser
import SwivelGallery

/// An appearance on the command line (`light`, `dark`).
struct AppearanceChoice: ExpressibleByArgument, CaseIterable, Hashable, Sendable {
  /// The style (never `unspecified`).
  let style: UserInterfaceStyle

  static var allCases: [AppearanceChoice] { [.init(style: .light), .init(style: .dark)] }

  init(style: UserInterfaceStyle) {
    self.style = style
  }

  init?(argument: String) {
    guard let match = Self.allCases.first(where: { $0.style.description == argument }) else {
      return nil
    }
    self = match
  }

  var defaultValueDescription: String { style.description }

  static var allValueStrings: [String] { allCases.map(\.style.description) }
}

/// A content size category on the command line (`large`, `accessibilityLarge`).
struct ContentSizeChoice: ExpressibleByArgument, CaseIterable, Hashable, Sendable {
  /// The category (never `unspecified`).
  let category: ContentSizeCategory

  static var allCases: [ContentSizeChoice] {
    ContentSizeCategory.known.map(ContentSizeChoice.init(category:))
  }

  init(category: ContentSizeCategory) {
    self.category = category
  }

  init?(argument: String) {
    guard let category = ContentSizeCategory(name: argument), category != .unspecified else {
      return nil
    }
    self.category = category
  }

  var defaultValueDescription: String { category.description }

  static var allValueStrings: [String] { ContentSizeCategory.known.map(\.description) }
}
