// CGFloat, CGPoint, CGSize and CGRect come from Foundation on every platform; re-export it so
// `import Swivel` is enough to write frame math.
@_exported public import Foundation
