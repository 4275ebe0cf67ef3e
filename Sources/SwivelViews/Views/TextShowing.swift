/// A view class of Swivel's that shows text (a label, a button's title, a text field): what it
/// shows, for anything that describes views (dumps, audits).
package protocol TextShowing: View {
  /// The text the view shows, as the app set it; nil when it shows none.
  var shownText: String? { get }

  /// The characters the view draws for ``shownText``: that text rewritten by the window's
  /// pseudo-locale (``View/pseudoLocalized(_:)`` gives it for a view without its own).
  var drawnText: String? { get }

  /// The point size of the text's font; nil when the view shows no text.
  var shownTextFontSize: CGFloat? { get }
}

extension View {
  /// `text` as the window's pseudo-locale rewrites it (unchanged without one).
  package func pseudoLocalized(_ text: String?) -> String? {
    guard let text else { return nil }
    let locale = windowPseudoLocale
    return locale == .none ? text : locale.transform(text)
  }
}
