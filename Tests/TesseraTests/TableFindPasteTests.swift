import Testing
@testable import Tessera
import TesseraTesting

private struct Bird: Identifiable { var id: Int; var name: String }

private struct Birds: View {
    @State var selection: Int?
    let birds = ["Heron", "Chú Sóc Bông", "Magpie", "Sparrow"].enumerated().map { Bird(id: $0.offset, name: $0.element) }
    var body: some View {
        Table(birds, selection: $selection) { TableColumn("Name", value: \.name) }
    }
}

/// Text that reaches a table's find field in one piece (a bracketed paste, or characters a
/// terminal delivered in one read, which the run loop hands over as one insertion) is found,
/// as the same characters typed one at a time are.
@MainActor
@Suite struct TableFindPasteTests {
    @Test func aPasteIntoFindIsFound() {
        let pilot = Pilot(Birds(), size: Size(width: 30, height: 8))
        pilot.type("/")
        pilot.paste("soc")
        #expect(pilot.text.contains("Find: soc"))
        #expect(pilot.text.contains("1 of 1"), "the match is counted")
        #expect(pilot.text.contains("▌Chú Sóc Bông"), "the match is the current row")
    }

    @Test func aPastedNewlineOrControlCharacterDoesNotEnterTheQuery() {
        let pilot = Pilot(Birds(), size: Size(width: 30, height: 8))
        pilot.type("/")
        pilot.paste("mag\u{1b}[2J\npie")
        #expect(pilot.text.contains("Find: mag pie") || pilot.text.contains("Find: mag[2J pie"))
        #expect(!pilot.text.contains("\u{1b}"))
    }

    @Test func aPasteWhileNotFindingIsNotTaken() {
        let pilot = Pilot(Birds(), size: Size(width: 30, height: 8))
        pilot.paste("soc")
        #expect(!pilot.text.contains("Find:"))
    }
}
