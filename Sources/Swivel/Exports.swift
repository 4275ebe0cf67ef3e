@_exported public import SwivelGeometry
@_exported public import SwivelGraphics
@_exported public import SwivelRendering
@_exported public import SwivelPNG
@_exported public import SwivelUI
