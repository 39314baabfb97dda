import Foundation
import Tessera

// The cost of a local change in a small and a large tree: typing in a form, one observed
// item's title in a list, a counter beside static rows; and a dashboard of live sparklines.
// Medians in microseconds per change, the frame it causes included.

@MainActor @Observable final class BenchItem: Identifiable {
    let id: Int
    var title: String
    init(id: Int, title: String) { self.id = id; self.title = title }
}

@MainActor @Observable final class BenchItems {
    var items: [BenchItem]
    init(count: Int) { items = (0..<count).map { BenchItem(id: $0, title: "Item \($0)") } }
}

struct BenchItemRow: View {
    var item: BenchItem
    var body: some View { Text(item.title) }
}

struct BenchList: View {
    var model: BenchItems
    var body: some View { List { ForEach(model.items) { BenchItemRow(item: $0) } } }
}

struct BenchForm: View {
    let count: Int
    @State private var values: [String]
    init(count: Int) { self.count = count; _values = State(initialValue: Array(repeating: "", count: count)) }
    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                ForEach(0..<count) { index in
                    TextField("Field \(index)", text: Binding(get: { values[index] }, set: { values[index] = $0 }))
                }
            }
        }
    }
}

struct BenchCounter: View {
    let rows: Int
    @State private var count = 0
    var body: some View {
        VStack(alignment: .leading) {
            Button("Count \(count)") { count += 1 }
            ForEach(0..<rows) { Text("Static row \($0)") }
        }
    }
}

/// The counter of issue 33: rows of two texts with a spacer between them, made in the same
/// body as the counter (not in a child view of their own).
struct BenchCounterRows: View {
    let rows: Int
    @State private var count = 0
    var body: some View {
        VStack(alignment: .leading) {
            Button("Count \(count)") { count += 1 }
            ForEach(0..<rows) { index in
                HStack { Text("Row \(index)"); Spacer(); Text("\(index * 3)") }
            }
        }
    }
}

@MainActor @Observable final class BenchSeries {
    var values: [[Double?]]
    init(cells: Int) { values = (0..<cells).map { cell in (0..<30).map { Optional(Double(($0 * 7 + cell) % 40)) } } }
    func tick(_ n: Int) {
        for cell in values.indices {
            values[cell].removeFirst()
            values[cell].append(Double((n * 13 + cell * 5) % 40))
        }
    }
}

struct BenchSparklineCell: View {
    var series: BenchSeries
    let index: Int
    var body: some View {
        HStack { Text("Cell \(index)"); Sparkline(values: series.values[index], mode: .braille) }
    }
}

struct BenchDashboard: View {
    var series: BenchSeries
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<series.values.count) { BenchSparklineCell(series: series, index: $0) }
        }
    }
}

@MainActor
enum ScaleBench {
    static func microseconds(_ d: Duration) -> Double { Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) / 1e12 }

    /// Median µs of `change` followed by a frame, over `runs` changes.
    static func measure(_ host: ViewHost, size: Size, runs: Int = 60, _ change: (Int) -> Void) -> Double {
        _ = host.render(size: size)
        let clock = ContinuousClock()
        var times: [Double] = []
        var ev: [Double] = [], la: [Double] = [], dr: [Double] = []
        let runs = Int(ProcessInfo.processInfo.environment["REPEAT"] ?? "") ?? runs
        for run in 0..<runs {
            let start = clock.now
            change(run)
            _ = host.render(size: size)
            times.append(microseconds(clock.now - start))
            ev.append(microseconds(host.lastFrameTimings.evaluate)); la.append(microseconds(host.lastFrameTimings.layout)); dr.append(microseconds(host.lastFrameTimings.draw))
        }
        if ProcessInfo.processInfo.environment["SPLIT"] != nil { print("  eval \(median(ev)) layout \(median(la)) draw \(median(dr)) total \(median(times))") }
        return median(times)
    }

    static func run() -> (cases: [(String, Double, Double)], dashboardTick: Double) {
        let size = Size(width: 120, height: 40)
        func typing(_ fields: Int) -> Double {
            let host = ViewHost(rootView: BenchForm(count: fields), size: size, clock: TestClock())
            return measure(host, size: size) { _ in host.handle(.key(KeyPress(.character("x")))) }
        }
        func listItem(_ count: Int) -> Double {
            let model = BenchItems(count: count)
            let host = ViewHost(rootView: BenchList(model: model), size: size, clock: TestClock())
            return measure(host, size: size) { run in model.items[2].title = "Item 2 · \(run)" }
        }
        func counter(_ rows: Int) -> Double {
            let host = ViewHost(rootView: BenchCounter(rows: rows), size: size, clock: TestClock())
            return measure(host, size: size) { _ in host.handle(.key(KeyPress(.enter))) }
        }
        func counterRows(_ rows: Int) -> Double {
            let host = ViewHost(rootView: BenchCounterRows(rows: rows), size: size, clock: TestClock())
            return measure(host, size: size) { _ in host.handle(.key(KeyPress(.enter))) }
        }
        func dashboardTick() -> Double {
            let series = BenchSeries(cells: 40)
            let dashboard = ViewHost(rootView: BenchDashboard(series: series), size: size, clock: TestClock())
            return measure(dashboard, size: size) { series.tick($0) }
        }
        if let only = ProcessInfo.processInfo.environment["ONLY"] {
            switch only { case "dash": print(dashboardTick()); case "t5": print(typing(5)); case "t500": print(typing(500)); case "c5": print(counter(5)); case "c400": print(counter(400)); case "h5": print(counterRows(5)); case "h400": print(counterRows(400)); case "l10": print(listItem(10)); case "l10k": print(listItem(10_000)); default: break }
            exit(0)
        }
        let perTick = dashboardTick()
        return ([
            ("typing in a form: 5 vs 500 fields", typing(5), typing(500)),
            ("one item's title: List of 10 vs 10,000", listItem(10), listItem(10_000)),
            ("a counter beside 5 vs 400 static rows", counter(5), counter(400)),
            ("a counter beside 5 vs 400 rows of Text, Spacer, Text", counterRows(5), counterRows(400)),
        ], perTick)
    }
}
