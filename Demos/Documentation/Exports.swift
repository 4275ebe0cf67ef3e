@_exported public import SwivelGallery
