/// The editing model of a one-line text field: characters, a cursor, and the keys that edit.
package struct LineEditor {
    package var characters: [Character] = []
    package var cursor = 0

    package var text: String { String(characters) }

    /// Shows `text`, keeping the cursor where it can stay; false when it was shown already.
    @discardableResult
    package mutating func setText(_ text: String) -> Bool {
        // Compared in place: each of 500 fields bound to one array reads its text again when
        // any of them is typed in, and most find it as it was (most often empty).
        if text.isEmpty, characters.isEmpty { return false }
        guard !text.elementsEqual(characters) else { return false }
        characters = Array(text)
        cursor = min(cursor, characters.count)
        return true
    }

    package mutating func insert(_ string: String) {
        let clean = Sanitizer.sanitize(string.replacingOccurrences(of: "\r\n", with: " ")
            .replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\t", with: " "))
        let chars = Array(clean)
        characters.insert(contentsOf: chars, at: cursor)
        cursor += chars.count
    }

    /// Applies an editing key; returns false for keys it does not use (so focus can move).
    package mutating func apply(_ key: KeyPress) -> Bool {
        let ctrl = key.modifiers.contains(.control), alt = key.modifiers.contains(.option)
        switch key.key {
        case .character(let c) where !ctrl && !alt:
            insert(String(c)); return true
        case .character("a") where ctrl: cursor = 0; return true
        case .character("e") where ctrl: cursor = characters.count; return true
        case .character("k") where ctrl: characters.removeSubrange(cursor...); return true
        case .character("u") where ctrl: characters.removeSubrange(..<cursor); cursor = 0; return true
        case .character("w") where ctrl:
            let start = wordStart(before: cursor)
            characters.removeSubrange(start..<cursor); cursor = start; return true
        case .character("b") where alt: cursor = wordStart(before: cursor); return true
        case .character("f") where alt: cursor = wordEnd(after: cursor); return true
        case .backspace:
            guard cursor > 0 else { return true }
            characters.remove(at: cursor - 1); cursor -= 1; return true
        case .delete:
            guard cursor < characters.count else { return true }
            characters.remove(at: cursor); return true
        case .left where alt: cursor = wordStart(before: cursor); return true
        case .right where alt: cursor = wordEnd(after: cursor); return true
        case .left:
            guard cursor > 0 else { return false }
            cursor -= 1; return true
        case .right:
            guard cursor < characters.count else { return false }
            cursor += 1; return true
        case .home: cursor = 0; return true
        case .end: cursor = characters.count; return true
        default: return false
        }
    }

    private func wordStart(before index: Int) -> Int {
        var i = index
        while i > 0, characters[i - 1] == " " { i -= 1 }
        while i > 0, characters[i - 1] != " " { i -= 1 }
        return i
    }

    private func wordEnd(after index: Int) -> Int {
        var i = index
        while i < characters.count, characters[i] == " " { i += 1 }
        while i < characters.count, characters[i] != " " { i += 1 }
        return i
    }
}

private struct SubmitKey: EnvironmentKey { static var defaultValue: (@MainActor () -> Void)? { nil } }
private struct TextFieldStyleKey: EnvironmentKey { static var defaultValue: TextFieldStyle { .plain } }
private struct InFormKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    var onSubmitAction: (@MainActor () -> Void)? { get { self[SubmitKey.self] } set { self[SubmitKey.self] = newValue } }
    /// How text fields inside are drawn (`.textFieldStyle`).
    public var textFieldStyle: TextFieldStyle { get { self[TextFieldStyleKey.self] } set { self[TextFieldStyleKey.self] = newValue } }
    /// True inside a `Form`: controls show their title in a leading column.
    public var isInForm: Bool { get { self[InFormKey.self] } set { self[InFormKey.self] = newValue } }
}

/// How text fields look.
public enum TextFieldStyle: Sendable, Hashable {
    /// One row, the editable area underlined.
    case plain
    /// A rounded box around the text (three rows).
    case roundedBorder
}

extension View {
    /// Runs `action` when the user presses Enter in a text field inside this view.
    public func onSubmit(_ action: @escaping @MainActor () -> Void) -> some View {
        environment(\.onSubmitAction, action)
    }
    /// How the text fields inside are drawn: `.textFieldStyle(.roundedBorder)`.
    public func textFieldStyle(_ style: TextFieldStyle) -> some View { environment(\.textFieldStyle, style) }
}

