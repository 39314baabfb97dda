import Foundation
import Testing
import TesseraTesting

/// Every name of issue 16's list written exactly as a SwiftUI file writes it: this file compiling
/// is the audit; the behaviour of each piece is tested beside the piece.
private struct Trip: Identifiable { let id: Int; var name: String }

/// Lists and the split view's names.
@MainActor
private struct CollectionNames: View {
    @State private var trips = [Trip(id: 1, name: "Hạ Long Bay"), Trip(id: 2, name: "Hội An")]
    @State private var visibility = NavigationSplitViewVisibility.all
    @State private var query = ""
    @State private var editMode = EditMode.inactive
    @Environment(\.isSearching) private var isSearching

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List {
                ForEach(trips) { trip in Text(trip.name) }
                    .onDelete { offsets in trips.remove(atOffsets: offsets) }
                    .onMove { offsets, destination in trips.move(fromOffsets: offsets, toOffset: destination) }
            }
            .listStyle(.plain)
            .listStyle(.inset)
            .listStyle(.insetGrouped)
            .listStyle(.sidebar)
            .contextMenu { Button("Remove") {} }
            .searchable(text: $query, prompt: "Find a trip")
            .searchable(text: $query, prompt: Text("Find a trip"))
            .searchable(text: $query, placement: .sidebar)
            .searchable(text: $query)
            .toolbar { EditButton() }
            .environment(\.editMode, $editMode)
        } detail: {
            Text("Detail")
        }
        .navigationSplitViewStyle(.balanced)
        .navigationSplitViewStyle(.prominentDetail)
    }
}

/// Text, fonts, symbols, colours and dates.
@MainActor
private struct TextNames: View {
    let now = Date(timeIntervalSince1970: 0)
    var body: some View {
        VStack {
            Text("Title").font(.largeTitle)
            Text("Title").font(.title)
            Text("Headline").font(.headline)
            Text("Sub").font(.subheadline)
            Text("Body").font(.body)
            Text("Caption").font(.caption)
            Text("Foot").font(.footnote)
            Text("Code").font(.system(.body, design: .monospaced))
            Text("Mono").monospaced()
            Text("Bold").bold().italic()
        }
        VStack {
            Text(now, style: .time)
            Text(now, style: .date)
            Text(now, style: .relative)
            Text(now, style: .timer)
            Image(systemName: "heart.fill").foregroundStyle(Color.accentColor)
            Text("tinted").tint(.orange)
            Text("primary").foregroundStyle(Color.primary)
            Text("secondary").foregroundStyle(Color.secondary).background(Color.clear)
            Text("half").opacity(0.5)
        }
    }
}

/// Controls.
@MainActor
private struct ControlNames: View {
    @State private var count = 1
    @State private var name = ""
    @State private var volume = 0.5
    var body: some View {
        Form {
            LabeledContent("Version", value: "2.1")
            Stepper("Count \(count)", value: $count, in: 0...9)
            Slider(value: $volume, in: 0...1, step: 0.1)
            Slider(value: $volume) { Text("Volume") }
            ProgressView(value: 3, total: 10)
            TextField("Name", text: $name).textFieldStyle(.roundedBorder)
            TextField("Name", text: $name).textFieldStyle(.plain)
            Menu("Sort") { Button("By name") {}; Button("By date") {} }
            Menu("Share", systemImage: "gear") { Button("Copy") {} }
            Text("tap").onTapGesture { }
            ContentUnavailableView("None", systemImage: "magnifyingglass", description: Text("Try another"))
            LazyVStack { Text("a") }
            LazyHStack { Text("b") }
        }
        .formStyle(.grouped)
        .padding(.horizontal)
        .padding(.vertical, 2)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// Keys and shortcuts.
@MainActor
private struct KeyNames: View {
    var body: some View {
        VStack {
            Button("OK") {}.keyboardShortcut(.defaultAction)
            Button("Cancel") {}.keyboardShortcut(.cancelAction)
            Button("Save") {}.keyboardShortcut("s", modifiers: .control)
            Button("Up") {}.keyboardShortcut(.upArrow, modifiers: [])
            Button("Down") {}.keyboardShortcut(.downArrow)
        }
        .onKeyPress(.upArrow) { .handled }
        .onKeyPress(.downArrow) { .ignored }
        .onKeyPress(.leftArrow) { KeyPress.Result.handled }
        .onKeyPress(.rightArrow) { .handled }
        .onKeyPress(.return) { .handled }
        .onKeyPress(.escape) { .handled }
        .onKeyPress(.tab) { .handled }
        .onKeyPress(.space) { .handled }
        .onKeyPress(.delete) { .handled }
        .onKeyPress("x") { .handled }
        .onKeyPress(KeyEquivalent("y")) { .handled }
        .onKeyPress(keys: [.upArrow, "k"]) { press in press.key == .upArrow ? .handled : .ignored }
        .onKeyPress { _ in .ignored }
    }
}

/// Presentations, toolbars and units.
@MainActor
private struct PresentationNames: View {
    @State private var showDetail = false
    @State private var showPopover = false
    @State private var showCover = false
    var body: some View {
        Text("Root")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
                ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                ToolbarItem(placement: .bottomBar) { Button("Share") {} }
                ToolbarItem(placement: .principal) { Text("Centre") }
            }
            .navigationDestination(isPresented: $showDetail) { Text("Detail") }
            .popover(isPresented: $showPopover) { Text("Pop") }
            .fullScreenCover(isPresented: $showCover) { Text("Cover") }
            .sheet(isPresented: $showDetail) {
                Text("Sheet")
                    .presentationDetents([.height(12), .medium])
                    .presentationBackground(.thinMaterial)
            }
            .inspector(isPresented: $showDetail) { Text("Inspector").inspectorColumnWidth(30) }
    }
}

/// A button style drawing the label, one building the control, as SwiftUI files write them.
private struct CapsuleStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 1)
            .opacity(configuration.isPressed ? 0.5 : 1)
            .foregroundStyle(configuration.role == .destructive ? .red : .primary)
    }
}

