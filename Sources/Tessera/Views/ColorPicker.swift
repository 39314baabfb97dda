/// Chooses a colour from the terminal's palette, as SwiftUI's `ColorPicker` chooses one from
/// the system's: `Title  ‹ Blue › ██`. One Tab stop; Enter (or Space, or a click) opens the list
/// of named colours, Left/Right step through them in place; the swatch shows the colour chosen.
/// A selection that is none of the named colours is offered as "Custom" until another is chosen.
///
/// ```swift
/// ColorPicker("Button Color", selection: $buttonColor)
/// ```
public struct ColorPicker<Label: View>: View {
    /// The picker's own title when the label is one text, drawn as every picker's is.
    let title: String?
    let label: Label
    let selection: Binding<Color>

    /// A picker of `selection` named by `label`. `supportsOpacity` is accepted: a terminal
    /// cell's colour has no opacity to choose.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        title = nil; self.label = label(); self.selection = selection
    }

    /// The label, the picker of named colours and a swatch of the colour chosen.
    public var body: some View {
        let current = selection.wrappedValue
        let named = ColorPickerPalette.colors
        return HStack(spacing: LengthUnit.written(columns: 1)) {
            if title == nil { label }
            Picker(title ?? "", selection: selection) {
                ForEach(named.indices, id: \.self) { i in Text(named[i].name).tag(named[i].color) }
                if !named.contains(where: { $0.color == current }) { Text("Custom").tag(current) }
            }
            .pickerStyle(.menu)
            Text("██").foregroundStyle(current).accessibilityHidden(true)
        }
    }
}

extension ColorPicker where Label == Text {
    /// A picker of `selection` titled `title`: `ColorPicker("Tint", selection: $tint)`.
    public init(_ title: String, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.title = title; label = Text(title); self.selection = selection
    }
}

/// The colours a `ColorPicker` offers, by the names SwiftUI gives them.
enum ColorPickerPalette {
    static let colors: [(name: String, color: Color)] = [
        ("Red", .red), ("Orange", .orange), ("Yellow", .yellow), ("Green", .green), ("Teal", .teal),
        ("Cyan", .cyan), ("Blue", .blue), ("Indigo", .indigo), ("Purple", .purple), ("Pink", .pink),
        ("Gray", .gray), ("Black", .black), ("White", .white),
    ]
}
