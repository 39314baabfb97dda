import Foundation
import Testing
import TesseraTesting

// Each talk's ported code, rendered and driven as a user would.

/// Renders a window manager as the run loop does, letting measured sizes settle.
@MainActor
private final class ScreenDriver {
    let screen: WindowManager
    let size: Size
    init(_ screen: WindowManager, size: Size) { self.screen = screen; self.size = size }
    var lines: [String] {
        var frame = screen.render(size: size)
        for _ in 0..<3 where screen.needsFrame { frame = screen.render(size: size) }
        return frame.lines
    }
    var text: String { lines.joined(separator: "\n") }
}

/// Where `label` appears furthest right on screen (the inspector is at the right).
@MainActor private func rightmostPosition(of label: String, in pilot: Pilot) -> Point? {
    var found: Point?
    for (y, line) in pilot.screen.lines.enumerated() {
        if let range = line.range(of: label, options: .backwards) {
            let x = line.distance(from: line.startIndex, to: range.lowerBound)
            if x > found?.x ?? -1 { found = Point(x: x, y: y) }
        }
    }
    return found
}

@MainActor private func focusedElement(_ pilot: Pilot) -> String? {
    pilot.accessibilityText.split(separator: "\n").first { $0.hasSuffix("focused") || $0.contains(" focused") }.map(String.init)
}

@MainActor
@Suite struct FocusTalkTests {
    @Test func submittingAnInvalidEmailSendsFocusBackToItInRed() {
        let pilot = Pilot(LoginForm(), size: Size(width: 40, height: 10))
        pilot.type("ada")
        pilot.press(.tab)                                   // to the password
        pilot.type("secret")
        #expect(focusedElement(pilot)?.contains("Password") == true)
        pilot.press(.enter)                                 // onSubmit: the email is invalid
        #expect(focusedElement(pilot)?.contains("Email") == true)
        let border = pilot.screen.lines.firstIndex { $0.contains("╭") }!
        let x = pilot.screen.lines[border].firstIndex(of: "╭").map { pilot.screen.lines[border].distance(from: pilot.screen.lines[border].startIndex, to: $0) }!
        #expect(pilot.screen[x, border].style.foreground == .red)
        pilot.press(.tab)                                   // focus leaves: the border is no longer red
        #expect(pilot.screen[x, border].style.foreground != .red)
    }

    @Test func submittingAValidEmailLetsFocusGo() {
        let pilot = Pilot(LoginForm(), size: Size(width: 40, height: 10))
        pilot.type("ada@example.com")
        pilot.press(.enter)
        #expect(focusedElement(pilot) == nil)
    }

    @Test func focusSectionsLetTheArrowReachTheFarButton() {
        let pilot = Pilot(TVLoginScreen(), size: Size(width: 60, height: 12))
        pilot.press(.tab, times: 2)                        // Sign In
        #expect(focusedElement(pilot)?.contains("Sign In") == true)
        pilot.press(.right)
        #expect(focusedElement(pilot)?.contains("Browse Photos") == true)
        pilot.press(.enter)
        #expect(pilot.text.contains("Browse Photos 1"))
    }
}

@MainActor
@Suite struct InspectorTalkTests {
    @Test func theToolbarButtonOpensTheInspectorOnTheSelectedAnimal() {
        let store = AnimalStore()
        let pilot = Pilot(AnimalTable(store: store), size: Size(width: 100, height: 24))
        #expect(pilot.text.contains("Fabrizio Fish"))
        #expect(!pilot.text.contains("No animal selected"))
        pilot.click("Toggle Inspector")
        #expect(pilot.text.contains("No animal selected"))
        pilot.click("Crow Tony")                            // select a row: the inspector shows it
        #expect(pilot.text.components(separatedBy: "Crow Tony").count == 3)
        #expect(!pilot.text.contains("No animal selected"))
        pilot.press(.character("i"))                         // the shortcut closes it again
        #expect(pilot.text.components(separatedBy: "Crow Tony").count == 2)
    }

    @Test func editsInTheInspectorReachTheTable() {
        let store = AnimalStore()
        let pilot = Pilot(AnimalTable(store: store), size: Size(width: 100, height: 24))
        pilot.click("Dana Deer")
        pilot.press(.character("i"))
        pilot.click(at: rightmostPosition(of: "Dana Deer", in: pilot)!)   // the inspector's name field
        pilot.press(.end)
        pilot.type("!")
        #expect(store.animals[2].name == "Dana Deer!")
        #expect(pilot.text.components(separatedBy: "Dana Deer!").count == 3)
    }

