@_exported public import SwivelDevices
