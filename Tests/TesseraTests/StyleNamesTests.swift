import Foundation
import Testing
import TesseraTesting

/// A label style of an app's own: the title, then the icon in brackets.
private struct TrailingIconStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) { configuration.title; Text(" ["); configuration.icon; Text("]") }
    }
}

/// A progress style of an app's own: steps done out of ten, and the labels it was given.
private struct StepsStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 1) {
            configuration.label
            Text("\(Int(((configuration.fractionCompleted ?? 0) * 10).rounded())) of 10")
            configuration.currentValueLabel
        }
    }
}

/// A toggle kept per scene, and one kept for the app under the same key.
private struct SceneKept: View {
    @SceneStorage("compact") var compact = false
    @AppStorage("compact") var appCompact = false
    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Compact", isOn: $compact)
            Text("app: \(appCompact)")
        }
    }
}

/// iOS 13's alert values: two buttons, one button, an item, an action sheet.
private struct LegacyAlerts: View {
    struct Failure: Identifiable { let id: Int; let reason: String }
    @State private var confirming = false
    @State private var informing = false
    @State private var failure: Failure?
    @State private var choosing = false
    @State private var log = "nothing"
    var body: some View {
        VStack(alignment: .leading) {
            Button("Delete") { confirming = true }
            Button("About") { informing = true }
            Button("Fail") { failure = Failure(id: 7, reason: "Disk full") }
            Button("Photo") { choosing = true }
            Text("log: \(log)")
        }
        .alert(isPresented: $confirming) {
            Alert(title: Text("Delete trip?"), message: Text("It cannot be undone."),
                  primaryButton: .destructive(Text("Delete")) { log = "deleted" },
                  secondaryButton: .cancel { log = "kept" })
        }
        .alert(isPresented: $informing) {
            Alert(title: Text("Tessera"), message: Text("Version 1"), dismissButton: .default(Text("Thanks")) { log = "thanked" })
        }
        .alert(item: $failure) { failure in
            Alert(title: Text("Failed #\(failure.id)"), message: Text(failure.reason), dismissButton: nil)
        }
        .actionSheet(isPresented: $choosing) {
            ActionSheet(title: Text("Add a photo"), message: nil, buttons: [
                .default(Text("Camera")) { log = "camera" },
                .default(Text("Library")) { log = "library" },
                .cancel(),
            ])
        }
    }
}

/// Issue 32's names written as a SwiftUI file writes them, and what each draws.
@MainActor
@Suite struct StyleNamesTests {
    /// The screen's lines above the footer, each without the blanks around it.
    private func lines(_ view: some View, width: Int = 30, height: Int = 12) -> [String] {
        let pilot = Pilot(view, size: Size(width: width, height: height))
        let drawn = (0..<height - 1).map { pilot.screen.line($0).trimmingCharacters(in: .whitespaces) }
        return Array(drawn.drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed())
    }

    @Test func labelStylesKeepTheIconTheTitleOrBoth() {
        let screen = lines(VStack(alignment: .leading) {
            Label("Trash", systemImage: "trash")
            Label("Trash", systemImage: "trash").labelStyle(.automatic)
            Label("Trash", systemImage: "trash").labelStyle(.titleAndIcon)
            Label("Trash", systemImage: "trash").labelStyle(.iconOnly)
            Label("Trash", systemImage: "trash").labelStyle(.titleOnly)
            Label("Trash", systemImage: "trash").labelStyle(TrailingIconStyle())
            Label { Text("Custom") } icon: { Text("*") }
            VStack { Label("Inherited", systemImage: "star") }.labelStyle(.titleOnly)
        })
        #expect(screen == ["✗ Trash", "✗ Trash", "✗ Trash", "✗", "Trash", "Trash [✗]", "* Custom", "Inherited"])
    }

    @Test func anIconOnlyLabelIsStillReadByItsTitle() {
        let pilot = Pilot(Label("Delete", systemImage: "trash").labelStyle(.iconOnly), size: Size(width: 10, height: 1))
        #expect(pilot.text.trimmingCharacters(in: .whitespacesAndNewlines) == "✗")
        #expect(pilot.accessibilityText.contains("Delete"))
    }

    @Test func symbolVariantsPickTheFilledGlyphWhereThereIsOne() {
        let screen = lines(VStack(alignment: .leading) {
            Image(systemName: "heart")
            Image(systemName: "heart").symbolVariant(.fill)
            Label("Liked", systemImage: "heart").symbolVariant(.fill)
            Image(systemName: "heart").symbolVariant(.circle.fill)
            Image(systemName: "star").symbolVariant(.slash)
            Image(systemName: "star").imageScale(.large).symbolRenderingMode(.hierarchical).symbolVariant(.none)
        })
        #expect(screen == ["♡", "♥", "♥ Liked", "♥", "☆", "☆"])
    }

