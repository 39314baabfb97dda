// iOS 13's alert and action sheet values, drawn by the same dialog as `.alert(_:isPresented:)`
// and `.confirmationDialog(_:isPresented:)`: the same keys, the same safe default button.

/// An alert described as a value, iOS 13's form: `.alert(isPresented: $failed) { Alert(title: Text("Failed")) }`.
public struct Alert {
    /// One button of an alert or action sheet.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (@MainActor () -> Void)?

        /// A plain button; the dialog closes after `action` runs.
        public static func `default`(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }
        /// The cancel button, titled `label`: what Esc chooses.
        public static func cancel(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }
        /// The cancel button, titled "Cancel".
        @MainActor public static func cancel(_ action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }
        /// A button that destroys something: drawn as such, and never the one Enter chooses.
        public static func destructive(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }

    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button; with none, an OK button.
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        self.buttons = dismissButton.map { [$0] } ?? []
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        self.buttons = [primaryButton, secondaryButton]
    }
}

/// A choice between actions described as a value, iOS 13's form, drawn like
/// `.confirmationDialog` with the title shown: `ActionSheet(title: Text("Photo"), buttons: [...])`.
public struct ActionSheet {
    /// One button of an action sheet: `.default`, `.destructive` or `.cancel`.
    public typealias Button = Alert.Button

    let title: Text
    let message: Text?
    let buttons: [Button]

    /// A sheet of `buttons` (a Cancel button alone when none are given).
    @MainActor public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

/// The buttons of an alert or action sheet as the views the dialog reads.
private struct LegacyDialogButtons: View {
    let buttons: [Alert.Button]
    var body: some View {
        ForEach(0..<buttons.count) { index in
            let button = buttons[index]
            Button(role: button.role, action: button.action ?? {}) { button.label }
        }
    }
}

extension View {
    /// iOS 13's alert: the alert `content` makes is shown while `isPresented` is true.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        legacyDialog(content(), isPresented: isPresented, stacked: false)
    }

    /// iOS 13's alert for an item: shown while `item` is not nil, made from it by `content`;
    /// closing the alert sets `item` to nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        legacyDialog(item.wrappedValue.map(content), isPresented: item.isPresent(), stacked: false)
    }

    /// iOS 13's action sheet: the sheet `content` makes is shown while `isPresented` is true.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        legacyDialog(Alert(content()), isPresented: isPresented, stacked: true)
    }

    /// iOS 13's action sheet for an item: shown while `item` is not nil; closing it sets
    /// `item` to nil.
    public func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> ActionSheet) -> some View {
        legacyDialog(item.wrappedValue.map { Alert(content($0)) }, isPresented: item.isPresent(), stacked: true)
    }

    private func legacyDialog(_ alert: Alert?, isPresented: Binding<Bool>, stacked: Bool) -> some View {
        modalDialog(title: alert?.title.plainText ?? "", showsTitle: true, isPresented: isPresented,
                    actions: alert.flatMap { $0.buttons.isEmpty ? nil : AnyView(LegacyDialogButtons(buttons: $0.buttons)) },
                    message: alert?.message.map { AnyView($0) }, stacked: stacked)
    }
}

extension Alert {
    /// An action sheet's parts, for the dialog that draws both.
    fileprivate init(_ sheet: ActionSheet) {
        title = sheet.title
        message = sheet.message
        buttons = sheet.buttons
    }
}

extension Binding {
    /// True while the optional is not nil; setting false makes it nil.
    fileprivate func isPresent<Wrapped>() -> Binding<Bool> where Value == Wrapped? {
        Binding<Bool>(get: { self.wrappedValue != nil }, set: { if !$0 { self.wrappedValue = nil } })
    }
}
