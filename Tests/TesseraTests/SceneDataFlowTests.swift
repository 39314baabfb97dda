import Testing
import TesseraTesting

// An `App` that owns its models and hands them to its windows, as SwiftUI programs start.

private final class Router: ObservableObject {
    @Published var path: [Int] = []
}

@Observable private final class Library {
    var books = 3
}

private struct RouterLabel: View {
    @EnvironmentObject var router: Router
    var body: some View {
        Button("Depth \(router.path.count)") { router.path.append(router.path.count) }
    }
}

private struct LibraryLabel: View {
    @Environment(Library.self) private var library
    var body: some View {
        Button("Books \(library.books)") { library.books += 1 }
    }
}

private struct ModelsApp: App {
    @StateObject private var router = Router()
    @State private var library = Library()

    var body: some Scene {
        WindowGroup {
            HStack {
                RouterLabel()
                LibraryLabel()
            }
        }
        .environmentObject(router)
        .environment(library)
    }
}

@MainActor
@Suite struct SceneDataFlowTests {
    @Test func anAppsModelsReachItsWindowThroughTheScene() {
        let pilot = Pilot(app: ModelsApp(), size: Size(width: 40, height: 5))
        #expect(pilot.text.contains("Depth 0"))
        #expect(pilot.text.contains("Books 3"))
        pilot.click("Depth 0")
        pilot.click("Depth 1")
        #expect(pilot.text.contains("Depth 2"))
        pilot.click("Books 3")
        #expect(pilot.text.contains("Books 4"))
        #expect(pilot.text.contains("Depth 2"))                 // the app's router survived
    }
}
