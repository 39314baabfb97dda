import Testing
import Tessera
import TesseraTesting

// What the habit tracker's port needed: a disclosure group, a `Text` prompt, custom fonts,
// views that let clicks through, and a link whose destination is built in a closure.

/// A tip whose tutorial is shown by a disclosure group bound to the screen's state, and one
/// that keeps its own state.
private struct Tip: View {
    @State private var isExpanded = false
    var body: some View {
        VStack(alignment: .leading) {
            Text(isExpanded ? "open" : "shut")
            DisclosureGroup("Tutorial", isExpanded: $isExpanded) {
                Text("Step 1")
                Button("Got it") { isExpanded = false }
            }
            DisclosureGroup {
                Text("More steps")
            } label: {
                Text("Own state")
            }
        }
    }
}

/// A title over a coloured background that takes the clicks, as the habit row is made.
private struct Row: View {
    @State private var taps = 0
    let passesClicks: Bool
    var body: some View {
        VStack {
            ZStack {
                Color.blue.onTapGesture { taps += 1 }
                Button("Title \(taps)") { taps += 100 }.allowsHitTesting(!passesClicks)
            }
            .frame(height: 3)
        }
    }
}

@MainActor
@Suite struct HabitPortTests {
    private let size = Size(width: 40, height: 12)
    private func footer(_ pilot: Pilot) -> String { pilot.screen.lines.last ?? "" }

    @Test func aDisclosureGroupShowsItsContentOnlyWhileExpanded() throws {
        let pilot = Pilot(Tip(), size: size)
        #expect(pilot.text.contains("▸ Tutorial"))
        #expect(!pilot.text.contains("Step 1"))
        #expect(pilot.text.contains("shut"))
        // The tutorial's row, the first control, has the focus.
        #expect(footer(pilot).contains("Expand"), "the footer names what Space does: \(footer(pilot))")
        pilot.press(.space)
        #expect(pilot.text.contains("▾ Tutorial"))
        #expect(pilot.text.contains("open"), "the binding was written")
        let step = try #require(pilot.position(of: "Step 1"))
        let row = try #require(pilot.position(of: "Tutorial"))
        #expect(step.x == row.x, "the content lines up with the label, after the chevron")
        #expect(footer(pilot).contains("Collapse"))
        pilot.press(.left)
        #expect(!pilot.text.contains("Step 1") && pilot.text.contains("shut"))
        pilot.press(.right)
        #expect(pilot.text.contains("Step 1"))
        pilot.press(.right)
        #expect(pilot.text.contains("Step 1"), "→ on an expanded group leaves it expanded")
        pilot.press(.enter)
        #expect(!pilot.text.contains("Step 1"), "Enter collapses it")
    }

    @Test func aDisclosureGroupOfItsOwnStateOpensByClickAndTheContentTakesFocus() throws {
        let pilot = Pilot(Tip(), size: size)
        pilot.click("Own state")
        #expect(pilot.text.contains("▾ Own state") && pilot.text.contains("More steps"))
        #expect(pilot.text.contains("shut"), "the other group is apart")
        pilot.click("Tutorial")
        #expect(pilot.text.contains("Step 1"))
        pilot.press(.tab)
        pilot.press(.left)
        #expect(pilot.text.contains("Step 1"), "← on a control inside does not collapse the group")
        // The content is aligned on the group's leading edge: nothing lies left of the button.
        pilot.press(.enter)
        #expect(!pilot.text.contains("Step 1"), "the button inside took the focus and Enter")
    }

    @Test func aDisclosureGroupsKeysCanBeGivenOthers() {
        let pilot = Pilot(Tip().keyMap(["disclosure.toggle": [KeyPress(.character("o"))]]), size: size)
        pilot.press(.space)
        #expect(!pilot.text.contains("Step 1"))
        pilot.press(.character("o"))
        #expect(pilot.text.contains("Step 1"))
        #expect(KeyCommandID.all.contains("disclosure.expand-collapse"))
    }

