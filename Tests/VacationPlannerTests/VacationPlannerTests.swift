import Foundation
import SnapshotTesting
import Testing
@testable import Tessera
import TesseraTesting
@testable import VacationPlanner

@MainActor
func launch(stateDirectory: URL, size: Size) throws -> (Pilot, StateStore) {
    let clock = TestClock()
    let store = StateStore(url: stateDirectory.appendingPathComponent("vacation.json"), clock: clock)
    let root = try VacationPlannerApp.makeRoot(configuration: VacationConfiguration(stateStore: store))
    return (Pilot(root, size: size, clock: clock), store)
}

func temporaryDirectory() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("vacation-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

@MainActor
func signIn(_ pilot: Pilot) {
    pilot.type("ada@example.com")
    pilot.press(.tab)
    pilot.type("hunter2")
    pilot.press(.enter)
}

@MainActor
@Suite(.serialized) struct VacationPlannerTests {
    @Test func initialFocusIsEmail() throws {
        let (pilot, _) = try launch(stateDirectory: temporaryDirectory(), size: Size(width: 100, height: 30))
        #expect(pilot.text.contains("Type Edit"))
        pilot.type("x")
        #expect(pilot.text.contains("│x"))
        assertSnapshot(of: pilot, as: .screen, named: "100x30")
    }

    @Test func theFieldBeingTypedInKeepsTheFocusWhenTheWindowShrinks() throws {
        let (pilot, _) = try launch(stateDirectory: temporaryDirectory(), size: Size(width: 70, height: 24))
        pilot.type("ana")
        // Smaller, the form is laid out another way (in a scroll view): its fields are new
        // controls, and the one that had the focus still has it.
        pilot.resize(50, 15)
        #expect(pilot.text.contains("Type Edit"))
        pilot.type("@example.com")
        #expect(pilot.text.contains("│ana@example.com"))
        pilot.resize(70, 24)
        pilot.type("!")
        #expect(pilot.text.contains("│ana@example.com!"))
    }

    @Test func initialScreenCompact() throws {
        let (pilot, _) = try launch(stateDirectory: temporaryDirectory(), size: Size(width: 60, height: 20))
        assertSnapshot(of: pilot, as: .screen, named: "60x20")
    }

    @Test func invalidSubmitReturnsToEmailWithRedBorder() throws {
        let (pilot, _) = try launch(stateDirectory: temporaryDirectory(), size: Size(width: 100, height: 30))
        pilot.type("ada@example")
        pilot.press(.tab)
        pilot.type("secret-pw")
        #expect(!pilot.text.contains("secret-pw"))
        pilot.press(.enter)
        #expect(pilot.text.contains("⚠ Enter a valid email address"))
        #expect(pilot.text.contains("┏"))
        assertSnapshot(of: pilot, as: .styledScreen, named: "red-border")
        // Leaving the field removes the border and the warning …
        pilot.press(.tab)
        #expect(!pilot.text.contains("⚠ Enter a valid email address"))
        #expect(!pilot.text.contains("┏"))
        // … coming back while still invalid shows them again.
        pilot.press(.backTab)
        #expect(pilot.text.contains("┏"))
        // Fixing it: the border goes as soon as the address is valid.
        pilot.type(".com")
        #expect(!pilot.text.contains("┏"))
    }

    @Test func validSubmitSignsInWithNothingFocused() throws {
        let (pilot, _) = try launch(stateDirectory: temporaryDirectory(), size: Size(width: 100, height: 30))
        signIn(pilot)
        #expect(pilot.text.contains("TRIPS"))
        #expect(pilot.host.focus.focused == nil)
        #expect(!pilot.text.contains("hunter2"))
        assertSnapshot(of: pilot, as: .screen, named: "signed-in")
    }

    @Test func rightAndLeftCrossSections() throws {
        let (pilot, _) = try launch(stateDirectory: temporaryDirectory(), size: Size(width: 100, height: 30))
        pilot.type("ada")
        pilot.press(.right)   // cursor at the end: focus leaves the field
        #expect(pilot.text.contains("Enter Browse Photos"))
        pilot.press(.left)
        #expect(pilot.text.contains("Type Edit"))
        // Tab walks every control: email, password, Sign In, Browse Photos.
        pilot.press(.tab); pilot.press(.tab)
        #expect(pilot.text.contains("Enter Sign In"))
        pilot.press(.tab)
        #expect(pilot.text.contains("Enter Browse Photos"))
    }

    @Test func browsePhotosPushesGallery() throws {
        let (pilot, _) = try launch(stateDirectory: temporaryDirectory(), size: Size(width: 100, height: 30))
        pilot.press(.right)
        pilot.press(.enter)
        #expect(pilot.text.contains("‹ Back  Vacation Planner › Photos"))
        #expect(pilot.text.contains("1 of 8"))
        pilot.press(.right)
        #expect(pilot.text.contains("2 of 8"))
        assertSnapshot(of: pilot, as: .screen, named: "gallery")
        pilot.press(.left); pilot.press(.left)
        #expect(pilot.text.contains("8 of 8"))
        pilot.press(.escape)
        #expect(!pilot.text.contains("‹ Back"))
        #expect(pilot.text.contains("Enter Browse Photos"))
    }

    @Test func bookingFocusesNewTripAndPersists() throws {
        let directory = temporaryDirectory()
        do {
            let (pilot, store) = try launch(stateDirectory: directory, size: Size(width: 100, height: 30))
            signIn(pilot)
            pilot.press(.tab)                  // the destination list
            pilot.press(.down)                 // Kyoto
            #expect(pilot.text.contains("Japan"))
            pilot.press(.enter)                // to the detail column
            pilot.press(.enter)                // Book Trip link
            #expect(pilot.text.contains("Kyoto › Book Trip"))
            pilot.type("2026-02-30")
            pilot.press(.tab)
            pilot.type("2026-03-05")
            pilot.press(.enter)
            #expect(pilot.text.contains("⚠ Start date must be a real date"))
            // Focus went back to the start date by itself.
            pilot.press(.character("u"), modifiers: .control)
            pilot.type("2026-03-01")
            pilot.press(.enter)
            #expect(pilot.text.contains("✈ 2026-03-01 Kyoto"))
            #expect(pilot.text.contains("Enter ✈ 2026-03-01 Kyoto"))
            assertSnapshot(of: pilot, as: .screen, named: "booked")
            store.saveNow()
        }
        let (relaunched, _) = try launch(stateDirectory: directory, size: Size(width: 100, height: 30))
        signIn(relaunched)
        #expect(relaunched.text.contains("✈ 2026-03-01 Kyoto"))
    }

    @Test func twoEntersOnATripKeepItAndSignOutAsksFirst() throws {
        let (pilot, _) = try launch(stateDirectory: temporaryDirectory(), size: Size(width: 100, height: 30))
        signIn(pilot)
        pilot.press(.tab); pilot.press(.down); pilot.press(.enter); pilot.press(.enter)
        pilot.type("2026-03-01"); pilot.press(.tab); pilot.type("2026-03-05"); pilot.press(.enter)
        #expect(pilot.text.contains("✈ 2026-03-01 Kyoto"))
        pilot.press(.enter)                    // the focused trip: "Cancel this trip?"
        #expect(pilot.text.contains("Cancel this trip?"))
        #expect(pilot.text.contains("Esc Keep"))
        pilot.press(.enter)                    // the default is Keep, never the destructive choice
        #expect(!pilot.text.contains("Cancel this trip?"))
        #expect(pilot.text.contains("✈ 2026-03-01 Kyoto"))
        pilot.click("Sign Out")
        #expect(pilot.text.contains("Sign out of ada@example.com?"))
        pilot.press(.enter)                    // default: stay signed in
        #expect(pilot.text.contains("✈ 2026-03-01 Kyoto"))
        pilot.click("Sign Out")
        pilot.press(.right); pilot.press(.enter)
        #expect(pilot.text.contains("Sign in to plan your next trip"))
    }

    @Test func aTripShowsItsTravellersAndNotes() throws {
        let (pilot, _) = try launch(stateDirectory: temporaryDirectory(), size: Size(width: 100, height: 30))
        signIn(pilot)
        pilot.press(.tab); pilot.press(.down); pilot.press(.enter); pilot.press(.enter)
        pilot.type("2026-03-01"); pilot.press(.tab); pilot.type("2026-03-05"); pilot.press(.tab); pilot.press(.tab)
        pilot.type("Tea")
        pilot.press(.enter)
        #expect(pilot.text.contains("✈ 2026-03-01 Kyoto"))
        #expect(pilot.text.contains("2 travellers · Tea"))
    }

    @Test func aTripBookedInACompactWindowIsShownAndFocused() throws {
        let (pilot, _) = try launch(stateDirectory: temporaryDirectory(), size: Size(width: 70, height: 24))
        signIn(pilot)
        pilot.press(.tab); pilot.press(.down); pilot.press(.enter); pilot.press(.enter)
        pilot.type("2026-03-01"); pilot.press(.tab); pilot.type("2026-03-05"); pilot.press(.enter)
        #expect(pilot.text.contains("TRIPS"))                       // back on the sidebar …
        #expect(pilot.text.contains("Enter ✈ 2026-03-01 Kyoto"))     // … with the new trip focused
    }

    @Test func onTheSmallestScreenTabReachesEveryControl() throws {
        let (pilot, _) = try launch(stateDirectory: temporaryDirectory(), size: Size(width: 30, height: 10))
        pilot.press(.tab); pilot.press(.tab)
        #expect(pilot.text.contains("Enter Sign In"))
        #expect(pilot.text.contains("▐ Sign In ▌"))
        pilot.press(.tab)
        #expect(pilot.text.contains("[ Browse Photos ]"))
    }

    @Test func inScreenReaderModeTheCursorFollowsFocusAndErrorsAreAnnounced() throws {
        let clock = TestClock()
        let store = StateStore(url: temporaryDirectory().appendingPathComponent("vacation.json"), clock: clock)
        var environment = EnvironmentValues()
        environment.screenReaderMode = true
        let root = try VacationPlannerApp.makeRoot(configuration: VacationConfiguration(stateStore: store))
        let pilot = Pilot(root, size: Size(width: 100, height: 30), environment: environment, clock: clock)
        var positions: [Point?] = [pilot.cursor]
        for _ in 0..<3 { pilot.press(.tab); positions.append(pilot.cursor) }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(Set(positions.compactMap { $0 }).count == 4)           // a different place for each control
        #expect(positions[2] == pilot.position(of: "Sign In").map { Point(x: $0.x - 2, y: $0.y) })
        pilot.press(.backTab); pilot.press(.backTab); pilot.press(.backTab)
        pilot.type("ada@"); pilot.press(.tab); pilot.type("pw"); pilot.press(.enter)
        #expect(pilot.screen.line(29).contains("Enter a valid email address"))   // announced in the status line
    }

    @Test func oneLookPerRole() throws {
        let (pilot, _) = try launch(stateDirectory: temporaryDirectory(), size: Size(width: 100, height: 30))
        #expect(pilot.text.contains("▐ Sign In ▌"))            // a screen's main action: prominent
        #expect(pilot.text.contains("[ Browse Photos ]"))      // a secondary action: bordered
        signIn(pilot)
        pilot.press(.tab); pilot.press(.down)
        #expect(pilot.text.contains("▐ Book Trip › ▌"))        // the detail's main action, a link: prominent too
        #expect(pilot.text.contains("[ Sign Out… ]"))
    }

    @Test func compactWidthCollapsesSplitView() throws {
        let (pilot, _) = try launch(stateDirectory: temporaryDirectory(), size: Size(width: 60, height: 20))
        signIn(pilot)
        #expect(pilot.text.contains("Destinations"))
        #expect(!pilot.text.contains("Best season"))
        pilot.press(.tab)
        pilot.press(.down)
        pilot.press(.enter)
        #expect(pilot.text.contains("‹ Back  Destinations › Kyoto"))
        #expect(pilot.text.contains("Best season"))
        assertSnapshot(of: pilot, as: .screen, named: "compact-detail")
        pilot.press(.escape)
        #expect(!pilot.text.contains("Best season"))
        #expect(pilot.text.contains("Enter Open"))
        // Widening shows both columns with the same selection.
        pilot.resize(100, 30)
        #expect(pilot.text.contains("Japan"))
    }

    @Test func emailValidation() {
        #expect(Validation.isValidEmail("ada@example.com"))
        #expect(Validation.isValidEmail("a.b+c@mail.example.org"))
        #expect(!Validation.isValidEmail("ada@example"))
        #expect(!Validation.isValidEmail("ada@.com"))
        #expect(!Validation.isValidEmail("ada@example..com"))
        #expect(!Validation.isValidEmail("@example.com"))
        #expect(!Validation.isValidEmail("ada example@example.com"))
        #expect(!Validation.isValidEmail("ada@@example.com"))
        #expect(Validation.isValidDate("2024-02-29"))
        #expect(!Validation.isValidDate("2025-02-29"))
        #expect(!Validation.isValidDate("2025-13-01"))
        #expect(Validation.dateProblem(start: "2025-05-02", end: "2025-05-01") != nil)
    }

    @Test func missingAndMalformedDataAreReported() throws {
        let directory = temporaryDirectory()
        let store = StateStore(url: directory.appendingPathComponent("s.json"), clock: TestClock())
        #expect(throws: VacationDataError.self) {
            _ = try VacationPlannerApp.makeRoot(configuration: VacationConfiguration(dataDirectory: directory, stateStore: store))
        }
        try Data("[{\"id\": \"x\"}]".utf8).write(to: directory.appendingPathComponent("destinations.json"))
        do {
            _ = try VacationPlannerApp.makeRoot(configuration: VacationConfiguration(dataDirectory: directory, stateStore: store))
            Issue.record("expected an error")
        } catch let error as VacationDataError {
            #expect(error.description.hasSuffix("destinations.json: element 0, field \"name\": missing, expected a value"))
        }
    }

    @Test func aDestinationLinksToItsPageAndEnterShowsTheAddressWithoutADesktop() throws {
        let (pilot, _) = try launch(stateDirectory: temporaryDirectory(), size: Size(width: 100, height: 30))
        signIn(pilot)
        let origin = try #require(pilot.position(of: "Read more about Hạ Long Bay"))
        #expect(pilot.screen.hyperlink(x: origin.x, y: origin.y)?.address == "https://en.wikipedia.org/wiki/H%E1%BA%A1_Long_Bay")
        pilot.press(.right)
        for _ in 0..<4 where !pilot.accessibilityText.contains(#"link "Read more about Hạ Long Bay""# + " value \"https://en.wikipedia.org/wiki/H%E1%BA%A1_Long_Bay\" focused") {
            pilot.press(.tab)
        }
        pilot.press(.enter)
        #expect(pilot.text.contains("Link: https://en.wikipedia.org/wiki/H%E1%BA%A1_Long_Bay"))
    }

    @Test func aDestinationAddressThatIsNotAWebOrMailAddressIsReported() throws {
        let directory = temporaryDirectory()
        let shipped = try #require(ResourceLocator.resourcesDirectory())
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("photos"), withIntermediateDirectories: true)
        for file in try FileManager.default.contentsOfDirectory(atPath: shipped.appendingPathComponent("photos").path) {
            try FileManager.default.copyItem(at: shipped.appendingPathComponent("photos/" + file), to: directory.appendingPathComponent("photos/" + file))
        }
        let destinations = try String(contentsOf: shipped.appendingPathComponent("destinations.json"), encoding: .utf8)
            .replacingOccurrences(of: "https://en.wikipedia.org/wiki/Kyoto", with: "javascript:alert(1)")
        try Data(destinations.utf8).write(to: directory.appendingPathComponent("destinations.json"))
        let store = StateStore(url: directory.appendingPathComponent("s.json"), clock: TestClock())
        do {
            _ = try VacationPlannerApp.makeRoot(configuration: VacationConfiguration(dataDirectory: directory, stateStore: store))
            Issue.record("expected an error")
        } catch let error as VacationDataError {
            #expect(error.description.hasSuffix(#"destinations.json: element 1, field "url": expected an http, https or mailto address, found "javascript:alert(1)""#))
        }
    }

    @Test func tabMeasuresWhatItCouldHaveChangedNotTheWholeForm() throws {
        // The sign-in form's texts sit in a `ViewThatFits`, which asks them for many sizes; they
        // are remembered, so a Tab measures again the two fields and what holds them, not the
        // whole form as the first frame did.
        let start = Node.measurements
        let (pilot, _) = try launch(stateDirectory: temporaryDirectory(), size: Size(width: 100, height: 30))
        _ = pilot.text
        let firstFrame = Node.measurements - start
        let before = Node.measurements
        pilot.press(.tab)
        #expect(pilot.text.contains("Password"))
        // (Measured here: 2,120 nodes for the first frame, 867 for the Tab; 1,379 when a node kept
        // only its last eight sizes.)
        #expect((Node.measurements - before) * 2 < firstFrame)
    }
}