private struct TapOnlyStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.onTapGesture { configuration.trigger() }
    }
}

/// Styles, pickers, gestures, scrolling, symbols and commands.
@MainActor
private struct ControlAndGestureNames: View {
    @State private var date = Date(timeIntervalSince1970: 0)
    @State private var on = false
    @State private var count = 0
    @Environment(\.colorSchemeContrast) private var contrast: ColorSchemeContrast
    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                VStack {
                    Button("Styled") {}.buttonStyle(CapsuleStyle())
                    GroupBox("G") { Image("dot", label: Text("Dot")).accessibilityAction { } label: { Text("A") } }.speechAdjustedPitch(2).speechAlwaysIncludesPunctuation().speechAnnouncementsQueued()
                    Stepper(value: $count, in: 0...9) { Text("Steps") }
                    Button("Tapped") {}.buttonStyle(TapOnlyStyle())
                    Button("Plain") {}.buttonStyle(.plain)
                    Button("Borderless") {}.buttonStyle(.borderless)
                    Button("Bordered") {}.buttonStyle(BorderedButtonStyle())
                    Button("Top") { proxy.scrollTo("top", anchor: .top) }
                    Button("Bottom") { proxy.scrollTo(7) }
                    DatePicker("When", selection: $date)
                    DatePicker("Day", selection: $date, displayedComponents: .date)
                    DatePicker("From", selection: $date, in: Date(timeIntervalSince1970: 0)..., displayedComponents: [.date, .hourAndMinute])
                    DatePicker("Until", selection: $date, in: ...Date(timeIntervalSince1970: 1e9))
                    DatePicker(selection: $date, in: Date.distantPast...Date.distantFuture, displayedComponents: .hourAndMinute) { Text("Time") }
                        .datePickerStyle(.compact)
                        .datePickerStyle(.graphical)
                        .datePickerStyle(.wheel)
                    Toggle(isOn: $on) { Label("Alarm", systemImage: "alarm") }
                    Text("Tap").gesture(TapGesture(count: 2).onEnded { })
                    Text("Hold").gesture(LongPressGesture(minimumDuration: 1).onEnded { _ in })
                    Text("Both").simultaneousGesture(TapGesture().onEnded { }).highPriorityGesture(LongPressGesture())
                    Text("Press").onLongPressGesture { }
                    Text("Press").onLongPressGesture(minimumDuration: 0.3, perform: { }, onPressingChanged: { _ in })
                    Label { Text("Title") } icon: { Image(systemName: "star") }
                    Image(systemName: "star").imageScale(.large).symbolRenderingMode(.hierarchical).symbolVariant(.fill)
                    Text("Round").fontDesign(.rounded).minimumScaleFactor(0.5).help("A hint")
                    Text("Section").textCase(.uppercase).id("top")
                    Text("Seven").id(7)
                }
            }
        }
    }
}

