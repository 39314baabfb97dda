import Observation
import Testing
import Tessera
import TesseraTesting

/// Reports the stack's path to the test (state lives in the view, as in an app).
@MainActor
private final class PathModel {
    var path = NavigationPath()
}

private struct Counter: View {
    let name: String
    @State private var count = 0
    var body: some View {
        VStack(alignment: .leading) {
            Text("\(name) count \(count)")
            Button("Add") { count += 1 }
            NavigationLink("Deeper", value: count + 100)
        }
        .navigationTitle(name)
    }
}

private struct Inner: View {
    var body: some View {
        VStack(alignment: .leading) {
            NavigationLink("Inner link", value: 7)
        }
        .navigationDestination(for: Int.self) { Text("inner destination \($0)") }
        .navigationTitle("Inner")
    }
}

private struct DismissingView: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Close") { dismiss() }.navigationTitle("Closable")
    }
}

/// A stack whose title comes from its own state (also used by `HostRevisionTests`).
struct RenamingTitle: View {
    @State private var name = "Before"
    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Button("Rename") { name = "After" }
                Button("Other") {}
            }
            .navigationTitle(name)
        }
    }
}

private struct StackHost: View {
    let model: PathModel
    @State private var path = NavigationPath()
    var body: some View {
        let _ = model.path = path
        NavigationStack(path: $path) {
            VStack(alignment: .leading) {
                NavigationLink("Root link", value: 1)
                NavigationLink("Open inner", value: "inner")
                NavigationLink("Open closable", value: true)
            }
            .navigationTitle("Root")
            .navigationDestination(for: Int.self) { Counter(name: "Item \($0)") }
            .navigationDestination(for: String.self) { _ in Inner() }
            .navigationDestination(for: Bool.self) { _ in DismissingView() }
        }
        // Code that changes the path, as an app's buttons or a deep link would.
        .onKeyPress(.function(1)) { path.append(1); path.append(2); path.append(3); return .handled }
        .onKeyPress(.function(2)) { path.removeLast(2); return .handled }
        .onKeyPress(.function(3)) { path.append(5); path.removeLast(path.count); return .handled }
        .onKeyPress(.function(4)) { path = NavigationPath([4, 5, 6]); return .handled }
    }
}

@MainActor
@Suite struct NavigationTests {
    private func make() -> (Pilot, PathModel) {
        let model = PathModel()
        return (Pilot(StackHost(model: model), size: Size(width: 60, height: 12)), model)
    }

    @Test func aTitleThatChangesShowsAndATabLooksForNoTitle() {
        let pilot = Pilot(RenamingTitle(), size: Size(width: 40, height: 10))
        #expect(pilot.text.contains("Before"))
        // Tab places the stack again (focus moved); the titles are as they were, and the
        // levels are not searched for them again.
        let searches = pilot.host.stats.subtreeSearches
        pilot.press(.tab)
        _ = pilot.screen
        #expect(pilot.host.stats.subtreeSearches == searches)
        pilot.press(.backTab)
        pilot.press(.enter)
        #expect(pilot.text.contains("After"))
        #expect(!pilot.text.contains("Before"))
    }

    @Test func pathValueSemantics() {
        var path = NavigationPath()
        #expect(path.isEmpty)
        path.append(1); path.append("two"); path.append(3)
        #expect(path.count == 3)
        path.removeLast()
        var expected = NavigationPath()
        expected.append(1); expected.append("two")
        #expect(path == expected)
        #expect(path != NavigationPath([1, 2]))
        path.removeLast(5)
        #expect(path.isEmpty)
    }

    @Test func linkPushesAndEscPops() {
        let (pilot, model) = make()
        #expect(pilot.text.contains("Root"))
        #expect(!pilot.text.contains("‹ Back"))
        pilot.press(.enter)   // Root link is focused first
        #expect(model.path.count == 1)
        #expect(pilot.text.contains("‹ Back  Root › Item 1"))
        #expect(pilot.text.contains("Item 1 count 0"))
        // Focus went to the first control of the new top: the Add button.
        pilot.press(.enter)
        #expect(pilot.text.contains("Item 1 count 1"))
        pilot.press(.escape)
        #expect(model.path.isEmpty)
        #expect(!pilot.text.contains("‹ Back"))
        // Focus came back to the link that pushed.
        pilot.press(.enter)
        #expect(pilot.text.contains("Item 1 count 0"))
    }

