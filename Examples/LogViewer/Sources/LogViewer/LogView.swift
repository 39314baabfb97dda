import Tessera

/// The viewer: a find field and a level filter over a table of the matching lines.
struct LogView: View {
    @Bindable var log: LogModel
    @State private var selection: Int?

    private var levelPicker: some View {
        Picker("Level", selection: $log.minimumLevel) {
            ForEach(LogLevel.allCases) { Text($0.filterTitle).tag($0) }
        }
    }

    var body: some View {
        VStack(alignment: .leading) {
            // The levels side by side when they fit, else one at a time (←/→ change it).
            ViewThatFits {
                HStack {
                    TextField("Find", text: $log.query)
                    levelPicker.pickerStyle(.segmented)
                }
                HStack {
                    TextField("Find", text: $log.query)
                    levelPicker
                }
            }
            if let problem = log.problem {
                ContentUnavailableView(problem, systemImage: "doc", description: Text("Name a log file: LogViewer FILE"))
            } else {
                Text("\(log.shown.count) of \(log.lines.count) lines · \(log.count(of: .error)) errors")
                    .foregroundStyle(.secondary)
                Table(log.shown, selection: $selection) {
                    TableColumn("Line") { (line: LogLine) in Text("\(line.id)") }.width(6)
                    TableColumn("Time", value: \.time).width(8)
                    TableColumn("Level") { (line: LogLine) in LevelLabel(level: line.level) }.width(5)
                    TableColumn("Message", value: \.message)
                }
                .emptyText("No lines match")
            }
        }
    }
}

/// A level, coloured by how serious it is.
struct LevelLabel: View {
    let level: LogLevel
    var body: some View {
        switch level {
        case .debug: Text(level.label).dim()
        case .info: Text(level.label)
        case .warning: Text(level.label).foregroundStyle(.yellow)
        case .error: Text(level.label).foregroundStyle(.red).bold()
        }
    }
}
