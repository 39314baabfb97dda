import Observation
import Testing
@testable import Tessera
import TesseraTesting

private struct Tally: View {
    @State private var count = 0
    var body: some View {
        VStack(alignment: .leading) {
            Button("Add") { count += 1 }
            Button("Other") {}
            Text("Count \(count)")
        }
    }
}

@MainActor @Observable private final class Headline { var text = "Before" }

private struct HeadlineView: View {
    var headline: Headline
    var body: some View {
        VStack(alignment: .leading) {
            Text(headline.text)
            Button("Go") {}
        }
    }
}

/// A level whose title comes from its own state, below the stack that shows it.
private struct SelfTitled: View {
    @State private var name = "Before"
    var body: some View {
        VStack(alignment: .leading) {
            Button("Rename") { name = "After" }
        }
        .navigationTitle(name)
    }
}

private struct Columns: View {
    var body: some View {
        NavigationSplitView {
            Button("Sidebar") {}.navigationTitle("Places")
        } detail: {
            Button("Detail") {}.navigationTitle("Hanoi")
        }
    }
}

/// Content that follows the size layout gives: a reader's text, the one of two texts that
/// fits, and a list's rows (made as they come into view).
private struct Widths: View {
    var body: some View {
        VStack(alignment: .leading) {
            GeometryReader { proxy in Text("\(Int(proxy.size.width)) wide") }.frame(height: 1)
            ViewThatFits(in: .horizontal) {
                Text("A sentence far too long for thirty")
                Text("Short")
            }
            List(0..<60, id: \.self) { Text("Row \($0)") }
        }
    }
}

/// The frame's stages run one way: each settles once, asks nothing of a stage that already
/// ran, and a getter changes nothing. Counts, not times: passes, settles and draws.
@MainActor
@Suite struct OneWayPipelineTests {
    private func drawn<V: View>(_ view: V, width: Int = 40, height: Int = 10) -> ViewHost {
        let host = ViewHost(rootView: view, size: Size(width: width, height: height), clock: TestClock())
        _ = host.render(size: host.size)
        return host
    }

    /// A window manager 40 columns wide with a hosting controller for each view, 5 rows apart,
    /// drawn once.
    private func windows<V: View>(_ views: [V]) -> (WindowManager, [HostingController<V>]) {
        let clock = TestClock()
        let screen = WindowManager(clock: clock, size: Size(width: 40, height: 5 * views.count))
        let controllers = views.enumerated().map { index, view in
            HostingController(rootView: view, clock: clock, frame: Rect(x: 0, y: 5 * index, width: 40, height: 5))
        }
        for controller in controllers { screen.addWindow(controller.window) }
        _ = screen.render(size: screen.size)
        return (screen, controllers)
    }

    @Test func aKeyReadWithAnotherIsSettledOnceBeforeItIsRouted() {
        let host = drawn(Tally())
        host.handle(.key(KeyPress(.enter)))
        // The second key of a batch catches up with what the first changed, once.
        let settles = host.pipeline.settles
        host.handle(.key(KeyPress(.enter)))
        #expect(host.pipeline.settles == settles + 1)
        #expect(host.render(size: host.size).text.contains("Count 2"))
    }

    @Test func aKeyGivenToAnEmbeddedHostIsSettledOnce() {
        let host = drawn(Tally())
        host.isEmbedded = true
        #expect(host.dispatchKey(KeyPress(.enter)))
        let settles = host.pipeline.settles
        #expect(host.dispatchKey(KeyPress(.enter)))
        #expect(host.pipeline.settles == settles + 1)
        #expect(host.render(size: host.size).text.contains("Count 2"))
    }

    @Test func askingWhetherAFrameIsNeededChangesNothing() {
        let headline = Headline()
        let host = drawn(HeadlineView(headline: headline))
        var requests = 0
        host.onNeedsFrame = { requests += 1 }
        let evaluations = host.evaluationCount
        headline.text = "After"
        #expect(host.needsFrame)
        #expect(host.needsFrame)
        #expect(requests == 0, "asking ran no observation change")
        #expect(!host.frames.isRequested)
        #expect(host.evaluationCount == evaluations)
        #expect(host.render(size: host.size).text.contains("After"))
        #expect(!host.needsFrame)
    }

