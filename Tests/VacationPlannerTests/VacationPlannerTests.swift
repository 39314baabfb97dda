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

    /// Stacked (one column in a scroll view), the form is the `ViewThatFits`'s second
    /// candidate: Enter in Email still moves to Password, so the password is not typed into
    /// the email address.
    @Test(arguments: [Size(width: 50, height: 15), Size(width: 40, height: 12), Size(width: 30, height: 10), Size(width: 100, height: 30)])
    func enterInEmailMovesToPasswordAtEverySize(size: Size) throws {
        let (pilot, _) = try launch(stateDirectory: temporaryDirectory(), size: size)
        pilot.type("a@b.co")
        pilot.press(.enter)
        pilot.type("pw")
        #expect(!pilot.text.contains("a@b.copw"))
        #expect(pilot.accessibilityText.contains(#"textField "Email" value "a@b.co""# + "\n"))
        #expect(pilot.accessibilityText.contains(#"secureField "Password" focused"#))
        pilot.press(.enter)
        #expect(!pilot.text.contains("Sign in to plan your next trip"))
    }

    /// Fourteen trips do not fit at 80×24: the sidebar scrolls to the trip Tab focuses, shows
    /// that it scrolls, and Tab still reaches Sign Out below the list.
    @Test func aLongTripListScrollsToTheFocusedTripAndSignOutStaysReachable() throws {
        let directory = temporaryDirectory()
        let seed = StateStore(url: directory.appendingPathComponent("vacation.json"), clock: TestClock())
        let trips = (1...14).map { day in
            Trip(id: "t\(day)", destinationID: "kyoto", destinationName: "Kyoto", start: "2026-03-" + (day < 10 ? "0\(day)" : "\(day)"),
                 end: "2026-04-01", travellers: 2, notes: "")
        }
        seed.set(trips, forKey: "trips")
        seed.saveNow()
        let (pilot, _) = try launch(stateDirectory: directory, size: Size(width: 80, height: 24))
        signIn(pilot)
        var focusedTrips: Set<String> = []
        var reachedSignOut = false
        for _ in 0..<40 {
            pilot.press(.tab)
            let footer = pilot.screen.line(23)
            if let trip = trips.first(where: { footer.contains("✈ \($0.start) Kyoto") }) {
                focusedTrips.insert(trip.id)
                // On screen above the footer, not only named in it.
                let rows = (0..<23).map { pilot.screen.line($0) }
                #expect(rows.contains { $0.contains("✈ \(trip.start) Kyoto") }, "\(trip.start) is off screen")
            }
            if footer.contains("Sign Out") { reachedSignOut = true; break }
        }
        #expect(focusedTrips.count == trips.count)
        #expect(reachedSignOut)
        #expect(pilot.text.contains("[ Sign Out… ]"))
        // A scroll bar says the sidebar holds more than it shows.
        #expect(pilot.text.contains("┃"))
    }

    /// On the smallest screen the destinations do not all fit in the sidebar's scroll view:
    /// moving down the list keeps the current row on screen, and moving back up shows it again.
    @Test func aScrollViewFollowsTheCurrentRowOfAListInside() throws {
        let (pilot, _) = try launch(stateDirectory: temporaryDirectory(), size: Size(width: 30, height: 10))
        signIn(pilot)
        let names = ["Hạ Long Bay", "Kyoto", "Zermatt", "Erg Chebbi, Merzouga", "Lake Bled", "Whitehaven Beach", "Lofoten Islands", "Machu Picchu"]
        for name in names.dropFirst() {
            pilot.press(.down)
            #expect(pilot.text.contains("▌ " + name), "\(name)")
        }
        for name in names.reversed().dropFirst() {
            pilot.press(.up)
            #expect(pilot.text.contains("▌ " + name), "\(name)")
        }
    }

    /// Esc in a date field leaves the field, not the form; leaving a form with typed changes
    /// asks first, and the default keeps them.
    @Test func escLeavesTheFieldAndLeavingTheFormWithChangesAsksFirst() throws {
        let (pilot, _) = try launch(stateDirectory: temporaryDirectory(), size: Size(width: 100, height: 30))
        signIn(pilot)
        pilot.press(.down); pilot.press(.enter); pilot.press(.enter)
        #expect(pilot.text.contains("Kyoto › Book Trip"))
        // A field's title is its placeholder; a label beside it is LabeledContent's, once.
        #expect(pilot.text.contains("│ Start      YYYY-MM-DD"))
        #expect(!pilot.text.contains("Notes      Notes"))
        #expect(pilot.text.contains("│ Notes   "))
        pilot.type("2026-03-01")
        pilot.press(.escape)                   // leaves the field: the form and the date stay
        #expect(pilot.text.contains("Kyoto › Book Trip"))
        #expect(pilot.text.contains("2026-03-01"))
        pilot.press(.escape)                   // leaving the form: asked first
        #expect(pilot.text.contains("Discard this booking?"))
        pilot.press(.enter)                    // the default keeps the changes
        #expect(pilot.text.contains("Kyoto › Book Trip"))
        #expect(pilot.text.contains("2026-03-01"))
        pilot.press(.backspace)                // Backspace outside a field asks too
        #expect(pilot.text.contains("Discard this booking?"))
        pilot.press(.enter)
        #expect(pilot.text.contains("2026-03-01"))
        pilot.press(.escape)
        #expect(pilot.text.contains("Discard this booking?"))
        pilot.click("[ Discard ]")
        #expect(!pilot.text.contains("Kyoto › Book Trip"))
        #expect(pilot.text.contains("Japan"))
        // With nothing typed, Esc goes straight back.
        pilot.click("Book Trip ›")
        #expect(pilot.text.contains("Kyoto › Book Trip"))
        pilot.press(.escape)
        #expect(!pilot.text.contains("Discard this booking?"))
        #expect(!pilot.text.contains("Kyoto › Book Trip"))
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

    @Test func validSubmitSignsInWithTheDestinationsFocused() throws {
        let (pilot, _) = try launch(stateDirectory: temporaryDirectory(), size: Size(width: 100, height: 30))
        signIn(pilot)
        #expect(pilot.text.contains("TRIPS"))
        #expect(pilot.text.contains("↑↓"))
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
        pilot.press(.down); pilot.press(.enter); pilot.press(.enter)
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
        pilot.press(.down); pilot.press(.enter); pilot.press(.enter)
        pilot.type("2026-03-01"); pilot.press(.tab); pilot.type("2026-03-05"); pilot.press(.tab); pilot.press(.tab)
        pilot.type("Tea")
        pilot.press(.enter)
        #expect(pilot.text.contains("✈ 2026-03-01 Kyoto"))
        #expect(pilot.text.contains("2 travellers · Tea"))
    }

    @Test func aTripBookedInACompactWindowIsShownAndFocused() throws {
        let (pilot, _) = try launch(stateDirectory: temporaryDirectory(), size: Size(width: 70, height: 24))
        signIn(pilot)
        pilot.press(.down); pilot.press(.enter); pilot.press(.enter)
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
        pilot.press(.down)
        #expect(pilot.text.contains("▐ Book Trip › ▌"))        // the detail's main action, a link: prominent too
        #expect(pilot.text.contains("[ Sign Out… ]"))
    }

    @Test func compactWidthCollapsesSplitView() throws {
        let (pilot, _) = try launch(stateDirectory: temporaryDirectory(), size: Size(width: 60, height: 20))
        signIn(pilot)
        #expect(pilot.text.contains("Destinations"))
        #expect(!pilot.text.contains("Best season"))
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
        let shipped = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Resources").standardizedFileURL
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
        let (pilot, _) = try launch(stateDirectory: temporaryDirectory(), size: Size(width: 100, height: 30))
        _ = pilot.text
        // The host counts from its start: what its first frame measured.
        let firstFrame = pilot.host.stats.measurements
        let before = pilot.host.stats.measurements
        pilot.press(.tab)
        #expect(pilot.text.contains("Password"))
        // (Measured here: 2,120 nodes for the first frame, 867 for the Tab; 1,379 when a node kept
        // only its last eight sizes.)
        #expect((pilot.host.stats.measurements - before) * 2 < firstFrame)
    }
}