    @Test func aTextPromptIsTheEmptyFieldsPlaceholder() {
        struct Fields: View {
            @State private var name = ""
            @State private var secret = ""
            var body: some View {
                VStack {
                    TextField("Name", text: $name, prompt: Text("Read a book").foregroundColor(.gray))
                    TextField("Motivation", text: $name, prompt: Text("Keep it up"), axis: .vertical)
                    SecureField("Password", text: $secret, prompt: Text("at least 8"))
                    TextField("Plain", text: $name, prompt: nil)
                }
            }
        }
        let pilot = Pilot(Fields(), size: size)
        #expect(pilot.text.contains("Read a book") && !pilot.text.contains("Name"))
        #expect(pilot.text.contains("Keep it up"))
        #expect(pilot.text.contains("at least 8"), "a secure field shows its prompt too")
        #expect(pilot.text.contains("Plain"), "a nil prompt shows the title")
        pilot.type("x")
        #expect(!pilot.text.contains("Read a book"))
        pilot.press(.tab); pilot.press(.tab)
        pilot.type("hunter22")
        #expect(!pilot.text.contains("hunter22") && !pilot.text.contains("at least 8"))
    }

    @Test func aCustomFontDrawsAsTheStyleItScalesWith() throws {
        let pilot = Pilot(VStack {
            Text("Relative").font(.custom("Avenir", size: 19, relativeTo: .title3))
            Text("Sized").font(.custom("Avenir", size: 19))
            Text("Fixed").font(.custom("Avenir", fixedSize: 10))
            Text("Caption").font(.custom("Avenir", size: 9, relativeTo: .caption))
        }, size: size)
        let style = { (label: String) throws -> Style in
            let at = try #require(pilot.position(of: label))
            return pilot.screen[at.x, at.y].style
        }
        #expect(try style("Relative").attributes == Font.title3.attributes)
        #expect(try style("Relative").attributes.contains(.bold))
        #expect(try style("Sized").attributes == Font.body.attributes)
        #expect(try style("Fixed").attributes == Font.body.attributes)
        #expect(try style("Caption").attributes.contains(.dim))
    }

    @Test func aViewThatDoesNotAllowHitTestingLetsClicksThrough() throws {
        let through = Pilot(Row(passesClicks: true), size: size)
        through.click("Title 0")
        #expect(through.text.contains("Title 1"), "the background under the title took the click")
        let taking = Pilot(Row(passesClicks: false), size: size)
        taking.click("Title 0")
        #expect(taking.text.contains("Title 100"), "a view that allows hit testing takes it itself")
        through.press(.tab)
        through.press(.enter)
        #expect(through.text.contains("Title 101"), "the keyboard still reaches the button")
    }

    @Test func aLinkTitledWithADestinationBuiltInAClosurePushesIt() {
        let pilot = Pilot(NavigationStack {
            NavigationLink("Edit") { Text("Editing the habit") }
        }, size: size)
        #expect(!pilot.text.contains("Editing the habit"))
        pilot.press(.enter)
        #expect(pilot.text.contains("Editing the habit"))
    }

    @Test func aLocalizedLabelAndATextBarTitleShowTheirWords() {
        let pilot = Pilot(NavigationStack {
            List {
                Label(LocalizedStringKey("Dates"), systemImage: "clock")
            }
            .navigationBarTitle(Text("Formats"))
        }, size: size)
        #expect(pilot.text.contains("Dates"))
        #expect(pilot.text.contains("Formats"))
        let inline = Pilot(NavigationStack { Text("x").navigationBarTitle(Text("Inline"), displayMode: .inline) }, size: size)
        #expect(inline.text.contains("Inline"))
    }

