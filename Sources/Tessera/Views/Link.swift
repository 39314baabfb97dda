import Foundation

/// A control that opens a web or mail address: `Link("Tessera", destination: url)`.
///
/// It is a Tab stop drawn underlined in the accent colour, and its cells carry the address, so a
/// terminal that knows hyperlinks (OSC 8) lets the user open it with a click too. Enter, Space or
/// a click on the focused link hands the address to the environment's `openURL` action: by
/// default it goes to the desktop (`xdg-open`) when there is one, and is shown in the status line
/// otherwise. Only `http`, `https` and `mailto` addresses are linked; any other is shown as plain
/// text and is not focusable.
///
/// ```swift
/// Link("Guide", destination: URL(string: "https://example.org/guide")!)
/// Link(destination: URL(string: "mailto:team@example.org")!) { Label("Write to us", systemImage: "envelope") }
/// ```
public struct Link<Label: View>: PrimitiveView {
    let destination: URL
    let label: Label

    /// A link to `destination` showing `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// Links are primitive: they draw and handle keys themselves.
    public var body: Never { fatalError() }
    package func makeNode() -> LinkNode { LinkNode() }
    package func update(_ n: LinkNode) {
        n.destination = destination
        n.hyperlink = Hyperlink(destination)
        n.updateChild(label)
    }
}

extension Link where Label == Text {
    /// A link to `destination` titled `title`.
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(String(title)) }
    }
}

package final class LinkNode: Node {
    var destination: URL?
    /// The checked address; nil when the destination is not one that may be linked.
    var hyperlink: Hyperlink?

    override package var isFocusable: Bool { environment.isEnabled && hyperlink != nil }

    override package func draw(_ canvas: inout CellCanvas) {
        super.draw(&canvas)
        guard let hyperlink else { return }
        let accent = environment.theme.accent
        let enabled = environment.isEnabled
        let focused = isFocused
        canvas.restyle(frame) { style in
            style.attributes.insert(.underline)
            if enabled { style.foreground = accent } else { style.attributes.insert(.dim) }
            // The focus ring, as on buttons: reverse video, visible without colour.
            if focused { style.attributes.formUnion([.reverse, .bold]) }
        }
        canvas.link(frame, to: hyperlink)
    }

    func open() {
        guard let destination, hyperlink != nil else { return }
        environment.openURL(destination)
    }

    override package func makeKeyMap() -> KeyMap {
        KeyMap(isEnabled: isFocusable, [
            KeyCommand([KeyTrigger(.enter), KeyTrigger(.space)], label: "Enter", "Open link", id: "link.open") { [weak self] in self?.open() },
        ])
    }

    override package func handleMouse(_ event: MouseEvent) -> Bool {
        guard isFocusable, event.kind == .press, event.button == .left else { return false }
        open()
        return true
    }

    override package func accessibilityElement() -> AccessibilityElement? {
        guard let hyperlink else { return AccessibilityElement(role: .text, label: textContent) }
        return AccessibilityElement(role: .link, label: textContent, value: hyperlink.address)
    }
}
