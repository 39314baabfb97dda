/// What an element of the screen is, for assistive technology and for `--format accessibility`.
public enum AccessibilityRole: String, Sendable, Hashable, CaseIterable {
    /// A control: a button, a text field (a secure one never shows its text), a toggle, a
    /// picker or a link.
    case button, textField, secureField, toggle, picker, link
    /// A collection and its parts: a table, a row, a cell, a list.
    case table, row, cell, list
    /// Content: a heading, an image, a chart (its value says what it shows).
    case heading, image, chart
    /// A layer or a container: a sheet, an alert, a toolbar, a group of elements read as one.
    case sheet, alert, toolbar, group
    /// Plain text.
    case text
}

/// One element of the semantic tree built from the views: a role, a label, a value, states
/// and the elements inside it. A secure field's value is never there.
public struct AccessibilityElement: Sendable, Hashable {
    /// What the element is.
    public var role: AccessibilityRole
    /// What it is called: a control's title, a label's text, or `.accessibilityLabel`.
    public var label: String
    /// Its current value: a field's text, a toggle's state, a picker's choice, a chart's summary.
    public var value: String?
    /// Extra help, from `.accessibilityHint`.
    public var hint: String?
    /// A stable name for tests, from `.accessibilityIdentifier`.
    public var identifier: String?
    /// States that apply: `focused`, `selected`, `disabled`, `expanded`, `invalid`.
    public var states: [String]
    /// The elements inside this one.
    public var children: [AccessibilityElement]
    /// Named actions (`.accessibilityAction(named:)`), run from a menu that F2 opens.
    public var actions: [String] = []
    /// The side of a labeled pair this element is, until the pairs are joined.
    package var labeledPair: AccessibilityLabeledPair?
    /// More to read about it, from `.accessibilityCustomContent`, high importance first.
    public var customContent: [AccessibilityCustomContent] = []
    /// The named lists of targets inside it, from `.accessibilityRotor`.
    public var rotors: [AccessibilityRotorDescription] = []
    /// Its place among its siblings, from `.accessibilitySortPriority`: higher is read first.
    public var sortPriority: Double = 0
    /// The group of related elements it belongs to, from `.accessibilityLinkedGroup`.
    public var linkedGroup: String?

    /// An element with `role` and `label`.
    public init(role: AccessibilityRole, label: String, value: String? = nil, hint: String? = nil, identifier: String? = nil,
                states: [String] = [], children: [AccessibilityElement] = []) {
        self.role = role; self.label = label; self.value = value; self.hint = hint; self.identifier = identifier
        self.states = states; self.children = children
    }

    /// One line: `textField "Email" value "" focused`. Newlines in the text become spaces and
    /// every other control character, escape sequence or bidi override is shown as a symbol
    /// (`Sanitizer`), so data can neither break the line nor talk to the terminal.
    public var line: String {
        var parts = [role.rawValue, Self.quoted(label)]
        if let value { parts += ["value", Self.quoted(value)] }
        parts += states.map { Sanitizer.sanitize($0) }
        if let hint { parts += ["hint", Self.quoted(hint)] }
        if !actions.isEmpty { parts += ["actions", Self.quoted(actions.joined(separator: ", "))] }
        parts += customContent.flatMap { [$0.importance == .high ? "content!" : "content", Self.quoted("\($0.label): \($0.value)")] }
        if let linkedGroup { parts += ["linked", Self.quoted(linkedGroup)] }
        parts += rotors.flatMap { ["rotor", Self.quoted("\($0.name): \($0.entries.joined(separator: ", "))")] }
        if let identifier { parts += ["id", Self.quoted(identifier)] }
        return parts.joined(separator: " ")
    }

    private static func quoted(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
        return "\"" + Sanitizer.sanitize(escaped) + "\""
    }

    /// The tree as text: one element a line, indented two spaces a level.
    public static func text(of elements: [AccessibilityElement]) -> String {
        var out = ""
        func visit(_ element: AccessibilityElement, depth: Int) {
            out += String(repeating: "  ", count: depth) + element.line + "\n"
            for child in element.children { visit(child, depth: depth + 1) }
        }
        for element in elements { visit(element, depth: 0) }
        return out
    }

    /// What a chart of `values` shows, in words: "min 78, max 108, latest 108, rising".
    @MainActor public static func summary(of values: [Double?]) -> String { AccessibilityTree.describe(values) }

    /// Every element of the tree, depth first.
    public func flattened() -> [AccessibilityElement] { [self] + children.flatMap { $0.flattened() } }
}

/// Something that can describe its screen as a semantic tree (a view host, a window manager).
@MainActor public protocol AccessibilityProviding: AnyObject {
    /// The semantic tree of what is on screen now, topmost presentation last.
    var accessibilityElements: [AccessibilityElement] { get }
}