    @Test func aListRowsInsetsAreReadInPointsWhenLengthsAre() throws {
        func rows(_ insets: EdgeInsets) -> some View {
            List {
                Text("Read").listRowInsets(insets)
                Text("Walk")
            }
        }
        let inCells = Pilot(rows(EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)), size: size).text
        LengthUnit.current = .points
        defer { LengthUnit.current = .cells }
        let inPoints = Pilot(rows(EdgeInsets(top: 8, leading: 16, bottom: 6, trailing: 16)), size: size).text
        #expect(inPoints == inCells, "8 and 6 points are no row, 16 are two columns")
    }

    @Test func tabReachesEveryControlOfAListRowBeforeLeavingIt() {
        struct Days: View {
            @State private var done: Set<Int> = []
            var body: some View {
                VStack {
                    List {
                        HStack {
                            Text("Read")
                            ForEach(0..<3) { day in
                                Button(done.contains(day) ? "[x]" : "[\(day)]") { done.insert(day) }
                            }
                        }
                    }
                    Button("Add") {}
                }
            }
        }
        let pilot = Pilot(Days(), size: size)
        pilot.press(.enter) // into the row: its first button
        pilot.press(.tab)
        pilot.press(.tab)
        pilot.press(.enter)
        #expect(pilot.text.contains("[2]") == false && pilot.text.contains("[0]"), "the third button took Enter: \(pilot.text)")
        pilot.press(.backTab)
        pilot.press(.enter)
        #expect(pilot.text.contains("[0]") && !pilot.text.contains("[1]"), "Shift-Tab went back one")
        pilot.press(.tab)
        pilot.press(.tab)
        pilot.press(.enter)
        #expect(pilot.text.contains("[0]"), "past the last control Tab left the row for the next control")
    }

    @Test func aClickOnAStacksEmptySpaceGoesToTheViewBehindIt() throws {
        struct Card: View {
            @State private var opened = 0
            var body: some View {
                ZStack(alignment: .top) {
                    Color.blue.onTapGesture { opened += 1 }
                    VStack {
                        HStack { Text("Opened \(opened)"); Spacer() }
                        Spacer()
                    }
                    .padding(1)
                }
                .frame(height: 5)
            }
        }
        let pilot = Pilot(Card(), size: size)
        let title = try #require(pilot.position(of: "Opened 0"))
        pilot.click(x: title.x + 20, y: title.y)
        #expect(pilot.text.contains("Opened 1"), "beside the title, over the spacer: \(pilot.text)")
        pilot.click(x: title.x + 20, y: title.y + 2)
        #expect(pilot.text.contains("Opened 2"), "below it, in the stack's empty space")
    }

    @Test func aSheetOpenedFromAListRowInAStackKeepsItsToolbar() throws {
        struct Detail: View {
            @Environment(\.dismiss) private var dismiss
            var body: some View {
                NavigationStack {
                    ScrollView { Text("every day") }
                        .navigationTitle("Read")
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) { Button("Close") { dismiss() } }
                        }
                }
            }
        }
        struct Row: View {
            @State private var showsDetail = false
            var body: some View {
                Text("Habit row").onTapGesture { showsDetail = true }
                    .sheet(isPresented: $showsDetail) { Detail() }
            }
        }
        struct Screen: View {
            var body: some View {
                NavigationStack {
                    List { Row() }
                        .toolbar { ToolbarItem(placement: .navigationBarTrailing) { Button("Add") {} } }
                }
            }
        }
        let pilot = Pilot(Screen(), size: Size(width: 60, height: 16))
        pilot.click("Habit row")
        #expect(pilot.text.contains("every day"))
        let close = try #require(pilot.position(of: "Close"))
        let add = try #require(pilot.position(of: "Add"))
        #expect(close.y != add.y, "the sheet's Close is in the sheet, not in the bar behind it: \(pilot.text)")
        #expect(pilot.screen.lines.last?.contains("Rows") == false, "the list behind the sheet has no keys: \(pilot.text)")
    }
}
