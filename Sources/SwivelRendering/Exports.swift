@_exported public import SwivelGraphics
