import Foundation
import Tessera

/// "HH:mm" for the cell titles: in `zone`, or in local time as the C library knows it (`TZ`,
/// /etc/localtime, daylight saving included) when `zone` is nil. Plain arithmetic and
/// `localtime_r`, so showing the time never loads the ICU time-zone tables.
func clockText(_ date: Date, _ zone: TimeZone?, seconds showsSeconds: Bool = false) -> String {
    let seconds = Int(date.timeIntervalSince1970.rounded(.down))
    let hour: Int, minute: Int, second: Int
    if let zone {
        let local = seconds + zone.secondsFromGMT(for: date)
        let secondOfDay = (local % 86_400 + 86_400) % 86_400
        hour = secondOfDay / 3600; minute = secondOfDay / 60 % 60; second = secondOfDay % 60
    } else {
        var time = time_t(seconds)
        var parts = tm()
        localtime_r(&time, &parts)
        hour = Int(parts.tm_hour); minute = Int(parts.tm_min); second = Int(parts.tm_sec)
    }
    return twoDigits(hour) + ":" + twoDigits(minute) + (showsSeconds ? ":" + twoDigits(second) : "")
}

private func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
}

/// The heart-rate cell's title: pink, bold, with the time at the trailing edge.
struct HeartRateTitleView: View {
    var time: String
    var body: some View {
        HStack {
            Label("Heart Rate", systemImage: "heart.fill").foregroundStyle(.pink).bold().layoutPriority(1)
            Spacer()
            Text(time).dim().layoutPriority(1)
        }
    }
}

/// The heart-rate cell: observes `HeartData`, so it updates by itself every second.
struct HeartRateCellView: View {
    var data: HeartData
    var clock: any RunClock
    var zone: TimeZone?
    var body: some View {
        VStack(alignment: .leading) {
            HeartRateTitleView(time: clockText(clock.now, zone))
            HStack(spacing: 1) {
                Text("\(data.beatsPerMinute) BPM").bold()
                Sparkline(data.recent, mode: .braille)
                    .sparklineMarks(.pink)
                    .foregroundStyle(.pink)
            }
        }
        // Read as one element: "Heart Rate, 108 BPM", then what the sparkline shows.
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Heart Rate, \(data.beatsPerMinute) BPM")
        .accessibilityValue("recent beats " + AccessibilityElement.summary(of: data.recent.map { Double($0) }))
        .accessibilityAddTraits(.isButton)
        .accessibilityHint("Enter shows the detail")
    }
}

/// The steps cell: fed plain values; the host sets a new root view when they change.
struct StepsCellView: View {
    var today: Int
    var goal: Int
    var hourly: [Int]
    var body: some View {
        let fraction = goal > 0 ? min(1, Double(today) / Double(goal)) : 0
        let filled = Int((fraction * 10).rounded())
        let bar = String(repeating: "▰", count: filled) + String(repeating: "▱", count: 10 - filled)
        VStack(alignment: .leading) {
            Label("Steps", systemImage: "figure.walk").foregroundStyle(.orange).bold()
            // One line: the percentage before the bar, so a narrow cell cuts the bar, never
            // wraps the percentage onto a line of its own.
            Text("\(today) / \(goal) \(Int(fraction * 100))% " + bar).bold().lineLimit(1)
            Sparkline(hourly).foregroundStyle(.orange)
        }
    }
}

/// A metric of the week: a titled value and a sparkline of the last seven days (resting heart
/// rate, sleep).
struct WeeklyMetricCellView: View {
    var title: String
    var symbol: String
    var color: Color
    var value: String
    var week: [Double]
    var body: some View {
        VStack(alignment: .leading) {
            Label(title, systemImage: symbol).foregroundStyle(color).bold()
            HStack(spacing: 1) {
                Text(value).bold()
                Sparkline(week).foregroundStyle(color)
            }
        }
    }
}

/// One condition row: a flag and the text, edited in place (two-way bound to the model).
struct ConditionRow: View {
    @Bindable var condition: Condition
    var body: some View {
        HStack(alignment: .top, spacing: 1) {
            Text(condition.flagged ? "⚑" : "·").foregroundStyle(.orange).frame(width: 1)
                .accessibilityLabel(condition.flagged ? "Flagged" : "")
            TextField("Condition", text: $condition.text, axis: .vertical)
        }
        .listRowSeparatorLeading(6)
    }
}

/// The medical conditions list.
struct ConditionsView: View {
    var store: ConditionStore
    @FocusState private var focus: String?
    var body: some View {
        @Bindable var store = store
        List(selection: $store.selection) {
            Section("Medical Conditions") {
                ForEach(store.items) { condition in
                    ConditionRow(condition: condition)
                        .focused($focus, equals: condition.id)
                        // Esc stops editing (the list's key): a row just added and left
                        // empty goes away with it.
                        .onKeyPress(.escape) { store.finishedEditing(id: condition.id); return .ignored }
                        .swipeActions(edge: .trailing) {
                            Button(role: .destructive) { store.delete(id: condition.id) } label: { Label("Delete", systemImage: "trash") }
                            Button { store.flag(id: condition.id) } label: { Label("Flag", systemImage: "flag") }
                        }
                }
                .onDelete { store.delete(atOffsets: $0) }
                .onMove { store.move(fromOffsets: $0, toOffset: $1) }
            }
        }
        .onChange(of: store.focusedText, initial: true) { _, id in
            // `a` added a condition: put the cursor in its text. Initially too: on a small
            // screen this cell is first shown (and first evaluated) by the `a` that scrolls
            // to it, when the condition to focus is already there.
            if let id { focus = id; store.focusedText = nil }
        }
    }
}

/// The heart-rate detail: a chart of the last two minutes (line, points, average rule) and the recent samples. Samples come every
/// second, so times show seconds; the header's average is the chart's (the same rounding).
struct HeartRateDetailView: View {
    var data: HeartData
    var zone: TimeZone?
    var body: some View {
        let shown = data.history.suffix(120)
        let bpms = shown.map(\.bpm)
        let average = bpms.isEmpty ? 0 : Int((Double(bpms.reduce(0, +)) / Double(bpms.count)).rounded())
        VStack(alignment: .leading) {
            ViewThatFits(in: .horizontal) {
                HStack {
                    Label("Heart Rate", systemImage: "heart.fill").foregroundStyle(.pink).bold()
                    Text("now \(data.beatsPerMinute) BPM").bold()
                    Text("min \(bpms.min() ?? 0) · max \(bpms.max() ?? 0) · avg \(average)").dim()
                }
                Text("♥ \(data.beatsPerMinute) BPM · avg \(average)").foregroundStyle(.pink).bold().lineLimit(1)
            }
            let chart = Chart {
                ForEach(shown, id: \.date) { sample in
                    LineMark(x: .value("Time", sample.date), y: .value("BPM", sample.bpm))
                    PointMark(x: .value("Time", sample.date), y: .value("BPM", sample.bpm))
                }
                RuleMark(y: .value("avg", average))
            }
            .foregroundStyle(.pink)
            // No zone: local time, which the chart reads without loading the time-zone tables.
            if let zone { chart.environment(\.timeZone, zone) } else { chart }
            Text("Recent: " + data.history.suffix(12).reversed().map { "\(clockText($0.date, zone, seconds: true)) \($0.bpm)" }.joined(separator: " · "))
                .dim().lineLimit(2)
        }
    }
}
