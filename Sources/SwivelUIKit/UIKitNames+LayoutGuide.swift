public import Swivel

/// `UILayoutGuide`: `LayoutGuide` (`view.safeAreaLayoutGuide.layoutFrame`,
/// `view.layoutMarginsGuide`, `view.readableContentGuide`).
public typealias UILayoutGuide = LayoutGuide
