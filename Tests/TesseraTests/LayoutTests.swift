import Testing
@testable import Tessera
import TesseraTesting

@MainActor
private func render<V: View>(_ view: V, _ width: Int, _ height: Int) -> [String] {
    let host = ViewHost(rootView: view, size: Size(width: width, height: height), clock: TestClock())
    host.showsFooter = false
    return host.render(size: Size(width: width, height: height)).lines
}

@MainActor
@Suite struct LayoutTests {
    @Test func vstackCentresByDefaultAndAlignsLeading() {
        #expect(render(VStack { Text("ab"); Text("abcd") }, 6, 2) == [
            "  ab  ",
            " abcd ",
        ])
        #expect(render(VStack(alignment: .leading) { Text("ab"); Text("abcd") }.frame(maxWidth: .infinity, alignment: .leading), 6, 2) == [
            "ab    ",
            "abcd  ",
        ])
    }

    @Test func spacerPushesApart() {
        #expect(render(HStack(spacing: 0) { Text("L"); Spacer(); Text("R") }, 7, 1) == ["L     R"])
        #expect(render(VStack { Text("top"); Spacer(); Text("end") }, 3, 4) == ["top", "   ", "   ", "end"])
    }

    @Test func paddingAndBorder() {
        #expect(render(Text("hi").padding(1).border(), 8, 5) == [
            " ╭────╮ ",
            " │    │ ",
            " │ hi │ ",
            " │    │ ",
            " ╰────╯ ",
        ])
    }

    @Test func textWrapsByWordsAndTruncates() {
        #expect(render(Text("the quick brown fox"), 9, 3) == [
            "the quick",
            "brown fox",
            "         ",
        ])
        #expect(render(Text("the quick brown fox").lineLimit(1), 9, 1) == ["the quic…"])
        #expect(render(Text("the quick brown fox").lineLimit(1).truncationMode(.middle), 9, 1) == ["the … fox"])
    }

    @Test func wideCharactersAreNeverSplit() {
        // 中文字 is 6 columns; in 5 it wraps by glyph, never half a glyph.
        #expect(render(Text("中文字"), 5, 2) == ["中文 ", "字   "])
    }

    @Test func fixedAndFlexibleFrames() {
        #expect(render(HStack(spacing: 0) { Text("a").frame(width: 3); Text("b").frame(maxWidth: .infinity); Text("c") }, 8, 1) == [" a  b  c"])
        #expect(render(Text("x").frame(minWidth: 5).border(style: .ascii), 9, 3) == [
            " +-----+ ",
            " |  x  | ",
            " +-----+ ",
        ])
    }

    @Test func layoutPriorityGetsSpaceFirst() {
        let view = HStack(spacing: 1) {
            Text("aaaaaa").lineLimit(1)
            Text("bbbbbb").lineLimit(1).layoutPriority(1)
        }
        #expect(render(view, 10, 1) == ["aa… bbbbbb"])
    }

    @Test func zstackOverlaysAndBackgroundFills() {
        #expect(render(ZStack { Text("....."); Text("x") }, 5, 1) == ["..x.."])
        let host = ViewHost(rootView: Text("hi").background(.blue), size: Size(width: 4, height: 1), clock: TestClock())
        host.showsFooter = false
        let frame = host.render(size: Size(width: 4, height: 1))
        #expect(frame[1, 0].style.background == .blue)
        #expect(frame[0, 0].style.background == .default)
    }

    @Test func scrollViewRevealsFocusedControl() {
        let view = ScrollView {
            VStack {
                ForEach(0..<10) { i in Button("Item \(i)") {} }
            }
        }
        let pilot = Pilot(view, size: Size(width: 16, height: 5))
        #expect(pilot.text.contains("Item 0"))
        pilot.press(.tab, times: 6)
        #expect(pilot.text.contains("Item 6"))
        #expect(!pilot.text.contains("Item 0"))
    }

    @Test func geometryReaderSeesItsSize() {
        #expect(render(GeometryReader { proxy in Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))") }, 7, 2) == ["7x2    ", "       "])
    }

    @Test func viewThatFitsPicksTheFirstChildThatFits() {
        let view = ViewThatFits(in: .horizontal) {
            Text("Limestone islands at dawn")
            Text("Islands")
        }
        #expect(render(view, 30, 1) == ["  Limestone islands at dawn   "])
        #expect(render(view, 10, 1) == [" Islands  "])
        #expect(render(view, 5, 1) == ["Isla…"])   // none fits: the last one
    }

    @Test func viewThatFitsMakesTheLaterCandidatesOnlyWhenTheFirstDoesNotFit() {
        CandidateBodies.narrow = 0
        let pilot = Pilot(WideOrNarrow(), size: Size(width: 40, height: 3))
        // The first fits: the second was never made, so its body never ran.
        #expect(pilot.text.contains("A wide line of text"))
        #expect(CandidateBodies.narrow == 0)
        pilot.resize(12, 3)
        // Narrower: layout found that the first does not fit, and the next evaluation made the
        // second, shown in the same frame.
        #expect(pilot.text.contains("Narrow"), "\(pilot.text)")
        #expect(CandidateBodies.narrow == 1)
        pilot.resize(40, 3)
        #expect(pilot.text.contains("A wide line of text"))
    }
}

@MainActor private enum CandidateBodies { static var narrow = 0 }

private struct NarrowCandidate: View {
    var body: some View {
        let _ = CandidateBodies.narrow += 1
        Text("Narrow")
    }
}

private struct WideOrNarrow: View {
    var body: some View {
        ViewThatFits(in: .horizontal) {
            Text("A wide line of text")
            NarrowCandidate()
        }
    }
}

// MARK: Layout makes no nodes

private struct Planner: View {
    var body: some View {
        NavigationSplitView {
            Text("Kyoto").navigationTitle("Places")
        } detail: {
            GeometryReader { proxy in Text("\(Int(proxy.size.width)) wide").navigationTitle("Plan") }
        }
    }
}

extension LayoutTests {
    /// A geometry reader's content, a title row and a split view's columns are made by
    /// evaluation for the size the last layout gave; layout only places them.
    @Test func aGeometryReaderAndATitleRowAreMadeBeforeTheLayoutThatPlacesThem() {
        let pilot = Pilot(Planner(), size: Size(width: 100, height: 10))
        #expect(pilot.host.nodesMadeByLastLayout == 0)
        #expect(pilot.text.contains("Kyoto"))
        let wide = pilot.text
        #expect(wide.contains(" wide"), "\(wide)")
        #expect(!wide.contains("Places ›"))
        // Narrower than a split view shows side by side: it collapses to the first column
        // under a title row, made in the evaluation after the layout that found it narrow.
        pilot.resize(60, 10)
        #expect(pilot.host.nodesMadeByLastLayout == 0)
        #expect(pilot.screen.line(0).contains("Places"), "\(pilot.text)")
        #expect(pilot.text.contains("Kyoto"))
        pilot.resize(100, 10)
        #expect(pilot.host.nodesMadeByLastLayout == 0)
        #expect(!pilot.screen.line(0).contains("Places"))
        // The reader's text is the width its column has now, as it was before.
        #expect(Self.readerText(pilot.text) == Self.readerText(wide))
        #expect(Self.readerText(wide) != nil)
    }

    /// The line the geometry reader drew: "<width> wide".
    static func readerText(_ screen: String) -> String? {
        screen.split(separator: "\n").first { $0.contains(" wide") }.map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
