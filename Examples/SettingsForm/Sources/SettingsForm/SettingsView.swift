import Tessera

/// The form: every value is an `@AppStorage`, saved within a second of a change.
struct SettingsView: View {
    @AppStorage(PreferenceKey.appearance) private var appearance = Appearance.dark
    @AppStorage(PreferenceKey.showLineNumbers) private var showLineNumbers = true
    @AppStorage(PreferenceKey.fontSize) private var fontSize = 12
    @AppStorage(PreferenceKey.tabWidth) private var tabWidth = 4
    @AppStorage(PreferenceKey.insertSpaces) private var insertSpaces = true
    @AppStorage(PreferenceKey.lineEnding) private var lineEnding = LineEnding.lf
    @AppStorage(PreferenceKey.name) private var name = ""
    @AppStorage(PreferenceKey.email) private var email = ""
    @State private var confirmingReset = false

    var body: some View {
        Form {
            Section("Appearance") {
                Picker("Theme", selection: $appearance) {
                    ForEach(Appearance.allCases) { Text($0.title).tag($0) }
                }
                .pickerStyle(.segmented)
                Toggle("Show line numbers", isOn: $showLineNumbers)
                Stepper("Font size: \(fontSize) pt", value: $fontSize, in: 8...32)
            }
            Section("Editing", footer: insertSpaces ? "Tab inserts \(tabWidth) spaces." : "Tab inserts a tab character.") {
                Stepper("Tab width: \(tabWidth)", value: $tabWidth, in: 1...8)
                Toggle("Insert spaces for tabs", isOn: $insertSpaces)
                Picker("Newlines", selection: $lineEnding) {
                    ForEach(LineEnding.allCases) { Text($0.title).tag($0) }
                }
            }
            Section("Signature") {
                TextField("Name", text: $name)
                TextField("Email", text: $email)
            }
            Button("Restore Defaults…") { confirmingReset = true }
        }
        .alert("Restore the default settings?", isPresented: $confirmingReset) {
            Button("Restore", role: .destructive, action: restoreDefaults)
            Button("Cancel", role: .cancel) {}
        }
    }

    private func restoreDefaults() {
        appearance = .dark
        showLineNumbers = true
        fontSize = 12
        tabWidth = 4
        insertSpaces = true
        lineEnding = .lf
        name = ""
        email = ""
    }
}