    @Test func variantsNotInTheTableFallBackToTheirBase() {
        #expect(Symbols.glyph(for: "cart.circle.fill") == Symbols.glyph(for: "cart"))
        #expect(Symbols.glyph(for: "house.slash") == Symbols.glyph(for: "house"))
        #expect(Symbols.glyph(for: "folder.badge.minus.fill") == Symbols.unknown)
        #expect(Symbols.glyph(for: "gear.square") == "⚙")
        #expect(Symbols.glyph(for: "no.such.symbol") == Symbols.unknown)
        #expect(Symbols.glyph(for: "⚲") == "⚲")
    }

    @Test func everyTableEntryIsOneOrTwoCellsWide() {
        #expect(Symbols.table.count >= 300)
        for (name, glyph) in Symbols.table {
            let width = DisplayWidth.width(of: glyph)
            #expect((1...2).contains(width), "\(name) draws \(glyph) \(width) cells wide")
            #expect(Sanitizer.sanitize(glyph) == glyph, "\(name)'s glyph holds a control character")
        }
    }

    @Test func theMostUsedSymbolsAreInTheTable() {
        for name in ["house", "gear", "person.crop.circle", "square.and.arrow.up", "magnifyingglass", "bell", "lock",
                     "folder", "doc.text", "pencil", "paperplane", "envelope", "calendar", "clock", "mappin", "cart",
                     "ellipsis", "xmark.circle.fill", "plus.circle.fill", "checkmark.circle.fill", "arrow.clockwise",
                     "play.fill", "pause.fill", "eye", "eye.slash", "globe", "icloud", "wifi", "bolt", "flame"] {
            #expect(Symbols.table[name] != nil || Symbols.glyph(for: name) != Symbols.unknown, "\(name) is missing")
        }
    }

    @Test func anIOS13AlertWithTwoButtonsKeepsOnEnterAndDeletesOnlyWhenChosen() {
        let pilot = Pilot(LegacyAlerts(), size: Size(width: 50, height: 16))
        pilot.press(.enter)                                  // Delete is focused first
        #expect(pilot.text.contains("Delete trip?"))
        #expect(pilot.text.contains("It cannot be undone."))
        pilot.press(.enter)                                  // the default is Cancel, never Delete
        #expect(pilot.text.contains("log: kept"))
        #expect(!pilot.text.contains("Delete trip?"))
        pilot.press(.enter)
        pilot.press(.left)                                   // to Delete, chosen deliberately
        pilot.press(.enter)
        #expect(pilot.text.contains("log: deleted"))
    }

    @Test func anIOS13AlertWithOneButtonRunsItsAction() {
        let pilot = Pilot(LegacyAlerts(), size: Size(width: 50, height: 16))
        pilot.press(.tab); pilot.press(.enter)
        #expect(pilot.text.contains("Tessera"))
        #expect(pilot.text.contains("Thanks"))
        pilot.press(.enter)
        #expect(pilot.text.contains("log: thanked"))
    }

    @Test func anAlertForAnItemShowsItAndClosingClearsIt() {
        let pilot = Pilot(LegacyAlerts(), size: Size(width: 50, height: 16))
        pilot.press(.tab); pilot.press(.tab); pilot.press(.enter)
        #expect(pilot.text.contains("Failed #7"))
        #expect(pilot.text.contains("Disk full"))
        #expect(pilot.text.contains("OK"))
        pilot.press(.enter)
        #expect(!pilot.text.contains("Failed #7"))
        pilot.press(.enter)                                  // the item was cleared: it opens again
        #expect(pilot.text.contains("Failed #7"))
    }

    @Test func anActionSheetStacksItsButtonsAndEscCancels() {
        let pilot = Pilot(LegacyAlerts(), size: Size(width: 50, height: 16))
        for _ in 0..<3 { pilot.press(.tab) }
        pilot.press(.enter)
        #expect(pilot.text.contains("Add a photo"))
        let camera = pilot.position(of: "Camera"), library = pilot.position(of: "Library")
        #expect(camera != nil && library != nil && camera!.y < library!.y)
        pilot.press(.escape)
        #expect(!pilot.text.contains("Add a photo"))
        #expect(pilot.text.contains("log: nothing"))
        pilot.press(.enter); pilot.press(.down); pilot.press(.enter)
        #expect(pilot.text.contains("log: library"))
    }

