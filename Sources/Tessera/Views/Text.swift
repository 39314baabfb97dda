/// Read-only text. Wraps at word boundaries when offered less width than it needs, and
/// truncates with `…` past its line limit. Concatenate styled pieces with `+`.
///
/// ```swift
/// Text("92").bold() + Text(" BPM").foregroundStyle(.gray)
/// ```
public struct Text: PrimitiveView, Equatable {
    struct Span: Equatable { var string: String; var style: Style }
    /// Drawn by its node, compared with `==`.
    public static var _viewTraits: _ViewTraits { _ViewTraits(primitive: Self.self, equatable: Self.self) }
    var spans: [Span]
    /// Set by `Text(date, style:)` for the styles that follow the clock.
    var liveDate: LiveDate?

    /// Text shown as given (after making control characters visible).
    nonisolated public init(_ content: String) { spans = [Span(string: Sanitizer.sanitize(content, keepingNewlines: true), style: .plain)] }
    /// Text shown as given, as `init(_:)`; there are no localized strings to look up.
    nonisolated public init(verbatim content: String) { self.init(content) }
    /// Text of a substring or another string-like value.
    nonisolated public init<S: StringProtocol>(_ content: S) { self.init(String(content)) }

    /// Drawn by its node, not composed.
    public var body: Never { fatalError() }

    /// The two texts in a row, each keeping its style (a date that follows the clock stops here).
    public static func + (lhs: Text, rhs: Text) -> Text {
        var t = lhs; t.spans += rhs.spans; t.liveDate = nil; return t
    }

    func restyled(_ change: (inout Style) -> Void) -> Text {
        var t = self
        for i in t.spans.indices { change(&t.spans[i].style) }
        return t
    }

    /// Bold, when `active`.
    public func bold(_ active: Bool = true) -> Text { active ? restyled { $0.attributes.insert(.bold) } : self }
    /// Italic, when `active` (where the terminal has it).
    public func italic(_ active: Bool = true) -> Text { active ? restyled { $0.attributes.insert(.italic) } : self }
    /// Underlined, when `active`.
    public func underline(_ active: Bool = true) -> Text { active ? restyled { $0.attributes.insert(.underline) } : self }
    /// Struck through, when `active` (where the terminal has it).
    public func strikethrough(_ active: Bool = true) -> Text { active ? restyled { $0.attributes.insert(.strikethrough) } : self }
    /// Faint, for secondary information.
    public func dim() -> Text { restyled { $0.attributes.insert(.dim) } }
    /// In reverse video: foreground and background swapped.
    public func reverse() -> Text { restyled { $0.attributes.insert(.reverse) } }
    /// In `color`, where no piece has a colour of its own.
    public func foregroundStyle(_ color: Color) -> Text { restyled { if $0.foreground == .default { $0.foreground = color } } }
    /// SwiftUI's older name for `foregroundStyle(_:)`.
    public func foregroundColor(_ color: Color) -> Text { foregroundStyle(color) }
    /// On a `color` background, where no piece has one of its own.
    public func background(_ color: Color) -> Text { restyled { if $0.background == .default { $0.background = color } } }

    /// The plain string of all pieces.
    public var plainText: String { spans.map(\.string).joined() }

    package func makeNode() -> TextNode { TextNode() }
    package func update(_ n: TextNode) {
        if let liveDate { n.follow(liveDate); return }
        if n.liveDate != nil { n.follow(nil) }
        // The locale is read only for a text case: `Locale.current` loads ICU's locale data,
        // a few megabytes and milliseconds that a program's first screen need not pay.
        let textCase = n.environment.textCase
        let shown = textCase == nil ? self : cased(textCase, locale: n.environment.locale)
        if n.text != shown { n.text = shown }
    }
}

extension Node {
    /// The text of every `Text` in this subtree, joined by spaces: a control's title or an
    /// option's label, as far as text can tell.
    package var textContent: String {
        var parts: [String] = []
        forEachNode { if let t = $0 as? TextNode { parts.append(t.text.plainText) } }
        return parts.joined(separator: " ")
    }
}

