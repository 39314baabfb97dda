import Foundation
import Testing
import Tessera
import TesseraTesting

// `App`, `Scene`, `WindowGroup` and `@SceneBuilder`, driven the way `main()` runs them.

private struct Greeting: View {
    var body: some View { Text("Hello from the window") }
}

private struct GreetingApp: App {
    var body: some Scene {
        WindowGroup { Greeting() }
    }
}

/// The app's own state: a count the window shows and changes through a binding.
private struct CountingApp: App {
    @State private var count = 0
    var body: some Scene {
        WindowGroup("Counting") {
            VStack {
                Text("App count: \(count)")
                Button("Add") { count += 1 }
                CountRow(count: $count)
            }
        }
    }
}

private struct CountRow: View {
    @Binding var count: Int
    @State private var taps = 0
    var body: some View {
        HStack {
            Text("Row taps: \(taps)")
            Button("Double") { count *= 2; taps += 1 }
        }
    }
}

private struct AccentKey: EnvironmentKey { static var defaultValue: String { "none" } }
extension EnvironmentValues {
    fileprivate var accentName: String { get { self[AccentKey.self] } set { self[AccentKey.self] = newValue } }
}

private struct AccentLabel: View {
    @Environment(\.accentName) private var accent
    var body: some View { Text("Accent: \(accent)") }
}

private struct EnvironmentApp: App {
    var body: some Scene {
        WindowGroup { AccentLabel() }
            .environment(\.accentName, "teal")
    }
}

@Observable private final class Library {
    var books = ["Dune", "Emma"]
}

private struct BookCount: View {
    @Environment(Library.self) private var library
    var body: some View {
        VStack {
            Text("Books: \(library.books.count)")
            Button("Add a book") { library.books.append("Ulysses") }
        }
    }
}

/// The app owns its model in `@State` and hands it to its scene's views.
private struct LibraryApp: App {
    @State private var library = Library()
    var body: some Scene {
        WindowGroup { BookCount() }
            .environment(library)
    }
}

private struct TwoScenesApp: App {
    var body: some Scene {
        WindowGroup("Main") { Text("First window") }
        WindowGroup("Other") { Text("Second window") }
    }
}

private struct StoredApp: App {
    @AppStorage("launches") private var launches = 0
    var body: some Scene {
        WindowGroup {
            Button("Launches: \(launches)") { launches += 1 }
        }
    }
}

@MainActor
@Suite struct AppTests {
    @Test func windowGroupShowsItsContent() {
        let pilot = Pilot(app: GreetingApp(), size: Size(width: 40, height: 5))
        #expect(pilot.text.contains("Hello from the window"))
    }

    @Test func stateInTheAppSurvivesEachReadingOfItsBody() {
        let pilot = Pilot(app: CountingApp(), size: Size(width: 40, height: 8))
        #expect(pilot.text.contains("App count: 0"))
        pilot.click("Add")
        pilot.click("Add")
        #expect(pilot.text.contains("App count: 2"))
        // The row's own state and the app's state both persist as the app's body is read again.
        pilot.click("Double")
        #expect(pilot.text.contains("App count: 4"))
        #expect(pilot.text.contains("Row taps: 1"))
        pilot.click("Add")
        #expect(pilot.text.contains("App count: 5"))
        #expect(pilot.text.contains("Row taps: 1"))
    }

    @Test func environmentOnASceneReachesItsViews() {
        let pilot = Pilot(app: EnvironmentApp(), size: Size(width: 40, height: 5))
        #expect(pilot.text.contains("Accent: teal"))
    }

    @Test func anObservableObjectOnASceneReachesItsViews() {
        let pilot = Pilot(app: LibraryApp(), size: Size(width: 40, height: 5))
        #expect(pilot.text.contains("Books: 2"))
        pilot.click("Add a book")
        #expect(pilot.text.contains("Books: 3"))
    }

    @Test func theFirstWindowGroupOfSeveralIsShown() {
        let pilot = Pilot(app: TwoScenesApp(), size: Size(width: 40, height: 5))
        #expect(pilot.text.contains("First window"))
        #expect(!pilot.text.contains("Second window"))
    }

    @Test func appStorageInTheAppReadsAndWritesTheStateStore() throws {
        let clock = TestClock()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-app-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = StateStore(url: directory.appendingPathComponent("stored.json"), clock: clock)
        store.set(7, forKey: "launches")
        var environment = EnvironmentValues()
        environment.stateStore = store
        let pilot = Pilot(app: StoredApp(), size: Size(width: 40, height: 5), environment: environment, clock: clock)
        #expect(pilot.text.contains("Launches: 7"))
        pilot.click("Launches: 7")
        #expect(pilot.text.contains("Launches: 8"))
        #expect(store.value(Int.self, forKey: "launches") == 8)
    }
}
