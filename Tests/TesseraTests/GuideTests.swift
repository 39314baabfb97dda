import Testing
import Tessera
import TesseraTesting

// The examples of docs/GUIDE.md, compiled and exercised.

private struct CounterView: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 1) {
            Text("Count: \(count)").bold()
            HStack {
                Button("−") { count -= 1 }
                Button("+") { count += 1 }.keyboardShortcut("+")
            }
        }
        .padding(1)
        .border(.cyan, title: "Counter")
    }
}

@Observable private final class Profile {
    var name = "Ada"
}

private struct ProfileForm: View {
    @Bindable var profile: Profile
    var body: some View {
        Form {
            Section("Profile") {
                TextField("Name", text: $profile.name)
            }
        }
    }
}

private struct Todo: Identifiable {
    let id: Int
    var title: String
    var done = false
}

@Observable private final class TodoStore {
    var items = [Todo(id: 1, title: "Water the figs"), Todo(id: 2, title: "Feed the crow")]
}

private struct TodoList: View {
    @Environment(TodoStore.self) private var store

    var body: some View {
        @Bindable var store = store
        List($store.items) { $item in
            Toggle(item.title, isOn: $item.done)
        }
    }
}

private struct TodoScreen: View {
    @State private var store = TodoStore()
    @State private var status = "Loading…"

    var body: some View {
        VStack(alignment: .leading) {
            Text(status)
            TodoList()
        }
        .environment(store)
        .task {
            try? await Task.sleep(for: .seconds(1))
            status = "\(store.items.filter { !$0.done }.count) to do"
        }
    }
}

private struct Player: View {
    @State private var playing = false
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Play") { withAnimation(.linear(duration: 1)) { playing.toggle() } }
            Text("▶").offset(x: playing ? 20 : 0)
        }
        .frame(width: 30, height: 2, alignment: .topLeading)
    }
}

private struct Suspect: Identifiable { let id: Int; let name: String }

private struct AnimalTable: View {
    var body: some View {
        Table((1...9).map { Suspect(id: $0, name: "Suspect \($0)") }) { TableColumn("Name", value: \.name) }
    }
}

private struct RekeyedTable: View {
    var body: some View {
        AnimalTable()
            .keyMap(["table.find": [KeyPress(.character("f"))],
                     "table.row": [KeyPress(.character("k")), KeyPress(.character("j"))]])
    }
}

@MainActor
@Suite struct GuideTests {
    @Test func plusCounts() {
        let pilot = Pilot(CounterView(), size: Size(width: 30, height: 8))
        pilot.press(.character("+"))
        #expect(pilot.text.contains("Count: 1"))
        pilot.press(.enter)   // the first button has focus: −
        #expect(pilot.text.contains("Count: 0"))
        #expect(pilot.text.contains("╭─ Counter ─"))
    }

    @Test func formEditsTheModel() {
        let profile = Profile()
        let pilot = Pilot(ProfileForm(profile: profile), size: Size(width: 40, height: 8))
        pilot.type(" Lovelace")
        #expect(profile.name == "Ada Lovelace")
        #expect(pilot.text.contains("Ada Lovelace"))
    }

    @Test func theStatusArrivesAfterASecond() async {
        let pilot = Pilot(TodoScreen(), size: Size(width: 40, height: 8))
        #expect(pilot.text.contains("Loading…"))
        await pilot.advance(by: .seconds(1))
        #expect(pilot.text.contains("2 to do"))
    }

    @Test func aTodoIsToggledThroughTheListsBinding() async {
        let pilot = Pilot(TodoScreen(), size: Size(width: 40, height: 8))
        #expect(pilot.text.contains("[ ] Water the figs"))
        pilot.press(.enter)                      // into the first row's toggle
        pilot.press(.space)
        #expect(pilot.text.contains("[x] Water the figs"))
        await pilot.advance(by: .seconds(1))
        #expect(pilot.text.contains("1 to do"))
    }

    @Test func theQuarterWayFrameIsShownAfterAQuarterOfTheAnimation() {
        let pilot = Pilot(Player(), size: Size(width: 30, height: 3))
        pilot.press(.enter)
        pilot.advance(by: .milliseconds(250))
        #expect(pilot.text.contains(String(repeating: " ", count: 5) + "▶"))
        #expect(!pilot.text.contains(String(repeating: " ", count: 6) + "▶"))
    }

    @Test func theGuidesKeysFileAndKeyMapGiveTheirKeys() throws {
        let pilot = Pilot(RekeyedTable(), size: Size(width: 50, height: 12))
        #expect(pilot.text.hasSuffix(" k/j Row  f Find  ? Help  q Quit"))
        let keys = try KeyRebindings.parseFile("""
            # ~/.config/tessera/keys
            table.find = Ctrl-F
            table.row  = k j        # up, then down
            list.delete = x
            """, path: "keys")
        #expect(keys.count == 3)
    }
}
