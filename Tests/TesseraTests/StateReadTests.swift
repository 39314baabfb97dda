import Testing
@testable import Tessera
import TesseraTesting

// A change of a `@State` runs again the bodies that read it, as in SwiftUI: a body that only
// hands `$value` (or a binding made of closures) on is left alone, and what reads the value
// through the binding is told instead. A read the runtime cannot attribute (a control that
// reads its binding while drawing) still runs the owner's body again.

/// How many times each counted body ran.
@MainActor private enum BodyRuns {
    static var form = 0
    static var owner = 0
    static var label = 0
}

private struct FieldsBoundByClosures: View {
    @State private var values = ["", "", ""]
    var body: some View {
        let _ = BodyRuns.form += 1
        VStack(alignment: .leading) {
            ForEach(0..<3) { index in
                TextField("Field \(index)", text: Binding(get: { values[index] }, set: { values[index] = $0 }))
            }
            TextField("Mirror", text: Binding(get: { values[0] }, set: { values[0] = $0 }))
            Button("Clear") { values[0] = "" }
        }
    }
}

private struct CountLabel: View {
    @Binding var count: Int
    var body: some View {
        let _ = BodyRuns.label += 1
        Text("Count \(count)")
    }
}

private struct CountOwner: View {
    /// Also reads its count in actions: the button's, a key handler's, and once the first
    /// frame is drawn. None of them shows anything.
    var readsInActions = false
    @State private var count = 0
    var body: some View {
        let _ = BodyRuns.owner += 1
        VStack(alignment: .leading) {
            CountLabel(count: $count)
            Button("Add") { if !readsInActions || count < 10 { count += 1 } }
        }
        .onKeyPress("z") { readsInActions && count > 0 ? .handled : .ignored }
        .onAppear { if readsInActions && count == 0 { count = 1 } }
    }
}

private struct ToggleFlippedByAButton: View {
    @State private var isOn = false
    var body: some View {
        let _ = BodyRuns.owner += 1
        VStack(alignment: .leading) {
            Toggle("Lights", isOn: $isOn)
            Button("Flip") { isOn.toggle() }
        }
    }
}

private enum Field: Hashable { case name, city }

private struct FocusReadOnlyAfterSubmit: View {
    @State private var name = ""
    @State private var city = ""
    @State private var submitted = false
    @FocusState private var field: Field?
    var body: some View {
        let _ = BodyRuns.owner += 1
        VStack(alignment: .leading) {
            TextField("Name", text: $name).focused($field, equals: .name)
            TextField("City", text: $city).focused($field, equals: .city)
            // Read only once submitted, as the sign-in form's warning is.
            if submitted && field == .name { Text("Name has the focus") }
            Button("Submit") { submitted = true; field = .name }
        }
    }
}

private struct FieldFarBelow: View {
    @State private var note = ""
    @FocusState private var inNote: Bool
    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                Button("Go to the note") { inNote = true }
                ForEach(0..<30) { Text("Line \($0)") }
                TextField("Note", text: $note).focused($inNote)
            }
        }
    }
}

private struct MirrorThatComesAndGoes: View {
    @State private var name = ""
    @State private var mirrored = true
    var body: some View {
        VStack(alignment: .leading) {
            TextField("Name", text: $name)
            if mirrored { TextField("Mirror", text: $name) }
            Button("Toggle") { mirrored.toggle() }.keyboardShortcut("t", modifiers: .control)
        }
    }
}

@MainActor
@Suite struct StateReadTests {
    @Test func typingIntoAFieldBoundByClosuresRunsNoBodyAndTheOtherFieldOnTheSameValueFollows() {
        let pilot = Pilot(FieldsBoundByClosures(), size: Size(width: 40, height: 8))
        // The first field has the focus from the start.
        let runs = BodyRuns.form
        pilot.type("ada")
        // The mirror reads the same element through its own binding: it shows the text.
        #expect(pilot.text.components(separatedBy: "ada").count == 3, "\(pilot.text)")
        #expect(BodyRuns.form == runs)
        // An action that writes the state (not a field) is seen by both fields too.
        pilot.press(.tab, times: 4)
        #expect(pilot.host.focus.focused is ButtonNode)
        pilot.press(.enter)
        #expect(!pilot.text.contains("ada"), "\(pilot.text)")
        #expect(BodyRuns.form == runs)
    }

    @Test func aFieldThatLeftAndCameBackReadsTheStateItsPredecessorRead() {
        let pilot = Pilot(MirrorThatComesAndGoes(), size: Size(width: 40, height: 5))
        pilot.type("ab")
        #expect(pilot.text.components(separatedBy: "ab").count == 3, "\(pilot.text)")
        // The mirror goes: the state forgets it as a reader when it next changes.
        pilot.press(.character("t"), modifiers: .control)
        #expect(!pilot.text.contains("Mirror"))
        pilot.type("c")
        #expect(pilot.text.contains("abc"))
        // A new mirror reads the state afresh and follows what is typed from then on.
        pilot.press(.character("t"), modifiers: .control)
        #expect(pilot.text.components(separatedBy: "abc").count == 3, "\(pilot.text)")
        pilot.type("d")
        #expect(pilot.text.components(separatedBy: "abcd").count == 3, "\(pilot.text)")
    }

