/// How a text field's keyboard would be set up (`UITextInputTraits`): kept so that code written
/// for iOS sets and reads them; a still render shows no keyboard, so none changes a picture.
/// The defaults are UIKit's.
public struct TextInputTraits: Sendable, Hashable {
  /// The keyboard's layout (`UIKeyboardType`; UIKit's raw values).
  public enum KeyboardType: Int, Sendable, Hashable, CaseIterable {
    /// The default keyboard.
    case `default` = 0
    /// Letters with numbers and punctuation.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// A URL keyboard.
    case URL
    /// A phone-style number pad.
    case numberPad
    /// A phone pad with `*`, `#` and `+`.
    case phonePad
    /// A phone pad for names and numbers.
    case namePhonePad
    /// An email address keyboard.
    case emailAddress
    /// A number pad with a decimal point.
    case decimalPad
    /// A Twitter-style keyboard.
    case twitter
    /// A web search keyboard.
    case webSearch
    /// A number pad of ASCII digits.
    case asciiCapableNumberPad
  }

  /// When the shift key turns on by itself (`UITextAutocapitalizationType`).
  public enum AutocapitalizationType: Int, Sendable, Hashable, CaseIterable {
    /// Never.
    case none = 0
    /// Every word.
    case words
    /// Every sentence (UIKit's default).
    case sentences
    /// Every character.
    case allCharacters
  }

  /// A three-way switch UIKit uses for autocorrection and spell checking
  /// (`UITextAutocorrectionType`, `UITextSpellCheckingType`).
  public enum Checking: Int, Sendable, Hashable, CaseIterable {
    /// The system's choice (UIKit's default).
    case `default` = 0
    /// Off.
    case no
    /// On.
    case yes
  }

  /// The return key's title (`UIReturnKeyType`).
  public enum ReturnKeyType: Int, Sendable, Hashable, CaseIterable {
    /// Return (UIKit's default).
    case `default` = 0
    /// Go.
    case go
    /// Google.
    case google
    /// Join.
    case join
    /// Next.
    case next
    /// Route.
    case route
    /// Search.
    case search
    /// Send.
    case send
    /// Yahoo.
    case yahoo
    /// Done.
    case done
    /// Emergency Call.
    case emergencyCall
    /// Continue.
    case `continue`
  }

  /// The keyboard's colours (`UIKeyboardAppearance`).
  public enum KeyboardAppearance: Int, Sendable, Hashable, CaseIterable {
    /// The system's (UIKit's default).
    case `default` = 0
    /// Dark.
    case dark
    /// Light.
    case light
  }

  /// The keyboard's layout; `.default`.
  public var keyboardType: KeyboardType = .default
  /// Automatic capitals; `.sentences`.
  public var autocapitalizationType: AutocapitalizationType = .sentences
  /// Autocorrection; `.default`.
  public var autocorrectionType: Checking = .default
  /// Spell checking; `.default`.
  public var spellCheckingType: Checking = .default
  /// The return key; `.default`.
  public var returnKeyType: ReturnKeyType = .default
  /// The keyboard's colours; `.default`.
  public var keyboardAppearance: KeyboardAppearance = .default
  /// Whether the return key is off while the text is empty; false.
  public var enablesReturnKeyAutomatically = false
  /// What the text is, for AutoFill (`UITextContentType`'s raw string, such as
  /// `"username"`); nil.
  public var textContentType: String?

  /// UIKit's defaults.
  public init() {}
}

/// A view that keeps a keyboard's settings (`UITextInput`'s traits): ``TextField`` and
/// ``TextView``, which get UIKit's property names for them.
public protocol TextInputTraitsHolder: AnyObject {
  /// The settings.
  var inputTraits: TextInputTraits { get set }
}

extension TextField: TextInputTraitsHolder {}
extension TextView: TextInputTraitsHolder {}

extension TextInputTraitsHolder {
  /// The keyboard's layout (`keyboardType`); `.default`.
  public var keyboardType: TextInputTraits.KeyboardType {
    get { inputTraits.keyboardType }
    set { inputTraits.keyboardType = newValue }
  }
  /// Automatic capitals (`autocapitalizationType`); `.sentences`.
  public var autocapitalizationType: TextInputTraits.AutocapitalizationType {
    get { inputTraits.autocapitalizationType }
    set { inputTraits.autocapitalizationType = newValue }
  }
  /// Autocorrection (`autocorrectionType`); `.default`.
  public var autocorrectionType: TextInputTraits.Checking {
    get { inputTraits.autocorrectionType }
    set { inputTraits.autocorrectionType = newValue }
  }
  /// Spell checking (`spellCheckingType`); `.default`.
  public var spellCheckingType: TextInputTraits.Checking {
    get { inputTraits.spellCheckingType }
    set { inputTraits.spellCheckingType = newValue }
  }
  /// The return key (`returnKeyType`); `.default`.
  public var returnKeyType: TextInputTraits.ReturnKeyType {
    get { inputTraits.returnKeyType }
    set { inputTraits.returnKeyType = newValue }
  }
  /// The keyboard's colours (`keyboardAppearance`); `.default`.
  public var keyboardAppearance: TextInputTraits.KeyboardAppearance {
    get { inputTraits.keyboardAppearance }
    set { inputTraits.keyboardAppearance = newValue }
  }
  /// Whether the return key is off while the text is empty (`enablesReturnKeyAutomatically`).
  public var enablesReturnKeyAutomatically: Bool {
    get { inputTraits.enablesReturnKeyAutomatically }
    set { inputTraits.enablesReturnKeyAutomatically = newValue }
  }
}
