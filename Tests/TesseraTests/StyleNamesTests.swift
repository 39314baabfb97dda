import Foundation
import Testing
import TesseraTesting

/// A label style of an app's own: the title, then the icon in brackets.
private struct TrailingIconStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) { configuration.title; Text(" ["); configuration.icon; Text("]") }
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
}