/// A one-line editable text, bound to a `String`.
public struct TextField: PrimitiveView {
    let title: String
    let text: Binding<String>
    let prompt: String?
    let isSecure: Bool
    var axis: Axis = .horizontal

    /// `title` is the placeholder shown while empty, unless `prompt` is given; in a `Form` too
    /// it is not shown beside the field (wrap the field in `LabeledContent` for that).
    public init(_ title: String, text: Binding<String>, prompt: String? = nil) {
        self.init(title: title, text: text, prompt: prompt, isSecure: false)
    }

    /// With `axis: .vertical` the text wraps onto as many lines as it needs (the field grows
    /// and shrinks as it is edited); `.horizontal` is the one-line field that scrolls.
    public init(_ title: String, text: Binding<String>, prompt: String? = nil, axis: Axis) {
        self.init(title: title, text: text, prompt: prompt, isSecure: false)
        self.axis = axis
    }

    init(title: String, text: Binding<String>, prompt: String?, isSecure: Bool) {
        self.title = Sanitizer.sanitize(title); self.text = text; self.prompt = prompt; self.isSecure = isSecure
    }

    /// Drawn by its node, not composed.
    public var body: Never { fatalError() }
    package func makeNode() -> TextFieldNode { TextFieldNode() }
    package func update(_ n: TextFieldNode) {
        // A new binding to the same text leaves the field's size as it was.
        let sameLabels = n.title == title && n.prompt == prompt ?? title && n.isSecure == isSecure && n.axis == axis
        n.title = title; n.binding = text; n.prompt = prompt ?? title; n.isSecure = isSecure
        n.axis = axis
        let textChanged = n.setText(text.wrappedValue)
        if sameLabels && !textChanged {
            n.updateChangedSize = false
            n.updateChangedAppearance = false
        }
    }
}

/// Keeps secrets out of core dumps: the terminal backend installs `protect`, which the first
/// text in a secure field calls once (copies of a secret stay in freed memory after the field
/// is cleared, so the process stays protected from then on).
package enum SecretMemory {
    nonisolated(unsafe) package static var protect: (() -> Void)?
    /// True once `protect` was called.
    nonisolated(unsafe) package private(set) static var wasProtected = false

    static func noteSecretHeld() {
        guard !wasProtected, let protect else { return }
        wasProtected = true
        protect()
    }
}

/// A text field that masks what is typed and never shows it.
public struct SecureField: View {
    let title: String
    let text: Binding<String>
    let prompt: String?
    /// A secure field titled `title` editing `text`, showing `prompt` (else the title) while empty.
    public init(_ title: String, text: Binding<String>, prompt: String? = nil) { self.title = title; self.text = text; self.prompt = prompt }
    /// A text field that masks its text.
    public var body: some View { TextField(title: title, text: text, prompt: prompt.map { Sanitizer.sanitize($0) }, isSecure: true) }
}

