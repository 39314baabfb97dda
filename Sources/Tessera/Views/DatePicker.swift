/// Picks a date and a time from the keyboard: `Departure  27 Nov 2026  14:05`, one field per
/// part. Left/Right choose the field, Up/Down change it, within the range given.
///
/// ```swift
/// DatePicker("Departure", selection: $departure, in: Date.now..., displayedComponents: .date)
/// ```
public struct DatePicker<Label: View>: View {
    let label: Label
    let selection: Binding<Date>
    let range: ClosedRange<Date>?
    let components: DatePickerComponents

    @Environment(\.isInForm) private var isInForm
    @Environment(\.labelsHidden) private var labelsHidden

    /// A picker for `selection`'s `displayedComponents`, kept within `range`, labelled by `label`.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(label(), selection, range, displayedComponents)
    }

    /// A picker for `selection` from `range`'s lower bound on, labelled by `label`.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(label(), selection, range.lowerBound...Date.distantFuture, displayedComponents)
    }

    /// A picker for `selection` up to `range`'s upper bound, labelled by `label`.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(label(), selection, Date.distantPast...range.upperBound, displayedComponents)
    }

    /// A picker for `selection`'s `displayedComponents`, labelled by `label`.
    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(label(), selection, nil, displayedComponents)
    }

    init(_ label: Label, _ selection: Binding<Date>, _ range: ClosedRange<Date>?, _ components: DatePickerComponents) {
        self.label = label; self.selection = selection; self.range = range
        self.components = components.isEmpty ? [.hourAndMinute, .date] : components
    }

    /// The label, then the fields: in a `Form` the label in the form's title column.
    public var body: some View {
        HStack(alignment: .top, spacing: isInForm || labelsHidden ? 0 : 2) {
            if !labelsHidden { label.frame(width: isInForm ? FormLayout.titleWidth : nil, alignment: .leading) }
            DateFields(selection: selection, range: range, components: components)
        }
    }
}

extension DatePicker where Label == Text {
    /// A picker titled `title` for `selection`'s `displayedComponents`, kept within `range`.
    public init(_ title: String, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(Text(title), selection, range, displayedComponents)
    }

    /// A picker titled `title` for `selection` from `range`'s lower bound on.
    public init(_ title: String, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(Text(title), selection, range.lowerBound...Date.distantFuture, displayedComponents)
    }

    /// A picker titled `title` for `selection` up to `range`'s upper bound.
    public init(_ title: String, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(Text(title), selection, Date.distantPast...range.upperBound, displayedComponents)
    }

    /// A picker titled `title` for `selection`'s `displayedComponents`.
    public init(_ title: String, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(Text(title), selection, nil, displayedComponents)
    }
}

