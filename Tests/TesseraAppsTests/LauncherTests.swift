import Foundation
import Testing
import Tessera
import TesseraApps

@MainActor
@Suite struct LauncherTests {
    private func launcher() throws -> (FrameProducer, () -> [HostRequest]) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("launcher-\(UUID().uuidString)")
        let producer = try AppCatalog.makeProducer(.launcher, environment: EnvironmentValues(), stateDirectory: dir,
                                                   clock: TestClock(), size: Size(width: 100, height: 24))
        var requests: [HostRequest] = []
        producer.onRequest = { requests.append($0) }
        return (producer, { requests })
    }

    private func screen(_ p: FrameProducer) -> String { p.render(size: Size(width: 100, height: 24)).text }
    private func press(_ p: FrameProducer, _ key: Key) { _ = screen(p); p.handle(.key(KeyPress(key))) }

    @Test func listsTheAppsWithAPreviewOfTheSelectedOne() throws {
        let (p, _) = try launcher()
        let text = screen(p)
        #expect(text.contains("Animal Inspector") && text.contains("Vacation Planner") && text.contains("Health Dashboard"))
        #expect(text.contains("Fabrizio Fish"))          // the live preview of the animals app
        press(p, .down)
        #expect(screen(p).contains("Sign in to plan"))   // now the vacation planner's
    }

    @Test func aNarrowLauncherKeepsTheDescriptionAndNamesItselfOnce() throws {
        let (p, _) = try launcher()
        let text = p.render(size: Size(width: 70, height: 24)).text
        #expect(text.contains("Who is eating the campus fruit?"))
        #expect(text.components(separatedBy: "Tessera").count - 1 == 1)
    }

    @Test func appsOpenedFromTheLauncherSayBack() throws {
        let (p, _) = try launcher()
        press(p, .down); press(p, .enter)                 // the vacation planner: its footer has room
        press(p, .escape)                                 // out of the email field
        #expect(screen(p).contains("q Back"))
        press(p, .character("q"))
        #expect(screen(p).contains("q Quit"))
    }

    @Test func enterOpensTheAppAndQuitComesBack() throws {
        let (p, requests) = try launcher()
        press(p, .down); press(p, .down)
        press(p, .enter)
        #expect(screen(p).contains("Health — Summary"))
        press(p, .character("q"))
        #expect(screen(p).contains("Three apps"))
        #expect(requests().isEmpty)
        press(p, .character("q"))
        #expect(requests() == [.quit])
    }

    @Test func escapeAtAnAppsRootComesBackAndDigitsOpenDirectly() throws {
        let (p, requests) = try launcher()
        press(p, .character("1"))
        #expect(screen(p).contains("Suspicion Level"))
        press(p, .escape)
        #expect(screen(p).contains("Three apps"))
        press(p, .character("2"))
        #expect(screen(p).contains("Sign in to plan"))
        p.handle(.key(.ctrlC))
        #expect(requests() == [.quit])
    }
}
