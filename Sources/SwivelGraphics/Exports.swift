@_exported public import SwivelGeometry
