import Tessera

/// One app the launcher offers.
struct LauncherEntry: Identifiable {
    var id: String { command }
    var name: String
    var command: String
    var summary: String
    var make: @MainActor () throws -> FrameProducer
}

/// The launcher's screen: a split view with the apps in the sidebar and, in the detail column,
/// the selected app's description and a live preview of it.
struct LauncherView: View {
    let entries: [LauncherEntry]
    let previews: LauncherPreviews
    let open: @MainActor (LauncherEntry) -> Void
    @State private var selection: String? = "animals"

    private var selected: LauncherEntry? { entries.first { $0.id == selection } }

    private var sidebar: some View {
        SelectionList(entries, selection: $selection) { entry in
            VStack(alignment: .leading) {
                Text(entry.name).bold()
                Text("tessera \(entry.command)").dim()
            }
        }
        // Enter opens the selected app (rather than moving to the detail column).
        .transformEnvironment { env in
            env.splitViewActivate = { if let entry = selected { open(entry) } }
        }
    }

    var body: some View {
        NavigationSplitView {
            // Collapsed (a narrow terminal), the sidebar is all there is: it says what the
            // selected app is, as the detail column would.
            GeometryReader { proxy in
                VStack(alignment: .leading, spacing: 1) {
                    Text("Three apps").bold().padding(.leading, 1)
                    sidebar.frame(height: entries.count * 2)
                    if proxy.size.width > 40, let entry = selected {
                        Text(entry.summary).dim().padding(.horizontal, 1)
                    }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
            .navigationTitle("Tessera")
        } detail: {
            if let entry = selected {
                VStack(alignment: .leading, spacing: 1) {
                    Text(entry.summary)
                    if let producer = previews.producer(for: entry) {
                        ProducerView(producer, dimmed: true)
                            .frame(maxWidth: .infinity, maxHeight: .infinity)
                    } else {
                        // Why the app cannot start, whole (wrapped), not a bare "Nothing to show".
                        Text("⚠ \(entry.name) cannot start: \(previews.failure(for: entry) ?? "no preview")")
                            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                    }
                }
                .padding(.horizontal, 1)
                .navigationTitle(entry.name)
            }
        }
        .navigationSplitViewColumnWidth(30)
        .onKeyPress(.return, title: "Open") {
            if let entry = selected { open(entry) }
            return .handled
        }
        .onKeyPress { key in
            guard let digit = key.character.flatMap({ Int(String($0)) }), digit >= 1, digit <= entries.count else { return .ignored }
            selection = entries[digit - 1].id
            open(entries[digit - 1])
            return .handled
        }
    }
}

/// Live previews of the apps, made once and kept while the launcher runs.
@MainActor
final class LauncherPreviews {
    private var made: [String: FrameProducer] = [:]
    private var failed: [String: String] = [:]

    func producer(for entry: LauncherEntry) -> FrameProducer? {
        if let existing = made[entry.id] { return existing }
        if failed[entry.id] != nil { return nil }
        do {
            let producer = try entry.make()
            producer.onRequest = { _ in }
            made[entry.id] = producer
            return producer
        } catch {
            failed[entry.id] = "\(error)"
            return nil
        }
    }

    /// Why `entry`'s preview could not be made, once `producer(for:)` failed.
    func failure(for entry: LauncherEntry) -> String? { failed[entry.id] }

    func forget(_ id: String) { made[id] = nil }
}

/// Runs the launcher: its own screen until an app is opened, then the app until it asks to
/// quit (or Esc at its root), then the launcher again. Ctrl-C quits from anywhere.
@MainActor
final class LauncherProducer: FrameProducer, AccessibilityProviding {
    /// The open app's tree, else the launcher's own.
    var accessibilityElements: [AccessibilityElement] {
        (active as? AccessibilityProviding)?.accessibilityElements ?? host.accessibilityElements
    }

    private let host: ViewHost
    private var active: FrameProducer?
    private var activeID: String?
    private let previews: LauncherPreviews
    var onNeedsFrame: (@MainActor () -> Void)? {
        didSet { host.onNeedsFrame = onNeedsFrame }
    }
    var onRequest: (@MainActor (HostRequest) -> Void)? {
        didSet { host.onRequest = onRequest }
    }
    var appearsActive = true {
        didSet { host.appearsActive = appearsActive; active?.appearsActive = appearsActive }
    }
    var scenePhase: ScenePhase = .active {
        didSet { host.scenePhase = scenePhase; active?.scenePhase = scenePhase }
    }

    init(entries: [LauncherEntry], environment: EnvironmentValues, clock: any RunClock, size: Size) {
        let previews = LauncherPreviews()
        self.previews = previews
        var opener: (@MainActor (LauncherEntry) -> Void)?
        host = ViewHost(rootView: LauncherView(entries: entries, previews: previews, open: { opener?($0) }),
                        size: size, environment: environment, clock: clock)
        opener = { [weak self] entry in self?.open(entry) }
    }

    var needsFrame: Bool { active?.needsFrame ?? host.needsFrame }
    var cursor: Point? { active?.cursor ?? host.cursor }

    private func open(_ entry: LauncherEntry) {
        do {
            let app = try entry.make()
            app.onNeedsFrame = { [weak self] in self?.onNeedsFrame?() }
            app.onRequest = { [weak self] request in
                switch request {
                case .quit, .leaveRoot: self?.closeApp()
                case .suspend, .copyToClipboard: self?.onRequest?(request)
                }
            }
            app.appearsActive = appearsActive
            active = app
            activeID = entry.id
        } catch {
            host.statusMessage = "⚠ \(entry.name) could not start: \(error)"
        }
        onNeedsFrame?()
    }

    private func closeApp() {
        active?.scenePhase = .background  // leaving an app is a way out too: it may save
        StateStore.saveAllPending()
        active = nil
        // The preview starts afresh, so it shows what the app saved.
        if let activeID { previews.forget(activeID) }
        host.invalidateAll()
        onNeedsFrame?()
    }

    func handle(_ event: Event) {
        if case .key(let key) = event, key == .ctrlC { onRequest?(.quit); return }
        if let active { active.handle(event) } else { host.handle(event) }
    }

    func render(size: Size) -> ScreenBuffer {
        if let active { return active.render(size: size) }
        return host.render(size: size)
    }
}
