import Combine
import Foundation
import Testing
import Tessera
import TesseraTesting

// A module builder outside the main actor makes a screen with its `@StateObject`, as a real
// app ported here does (`StateObject(wrappedValue:)` in a plain class's function); a model
// makes a `Binding(get:set:)` whose setter takes the transaction. SwiftUI's initialisers of
// `@State`, `@StateObject` and `@ObservedObject` are nonisolated, and so are these.

private final class Notes: ObservableObject {
    @Published var items = ["Milk"]
    nonisolated(unsafe) static var made = 0
    init() { Notes.made += 1 }
}

private struct NotesScreen: View {
    @StateObject var notes: Notes
    @ObservedObject var also: Notes
    @State private var title: String
    init(notes: StateObject<Notes>, also: ObservedObject<Notes>, title: State<String>) {
        _notes = notes; _also = also; _title = title
    }
    var body: some View {
        VStack {
            Text("\(title): \(notes.items.joined(separator: ", "))")
            Button("Add") { notes.items.append("Eggs") }
        }
    }
}

/// A builder the way the ported app writes it: a plain class, not on the main actor.
private final class NotesBuilder {
    func view() -> NotesScreen {
        NotesScreen(notes: StateObject(wrappedValue: Notes()), also: ObservedObject(wrappedValue: Notes()),
                    title: State(initialValue: "List"))
    }
}

@MainActor
@Suite struct ModelMadeWrapperTests {
    @Test func aScreenMadeOffTheMainActorKeepsTheObjectItsStateObjectMade() {
        let before = Notes.made
        let pilot = Pilot(NotesBuilder().view(), size: Size(width: 30, height: 5))
        #expect(pilot.text.contains("List: Milk"))
        pilot.click("Add")
        #expect(pilot.text.contains("List: Milk, Eggs"))
        pilot.click("Add")
        #expect(pilot.text.contains("Milk, Eggs, Eggs"), "the same object, not one made again per evaluation")
        #expect(Notes.made - before == 2, "one for the state object, one for the observed one")
    }

    @Test func aBindingsSetterIsHandedTheTransactionOfTheWrite() {
        var value = 0
        var animations: [Animation?] = []
        let binding = Binding(get: { value }, set: { newValue, transaction in
            value = newValue
            animations.append(transaction.animation)
        })
        binding.wrappedValue = 1
        withAnimation(.linear(duration: 0.2)) { binding.wrappedValue = 2 }
        #expect(value == 2)
        #expect(animations == [nil, .linear(duration: 0.2)])
    }
}
