import Testing
@testable import Tessera
import TesseraTesting

private struct Counter: View {
    @State var count = 0
    var body: some View {
        VStack {
            Text("Count \(count)")
            Button("Add") { count += 1 }
        }
    }
}

@MainActor @Observable private final class Title { var text = "Before" }

private struct TitleView: View {
    var title: Title
    var body: some View { Text(title.text) }
}

@MainActor
@Suite struct FrameRequestTests {
    /// A host that has drawn its first frame, counting the frames it asks for after that.
    private func drawnHost() -> (ViewHost, () -> Int) {
        let host = ViewHost(rootView: Counter(), size: Size(width: 30, height: 8), clock: TestClock())
        _ = host.render(size: host.size)
        #expect(!host.needsFrame, "the first frame settles")
        var requests = 0
        host.onNeedsFrame = { requests += 1 }
        return (host, { requests })
    }

    @Test func aKeyNothingUsesAsksForNoFrame() {
        let (host, requests) = drawnHost()
        host.handle(.key(KeyPress(.function(5))))
        host.handle(.key(KeyPress(.character("x"), modifiers: .control)))
        #expect(!host.needsFrame)
        #expect(requests() == 0)
    }

    @Test func aKeyThatChangesStateAsksForOneFrame() {
        let (host, requests) = drawnHost()
        host.handle(.key(KeyPress(.enter)))
        #expect(host.needsFrame)
        #expect(requests() == 1)
        #expect(host.render(size: host.size).text.contains("Count 1"))
    }

    @Test func thePointerMovingOverTextAsksForNoFrame() {
        let (host, requests) = drawnHost()
        host.handle(.mouse(MouseEvent(.move, button: .none, at: Point(x: 0, y: 0))))
        host.handle(.mouse(MouseEvent(.scrollDown, button: .none, at: Point(x: 12, y: 3))))
        #expect(!host.needsFrame)
        #expect(requests() == 0)
    }

    @Test func helpOpeningAndClosingAsksForFrames() {
        let (host, requests) = drawnHost()
        host.handle(.key(KeyPress(.character("?"))))
        #expect(host.render(size: host.size).text.contains("Esc ? q close"))
        host.handle(.key(KeyPress(.escape)))
        #expect(requests() == 2)
        #expect(!host.render(size: host.size).text.contains("Esc ? q close"))
    }

    @Test func eachHostRunsOnlyItsOwnObservationChanges() {
        let title = Title()
        let watching = ViewHost(rootView: TitleView(title: title), size: Size(width: 20, height: 3), clock: TestClock())
        let other = ViewHost(rootView: Text("Other"), size: Size(width: 20, height: 3), clock: TestClock())
        _ = watching.render(size: watching.size)
        _ = other.render(size: other.size)
        var watchingRequests = 0
        watching.onNeedsFrame = { watchingRequests += 1 }
        title.text = "After"
        #expect(!other.needsFrame)
        #expect(watchingRequests == 0, "the other host left this host's change alone")
        #expect(watching.needsFrame)
        // Asking changes nothing: the change is delivered as the frame begins.
        #expect(watching.render(size: watching.size).text.contains("After"))
        #expect(watchingRequests == 1)
    }
}