    @Test func askingTheWindowManagerWhetherAFrameIsNeededChangesNothing() {
        let headline = Headline()
        let (screen, controllers) = windows([HeadlineView(headline: headline)])
        let controller = controllers[0]
        #expect(!screen.needsFrame)
        headline.text = "After"
        #expect(screen.needsFrame)
        #expect(screen.needsFrame)
        #expect(!controller.host.frames.isRequested, "the hosted view's change waits for the frame")
        #expect(screen.render(size: screen.size).lines[0].hasPrefix("After"))
        #expect(!screen.needsFrame)
    }

    @Test func aHostedViewInAWindowThatIsNotKeyIsDrawnOnceAndHoldsNoFocus() {
        let (screen, controllers) = windows([Tally(), Tally()])
        let (first, second) = (controllers[0], controllers[1])
        #expect(second.host.pipeline.draws == 1, "drawn once, with its focus settled before")
        #expect(second.host.focus.focused == nil)
        #expect(first.host.focus.focused != nil)
        // Made key, it focuses the control its first frame would have.
        screen.makeKey(second.window)
        _ = screen.render(size: screen.size)
        #expect(second.host.focus.focused != nil)
        screen.handle(.key(KeyPress(.enter)))
        let lines = screen.render(size: screen.size).lines
        #expect(lines[0..<5].contains { $0.hasPrefix("Count 0") })
        #expect(lines[5...].contains { $0.hasPrefix("Count 1") })
    }

    @Test func aTitleSetBelowAStackIsShownInTheFrameThatSetIt() {
        let host = drawn(NavigationStack { SelfTitled() })
        #expect(host.currentFrame?.lines[0].contains("Before") == true)
        host.handle(.key(KeyPress(.enter)))
        let frame = host.render(size: host.size)
        #expect(frame.lines[0].contains("After"))
        #expect(host.lastFrameTimings.passes == 1, "the title row is made before layout, not asked for by it")
        #expect(host.pipeline.evaluationsAskedByLayout == 0)
    }

    @Test func aSplitViewFindingItsWidthClassAsksForNoEvaluationFromLayout() {
        let host = drawn(Columns(), width: 100, height: 12)
        #expect(host.currentFrame?.lines[0].contains("Detail") == true)
        let asked = host.pipeline.evaluationsAskedByLayout
        host.handle(.resize(Size(width: 60, height: 12)))
        let frame = host.render(size: Size(width: 60, height: 12))
        #expect(frame.lines[0].contains("Places"), "collapsed, the sidebar's title row shows")
        #expect(!frame.text.contains("Detail"))
        #expect(host.pipeline.evaluationsAskedByLayout == asked, "layout returned what it found; the host marked it after")
        _ = host.render(size: Size(width: 100, height: 12))
        #expect(host.pipeline.evaluationsAskedByLayout == asked)
    }

    @Test func contentThatFollowsItsSizeIsBuiltInItsOwnStepNotAskedForByLayout() {
        let host = drawn(Widths(), width: 40, height: 12)
        var lines = host.currentFrame?.lines ?? []
        #expect(lines[0].hasPrefix("40 wide"))
        #expect(lines[1].hasPrefix("A sentence far too long for thirty"))
        #expect(lines[2].contains("Row 0"))
        #expect(host.pipeline.evaluationsAskedByLayout == 0, "the first layout returned what it found")
        // Narrower: the reader's text follows, and the candidate that fits is made, in the
        // step after placement (the reader, the choice, and the list for its new width).
        let built = host.pipeline.sizedContentBuilds
        host.handle(.resize(Size(width: 30, height: 12)))
        lines = host.render(size: Size(width: 30, height: 12)).lines
        #expect(lines[0].hasPrefix("30 wide"))
        #expect(lines[1].hasPrefix("Short"))
        #expect(host.pipeline.evaluationsAskedByLayout == 0)
        #expect(host.pipeline.sizedContentBuilds >= built + 2)
        #expect(host.lastFrameTimings.passes == 1, "built and placed within the pass")
        // Rows that come into view are made in the same step.
        host.handle(.key(KeyPress(.tab)))
        host.handle(.key(KeyPress(.end)))
        lines = host.render(size: Size(width: 30, height: 12)).lines
        #expect(lines.contains { $0.contains("Row 59") })
        #expect(host.pipeline.evaluationsAskedByLayout == 0)
    }
}