    @Test func theNibbleBulletinLeavesTheTableUsableAtItsSmallestDetent() {
        let store = AnimalStore()
        let pilot = Pilot(AnimalTable(store: store), size: Size(width: 100, height: 24))
        pilot.press(.character("n"))
        #expect(pilot.text.contains("Nibble Bulletin"))
        #expect(pilot.text.contains("A fig was nibbled"))
        let tableRow = pilot.position(of: "Crow Tony")!
        #expect(pilot.screen[tableRow.x, tableRow.y].style.attributes.contains(.dim) == false)
    }
}

@MainActor
@Suite struct NavigationArticleTests {
    @Test func theTaskPushesThreeLevelsThroughTheRouter() async {
        let pilot = Pilot(RouterContentView(), size: Size(width: 60, height: 12))
        await pilot.advance(by: .milliseconds(1))
        #expect(pilot.text.contains("This is SubView2"))
        #expect(pilot.text.contains("SubView3 › SubView1 › SubView2"))
        pilot.press(.escape)                                 // back to SubView1
        #expect(pilot.text.contains("go to SubView3"))
    }

    @Test func buttonsDeepInTheStackChangeTheRoutersPath() async {
        let pilot = Pilot(RouterContentView(), size: Size(width: 60, height: 12))
        await pilot.advance(by: .milliseconds(1))
        pilot.press(.escape)                                 // SubView1
        pilot.click("go to SubView3")
        #expect(pilot.text.contains("This is SubView3"))
        pilot.press(.escape)
        pilot.click("返回根视图")
        #expect(pilot.text.contains("SubView4"))
        #expect(!pilot.text.contains("go to SubView3"))
    }

    @Test func anArrayPathIsSetByTheTaskAndByADeepLink() async {
        let pilot = Pilot(IntRouterContentView(), size: Size(width: 60, height: 12))
        await pilot.advance(by: .milliseconds(1))
        #expect(pilot.text.contains("This is SubView4"))
        pilot.press(.escape)
        pilot.press(.escape)                                 // the root list
        pilot.click("SubView1")
        pilot.click("响应 Deep Link")
        #expect(pilot.text.contains("SubView3 › SubView1 › SubView1"))
        pilot.click("返回上层视图")
        #expect(pilot.text.contains("SubView3 › SubView1"))
        #expect(!pilot.text.contains("SubView1 › SubView1"))
    }
}

@MainActor
@Suite struct HealthTalkTests {
    @Test func theHostingControllerFollowsTheObservedDataAndSizesItself() {
        let clock = TestClock()
        let screen = WindowManager(clock: clock, size: Size(width: 40, height: 8))
        let controller = HeartRateViewController(heartData: HeartData(beatsPerMinute: 72), clock: clock)
        let hosting = controller.hostingController
        screen.addWindow(hosting.window)
        screen.layout = { _ in hosting.window.frame.size = hosting.preferredContentSize }
        let driver = ScreenDriver(screen, size: Size(width: 40, height: 8))
        #expect(driver.text.contains("72 BPM"))
        #expect(driver.text.contains("♥ Heart Rate"))
        controller.receiveHeartRate(104)
        #expect(driver.text.contains("104 BPM"))
        #expect(hosting.preferredContentSize == Size(width: 12, height: 2))
    }

    @Test func aHostedCellEditsItsConditionThroughABinding() {
        let clock = TestClock()
        let screen = WindowManager(clock: clock, size: Size(width: 40, height: 6))
        let condition = MedicalCondition(text: "Asthma")
        let cell = CollectionCell(clock: clock)
        configureConditionCell(cell, condition: condition)
        cell.window.frame = Rect(x: 0, y: 0, width: 40, height: 1)
        screen.addWindow(cell.window)
        let driver = ScreenDriver(screen, size: Size(width: 40, height: 6))
        #expect(driver.lines[0].hasPrefix("  Asthma"))         // two columns of margin
        screen.handle(.key(KeyPress(.character("!"))))
        #expect(condition.text == "Asthma!")
        condition.text = "Hay fever"
        #expect(driver.lines[0].contains("Hay fever"))
    }

    @Test func theChartCellDrawsTheSamplesBesideTheRate() {
        let data = HeartData(beatsPerMinute: 70)
        let pilot = Pilot(HeartRateChartView(data: data), size: Size(width: 30, height: 5))
        #expect(pilot.text.contains("70 BPM"))
        for bpm in [80, 95, 88] { data.beatsPerMinute = bpm; data.samples.append(HeartRateSample(minute: data.samples.count, bpm: bpm)) }
        #expect(pilot.text.contains("88 BPM"))
        #expect(pilot.screen.text.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) || "▁▂▃▄▅▆▇█•●".unicodeScalars.contains($0) })
    }
}