/// A drag as SwiftUI files write one, with gesture state that goes back as it ends.
@MainActor
private struct DragNames: View {
    @GestureState private var offset = CGSize.zero
    @GestureState(resetTransaction: Transaction(animation: .default)) private var lifted = false
    @GestureState(wrappedValue: 0.0, reset: { _, transaction in transaction.animation = .spring() }) private var pull: Double
    @GestureState(initialValue: 0) private var count: Int
    @GestureState private var pinch: CGFloat = 1
    var body: some View {
        VStack {
            Text("Drag").offset(offset)
                .gesture(DragGesture()
                    .updating($offset) { value, state, transaction in
                        state = value.translation
                        transaction.animation = .interactiveSpring()
                    }
                    .onChanged { value in _ = (value.location, value.startLocation, value.velocity, value.time) }
                    .onEnded { value in _ = (value.predictedEndLocation, value.predictedEndTranslation) })
            Text("Lift \(lifted ? 1 : 0) \(pull) \(count)")
                .gesture(DragGesture(minimumDistance: 0, coordinateSpace: .global).updating($lifted) { _, state, _ in state = true })
                .simultaneousGesture(DragGesture(coordinateSpace: .named("board")).onEnded { _ in })
            Text("Tx").gesture(TapGesture().updating($count) { _, state, _ in state += 1 })
            Text("Pinch").scaleEffect(pinch)
                .gesture(MagnifyGesture(minimumScaleDelta: 0.02)
                    .updating($pinch) { value, state, _ in state = value.magnification }
                    .onEnded { value in _ = (value.velocity, value.startAnchor, value.startLocation, value.time) })
            Text("Twist").gesture(RotateGesture(minimumAngleDelta: .degrees(2)).onChanged { value in _ = (value.rotation, value.velocity) })
            Text("Older").gesture(MagnificationGesture().onChanged { (scale: CGFloat) in _ = scale })
                .simultaneousGesture(RotationGesture().onEnded { (angle: Angle) in _ = angle.degrees })
        }
    }
}

/// Drawing with code: a canvas, its context and shading.
@MainActor
private struct DrawingNames: View {
    var body: some View {
        VStack {
            Canvas { context, size in
                context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
                context.draw(Text("Drawn"), at: CGPoint(x: size.width / 2, y: size.height / 2))
            }
            Canvas(opaque: true, colorMode: .linear, rendersAsynchronously: true) { context, size in
                context.opacity = 0.5
                context.translateBy(x: 1, y: 1)
                context.scaleBy(x: 0.5, y: 0.5)
                context.stroke(Path(CGRect(origin: .zero, size: size)), with: .color(.red), lineWidth: 2)
                context.stroke(Path(roundedRect: CGRect(x: 0, y: 0, width: 8, height: 8), cornerRadius: 2),
                               with: .foreground, style: StrokeStyle(lineWidth: 1, dash: [2]))
                context.draw(Text("Corner"), at: .zero, anchor: .topLeading)
            }
        }
    }
}

/// A scene's commands.
private struct CommandNamesApp: App {
    var body: some Scene {
        WindowGroup { Text("Commands") }
            .commands {
                CommandMenu("Tasks") {
                    Button("New") {}.keyboardShortcut("n", modifiers: .control)
                }
                CommandGroup(after: .newItem) { Button("Import") {} }
                CommandGroup(before: .help) { Button("Tips") {} }
                CommandGroup(replacing: .appInfo) { Button("About") {} }
                SidebarCommands()
                ToolbarCommands()
                TextEditingCommands()
                EmptyCommands()
            }
    }
}

@MainActor
@Suite struct SwiftUISignatureTests {
    @Test func everyNameCompilesAndTheScreenDraws() {
        #expect(Pilot(CollectionNames(), size: Size(width: 100, height: 20)).text.contains("Hạ Long Bay"))
        #expect(Pilot(TextNames(), size: Size(width: 100, height: 30)).text.contains("Headline"))
        #expect(Pilot(ControlNames(), size: Size(width: 100, height: 30)).text.contains("Version"))
        #expect(Pilot(KeyNames(), size: Size(width: 100, height: 10)).text.contains("Cancel"))
        #expect(Pilot(PresentationNames(), size: Size(width: 100, height: 10)).text.contains("Root"))
        #expect(Pilot(ControlAndGestureNames(), size: Size(width: 100, height: 30)).text.contains("Styled"))
        #expect(Pilot(DrawingNames(), size: Size(width: 40, height: 10)).text.contains("Drawn"))
        #expect(Pilot(DragNames(), size: Size(width: 40, height: 10)).text.contains("Drag"))
        #expect(Pilot(app: CommandNamesApp(), size: Size(width: 100, height: 10)).text.contains("Tasks"))
    }
}
