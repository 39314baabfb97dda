// SwiftUI's older names, and the iOS text-input settings, so that files written for them compile
// unchanged. Each either does what its newer name does or, where a terminal has nothing it could
// change, is accepted and documented in docs/SWIFTUI-DIFFERENCES.md.

/// Several toolbar items at one placement: `ToolbarItemGroup(placement: .topBarTrailing) { … }`.
/// A terminal's toolbar item may hold several controls already, so a group is an item; like every
/// placement, it goes at the trailing end of the title bar.
public typealias ToolbarItemGroup = ToolbarItem

extension ToolbarItemPlacement {
    /// iOS 14's name for `.topBarLeading`.
    public static let navigationBarLeading = ToolbarItemPlacement.topBarLeading
    /// iOS 14's name for `.topBarTrailing`.
    public static let navigationBarTrailing = ToolbarItemPlacement.topBarTrailing
}

/// The navigation bar's names, as SwiftUI's `NavigationBarItem`.
public enum NavigationBarItem {
    /// How tall a navigation title is drawn on iOS. A terminal's title row is always one row.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// The platform's choice.
        case automatic
        /// The small title.
        case inline
        /// The large title.
        case large
    }
}

extension View {
    /// iOS 13's name for `navigationTitle(_:)`.
    public func navigationBarTitle(_ title: String) -> some View { navigationTitle(title) }

    /// iOS 13's `navigationTitle(_:)` with a display mode; the title row is one row whatever the mode.
    public func navigationBarTitle(_ title: String, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title)
    }

    /// How tall the title is drawn on iOS; a terminal's title row is always one row, so the mode
    /// changes nothing.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View { self }

    /// iOS 13's toolbar: `leading` and `trailing` become toolbar items, in that order.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .topBarLeading) { leading }
            ToolbarItem(placement: .topBarTrailing) { trailing }
        }
    }

    /// iOS 13's toolbar with leading items only.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .topBarLeading) { leading } }
    }

    /// iOS 13's toolbar with trailing items only.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .topBarTrailing) { trailing } }
    }

    /// Hides iOS's back button. A terminal's stack has no back button to hide (Escape goes back,
    /// as the footer says), so this changes nothing.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }

    /// Runs `action` with the new value after a frame in which `value` changed (iOS 14's form,
    /// `{ newValue in … }`).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping @MainActor (V) -> Void) -> some View {
        onChange(of: value) { _, newValue in action(newValue) }
    }

    /// A tooltip on macOS. A terminal has no hover, so the text is given to assistive
    /// technology as the view's hint instead.
    public func help(_ text: String) -> some View { accessibilityHint(text) }
}

// MARK: - Text input settings that a terminal has nothing to apply to

/// The on-screen keyboard iOS shows for a text field. A terminal types with its own keyboard.
public enum UIKeyboardType: Int, Hashable, Sendable {
    /// The letters keyboard.
    case `default`
    /// Letters, numbers and punctuation.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// For web addresses.
    case URL
    /// Digits only.
    case numberPad
    /// A telephone keypad.
    case phonePad
    /// A keypad for names and telephone numbers.
    case namePhonePad
    /// For e-mail addresses.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// For social handles.
    case twitter
    /// For search.
    case webSearch
    /// Digits only, ASCII.
    case asciiCapableNumberPad
}

/// What a text field holds, for iOS's autofill. A terminal does not autofill.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The kind's name.
    public let rawValue: String
    /// The kind called `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A person's full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A given name.
    public static let givenName = UITextContentType(rawValue: "givenName")
    /// A family name.
    public static let familyName = UITextContentType(rawValue: "familyName")
    /// An e-mail address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// A web address.
    public static let URL = UITextContentType(rawValue: "URL")
}

/// When iOS's keyboard starts words with a capital. A terminal's keyboard is the user's own.
public struct TextInputAutocapitalization: Hashable, Sendable {
    let rule: Int
    /// Never.
    public static let never = TextInputAutocapitalization(rule: 0)
    /// Every word.
    public static let words = TextInputAutocapitalization(rule: 1)
    /// Every sentence.
    public static let sentences = TextInputAutocapitalization(rule: 2)
    /// Every letter.
    public static let characters = TextInputAutocapitalization(rule: 3)
}

extension View {
    /// The on-screen keyboard for the text fields inside, on iOS; a terminal has none, so this
    /// changes nothing.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    /// What the text fields inside hold, for iOS's autofill; a terminal does not autofill, so
    /// this changes nothing.
    public func textContentType(_ type: UITextContentType?) -> some View { self }
    /// Turns iOS's autocorrection off; a terminal does not autocorrect, so this changes nothing.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    /// iOS 13's name for `autocorrectionDisabled(_:)`; changes nothing in a terminal.
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }
    /// When iOS's keyboard capitalizes; a terminal's keyboard is the user's, so this changes nothing.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
}

// MARK: - Scene phase

/// Whether the app is in front, as SwiftUI's `ScenePhase`. In a terminal, `.active` while the
/// program runs with the keyboard; `.inactive` while the terminal window does not have the
/// keyboard (terminals that report focus); `.background` just before the program is suspended
/// (Ctrl-Z) or quits, in time for an `.onChange(of: scenePhase)` to save what the user edited.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Not running in front.
    case background
    /// In front, but not taking input.
    case inactive
    /// In front and taking input.
    case active
}

private struct ScenePhaseKey: EnvironmentKey { static var defaultValue: ScenePhase { .active } }

extension EnvironmentValues {
    /// Whether the app is in front (see `ScenePhase`): `.active` while a terminal program runs
    /// with the keyboard.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}

// MARK: - Sections with text headers

extension Section {
    /// A section under `header`, with `footer` under it: iOS 13's form, with `Text` headers.
    public init(header: Text, footer: Text? = nil, @ViewBuilder content: () -> Content) {
        self.init(header.plainText, footer: footer?.plainText, content: content)
    }

    /// A section with a footer and no header.
    public init(footer: Text, @ViewBuilder content: () -> Content) {
        self.init(nil, footer: footer.plainText, content: content)
    }

    /// A section whose header and footer are written after its rows:
    /// `Section { rows } header: { Text("Header") } footer: { Text("Footer") }`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Text, @ViewBuilder footer: () -> Text) {
        self.init(header().plainText, footer: footer().plainText, content: content)
    }

    /// A section whose header is written after its rows: `Section { rows } header: { Text("Header") }`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Text) {
        self.init(header().plainText, content: content)
    }
}

// MARK: - Picker styles by their type names

/// iOS 13's name for `.segmented`: `.pickerStyle(SegmentedPickerStyle())`.
public struct SegmentedPickerStyle: Hashable, Sendable {
    /// The segmented style.
    public init() {}
}

/// iOS 13's name for `.menu`: `.pickerStyle(MenuPickerStyle())`.
public struct MenuPickerStyle: Hashable, Sendable {
    /// The menu style.
    public init() {}
}

/// iOS 13's name for `.inline`: `.pickerStyle(InlinePickerStyle())`.
public struct InlinePickerStyle: Hashable, Sendable {
    /// The inline style.
    public init() {}
}

extension View {
    /// The segmented style, by its type's name.
    public func pickerStyle(_ style: SegmentedPickerStyle) -> some View { pickerStyle(.segmented) }
    /// The menu style, by its type's name.
    public func pickerStyle(_ style: MenuPickerStyle) -> some View { pickerStyle(.menu) }
    /// The inline style, by its type's name.
    public func pickerStyle(_ style: InlinePickerStyle) -> some View { pickerStyle(.inline) }
}
