import Observation
import Testing
import Tessera
import TesseraTesting

@MainActor @Observable
private final class GrowingModel {
    var title = "Hi"
    var rows = 1
}

private struct GrowingView: View {
    let model: GrowingModel
    var body: some View {
        VStack(alignment: .leading) {
            Text(model.title)
            ForEach(0..<model.rows, id: \.self) { Text("row \($0)") }
        }
    }
}

private struct Steps: View {
    let count: Int
    @State private var taps = 0
    var body: some View {
        VStack(alignment: .leading) {
            Text("steps \(count)")
            Text("taps \(taps)")
            Button("Tap") { taps += 1 }
        }
    }
}

/// Renders a window manager the way the run loop does: a frame whenever one is needed,
/// letting follow-up work (measured sizes) settle.
@MainActor
private final class ScreenDriver {
    let screen: WindowManager
    let size: Size
    private var frame: ScreenBuffer?
    init(_ screen: WindowManager, size: Size) { self.screen = screen; self.size = size }
    var buffer: ScreenBuffer {
        if screen.needsFrame || frame == nil { frame = screen.render(size: size) }
        for _ in 0..<3 where screen.needsFrame { frame = screen.render(size: size) }
        return frame!
    }
    var lines: [String] { buffer.lines }
}

@MainActor
@Suite struct HostingTests {
    @Test func preferredContentSizeFollowsGrowingContentAndTheWindowFollowsIt() {
        let clock = TestClock()
        let model = GrowingModel()
        let screen = WindowManager(clock: clock, size: Size(width: 40, height: 12))
        let controller = HostingController(rootView: GrowingView(model: model), clock: clock,
                                           frame: Rect(x: 1, y: 1, width: 1, height: 1))
        var reported: [Size] = []
        controller.onPreferredContentSizeChange = { reported.append($0) }
        controller.sizingOptions = [.preferredContentSize]
        screen.addWindow(controller.window)
        // The program lays its window out from the preferred size, as a container would.
        screen.layout = { _ in controller.window.frame.size = controller.preferredContentSize }
        let driver = ScreenDriver(screen, size: Size(width: 40, height: 12))
        #expect(controller.preferredContentSize == Size(width: 5, height: 2))   // "Hi", "row 0"
        #expect(driver.lines[1].hasPrefix(" Hi "))
        model.title = "Hello, world"
        #expect(driver.lines[1].hasPrefix(" Hello, world"))
        #expect(controller.preferredContentSize == Size(width: 12, height: 2))
        #expect(controller.window.frame == Rect(x: 1, y: 1, width: 12, height: 2))
        model.rows = 3
        #expect(driver.lines[4].hasPrefix(" row 2"))
        #expect(controller.preferredContentSize == Size(width: 12, height: 4))
        #expect(controller.window.frame.size == Size(width: 12, height: 4))
        #expect(reported == [Size(width: 5, height: 2), Size(width: 12, height: 2), Size(width: 12, height: 4)])
    }

    @Test func intrinsicContentSizeResizesTheWindowItself() {
        let clock = TestClock()
        let model = GrowingModel()
        let screen = WindowManager(clock: clock, size: Size(width: 40, height: 12))
        let controller = HostingController(rootView: GrowingView(model: model), clock: clock, frame: Rect(x: 0, y: 0, width: 30, height: 8))
        controller.sizingOptions = [.intrinsicContentSize]
        screen.addWindow(controller.window)
        let driver = ScreenDriver(screen, size: Size(width: 40, height: 12))
        #expect(controller.window.frame == Rect(x: 0, y: 0, width: 5, height: 2))
        model.rows = 2
        _ = driver.buffer
        #expect(controller.window.frame == Rect(x: 0, y: 0, width: 5, height: 3))
        #expect(driver.lines[2].hasPrefix("row 1"))
    }

    @Test func settingRootViewReplacesPlainValuesAndKeepsState() {
        let clock = TestClock()
        let screen = WindowManager(clock: clock, size: Size(width: 30, height: 6))
        let controller = HostingController(rootView: Steps(count: 10), clock: clock, frame: Rect(x: 0, y: 0, width: 30, height: 4))
        screen.addWindow(controller.window)
        let driver = ScreenDriver(screen, size: Size(width: 30, height: 6))
        #expect(driver.lines[0].hasPrefix("steps 10"))
        screen.handle(.key(KeyPress(.enter)))
        #expect(driver.lines[1].hasPrefix("taps 1"))
        controller.rootView = Steps(count: 47)
        #expect(driver.lines[0].hasPrefix("steps 47"))
        #expect(driver.lines[1].hasPrefix("taps 1"))
    }

    @Test func observableModelChangeUpdatesTheHostedViewByItself() {
        let clock = TestClock()
        let model = GrowingModel()
        let screen = WindowManager(clock: clock, size: Size(width: 30, height: 6))
        let controller = HostingController(rootView: GrowingView(model: model), clock: clock, frame: Rect(x: 0, y: 0, width: 30, height: 4))
        screen.addWindow(controller.window)
        let driver = ScreenDriver(screen, size: Size(width: 30, height: 6))
        #expect(driver.lines[0].hasPrefix("Hi "))
        let evaluations = controller.host.evaluationCount
        model.title = "Heart 78"
        #expect(screen.needsFrame)
        #expect(driver.lines[0].hasPrefix("Heart 78"))
        #expect(controller.host.evaluationCount > evaluations)
    }

    @Test func cellConfigurationFillsTheCellAndInsetsTheContent() {
        let clock = TestClock()
        let screen = WindowManager(clock: clock, size: Size(width: 40, height: 8))
        let cell = CollectionCell(name: "steps", clock: clock)
        cell.window.frame = Rect(x: 5, y: 2, width: 20, height: 3)
        cell.configurationUpdateHandler = { cell, state in
            cell.contentConfiguration = HostingConfiguration {
                VStack(alignment: .leading) {
                    Text("Steps 4,200")
                    if state.isSelected { Text("✓ Pinned") }
                }
            }
            .margins(.horizontal, 2)
            .background(.blue)
        }
        screen.addWindow(cell.window)
        let driver = ScreenDriver(screen, size: Size(width: 40, height: 8))
        let buffer = driver.buffer
        // The background reaches every cell of the window, margins included, and no further.
        for y in 0..<8 {
            for x in 0..<40 {
                let inside = cell.window.frame.contains(Point(x: x, y: y))
                #expect((buffer[x, y].style.background == .blue) == inside, "cell \(x),\(y)")
            }
        }
        #expect(driver.lines[2].hasPrefix(String(repeating: " ", count: 7) + "Steps 4,200"))
        #expect(!driver.lines[3].contains("Pinned"))
        #expect(cell.fittingHeight(width: 20) == 1)
        // Selecting runs the update handler again: the checkmark appears, inside the margins.
        cell.isSelected = true
        #expect(driver.lines[3].hasPrefix(String(repeating: " ", count: 7) + "✓ Pinned"))
        #expect(cell.fittingHeight(width: 20) == 2)
        #expect(driver.buffer[24, 3].style.background == .blue)
        cell.isSelected = false
        #expect(!driver.lines[3].contains("Pinned"))
    }
}