    @Test func nearestDestinationWins() {
        let (pilot, model) = make()
        pilot.press(.down)
        pilot.press(.enter)   // Open inner
        #expect(pilot.text.contains("Root › Inner"))
        pilot.press(.enter)   // Inner link (value 7): Inner's own destination for Int is nearer.
        #expect(pilot.text.contains("inner destination 7"))
        #expect(model.path.count == 2)
        pilot.press(.escape); pilot.press(.escape)
        pilot.press(.up)
        pilot.press(.enter)   // Root link: the root's destination.
        #expect(pilot.text.contains("Item 1 count 0"))
    }

    @Test func removeLastAndPopToRoot() {
        let (pilot, _) = make()
        pilot.press(.function(1))
        #expect(pilot.text.contains("Root › Item 1 › Item 2 › Item 3"))
        pilot.press(.function(2))
        #expect(pilot.text.contains("‹ Back  Root › Item 1"))
        #expect(pilot.text.contains("Item 1 count 0"))
        pilot.press(.function(3))
        #expect(!pilot.text.contains("‹ Back"))
        #expect(pilot.text.contains("Root link"))
    }

    @Test func deepLinkShowsBreadcrumb() {
        let (pilot, model) = make()
        pilot.press(.function(4))
        #expect(pilot.text.contains("‹ Back  Root › Item 4 › Item 5 › Item 6"))
        #expect(pilot.text.contains("Item 6 count 0"))
        pilot.press(.escape)
        #expect(pilot.text.contains("Item 5 count 0"))
        #expect(model.path.count == 2)
    }

    @Test func pushedViewsKeepTheirState() {
        let (pilot, model) = make()
        pilot.press(.enter)          // push Item 1, focus on Add
        pilot.press(.enter); pilot.press(.enter)
        #expect(pilot.text.contains("Item 1 count 2"))
        pilot.press(.tab)            // Deeper link (value 102)
        pilot.press(.enter)
        #expect(model.path.count == 2)
        #expect(pilot.text.contains("Item 102 count 0"))
        pilot.press(.escape)
        #expect(pilot.text.contains("Item 1 count 2"))
        // Back button pops too, and focus returned to the Deeper link.
        pilot.press(.enter)
        #expect(pilot.text.contains("Item 102 count 0"))
        pilot.click("‹ Back")
        #expect(pilot.text.contains("Item 1 count 2"))
    }

    @Test func dismissPopsThePushedView() {
        let (pilot, model) = make()
        pilot.press(.down); pilot.press(.down)
        pilot.press(.enter)
        #expect(pilot.text.contains("Root › Closable"))
        pilot.press(.enter)   // Close
        #expect(model.path.isEmpty)
        #expect(pilot.text.contains("Root link"))
    }
}

// MARK: A router model's path

@MainActor @Observable private final class Router {
    var path: [Int] = []
}

private struct RoutedRoot: View {
    var router: Router
    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            Button("Go") { router.path.append(5) }
                .navigationTitle("Home")
                .navigationDestination(for: Int.self) { Text("Screen \($0)") }
        }
    }
}

extension NavigationTests {
    @Test func aStackBoundToARoutersPathFollowsIt() async {
        let router = Router()
        let pilot = Pilot(RoutedRoot(router: router), size: Size(width: 40, height: 8))
        pilot.press(.enter)                                   // a button appends to the model's path
        for _ in 0..<5 { await Task.yield() }
        #expect(pilot.text.contains("Screen 5"))
        router.path.append(7)                                 // code (a task, a deep link) appends too
        for _ in 0..<5 { await Task.yield() }
        #expect(pilot.text.contains("Screen 7"))
        router.path.removeAll()
        for _ in 0..<5 { await Task.yield() }
        #expect(pilot.text.contains("Go"))
    }
}
