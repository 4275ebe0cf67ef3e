@_exported public import SwivelViews
