@_exported public import Swivel
