import Combine
import Foundation
import Testing
import Tessera
import TesseraTesting

// Behaviour that real SwiftUI programs rely on, each found in code written for SwiftUI.

// MARK: A sheet's toolbar belongs to the sheet

private struct NewItemSheet: View {
    @Binding var log: String
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    var body: some View {
        NavigationStack {
            Form { TextField("Name", text: $name) }
                .navigationTitle("New Item")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { dismiss() }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Create") { log = "created"; dismiss() }
                    }
                }
        }
    }
}

private struct PresenterWithToolbar: View {
    @State private var adding = false
    @State private var log = "none"
    var body: some View {
        VStack(alignment: .leading) {
            Text("log: \(log)")
        }
        .toolbar {
            Button("Add") { adding = true }.keyboardShortcut("n")
        }
        .sheet(isPresented: $adding) { NewItemSheet(log: $log) }
    }
}

@MainActor
@Suite struct SheetToolbarTests {
    @Test func aSheetsToolbarItemsAreInTheSheetAndReachable() {
        let pilot = Pilot(PresenterWithToolbar(), size: Size(width: 60, height: 16))
        pilot.press(.character("n"))
        #expect(pilot.text.contains("Name"))
        // The Create button is drawn inside the sheet, not in the bar behind it.
        let create = pilot.position(of: "Create")
        let add = pilot.position(of: "Add")
        #expect(create != nil)
        #expect(create?.y != add?.y)
        // The footer lists the sheet's confirming item, and Return from the field presses it.
        #expect(pilot.screen.lines.last?.contains("Enter Create") == true)
        pilot.type("Milk")
        pilot.press(.enter)
        #expect(pilot.text.contains("log: created"))
        // Open again: Tab reaches the item too.
        pilot.press(.character("n"))
        // Tab reaches it from the sheet's field, and Return presses it.
        var reached = false
        for _ in 0..<4 where !reached {
            pilot.press(.tab)
            reached = pilot.accessibilityText.split(separator: "\n").contains { $0.contains("\"Create\"") && $0.contains("focused") }
        }
        #expect(reached)
        pilot.press(.enter)
        #expect(!pilot.text.contains("Name"))
    }
}

// MARK: Every swipe action counts, with its title

private struct SwipeRows: View {
    @State private var names = ["Alpha", "Beta"]
    @State private var pinned: Set<String> = []
    var body: some View {
        VStack(alignment: .leading) {
            Text("pinned: \(pinned.count)")
            List {
                ForEach(names, id: \.self) { name in
                    Text(name)
                        .swipeActions {
                            Button(role: .destructive) {
                                names.removeAll { $0 == name }
                            } label: {
                                Label("Delete", systemImage: "trash")
                            }
                            .tint(.red)
                            Button {
                                if pinned.contains(name) { pinned.remove(name) } else { pinned.insert(name) }
                            } label: {
                                if pinned.contains(name) {
                                    Label("Unpin", systemImage: "pin.slash")
                                } else {
                                    Label("Pin", systemImage: "pin")
                                }
                            }
                        }
                }
            }
        }
    }
}

@MainActor
@Suite struct SwipeActionTests {
    @Test func buttonsWithModifiersAndConditionalLabelsAreActions() {
        let pilot = Pilot(SwipeRows(), size: Size(width: 50, height: 10))
        pilot.press(.left)
        #expect(pilot.text.contains("Delete"))
        #expect(pilot.text.contains("Pin"))
        // The second action, chosen with Tab and run with Return, pins the row.
        pilot.press(.tab)
        pilot.press(.enter)
        #expect(pilot.text.contains("pinned: 1"))
        // Its title follows the branch its label took.
        pilot.press(.left)
        #expect(pilot.text.contains("Unpin"))
        // The first, with a role and a tint, deletes the row.
        pilot.press(.enter)
        #expect(!pilot.text.contains("Alpha"))
        #expect(pilot.text.contains("Beta"))
    }
}

// MARK: A pushed view follows its state and bindings

private struct EditorSheet: View {
    @Binding var name: String
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack(alignment: .leading) {
            Text("Editing")
            Button("Rename") { name = "Renamed"; dismiss() }
        }
    }
}

private struct PushedDetail: View {
    @Binding var name: String
    @State private var isEditing = false
    var body: some View {
        VStack(alignment: .leading) {
            Text("name: \(name)")
            Button("Edit") { isEditing = true }
        }
        .sheet(isPresented: $isEditing) { EditorSheet(name: $name) }
    }
}

private struct PushingRoot: View {
    @State private var name = "First"
    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Text("root: \(name)")
                NavigationLink("Open detail", destination: PushedDetail(name: $name))
            }
            .navigationTitle("Root")
        }
    }
}