/// Which parts of a date a `DatePicker` shows and changes.
public struct DatePickerComponents: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Components from `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 0)
    /// Hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}

/// How a date picker looks. A terminal draws every style as the same row of fields, so the
/// styles are accepted and drawn alike (see the differences page).
public protocol DatePickerStyle: Sendable {}

/// The platform's default: the row of fields.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
}
/// SwiftUI's compact button; here the row of fields.
public struct CompactDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
}
/// SwiftUI's calendar; here the row of fields.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
}
/// SwiftUI's wheels; here the row of fields.
public struct WheelDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
}
/// The Mac's text fields: the row of fields.
public struct FieldDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
}
/// The Mac's text fields with a stepper: the row of fields, stepped with Up and Down.
public struct StepperFieldDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The row of fields.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// The row of fields.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// The row of fields.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// The row of fields.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}
extension DatePickerStyle where Self == FieldDatePickerStyle {
    /// The row of fields.
    public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}
extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
    /// The row of fields.
    public static var stepperField: StepperFieldDatePickerStyle { StepperFieldDatePickerStyle() }
}

extension View {
    /// How the date pickers inside look; every style draws the same row of fields here.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}

/// The fields of a date picker, drawn and changed by their node.
struct DateFields: PrimitiveView {
    let selection: Binding<Date>
    let range: ClosedRange<Date>?
    let components: DatePickerComponents

    /// Drawn by its node, not composed.
    var body: Never { fatalError() }
    func makeNode() -> DateFieldsNode { DateFieldsNode() }
    func update(_ n: DateFieldsNode) {
        let fields = DateField.fields(for: components)
        if n.fields != fields { n.fields = fields; n.selected = min(n.selected, fields.count - 1); n.invalidate(.measure) }
        n.date = selection.wrappedValue
        let selection = self.selection, range = self.range
        n.change = { field, by in
            guard let next = Calendar.current.date(byAdding: field.component, value: by, to: selection.wrappedValue) else { return }
            let clamped = range.map { min(max(next, $0.lowerBound), $0.upperBound) } ?? next
            if clamped != selection.wrappedValue { selection.wrappedValue = clamped }
        }
    }
}

/// One part of a date a picker shows.
enum DateField: Equatable {
    case day, month, year, hour, minute

    static func fields(for components: DatePickerComponents) -> [DateField] {
        (components.contains(.date) ? [.day, .month, .year] : []) + (components.contains(.hourAndMinute) ? [.hour, .minute] : [])
    }

    var component: Calendar.Component {
        switch self {
        case .day: .day
        case .month: .month
        case .year: .year
        case .hour: .hour
        case .minute: .minute
        }
    }

    var name: String {
        switch self {
        case .day: "day"
        case .month: "month"
        case .year: "year"
        case .hour: "hour"
        case .minute: "minute"
        }
    }

    /// The field's text for `date`: `27`, `Nov`, `2026`, `14`, `05`.
    func text(for date: Date, in calendar: Calendar) -> String {
        let value = calendar.component(component, from: date)
        switch self {
        case .month: return calendar.shortMonthSymbols[value - 1]
        case .year: return String(value)
        default: return value < 10 ? "0\(value)" : String(value)
        }
    }
}

package final class DateFieldsNode: Node {
    var fields: [DateField] = []
    var selected = 0
    var date = Date()
    var change: @MainActor (DateField, Int) -> Void = { _, _ in }

    override package var isFocusable: Bool { environment.isEnabled }

    /// Each field's text and its column from the node's start: the date's fields are
    /// separated by spaces, the time's by a colon, and the two parts by two spaces.
    private var segments: [(field: DateField, text: String, x: Int)] {
        var x = 0
        var out: [(DateField, String, Int)] = []
        for (i, field) in fields.enumerated() {
            if i > 0 { x += field == .minute ? 1 : field == .hour ? 2 : 1 }
            let text = field.text(for: date, in: Calendar.current)
            out.append((field, text, x))
            x += DisplayWidth.width(of: text)
        }
        return out
    }

    /// The fields as one line: `27 Nov 2026  14:05`.
    var line: String {
        var line = ""
        for s in segments {
            while line.count < s.x { line += s.field == .minute ? ":" : " " }
            line += s.text
        }
        return line
    }

    override package func sizeThatFits(_ p: ProposedSize) -> Size {
        Size(width: min(p.width ?? .infinity, DisplayWidth.width(of: line)), height: 1)
    }

    override package func draw(_ canvas: inout CellCanvas) {
        var style = environment.textStyle
        if !environment.isEnabled { style.attributes.insert(.dim) }
        canvas.write(line, x: frame.minX, y: frame.minY, width: frame.width, style: style)
        guard isFocused, fields.indices.contains(selected) else { return }
        let s = segments[selected]
        canvas.restyle(Rect(x: frame.minX + s.x, y: frame.minY, width: DisplayWidth.width(of: s.text), height: 1)) { $0.attributes.insert(.reverse) }
    }

    private func step(_ by: Int) {
        guard fields.indices.contains(selected) else { return }
        change(fields[selected], by)
    }

    override package func makeKeyMap() -> KeyMap {
        KeyMap(isEnabled: environment.isEnabled, [
            KeyCommand([KeyTrigger(.left), KeyTrigger(.right)], label: "←→", "Field", id: "date-picker.field") { [unowned self] key in
                let next = selected + (key.key == .right ? 1 : -1)
                guard fields.indices.contains(next) else { return false }
                selected = next
                invalidate(.draw)
                return true
            },
            KeyCommand([KeyTrigger(.up), KeyTrigger(.down)], label: "↑↓", "Change", id: "date-picker.change") { [unowned self] key in
                step(key.key == .up ? 1 : -1)
                return true
            },
        ])
    }

    override package func handleMouse(_ event: MouseEvent) -> Bool {
        guard environment.isEnabled, event.kind == .press else { return false }
        let x = event.position.x - frame.minX
        if let i = segments.lastIndex(where: { $0.x <= x }) { selected = i; invalidate(.draw) }
        return true
    }

    override package func accessibilityElement() -> AccessibilityElement? {
        let part = fields.indices.contains(selected) ? fields[selected].name : ""
        return AccessibilityElement(role: .picker, label: line, hint: "Left and Right choose a field (now the \(part)), Up and Down change it")
    }
}