package final class TextNode: Node {
    /// What it shows; a new one forgets the lines and the size worked out for the last.
    var text = Text("") { didSet { cache.removeAll(); ideal = nil } }
    var cache: [Int: [String]] = [:]
    var liveDate: Text.LiveDate?
    var dateTicker: TimerToken?

    private var limit: Int? { environment.lineLimit }

    override package func accessibilityElement() -> AccessibilityElement? {
        let text = self.text.plainText.trimmingCharacters(in: .whitespaces)
        return text.isEmpty || frame.isEmpty ? nil : AccessibilityElement(role: .text, label: text)
    }

    func lines(width: Int) -> [String] {
        if let hit = cache[width] { return hit }
        let wrapped = TextLayout.wrap(text.plainText, width: width)
        if cache.count > 8 { cache.removeAll() }
        cache[width] = wrapped
        return wrapped
    }

    /// Lines to show for a frame of `width` × `height`, the last cut with `…` if text remains.
    func visibleLines(width: Int, height: Int?) -> [String] {
        let all = lines(width: width)
        var maxLines = all.count
        if let limit { maxLines = min(maxLines, limit) }
        if let height { maxLines = min(maxLines, height) }
        guard maxLines < all.count else { return all }
        guard maxLines > 0 else { return [] }
        var shown = Array(all.prefix(maxLines))
        let rest = all[(maxLines - 1)...].joined(separator: " ")
        shown[maxLines - 1] = TextLayout.truncate(rest, width: width, mode: environment.truncationMode)
        return shown
    }

    /// The size unwrapped, with the line limit it was worked out for, and whether wrapping at
    /// that width or wider gives the same lines (not when a line ends in spaces, which
    /// wrapping drops).
    private var ideal: (size: Size, limit: Int?, wrapsAsIs: Bool)?

    private func idealSize() -> (size: Size, wrapsAsIs: Bool) {
        if let ideal, ideal.limit == limit { return (ideal.size, ideal.wrapsAsIs) }
        let hard = text.plainText.split(separator: "\n", omittingEmptySubsequences: false)
        let shown = limit.map { Array(hard.prefix($0)) } ?? hard
        let size = Size(width: shown.map { DisplayWidth.width(of: $0) }.max() ?? 0, height: shown.count)
        let wrapsAsIs = hard.allSatisfy { $0.last.map { !$0.isWhitespace } ?? true }
        ideal = (size, limit, wrapsAsIs)
        return (size, wrapsAsIs)
    }

    override package func sizeThatFits(_ p: ProposedSize) -> Size {
        var size = fittingSize(p)
        // `.lineLimit(2, reservesSpace: true)` or `.lineLimit(2...4)`: at least that many lines.
        size.height = max(size.height, min(environment.reservedLines, p.height ?? .max))
        return size
    }

    private func fittingSize(_ p: ProposedSize) -> Size {
        // No text (asked without joining its pieces, as this runs for every proposal).
        if text.spans.allSatisfy({ $0.string.isEmpty }) { return .zero }
        let (ideal, wrapsAsIs) = idealSize()
        guard let width = p.width else { return ideal }
        if width <= 0 { return Size(width: 0, height: 0) }
        // Room for every line as it is: nothing wraps or is cut, so the size is the ideal one.
        if wrapsAsIs, width >= ideal.width, p.height.map({ $0 >= ideal.height }) ?? true { return ideal }
        let shown = visibleLines(width: width, height: p.height)
        return Size(width: shown.map { DisplayWidth.width(of: $0) }.max() ?? 0, height: shown.count)
    }

    override package func draw(_ canvas: inout CellCanvas) {
        guard frame.width > 0, frame.height > 0 else { return }
        let shown = redacted(visibleLines(width: frame.width, height: frame.height))
        var inherited = environment.textStyle
        if let font = environment.font { inherited.attributes.formUnion(font.attributes) }
        let single = text.spans.count == 1 || !environment.redactionReasons.isEmpty
        // Styles of multi-piece text follow the characters through wrapping.
        var flat: [(Character, Style)] = []
        if !single { for span in text.spans { for c in span.string { flat.append((c, span.style)) } } }
        var cursor = 0
        for (row, line) in shown.enumerated() {
            let w = DisplayWidth.width(of: line)
            let x: Int
            switch environment.multilineTextAlignment {
            case .leading: x = frame.minX
            case .center: x = frame.minX + max(0, (frame.width - w) / 2)
            case .trailing: x = frame.minX + max(0, frame.width - w)
            }
            let y = frame.minY + row
            if single {
                canvas.write(line, at: Point(x: x, y: y), style: inherited.merged(with: text.spans[0].style))
                continue
            }
            var cx = x
            for c in line {
                var style = inherited
                var probe = cursor
                while probe < flat.count, flat[probe].0 != c { probe += 1 }
                if probe < flat.count { style = inherited.merged(with: flat[probe].1); cursor = probe + 1 }
                cx = canvas.write(String(c), at: Point(x: cx, y: y), style: style)
            }
        }
    }
}

extension View {
    /// The colour of text and glyphs in this view.
    public func foregroundStyle(_ color: Color) -> some View {
        changingEnvironment(.foreground(color))
    }
    /// SwiftUI's older name for `foregroundStyle(_:)`.
    public func foregroundColor(_ color: Color) -> some View { foregroundStyle(color) }
    /// Bold text in this view, when `active`.
    public func bold(_ active: Bool = true) -> some View {
        changingEnvironment(active ? .attributes(.bold) : nil)
    }
    /// Italic text in this view, when `active`.
    public func italic(_ active: Bool = true) -> some View {
        changingEnvironment(active ? .attributes(.italic) : nil)
    }
    /// Underlined text in this view, when `active`.
    public func underline(_ active: Bool = true) -> some View {
        changingEnvironment(active ? .attributes(.underline) : nil)
    }
    /// Faint text, for secondary information.
    public func dim(_ active: Bool = true) -> some View {
        changingEnvironment(active ? .attributes(.dim) : nil)
    }
    /// At most `limit` lines for the text inside, the last one cut with `…`; nil: no limit.
    public func lineLimit(_ limit: Int?) -> some View { environment(\.lineLimit, limit) }
    /// How the lines of wrapped text inside align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { environment(\.multilineTextAlignment, alignment) }
    /// Where text inside that does not fit is cut: `.truncationMode(.middle)`.
    public func truncationMode(_ mode: TruncationMode) -> some View { environment(\.truncationMode, mode) }
    /// Makes controls inside unavailable: drawn dim, skipped by focus.
    public func disabled(_ disabled: Bool) -> some View {
        changingEnvironment(disabled ? .disabled : nil)
    }
}
