/// Steps a value up and down: `Travellers: 2  ‹−│+›`. Left/Right, `-`/`+` or a click on a side
/// change it by `step`, within `bounds`.
///
/// ```swift
/// Stepper("Travellers: \(travellers)", value: $travellers, in: 1...9)
/// ```
public struct Stepper<Value: Strideable>: PrimitiveView where Value.Stride: SignedNumeric {
    let title: String
    let value: Binding<Value>
    let bounds: ClosedRange<Value>?
    let step: Value.Stride

    /// A stepper for `value`, kept within `bounds` when given.
    public init(_ title: String, value: Binding<Value>, in bounds: ClosedRange<Value>? = nil, step: Value.Stride = 1) {
        self.title = Sanitizer.sanitize(title); self.value = value; self.bounds = bounds; self.step = step
    }
    /// Drawn by its node, not composed.
    public var body: Never { fatalError() }
    package func makeNode() -> StepperNode { StepperNode() }
    package func update(_ n: StepperNode) {
        n.title = title
        let value = self.value, bounds = self.bounds, step = self.step
        n.change = { up in
            let next = up ? value.wrappedValue.advanced(by: step) : value.wrappedValue.advanced(by: -step)
            if let bounds, !bounds.contains(next) { return false }
            value.wrappedValue = next
            return true
        }
        n.canStep = { up in
            guard let bounds else { return true }
            return bounds.contains(up ? value.wrappedValue.advanced(by: step) : value.wrappedValue.advanced(by: -step))
        }
    }
}

package final class StepperNode: Node {
    var title = ""
    var change: @MainActor (Bool) -> Bool = { _ in false }
    var canStep: @MainActor (Bool) -> Bool = { _ in false }
    private static let buttons = " ‹−│+›"

    override package var isFocusable: Bool { environment.isEnabled }

    override package func sizeThatFits(_ p: ProposedSize) -> Size {
        Size(width: min(p.width ?? .infinity, DisplayWidth.width(of: title) + 6), height: 1)
    }

    override package func draw(_ canvas: inout CellCanvas) {
        var style = environment.textStyle
        if !environment.isEnabled { style.attributes.insert(.dim) }
        let x = max(frame.minX, frame.maxX - 6)
        canvas.write(title, x: frame.minX, y: frame.minY, width: max(0, x - frame.minX), style: style)
        canvas.write(" ‹", at: Point(x: x, y: frame.minY), style: style)
        canvas.write("−", at: Point(x: x + 2, y: frame.minY), style: canStep(false) ? style.with(.bold) : style.with(.dim))
        canvas.write("│", at: Point(x: x + 3, y: frame.minY), style: style.with(.dim))
        canvas.write("+", at: Point(x: x + 4, y: frame.minY), style: canStep(true) ? style.with(.bold) : style.with(.dim))
        canvas.write("›", at: Point(x: x + 5, y: frame.minY), style: style)
        if isFocused { canvas.restyle(Rect(x: x + 1, y: frame.minY, width: 5, height: 1)) { $0.attributes.insert(.reverse) } }
    }

    override package func makeKeyMap() -> KeyMap {
        KeyMap(isEnabled: environment.isEnabled, [
            KeyCommand([KeyTrigger(.left), KeyTrigger(.right)], "Less/more", id: "stepper.step") { [unowned self] key in _ = change(key.key == .right); return true },
            KeyCommand([KeyTrigger(.character("+")), KeyTrigger(.character("="))], "More", inFooter: false, id: "stepper.more") { [unowned self] in _ = change(true) },
            KeyCommand([KeyTrigger(.character("-"))], "Less", inFooter: false, id: "stepper.less") { [unowned self] in _ = change(false) },
        ])
    }

    override package func handleMouse(_ event: MouseEvent) -> Bool {
        guard environment.isEnabled, event.kind == .press else { return false }
        // ` ‹−│+›` ends the row: `‹−` steps down, `+›` up; the title and the divider only focus.
        let buttons = frame.maxX - 6
        switch event.position.x - buttons {
        case 1, 2: _ = change(false)
        case 4, 5: _ = change(true)
        default: break
        }
        return true
    }


    override package func accessibilityElement() -> AccessibilityElement? {
        AccessibilityElement(role: .picker, label: title, hint: "Left and Right change it")
    }
}

/// A title and a value on one row, the title dim, as in a settings form.
///
/// ```swift
/// LabeledContent("Version", value: "2.1")
/// ```
public struct LabeledContent<Content: View>: View {
    let title: String
    let content: Content

    /// A row showing `content` after `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) { self.title = title; self.content = content() }

    @Environment(\.isInForm) private var isInForm

    /// The title, then the content.
    public var body: some View {
        HStack(alignment: .top, spacing: isInForm ? 0 : 2) {
            Text(title).dim().frame(width: isInForm ? FormLayout.titleWidth : nil, alignment: .leading)
            content
        }
    }
}

extension LabeledContent where Content == Text {
    /// A row showing `value` after `title`.
    public init(_ title: String, value: String) { self.init(title) { Text(value) } }
}

/// What to show where there is nothing to show yet: a symbol, a title and a description,
/// centred. `ContentUnavailableView("No trips", systemImage: "airplane", description: Text("Book one"))`.
public struct ContentUnavailableView: View {
    let title: String
    let systemImage: String?
    let description: Text?

    /// A placeholder with `title`, an optional symbol and an optional description.
    public init(_ title: String, systemImage: String? = nil, description: Text? = nil) {
        self.title = title; self.systemImage = systemImage; self.description = description
    }

    /// The symbol, the title and the description, centred.
    public var body: some View {
        VStack(alignment: .center, spacing: LengthUnit.written(rows: 1)) {
            if let systemImage { Label("", systemImage: systemImage).dim() }
            Text(title).bold().multilineTextAlignment(.center)
            if let description { description.dim().multilineTextAlignment(.center) }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center)
    }
}

/// SwiftUI's lazy stack: every row here is built, which is cheap in a terminal's few dozen rows;
/// for thousands of rows use `List`, which builds only the rows on screen.
public typealias LazyVStack = VStack
/// SwiftUI's lazy horizontal stack: builds every element, like `HStack`.
public typealias LazyHStack = HStack