    @Test func progressStylesDrawABarACircleOrTheAppsOwnBody() {
        let screen = lines(VStack(alignment: .leading) {
            ProgressView("Sync", value: 0.5).frame(width: 20)
            ProgressView("Sync", value: 0.5).progressViewStyle(.linear).frame(width: 20)
            ProgressView("Sync", value: 0.5).progressViewStyle(.automatic).frame(width: 20)
            ProgressView("Sync", value: 0.5).progressViewStyle(.circular)
            ProgressView(value: 0.75).progressViewStyle(.circular)
            ProgressView("Wait").progressViewStyle(.circular)
            ProgressView(value: 3, total: 10) { Text("Files") } currentValueLabel: { Text("3 files") }.progressViewStyle(StepsStyle())
            ProgressView(value: 0.25) { Text("Upload") } currentValueLabel: { Text("1 of 4") }.frame(width: 20)
        }, height: 14)
        #expect(screen == ["Sync ██████░░░░░ 50%", "Sync ██████░░░░░ 50%", "Sync ██████░░░░░ 50%", "Sync ◑ 50%", "◕ 75%", "Wait ◌",
                           "Files 3 of 10 3 files", "Upload ██░░░░░░░ 25%", "1 of 4"])
    }

    @Test func lineLimitsReserveTheirLinesAndRangesBoundThem() {
        let screen = lines(VStack(alignment: .leading, spacing: 0) {
            Text("one").lineLimit(2, reservesSpace: true)
            Text("two")
            Text("a b c d e f").frame(width: 3).lineLimit(1...2)
            Text("three").lineLimit(3...)
            Text("x").lineLimit(...1)
            Text("end")
        }, height: 14)
        #expect(screen == ["one", "", "two", "a b", "c …", "three", "", "", "x", "end"])
    }

    @Test func labelsHiddenDrawsTheToggleAloneAndKeepsItsTitleForReaders() {
        let pilot = Pilot(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden(), size: Size(width: 20, height: 2))
        #expect(!pilot.text.contains("Wi-Fi"))
        #expect(pilot.text.contains("[x]"))
        #expect(pilot.accessibilityText.contains("Wi-Fi"))
    }

    @Test func settingsWithNoTerminalEffectLeaveTheScreenAsItWas() {
        let plain = lines(Text("Quarterly report").frame(width: 10))
        let set = lines(Text("Quarterly report").frame(width: 10).minimumScaleFactor(0.5).fontDesign(.rounded))
        #expect(set == plain)
    }

    @Test func preferredColorSchemePicksTheTheme() {
        @MainActor struct Scheme: View {
            @Environment(\.colorScheme) var scheme
            @Environment(\.theme) var theme
            var body: some View { Text(scheme == .light && theme == .light ? "light" : "dark") }
        }
        #expect(lines(VStack { Scheme().preferredColorScheme(.light); Scheme(); Scheme().preferredColorScheme(nil) }) == ["light", "dark", "dark"])
    }

    @Test func gradientsFillWithTheirColourHalfwayAlong() {
        let gradient = LinearGradient(colors: [.rgb(0, 0, 0), .rgb(200, 100, 0)], startPoint: .leading, endPoint: .trailing)
        let pilot = Pilot(VStack {
            Text("Warm").foregroundStyle(gradient)
            Text("Radial").foregroundStyle(RadialGradient(colors: [.red], center: .center, startRadius: 0, endRadius: 5))
            Text("Any").foregroundStyle(AnyShapeStyle(Color.green))
            Text("Stops").foregroundStyle(LinearGradient(stops: [.init(color: .rgb(0, 0, 0), location: 0), .init(color: .rgb(100, 100, 100), location: 0.25),
                                                                 .init(color: .rgb(100, 100, 100), location: 1)], startPoint: .top, endPoint: .bottom))
        }, size: Size(width: 20, height: 5))
        func colour(_ text: String) -> Color? { pilot.position(of: text).map { pilot.screen[$0.x, $0.y].style.foreground } }
        #expect(colour("Warm") == .rgb(100, 50, 0))
        #expect(colour("Radial") == .red)
        #expect(colour("Any") == .green)
        #expect(colour("Stops") == .rgb(100, 100, 100))
    }

    @Test func aHiddenRowSeparatorIsNotDrawn() {
        let pilot = Pilot(List {
            Text("First")
            Text("Second").listRowSeparator(.hidden)
            Text("Third").listRowSeparator(.hidden, edges: .top)
            Text("Fourth")
        }, size: Size(width: 20, height: 10))
        let rows = (0..<9).map { pilot.screen.line($0) }
        func separatorBelow(_ text: String) -> Bool {
            guard let y = rows.firstIndex(where: { $0.contains(text) }), y + 1 < rows.count else { return false }
            return rows[y + 1].contains("─")
        }
        #expect(separatorBelow("First"))
        #expect(!separatorBelow("Second"))
        #expect(separatorBelow("Third"))
    }

    @Test func sceneStorageKeepsItsValueAcrossLaunchesApartFromAppStorage() throws {
        let file = try TemporaryStateFile()
        defer { file.remove() }
        let first = Pilot(SceneKept(), size: Size(width: 30, height: 4), environment: file.launch(), clock: file.clock)
        first.press(.space)
        #expect(first.text.contains("[x] Compact"))
        #expect(first.text.contains("app: false"))
        file.clock.advance(by: .seconds(2))
        let second = Pilot(SceneKept(), size: Size(width: 30, height: 4), environment: file.launch(), clock: file.clock)
        #expect(second.text.contains("[x] Compact"))
        #expect(second.text.contains("app: false"))
    }
}