@MainActor
@Suite struct PushedViewStateTests {
    @Test func aPushedViewsSheetOpensAndItsBindingShowsChanges() {
        let pilot = Pilot(PushingRoot(), size: Size(width: 50, height: 14))
        pilot.press(.enter)
        #expect(pilot.text.contains("name: First"))
        // Edit writes a state the body reads only as `$isEditing`: the sheet opens.
        pilot.press(.enter)
        #expect(pilot.text.contains("Editing"))
        // Rename writes through the binding; the pushed view shows it at once.
        pilot.press(.tab)
        pilot.press(.enter)
        #expect(!pilot.text.contains("Editing"))
        #expect(pilot.text.contains("name: Renamed"))
    }
}

// MARK: A row's background covers the row, text included

private struct ColouredRows: View {
    var body: some View {
        List {
            Text("Warm row").listRowBackground(Color.yellow)
            Text("Dark row").foregroundStyle(.black).listRowBackground(Color.black)
            Text("Plain row")
        }
    }
}

@MainActor
@Suite struct RowBackgroundTests {
    private func row(_ pilot: Pilot, _ label: String) -> (y: Int, x: Int)? {
        pilot.position(of: label).map { ($0.y, $0.x) }
    }

    @Test func theRowBackgroundIsUnderItsTextWithAReadableForeground() throws {
        let pilot = Pilot(ColouredRows(), size: Size(width: 30, height: 8))
        let screen = pilot.screen
        let warm = try #require(row(pilot, "Warm row"))
        for x in 0..<screen.size.width {
            #expect(screen[x, warm.y].style.background == Color.yellow, "column \(x)")
        }
        // The text on yellow is drawn dark; on black, light (not black on black).
        let warmText = screen[warm.x, warm.y].style.foreground
        #expect(warmText != .default && warmText != Color.yellow)
        let dark = try #require(row(pilot, "Dark row"))
        #expect(screen[dark.x, dark.y].style.background == Color.black)
        #expect(screen[dark.x, dark.y].style.foreground != Color.black)
        #expect(screen[dark.x, dark.y].style.foreground != .default)
        // A row without one keeps the default background.
        let plain = try #require(row(pilot, "Plain row"))
        #expect(screen[plain.x, plain.y].style.background == .default)
    }
}

// MARK: Combine

private struct Clock: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var ticks = 0
    var body: some View {
        Text("ticks: \(ticks)").onReceive(timer) { _ in ticks += 1 }
    }
}

private final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var shout = ""
    private var cancellables = Set<AnyCancellable>()
    var sunk: [String] = []

    init() {
        $query
            .map { $0.uppercased() }
            .filter { !$0.isEmpty }
            .removeDuplicates()
            .assign(to: &$shout)
        $query.dropFirst().sink { [weak self] in self?.sunk.append($0) }.store(in: &cancellables)
        // As docs/GUIDE.md writes it: compiles with the main queue as the scheduler.
        $query.debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .sink { _ in }.store(in: &cancellables)
    }

    var results: AnyPublisher<Int, Never> { $query.map(\.count).eraseToAnyPublisher() }
}

private struct SearchView: View {
    @StateObject private var model = SearchModel()
    let events: PassthroughSubject<String, Never>
    @State private var lastEvent = "none"
    @State private var length = 0
    var body: some View {
        VStack(alignment: .leading) {
            Text("shout: \(model.shout)")
            Text("event: \(lastEvent) length: \(length)")
            Button("Set") { model.query = "tea" }
        }
        .onReceive(events) { lastEvent = $0 }
        .onReceive(model.results) { length = $0 }
    }
}

@MainActor
@Suite struct CombineTests {
    @Test func aTimerPublisherFiresOnTheTestClockAndTheViewShowsIt() {
        let pilot = Pilot(Clock(), size: Size(width: 20, height: 3))
        #expect(pilot.text.contains("ticks: 0"))
        pilot.advance(by: .seconds(3))
        #expect(pilot.text.contains("ticks: 3"))
    }

    @Test func publishedPropertiesPublishAndOnReceiveUpdatesTheScreen() {
        let events = PassthroughSubject<String, Never>()
        let pilot = Pilot(SearchView(events: events), size: Size(width: 40, height: 5))
        #expect(pilot.text.contains("shout:"))
        pilot.press(.enter)
        #expect(pilot.text.contains("shout: TEA"))
        #expect(pilot.text.contains("length: 3"))
        events.send("ping")
        #expect(pilot.text.contains("event: ping"))
    }

    @Test func aPublishedSubscriberSeesTheNewValueBeforeThePropertyDoes() {
        let model = SearchModel()
        var seen: [(sent: String, stored: String)] = []
        let token = model.$query.dropFirst().sink { seen.append(($0, model.query)) }
        var announced = 0
        let changes: AnyCancellable = model.objectWillChange.sink { announced += 1 }
        model.query = "a"
        model.query = "b"
        #expect(seen.map(\.sent) == ["a", "b"])
        #expect(seen.map(\.stored) == ["", "a"])
        #expect(model.sunk == ["a", "b"])
        #expect(model.shout == "B")
        #expect(announced >= 2)
        token.cancel()
        changes.cancel()
    }
}
