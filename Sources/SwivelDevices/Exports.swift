@_exported public import SwivelWidgets