package final class TextFieldNode: Node {
    var title = ""
    var prompt = ""
    var binding = Binding.constant("")
    var isSecure = false
    /// The text and cursor; reading it first reads a change the field put off (see
    /// `defersReread`).
    var editor: LineEditor {
        get { readPutOffChange(); return storedEditor }
        set { readPutOffChange(); storedEditor = newValue }
    }
    private var storedEditor = LineEditor() {
        didSet {
            if storedEditor.characters != oldValue.characters { wrapCache.removeAll(); textWidthCache = nil }
            if isSecure, !storedEditor.characters.isEmpty { SecretMemory.noteSecretHeld() }
        }
    }
    /// Set once the field was asked its size with no width proposed: its size follows its
    /// text, so a change of the text is read at once.
    private var sizeFollowsText = false
    /// The text's width up to `idealWidthCap`, kept until the text changes.
    private var textWidthCache: Int?
    /// The wraps of a multi-line field by width: layout asks several times per frame, at
    /// several widths, and wrapping a long text is O(length). A change of the text drops them.
    private var wrapCache: [Int: [Range<Int>]] = [:]
    var axis: Axis = .horizontal
    private var scroll = 0
    static let idealWidthCap = 1_000

    override package var isFocusable: Bool { environment.isEnabled }
    override package var capturesText: Bool { true }
    /// Its update reads the bound text: a change of the state behind it is read again.
    override package class var policy: NodePolicy { [.tracksStateReads] }
    /// The state behind the binding changed (maybe another field's part of it): the text is
    /// read again in the next evaluation, without applying the view again.
    override package func rereadState() {
        if readText() { invalidate(.measure) }
    }

    /// Reads the binding into the editor; true when the text changed. The editor is changed
    /// (and its caches dropped) only when the text did.
    private func readText() -> Bool {
        var edited = storedEditor
        guard StateReads.reading(as: self, { edited.setText(binding.wrappedValue) }) else { return false }
        storedEditor = edited
        return true
    }

    /// Scrolled out of sight, unfocused, and sized by its proposal alone: nothing shows the
    /// text until the field is next used.
    override package var defersReread: Bool {
        !sizeFollowsText && axis == .horizontal && isScrolledOutOfSight && !isFocused
    }

    /// The nearest scroll view above the field, and its host's `revisions.attachments` when it
    /// was looked for.
    private weak var enclosingScroll: ScrollNode?
    private var scrollLookedForAt = -1

    /// True when the nearest scroll view above the field shows none of it. Only the nearest
    /// is asked: a field inside it but outside an outer one is taken to show, and reads at
    /// once.
    private var isScrolledOutOfSight: Bool {
        if let attachments = host?.revisions.attachments, scrollLookedForAt != attachments {
            scrollLookedForAt = attachments
            enclosingScroll = ancestors.lazy.compactMap { $0 as? ScrollNode }.first
        }
        guard let scroll = enclosingScroll else { return false }
        return !frame.intersects(scroll.frame)
    }

    /// Reads the change put off, if there is one (a field puts off only a change, so one that
    /// did is stale). Its size does not follow its text, so only its cells are drawn again: out
    /// of sight it put the change off, and whatever brings it into sight draws all of it (a
    /// scroll, a move), so its cells are noted for a frame already coming and ask for none.
    private func readPutOffChange() {
        guard let token = madeStateReader, token.isDeferred else { return }
        StateRereaders.take(token)
        if readText() { invalidate(.draw) }
    }
    override package var declinesDefaultFocus: Bool { environment.isSearchField }
    private var bordered: Bool { environment.textFieldStyle == .roundedBorder }

    /// Sets the text read from the view's binding; true when it changed.
    func setText(_ text: String) -> Bool {
        if let token = madeStateReader { StateRereaders.take(token) }
        return storedEditor.setText(text)
    }

    override package func sizeThatFits(_ p: ProposedSize) -> Size {
        if p.width == nil {
            // From now on a change is read at once; one put off before is read now.
            sizeFollowsText = true
            readPutOffChange()
        }
        // Measured up to a cap: layout asks many times per frame, and a long paste must not
        // make every frame O(text length). No terminal is wider than the cap.
        let textWidth: Int
        if let cached = textWidthCache { textWidth = cached } else {
            var measured = 0
            for character in editor.characters {
                measured += DisplayWidth.width(of: character)
                if measured > Self.idealWidthCap { break }
            }
            textWidthCache = measured
            textWidth = measured
        }
        // As in SwiftUI, a field shows its title only as its placeholder, in a form too: a
        // title beside it is `LabeledContent`'s.
        let ideal = max(20, min(textWidth, Self.idealWidthCap) + 1) + (bordered ? 2 : 0)
        let width = p.width ?? ideal
        if axis == .vertical, !bordered {
            let lines = wrappedLines(width: max(1, width)).count
            return Size(width: width, height: max(1, lines))
        }
        return Size(width: width, height: bordered ? 3 : 1)
    }

    /// Multi-line fields: the character ranges of each line, broken at spaces where possible;
    /// a line is left for the cursor after a full last line.
    func wrappedLines(width: Int) -> [Range<Int>] {
        if let lines = wrapCache[width] { return lines }
        let lines = wrap(width: width)
        if wrapCache.count > 16 { wrapCache.removeAll() }
        wrapCache[width] = lines
        return lines
    }

    private func wrap(width: Int) -> [Range<Int>] {
        let chars = editor.characters
        var lines: [Range<Int>] = []
        var start = 0
        while start < chars.count {
            var w = 0, end = start, lastSpace: Int?
            while end < chars.count {
                let cw = DisplayWidth.width(of: chars[end])
                if w + cw > width { break }
                if chars[end] == " " { lastSpace = end }
                w += cw; end += 1
            }
            if end < chars.count, let space = lastSpace, space > start { end = space + 1 }
            if end == start { end = start + 1 }
            lines.append(start..<end)
            start = end
        }
        let full = lines.last.map { r in chars[r].reduce(0) { $0 + DisplayWidth.width(of: $1) } >= width } ?? true
        if full { lines.append(chars.count..<chars.count) }
        return lines
    }

    private func drawVertical(_ canvas: inout CellCanvas, field: Rect, base: Style, focused: Bool) {
        let lines = wrappedLines(width: max(1, field.width))
        let style = focused ? base.with(.underline).with(.bold) : base.with(.underline)
        if editor.characters.isEmpty {
            canvas.fill(Rect(x: field.minX, y: field.minY, width: field.width, height: 1), style: base.with(.underline))
            canvas.write(prompt, x: field.minX, y: field.minY, width: field.width, style: base.with(.underline).with(.dim))
        }
        for (row, range) in lines.enumerated() where row < field.height {
            canvas.write(String(editor.characters[range]), at: Point(x: field.minX, y: field.minY + row), style: style)
        }
        guard focused else { return }
        let row = lines.lastIndex(where: { $0.lowerBound <= editor.cursor && editor.cursor <= $0.upperBound }) ?? 0
        let range = lines.indices.contains(row) ? lines[row] : 0..<0
        var cx = field.minX
        for i in range.lowerBound..<min(editor.cursor, range.upperBound) { cx += DisplayWidth.width(of: editor.characters[i]) }
        let point = Point(x: min(cx, field.maxX - 1), y: field.minY + min(row, max(0, field.height - 1)))
        canvas.restyle(Rect(origin: point, size: Size(width: 1, height: 1))) { $0.attributes.insert(.reverse) }
        canvas.showCursor(at: point)
    }

    /// The rectangle the text itself occupies.
    var fieldRect: Rect {
        bordered ? frame.inset(by: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)) : frame
    }

    override package func draw(_ canvas: inout CellCanvas) {
        let focused = isFocused
        var base = environment.textStyle
        if !environment.isEnabled { base.attributes.insert(.dim) }
        let field = fieldRect
        if bordered {
            let outline = Rect(x: field.minX - 1, y: field.minY - 1, width: field.width + 2, height: 3)
            canvas.box(outline, style: focused ? base.with(.bold) : base.with(.dim), border: focused ? .heavy : .rounded)
        }
        guard field.width > 0, field.height > 0 else { return }
        if axis == .vertical, !bordered, !isSecure { drawVertical(&canvas, field: field, base: base, focused: focused); return }
        let shown: [Character] = isSecure ? Array(repeating: "•", count: editor.characters.count) : editor.characters
        // Keep the cursor in view: scroll by whole characters, just enough that the text from
        // `scroll` to the cursor fits. Walks back from the cursor: O(field width), not O(n²).
        // A field that is not being edited shows the start of its text.
        var cursorColumn = 0
        if focused {
            if editor.cursor < scroll { scroll = editor.cursor }
            var start = editor.cursor
            while start > scroll {
                let w = DisplayWidth.width(of: shown[start - 1])
                if cursorColumn + w >= field.width { break }
                cursorColumn += w; start -= 1
            }
            scroll = start
            // With room to spare after the end (the field grew, text was deleted), bring back
            // what scrolled out at the start, as long as all from there to the end still fits.
            if scroll > 0 {
                var tail = 1 + shown[scroll...].reduce(0) { $0 + DisplayWidth.width(of: $1) }
                while scroll > 0, tail + DisplayWidth.width(of: shown[scroll - 1]) <= field.width {
                    scroll -= 1
                    let w = DisplayWidth.width(of: shown[scroll])
                    tail += w; cursorColumn += w
                }
            }
        } else {
            scroll = 0
        }
        let fieldStyle = bordered ? base : base.with(.underline)
        canvas.fill(Rect(x: field.minX, y: field.minY, width: field.width, height: 1), style: fieldStyle)
        if shown.isEmpty {
            canvas.write(prompt, x: field.minX, y: field.minY, width: field.width, style: fieldStyle.with(.dim))
        }
        var x = field.minX
        var i = scroll
        if !focused, scroll == 0, DisplayWidth.width(of: String(shown)) > field.width {
            // Not being edited: show that there is more with an ellipsis.
            canvas.write(TextLayout.truncate(String(shown), width: field.width), at: Point(x: x, y: field.minY), style: fieldStyle)
            i = shown.count
        }
        while i < shown.count, x < field.maxX {
            let w = DisplayWidth.width(of: shown[i])
            if x + w > field.maxX { break }
            canvas.write(String(shown[i]), at: Point(x: x, y: field.minY), style: focused ? fieldStyle.with(.bold) : fieldStyle)
            x += w; i += 1
        }
        if focused {
            let cx = field.minX + cursorColumn
            let cursorX = min(cx, field.maxX - 1)
            canvas.restyle(Rect(x: cursorX, y: field.minY, width: 1, height: 1)) { $0.attributes.insert(.reverse) }
            canvas.showCursor(at: Point(x: cursorX, y: field.minY))
        }
    }

    /// Typing and the editing keys `LineEditor` knows; Esc is left to whoever above takes it
    /// (a sheet closes, a stack goes back; else the host leaves the field). Made again only
    /// when what it follows changes (the environment's storage, secure or not): a key and the
    /// footer after it each asked for a new one.
    override package func makeKeyMap() -> KeyMap {
        if let made = madeKeyMap, made.isSecure == isSecure, made.environment.isIdentical(to: environment) { return made.map }
        let map = editingKeyMap()
        madeKeyMap = (map, environment, isSecure)
        return map
    }
    private var madeKeyMap: (map: KeyMap, environment: EnvironmentValues, isSecure: Bool)?

    private func editingKeyMap() -> KeyMap {
        let edit: @MainActor (KeyPress) -> Bool = { [unowned self] key in self.edit(key) }
        var commands = [KeyCommand([.typing], isSecure ? "Enter password" : "Edit", id: nil, run: edit)]
        if let submit = environment.onSubmitAction { commands.append(KeyCommand([KeyTrigger(.enter)], "Submit", id: "text.submit", perform: submit)) }
        commands += [
            KeyCommand([KeyTrigger(.left), KeyTrigger(.right)], "Move the cursor", inFooter: false, id: "text.move", run: edit),
            KeyCommand([KeyTrigger(.left, .option), KeyTrigger(.right, .option), KeyTrigger(.character("b"), .option), KeyTrigger(.character("f"), .option)],
                       "Word left/right", inFooter: false, id: "text.move-word", run: edit),
            KeyCommand([KeyTrigger(.home), KeyTrigger(.end), KeyTrigger(.character("a"), .control), KeyTrigger(.character("e"), .control)],
                       "Start/end", inFooter: false, id: "text.start-end", run: edit),
            KeyCommand([KeyTrigger(.backspace), KeyTrigger(.delete)], "Erase", inFooter: false, id: "text.erase", run: edit),
            KeyCommand([KeyTrigger(.character("w"), .control)], "Erase a word", inFooter: false, id: "text.erase-word", run: edit),
            KeyCommand([KeyTrigger(.character("u"), .control), KeyTrigger(.character("k"), .control)], "Erase to start/end", inFooter: false, id: "text.erase-to-start-end", run: edit),
        ]
        return KeyMap(isEnabled: environment.isEnabled, commands)
    }

    private func edit(_ key: KeyPress) -> Bool {
        let before = editor.characters
        guard editor.apply(key) else { return false }
        if editor.characters != before {
            binding.wrappedValue = editor.text
            if axis == .vertical { invalidate(.evaluate) }
        }
        invalidate([.measure, .draw])
        return true
    }

    override package func handlePaste(_ text: String) -> Bool {
        guard environment.isEnabled else { return false }
        editor.insert(String(text.prefix(10_000)))
        binding.wrappedValue = editor.text
        return true
    }

    override package func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.kind == .press else { return false }
        let field = fieldRect
        var x = field.minX, i = scroll
        while i < editor.characters.count, x < event.position.x { x += DisplayWidth.width(of: editor.characters[i]); i += 1 }
        editor.cursor = min(i, editor.characters.count)
        invalidate([.measure, .draw])
        return true
    }

    /// A secure field's text is never in the tree: only whether something was typed.
    override package func accessibilityElement() -> AccessibilityElement? {
        AccessibilityElement(role: isSecure ? .secureField : .textField, label: title.isEmpty ? prompt : title,
                             value: isSecure ? nil : String(editor.characters))
    }

    override package func focusChanged(_ focused: Bool) {
        if focused { editor.cursor = editor.characters.count }
    }

}
