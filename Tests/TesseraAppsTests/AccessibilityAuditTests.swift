import Foundation
import Testing
import Tessera
import TesseraApps

/// Every control a user can reach in the launcher and the three apps has a name a screen reader
/// can say, on every screen these walks reach.
@MainActor
@Suite struct AccessibilityAuditTests {
    private static let controls: Set<AccessibilityRole> = [.button, .textField, .secureField, .toggle, .picker, .link, .table, .row]

    private func tree(_ choice: AppChoice, size: Size = Size(width: 100, height: 30), keys: String = "") throws -> [AccessibilityElement] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("audit-\(UUID().uuidString)")
        let producer = try AppCatalog.makeProducer(choice, environment: EnvironmentValues(), stateDirectory: dir, clock: TestClock(), size: size)
        _ = producer.render(size: size)
        for event in try KeyScript.parse(keys) { producer.handle(event); _ = producer.render(size: size) }
        return (producer as? AccessibilityProviding)?.accessibilityElements ?? []
    }

    private func unlabeled(_ elements: [AccessibilityElement]) -> [String] {
        elements.flatMap { $0.flattened() }.filter { Self.controls.contains($0.role) && $0.label.trimmingCharacters(in: .whitespaces).isEmpty }.map(\.line)
    }

    @Test(arguments: [
        (AppChoice.launcher, ""), (.animals(data: nil, rows: nil), ""), (.animals(data: nil, rows: nil), "i"), (.animals(data: nil, rows: nil), "n"),
        (.vacation(data: nil), ""), (.vacation(data: nil), "\"ada@example.com\" Tab \"pw\" Enter"),
        (.vacation(data: nil), "\"ada@example.com\" Tab \"pw\" Enter Tab Down Enter Enter"),
        (.health(data: nil, path: []), ""), (.health(data: nil, path: ["heart-rate"]), ""),
    ])
    func everyControlHasAName(choice: AppChoice, keys: String) throws {
        let elements = try tree(choice, keys: keys)
        #expect(!elements.isEmpty)
        #expect(unlabeled(elements) == [])
    }

    @Test func theSignInScreenReadsAsItShould() throws {
        let text = AccessibilityElement.text(of: try tree(.vacation(data: nil), keys: "Tab \"hunter2SECRET\" BackTab"))
        #expect(text.contains("textField \"Email\" value \"\" focused"))
        #expect(text.contains("secureField \"Password\"\n"))
        #expect(!text.contains("hunter2"))
        #expect(text.contains("button \"Sign In\""))
    }

    @Test func theAnimalsTableReadsItsSelectedRow() throws {
        let text = AccessibilityElement.text(of: try tree(.animals(data: nil, rows: nil), keys: "Down"))
        #expect(text.contains("table \"Name, Favourite Fruit, Suspicion Level\" value \"row 2 of 48\" focused"))
        #expect(text.contains("  row \"Professor Acorn, Apple, ●●●○○ Suspicious\" selected"))
    }

    @Test func theHeartRateCellSaysItsRateAndDescribesItsChart() throws {
        let text = AccessibilityElement.text(of: try tree(.health(data: nil, path: [])))
        #expect(text.contains("button \"Heart Rate, 108 BPM\" value \"recent beats min 78, max 108, latest 108, rising\" focused"))
    }
}
