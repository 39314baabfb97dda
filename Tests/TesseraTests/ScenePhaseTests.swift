import Testing
@testable import Tessera
import TesseraTesting

/// `@Environment(\.scenePhase)`: active with the keyboard, inactive without it, background
/// before the program stops, with `onChange` run in time.
@MainActor
@Suite struct ScenePhaseTests {
    @MainActor private final class Log { var phases: [ScenePhase] = [] }

    private struct PhaseView: View {
        let log: Log
        @Environment(\.scenePhase) private var phase
        var body: some View {
            Text("Phase \(String(describing: phase))").onChange(of: phase) { _, new in log.phases.append(new) }
        }
    }

    @Test func backgroundRunsOnChangeBeforeTheSetterReturns() {
        let log = Log()
        let host = ViewHost(rootView: PhaseView(log: log), size: Size(width: 30, height: 3))
        _ = host.render(size: host.size)
        host.scenePhase = .background
        #expect(log.phases == [.background])
        host.scenePhase = .active
        _ = host.render(size: host.size)
        #expect(log.phases == [.background, .active])
        #expect(host.render(size: host.size).text.contains("Phase active"))
    }

    @Test func losingTheKeyboardIsInactive() {
        let log = Log()
        let pilot = Pilot(PhaseView(log: log), size: Size(width: 30, height: 3))
        pilot.host.appearsActive = false
        #expect(pilot.text.contains("Phase inactive"))
        pilot.host.appearsActive = true
        #expect(pilot.text.contains("Phase active"))
        #expect(log.phases == [.inactive, .active])
    }

    /// A scene's `.onChange(of: scenePhase)` on the app's own `@Environment`, as iOS apps save.
    private struct SavingApp: App {
        static let log = Log()
        @Environment(\.scenePhase) private var phase
        var body: some Scene {
            WindowGroup { Text("Notes") }
                .onChange(of: phase) { _, new in Self.log.phases.append(new) }
        }
    }

    @Test func anAppsSceneSeesTheBackground() {
        let host = ViewHost(app: SavingApp(), size: Size(width: 30, height: 3))
        _ = host.render(size: host.size)
        host.scenePhase = .background
        #expect(SavingApp.log.phases == [.background])
    }
}
