import Foundation
import Tessera
import TesseraApps

// Benchmarks: release builds only (`make bench`). Each scenario runs in its own process so
// peak memory is the scenario's own. Figures are medians over repeated runs.

struct Scenario {
    var name: String
    var choice: AppChoice
    var size: Size
    /// Key scripts measured one key at a time after the first frame.
    var keys: [(label: String, script: String)]
    /// How many times each key script is measured (fewer for the slow ones).
    var repeats: [String: Int] = [:]
}

let sizes = [Size(width: 100, height: 30), Size(width: 200, height: 60)]
func scenarios() -> [Scenario] {
    var list: [Scenario] = []
    for size in sizes {
        let tag = "\(size.width)x\(size.height)"
        list.append(Scenario(name: "animals \(tag)", choice: .animals(data: nil, rows: nil), size: size,
                             keys: [("Down", "Down"), ("End", "End"), ("Tab", "Tab"), ("type", "i Tab a")]))
        // Sorting a million rows (`>` the next column, `r` reverse) and finding with no match:
        // `/` then letters that match nothing, one keystroke measured at a time.
        list.append(Scenario(name: "animals 1M rows \(tag)", choice: .animals(data: nil, rows: 1_000_000), size: size,
                             keys: [("Down", "Down"), ("End", "End"), ("PgDn", "PgDn"), ("sort", ">"), ("reverse", "r"),
                                    ("find", "/ q"), ("find next", "z")],
                             repeats: ["sort": 6, "reverse": 6, "find": 1, "find next": 20]))
        list.append(Scenario(name: "vacation \(tag)", choice: .vacation(data: nil), size: size,
                             keys: [("Tab", "Tab"), ("type", "a"), ("Down", "Down")]))
        list.append(Scenario(name: "health \(tag)", choice: .health(data: nil, path: []), size: size,
                             keys: [("Down", "Down"), ("Tab", "Tab")]))
    }
    return list
}

func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return .nan }
    let s = values.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

func ms(_ d: Duration) -> Double { Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15 }

func peakRSSMegabytes() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return .nan }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let kb = line.split(separator: " ").compactMap { Double($0) }.first ?? .nan
        return kb / 1024
    }
    return .nan
}

@MainActor
func run(_ scenario: Scenario) throws -> [String: Double] {
    var result: [String: Double] = [:]
    let stateDir = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("tessera-bench-\(getpid())")
    defer { try? FileManager.default.removeItem(at: stateDir) }
    let clock = ContinuousClock()
    let start = clock.now
    let testClock = TestClock()
    let producer = try AppCatalog.makeProducer(scenario.choice, environment: EnvironmentValues(), stateDirectory: stateDir, clock: testClock, size: scenario.size)
    var previous = producer.render(size: scenario.size)
    result["startup ms"] = ms(clock.now - start)
    for (label, script) in scenario.keys {
        if let only = ProcessInfo.processInfo.environment["ONLY_KEY"], only != label { continue }
        let events = try KeyScript.parse(script)
        var keyTimes: [Double] = [], evaluate: [Double] = [], layout: [Double] = [], draw: [Double] = [], diff: [Double] = []
        var firstFrame: [Double] = []
        for _ in 0..<(Int(ProcessInfo.processInfo.environment["REPEAT"] ?? "") ?? scenario.repeats[label] ?? 40) {
            let t0 = clock.now
            for e in events { producer.handle(e) }
            var frame = producer.render(size: scenario.size)
            // A large sort reads its key a slice per turn: "sort done" is until the last slice.
            if label == "sort" {
                firstFrame.append(ms(clock.now - t0))
                for _ in 0..<1000 where frame.text.contains("Sorting…") {
                    testClock.advance(by: .milliseconds(1))
                    frame = producer.render(size: scenario.size)
                }
            }
            keyTimes.append(ms(clock.now - t0))
            let d0 = clock.now
            _ = ScreenBuffer.diff(previous, frame)
            diff.append(ms(clock.now - d0))
            previous = frame
            if let host = producer as? ViewHost {
                evaluate.append(ms(host.lastFrameTimings.evaluate))
                layout.append(ms(host.lastFrameTimings.layout))
                draw.append(ms(host.lastFrameTimings.draw))
            }
        }
        result["key \(label) ms"] = median(keyTimes)
        if !firstFrame.isEmpty {
            result["key sort first frame ms"] = median(firstFrame)
            result["key sort slowest ms"] = keyTimes.max() ?? .nan
        }
        if label == scenario.keys[0].label {
            result["evaluate ms"] = median(evaluate)
            result["layout ms"] = median(layout)
            result["draw ms"] = median(draw)
            result["diff ms"] = median(diff)
        }
    }
    result["peak RSS MB"] = peakRSSMegabytes()
    return result
}

let arguments = CommandLine.arguments
if arguments.count == 3, arguments[1] == "--scenario", let index = Int(arguments[2]) {
    let scenario = scenarios()[index]
    do {
        let result = try MainActor.assumeIsolated { try run(scenario) }
        let data = try JSONSerialization.data(withJSONObject: result.filter { !$0.value.isNaN })
        FileHandle.standardOutput.write(data)
    } catch {
        FileHandle.standardError.write(Data("\(scenario.name): \(error)\n".utf8))
        exit(1)
    }
    exit(0)
}

// The core at scale: a local change in a small and a large tree (in this process).
func printScaleTable() {
    print("| change (median µs, frame included) | small | large | large/small |")
    print("|---|---:|---:|---:|")
    let scale = MainActor.assumeIsolated { ScaleBench.run() }
    for (name, small, large) in scale.cases {
        print("| \(name) | \(Int(small.rounded())) | \(Int(large.rounded())) | " + String(format: "%.1f×", large / small) + " |")
    }
    print("")
    print("40 live sparkline cells: \(Int(scale.dashboardTick.rounded())) µs per tick; at 10 Hz " + String(format: "%.1f", scale.dashboardTick / 1000) + " % of one core")
}

// `tessera-bench --scale`: the scale cases alone.
if arguments.count == 2, arguments[1] == "--scale" {
    printScaleTable()
    exit(0)
}

// The driver: one child process per scenario, then a table.
let columns = ["startup ms", "evaluate ms", "layout ms", "draw ms", "diff ms", "key Down ms", "key End ms", "key Tab ms", "key type ms",
               "key sort ms", "key sort first frame ms", "key sort slowest ms", "key reverse ms", "key find ms", "key find next ms", "peak RSS MB"]
print("| scenario | " + columns.joined(separator: " | ") + " |")
print("|---" + String(repeating: "|---:", count: columns.count) + "|")
for (index, scenario) in scenarios().enumerated() {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0]).standardizedFileURL
    if !FileManager.default.isExecutableFile(atPath: process.executableURL!.path) {
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    }
    process.arguments = ["--scenario", "\(index)"]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0, let values = try? JSONSerialization.jsonObject(with: data) as? [String: Double] else {
        print("| \(scenario.name) | failed |")
        continue
    }
    let cells = columns.map { key in values[key].map { String(format: key.hasSuffix("MB") ? "%.1f" : "%.3f", $0) } ?? "–" }
    print("| \(scenario.name) | " + cells.joined(separator: " | ") + " |")
}

print("")
printScaleTable()
