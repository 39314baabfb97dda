import Tessera

@main
struct SettingsApp: App {
    static let version = "SettingsForm 1.0 (Tessera \(CommandLineProgram.toolkitVersion))"

    /// Read by the app itself: the whole window follows the appearance the form sets.
    @AppStorage("appearance") private var appearance = Appearance.dark

    var body: some Scene {
        WindowGroup("Settings Form: an editor's preferences, kept between runs with @AppStorage.") {
            SettingsView()
        }
        .environment(\.colorScheme, appearance == .light ? .light : .dark)
        .environment(\.theme, appearance == .light ? .light : .dark)
    }
}
