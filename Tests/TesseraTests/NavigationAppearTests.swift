import Testing
import Tessera
import TesseraTesting

// A screen a navigation push covers disappears, and appears again when the pop shows it, as
// in SwiftUI. A ported to-do app reloads its list in the root's `.onAppear`: the item saved on
// the pushed "Add" screen showed only after a restart.

@MainActor @Observable private final class Log {
    var events: [String] = []
    var saved: [String] = []
}

private struct Root: View {
    var log: Log
    @State private var shown: [String] = []
    var body: some View {
        NavigationView {
            VStack {
                Text(shown.isEmpty ? "No Items" : shown.joined(separator: ", "))
                NavigationLink("Add") { AddScreen(log: log) }
            }
            .onAppear { log.events.append("root appears"); shown = log.saved }
            .onDisappear { log.events.append("root disappears") }
        }
    }
}

private struct AddScreen: View {
    var log: Log
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Save") { log.saved.append("Milk"); dismiss() }
            .onAppear { log.events.append("add appears") }
            .onDisappear { log.events.append("add disappears") }
    }
}

@MainActor
@Suite struct NavigationAppearTests {

    @Test func aPopShowsTheRootAgainAndItsOnAppearRunsAgain() async {
        let log = Log()
        let pilot = Pilot(Root(log: log), size: Size(width: 40, height: 8))
        await pilot.settle()
        #expect(log.events == ["root appears"])
        pilot.click("Add"); await pilot.settle()
        #expect(log.events == ["root appears", "root disappears", "add appears"])
        pilot.click("Save"); await pilot.settle()
        #expect(log.events.suffix(2) == ["add disappears", "root appears"])
        #expect(pilot.text.contains("Milk"), "the root reloaded in its onAppear: \(pilot.text)")
    }

    @Test func escBackRunsTheSameAndQuittingUnderAPushDoesNotDisappearTwice() async {
        let log = Log()
        let pilot = Pilot(Root(log: log), size: Size(width: 40, height: 8))
        await pilot.settle()
        pilot.click("Add"); await pilot.settle()
        pilot.press(.escape); await pilot.settle()
        #expect(log.events == ["root appears", "root disappears", "add appears", "add disappears", "root appears"])
        pilot.click("Add"); await pilot.settle()
        pilot.host.setRootView(Text("gone")); await pilot.settle()
        #expect(log.events.filter { $0 == "root disappears" }.count == 2, "covered, it had disappeared already: \(log.events)")
    }
}

/// Pages that note when they appear and disappear.
private struct Pages: View {
    var log: Log
    var body: some View {
        TabView {
            Text("First").onAppear { log.events.append("first appears") }.onDisappear { log.events.append("first disappears") }
                .tabItem { Text("One") }
            Text("Second").onAppear { log.events.append("second appears") }.onDisappear { log.events.append("second disappears") }
                .tabItem { Text("Two") }
        }
    }
}

@MainActor
@Suite struct TabPageAppearTests {

    @Test func aPageAppearsWhenItShowsAndDisappearsWhenAnotherDoes() async {
        let log = Log()
        let pilot = Pilot(Pages(log: log), size: Size(width: 30, height: 6))
        await pilot.settle()
        #expect(log.events == ["first appears"], "the page not showing has not appeared")
        pilot.press(.character("]")); await pilot.settle()
        #expect(log.events == ["first appears", "first disappears", "second appears"])
        pilot.press(.character("[")); await pilot.settle()
        #expect(log.events.suffix(2) == ["second disappears", "first appears"])
    }
}
