@_exported public import SwivelGeometry
@_exported public import SwivelGraphics
