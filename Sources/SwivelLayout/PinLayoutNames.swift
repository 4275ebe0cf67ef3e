import SwivelViews

/// PinLayout's name for ``Pin/XAnchor``: how a view lines up horizontally.
public typealias HorizontalAlign = Pin.XAnchor

/// PinLayout's name for ``Pin/YAnchor``: how a view lines up vertically.
public typealias VerticalAlign = Pin.YAnchor

/// PinLayout's name for ``Pin/Fit``: what a size to fit keeps.
public typealias FitType = Pin.Fit

/// PinLayout's name for ``Pin/WrapType``.
public typealias WrapType = Pin.WrapType
