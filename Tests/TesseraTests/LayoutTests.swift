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
        #expect(render(GeometryReader { proxy in Text("\(proxy.size.width)x\(proxy.size.height)") }, 7, 2) == ["7x2    ", "       "])
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