    @Test func aChildThatReadsTheBindingRunsAgainAndTheOwnerThatPassedItOnDoesNot() {
        let pilot = Pilot(CountOwner(), size: Size(width: 20, height: 3))
        #expect(pilot.text.contains("Count 0"))
        pilot.press(.tab)
        let owner = BodyRuns.owner, label = BodyRuns.label
        pilot.press(.enter)
        #expect(pilot.text.contains("Count 1"))
        #expect(BodyRuns.owner == owner)
        #expect(BodyRuns.label == label + 1)
    }

    @Test func aBodyThatReadsItsStateOnlyInActionsDoesNotRunWhenItChanges() {
        let pilot = Pilot(CountOwner(readsInActions: true), size: Size(width: 20, height: 3))
        // `onAppear` read the count (and set it) once the first frame was drawn.
        #expect(pilot.text.contains("Count 1"), "\(pilot.text)")
        pilot.press(.character("z"))
        pilot.press(.tab)
        let owner = BodyRuns.owner, label = BodyRuns.label
        pilot.press(.enter)
        // The button's action read it too; none of the three reads shows anything, so only the
        // label, which shows the count, runs again.
        #expect(pilot.text.contains("Count 2"), "\(pilot.text)")
        #expect(BodyRuns.owner == owner)
        #expect(BodyRuns.label == label + 1)
    }

    @Test func aControlThatReadsItsBindingWhileDrawingIsDrawnAgainThroughItsOwner() {
        let pilot = Pilot(ToggleFlippedByAButton(), size: Size(width: 20, height: 3))
        #expect(pilot.text.contains("[ ]"))
        pilot.press(.tab)
        #expect(pilot.host.focus.focused is ButtonNode)
        pilot.press(.enter)
        // The toggle read its binding while drawing, where no node is named: the owner's body
        // runs again, and the toggle shows the change.
        #expect(pilot.text.contains("[x]"), "\(pilot.text)")
    }

    @Test func aFocusStateTheBodyHasNotReadRunsNoBodyWhenFocusMovesAndOneItReadDoes() {
        let pilot = Pilot(FocusReadOnlyAfterSubmit(), size: Size(width: 30, height: 6))
        let runs = BodyRuns.owner
        pilot.press(.tab)
        pilot.press(.tab)
        #expect(pilot.host.focus.focused is ButtonNode)
        #expect(BodyRuns.owner == runs)
        pilot.press(.enter)
        #expect(pilot.text.contains("Name has the focus"), "\(pilot.text)")
        // Now the body reads where focus is: moving it away runs the body, and the line goes.
        pilot.press(.tab)
        #expect(!pilot.text.contains("Name has the focus"), "\(pilot.text)")
    }

    @Test func focusAskedForByAnActionIsShownInTheSameFrameThoughNoBodyReadsIt() {
        let pilot = Pilot(FieldFarBelow(), size: Size(width: 30, height: 8))
        #expect(pilot.host.focus.focused is ButtonNode)
        pilot.press(.enter)
        // The request moves focus after the layout; the frame lays out again to reveal it.
        #expect(pilot.host.focus.focused is TextFieldNode)
        #expect(pilot.text.contains("Note"), "\(pilot.text)")
        #expect(!pilot.text.contains("Go to the note"))
    }
}

extension StateReadTests {
    /// Which stored properties link to a node is decided by their type's descriptor, without
    /// asking the runtime about conformances: every wrapper is known, whatever its value type.
    @Test func theWrappersThatLinkToANodeAreKnownByTheirTypeAlone() {
        final class Model: ObservableObject {}
        let wrappers: [Any.Type] = [
            State<String>.self, Environment<Bool>.self, FocusState<String?>.self, AppStorage<String>.self,
            ObservedObject<Model>.self, StateObject<Model>.self, EnvironmentObject<Model>.self,
        ]
        for type in wrappers { #expect(DynamicProperties.mayLink(type), "\(type)") }
        for type: Any.Type in [String.self, Binding<Int>.self, Int.self, [State<Int>].self, Optional<State<Int>>.self, Model.self] {
            #expect(!DynamicProperties.mayLink(type), "\(type)")
        }
        #expect(DynamicProperties.structDescriptor(of: Model.self) == nil)
    }
}

extension StateReadTests {
    /// `State` and `Environment` are linked through the location each holds first, found by
    /// descriptor: one answer for all their specializations, no conformance asked of each.
    @Test func stateAndEnvironmentAreLinkedThroughTheLocationTheyHoldFirst() {
        #expect(State<String>.locationOffset == 0)
        #expect(State<(Int, Int, Int)>.locationOffset == 0)
        #expect(State<Bool?>.locationOffset == 0)
        #expect(Environment<ColorScheme>.locationOffset == 0)
        #expect(Environment<(String, Double)>.locationOffset == 0)
        for type: Any.Type in [State<[Int]>.self, State<Double>.self, Environment<DismissAction>.self, Environment<Bool>.self] {
            #expect(DynamicProperties.holdsLocationFirst(type), "\(type)")
        }
        for type: Any.Type in [FocusState<Int>.self, AppStorage<String>.self, Binding<Int>.self, String.self, [State<Int>].self] {
            #expect(!DynamicProperties.holdsLocationFirst(type), "\(type)")
        }
    }
}
