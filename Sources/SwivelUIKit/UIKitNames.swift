@_exported public import Swivel

// UIKit's names for Swivel's types, so that frame-layout code written for iOS compiles with
// its `import UIKit` changed to `import SwivelUIKit`. Each alias is the same type: members keep
// UIKit's names (`UIButton(type: .system)`, `setTitleColor(_:for:)`, `UIFont.boldSystemFont`).

/// `UIView`: `View`.
public typealias UIView = View
/// `UIWindow`: `Window`.
public typealias UIWindow = Window
/// `UIViewController`: `UIKitViewController`, UIKit's controller exactly (designated
/// `init(nibName:bundle:)`, required `init?(coder:)`, convenience `init()`), without Swivel's
/// `updateInterface` pass, so a method of that name in a controller written for iOS is the
/// controller's own. Swivel-style controllers subclass `ViewController`, which adds the pass.
public typealias UIViewController = UIKitViewController
/// `UIResponder`: `Responder`, the superclass of views and controllers (touch methods, first
/// responder, keyboard notification names).
public typealias UIResponder = Responder
/// `UIEvent`: `Event`, the event of a window's tap or drag (`allTouches`, `touches(for:)`).
public typealias UIEvent = Event
/// `UITouch`: `Touch`, the finger of a window's tap or drag (`UITouch.Phase` comes with it).
public typealias UITouch = Touch
/// `UILabel`: `Label`.
public typealias UILabel = Label
/// `UIControl`: `Control` (`UIControl.Event` and `UIControl.State` come with it).
public typealias UIControl = Control
/// `UIButton`: `Button`.
public typealias UIButton = Button
/// `UIImageView`: `ImageView`.
public typealias UIImageView = ImageView
/// `UIImage`: `Image`.
public typealias UIImage = Image
/// `UIColor`: `Color`.
public typealias UIColor = Color
/// `UIFont`: `Font` (`UIFont.Weight` and `UIFont.TextStyle` come with it).
public typealias UIFont = Font
/// `UIAction`: `Action`.
public typealias UIAction = Action
/// `UIScrollView`: `ScrollView`.
public typealias UIScrollView = ScrollView
/// `UIStackView`: `StackView`.
public typealias UIStackView = StackView
/// `UITextField`: `TextField`.
public typealias UITextField = TextField
/// `UISwitch`: `Switch`.
public typealias UISwitch = Switch
/// `UISegmentedControl`: `SegmentedControl`.
public typealias UISegmentedControl = SegmentedControl
/// `UISlider`: `Slider`.
public typealias UISlider = Slider
/// `UIProgressView`: `ProgressView`.
public typealias UIProgressView = ProgressView
/// `UIStepper`: `Stepper`.
public typealias UIStepper = Stepper
/// `UIPageControl`: `PageControl`.
public typealias UIPageControl = PageControl
/// `UIActivityIndicatorView`: `ActivityIndicatorView`.
public typealias UIActivityIndicatorView = ActivityIndicatorView
/// `UIEdgeInsets`: `EdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets
/// `UIRectEdge`: `RectEdge`.
public typealias UIRectEdge = RectEdge
/// `NSDirectionalEdgeInsets`: `DirectionalEdgeInsets`.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// `UILayoutPriority`: `LayoutPriority`.
public typealias UILayoutPriority = LayoutPriority
/// `NSTextAlignment`: `TextAlignment`.
public typealias NSTextAlignment = TextAlignment
/// `NSLineBreakMode`: `LineBreakMode`.
public typealias NSLineBreakMode = LineBreakMode
/// `UIInterfaceOrientation`: `InterfaceOrientation`.
public typealias UIInterfaceOrientation = InterfaceOrientation
/// `UIInterfaceOrientationMask`: `InterfaceOrientationMask`.
public typealias UIInterfaceOrientationMask = InterfaceOrientationMask
/// `UIDeviceOrientation`: `DeviceOrientation`.
public typealias UIDeviceOrientation = DeviceOrientation
/// `UITraitCollection`: `TraitCollection`.
public typealias UITraitCollection = TraitCollection
/// `UIUserInterfaceSizeClass`: `UserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
/// `UIUserInterfaceIdiom`: `UserInterfaceIdiom`.
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
/// `UIUserInterfaceLayoutDirection`: `UserInterfaceLayoutDirection`.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
/// `UISemanticContentAttribute`: `SemanticContentAttribute`.
public typealias UISemanticContentAttribute = SemanticContentAttribute

/// `UIKeyboardType`: `TextInputTraits.KeyboardType`.
public typealias UIKeyboardType = TextInputTraits.KeyboardType
/// `UITextAutocapitalizationType`: `TextInputTraits.AutocapitalizationType`.
public typealias UITextAutocapitalizationType = TextInputTraits.AutocapitalizationType
/// `UITextAutocorrectionType`: `TextInputTraits.Checking`.
public typealias UITextAutocorrectionType = TextInputTraits.Checking
/// `UITextSpellCheckingType`: `TextInputTraits.Checking`.
public typealias UITextSpellCheckingType = TextInputTraits.Checking
/// `UIReturnKeyType`: `TextInputTraits.ReturnKeyType`.
public typealias UIReturnKeyType = TextInputTraits.ReturnKeyType
/// `UIKeyboardAppearance`: `TextInputTraits.KeyboardAppearance`.
public typealias UIKeyboardAppearance = TextInputTraits.KeyboardAppearance

/// `UIGestureRecognizer`: `GestureRecognizer` (closures in place of target-action).
public typealias UIGestureRecognizer = GestureRecognizer
/// `UIGestureRecognizerDelegate`: `GestureRecognizerDelegate`.
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
/// `UITapGestureRecognizer`: `TapGestureRecognizer`.
public typealias UITapGestureRecognizer = TapGestureRecognizer
/// `UILongPressGestureRecognizer`: `LongPressGestureRecognizer`.
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
/// `UIPanGestureRecognizer`: `PanGestureRecognizer`.
public typealias UIPanGestureRecognizer = PanGestureRecognizer
/// `UISwipeGestureRecognizer`: `SwipeGestureRecognizer`.
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
/// `UIPinchGestureRecognizer`: `PinchGestureRecognizer`.
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer

/// `UITextView`: `TextView`.
public typealias UITextView = TextView
/// `UITextViewDelegate`: `TextViewDelegate`.
public typealias UITextViewDelegate = TextViewDelegate
/// `NSTextContainer`: `TextContainer`.
public typealias NSTextContainer = TextContainer

/// `UIModalPresentationStyle`: `ModalPresentationStyle`.
public typealias UIModalPresentationStyle = ModalPresentationStyle
/// `UIModalTransitionStyle`: `ModalTransitionStyle`.
public typealias UIModalTransitionStyle = ModalTransitionStyle
