import Foundation
import Testing
import TesseraTesting

// SwiftUI's ObservableObject family, written as a SwiftUI program writes it.

private final class HeartData: ObservableObject {
    @Published var beatsPerMinute = 72
    @Published var note = ""
}

private struct HeartRateView: View {
    @ObservedObject var data: HeartData
    var body: some View { Text("\(data.beatsPerMinute) BPM") }
}

private struct StillLabel: View {
    var body: some View { Text("Heart") }
}

private struct HeartScreen: View {
    let data: HeartData
    var body: some View {
        VStack {
            StillLabel()
            HeartRateView(data: data)
        }
    }
}

private struct NoteEditor: View {
    @ObservedObject var data: HeartData
    var body: some View { TextField("Note", text: $data.note) }
}

@MainActor private final class Counter: ObservableObject {
    static var made = 0
    @Published var count = 0
    init() { Counter.made += 1 }
}

private struct OwnedCounter: View {
    @StateObject private var counter = Counter()
    var body: some View {
        Button("Count \(counter.count)") { counter.count += 1 }
    }
}

private struct CounterHost: View {
    @State private var generation = 0
    @State private var ticks = 0
    var body: some View {
        VStack {
            OwnedCounter().id(generation)
            Button("Tick \(ticks)") { ticks += 1 }
            Button("Reset") { generation += 1 }
        }
    }
}

private final class PathManager: ObservableObject {
    @Published var path: [Int] = []
}

private struct Breadcrumb: View {
    @EnvironmentObject var pathManager: PathManager
    var body: some View {
        Button("Depth \(pathManager.path.count)") { pathManager.path.append(pathManager.path.count + 1) }
    }
}

private final class Ticker: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    var value = 0 { willSet { objectWillChange.send() } }
}

private struct TickerView: View {
    @ObservedObject var ticker: Ticker
    var body: some View { Text("Tick \(ticker.value)") }
}

private struct Orphan: View {
    @EnvironmentObject var pathManager: PathManager
    var body: some View { Text("\(pathManager.path.count)") }
}

/// Records, on the main actor, what a subscriber saw.
@MainActor private final class Log { var values: [Int] = [] }

@MainActor
@Suite struct ObservableObjectTests {
    @Test func publishedSendsBeforeTheNewValueIsStored() {
        let data = HeartData()
        let seen = Log()
        nonisolated(unsafe) let observed = data    // sent and read on this actor only
        let subscription = data.objectWillChange.sink {
            MainActor.assumeIsolated { seen.values.append(observed.beatsPerMinute) }
        }
        data.beatsPerMinute = 80
        data.beatsPerMinute = 95
        #expect(seen.values == [72, 80])
        subscription.cancel()
        data.beatsPerMinute = 100
        #expect(seen.values == [72, 80])
    }

    @Test func anObservedObjectReevaluatesOnlyTheViewHoldingIt() {
        let data = HeartData()
        let pilot = Pilot(HeartScreen(data: data), size: Size(width: 20, height: 4))
        #expect(pilot.text.contains("72 BPM"))
        let before = pilot.host.evaluationCount
        data.beatsPerMinute = 96
        #expect(pilot.text.contains("96 BPM"))
        #expect(pilot.host.evaluationCount - before == 1)
        _ = pilot.screen
        #expect(pilot.host.evaluationCount - before == 1)
    }

    @Test func dollarPropertyOfAnObservedObjectIsABinding() {
        let data = HeartData()
        let pilot = Pilot(NoteEditor(data: data), size: Size(width: 30, height: 3))
        pilot.type("calm")
        #expect(data.note == "calm")
        data.note = "steady"
        #expect(pilot.text.contains("steady"))
    }

    @Test func aStateObjectIsMadeOncePerViewIdentity() {
        Counter.made = 0
        let pilot = Pilot(CounterHost(), size: Size(width: 30, height: 6))
        #expect(Counter.made == 1)
        pilot.press(.enter)                       // Count 0 → 1
        #expect(pilot.text.contains("Count 1"))
        pilot.click("Tick 0")                     // the parent evaluates again: same object
        #expect(pilot.text.contains("Tick 1"))
        #expect(pilot.text.contains("Count 1"))
        #expect(Counter.made == 1)
        pilot.click("Reset")                      // a new identity: a new object
        #expect(pilot.text.contains("Count 0"))
        #expect(Counter.made == 2)
    }

    @Test func anEnvironmentObjectIsFoundByTypeAndFollowed() {
        let manager = PathManager()
        let pilot = Pilot(VStack { Breadcrumb() }.environmentObject(manager), size: Size(width: 20, height: 3))
        #expect(pilot.text.contains("Depth 0"))
        pilot.press(.enter)
        #expect(manager.path == [1])
        #expect(pilot.text.contains("Depth 1"))
        manager.path = [1, 2, 3]
        #expect(pilot.text.contains("Depth 3"))
    }

    @Test func aClassWithItsOwnPublisherIsFollowedWhenItSends() {
        let ticker = Ticker()
        let pilot = Pilot(TickerView(ticker: ticker), size: Size(width: 20, height: 3))
        ticker.value = 4
        #expect(pilot.text.contains("Tick 4"))
    }

    @Test func aMissingEnvironmentObjectStopsWithItsTypeNamed() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = Pilot(Orphan(), size: Size(width: 20, height: 3)) }
        }.map { result in
            let message = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(message.contains("@EnvironmentObject of type PathManager"))
            #expect(message.contains(".environmentObject(_:)"))
        }
    }
}

@MainActor
@Suite struct ObservableObjectThreadTests {
    @Test func aChangeMadeOnAnotherThreadReachesTheView() async {
        let data = HeartData()
        let pilot = Pilot(HeartRateView(data: data), size: Size(width: 20, height: 3))
        nonisolated(unsafe) let shared = data     // changed there, read here after the change
        await Task.detached { shared.beatsPerMinute = 101 }.value
        #expect(pilot.text.contains("101 BPM"))
    }
}
