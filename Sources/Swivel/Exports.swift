@_exported public import SwivelAudit
@_exported public import SwivelGeometry
@_exported public import SwivelGraphics
@_exported public import SwivelImageIO
@_exported public import SwivelLayout
@_exported public import SwivelRendering
@_exported public import SwivelUI
