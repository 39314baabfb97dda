/// A height a sheet can rest at. The user switches between the detents a sheet declares.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case height(Int), fraction(Double), medium, large }
    let kind: Kind

    /// Exactly `rows` rows tall, grabber included.
    public static func height(_ rows: Int) -> PresentationDetent { PresentationDetent(kind: .height(max(2, rows))) }
    /// A fraction of the content area's height.
    public static func fraction(_ value: Double) -> PresentationDetent { PresentationDetent(kind: .fraction(min(1, max(0, value)))) }
    /// Half the content area.
    public static let medium = PresentationDetent(kind: .medium)
    /// All of the content area but its first row.
    public static let large = PresentationDetent(kind: .large)

    /// Rows this detent takes in an area `height` rows tall.
    func rows(in height: Int) -> Int {
        let rows: Int
        switch kind {
        case .height(let n): rows = n
        case .fraction(let f): rows = Int((Double(height) * f).rounded())
        case .medium: rows = height / 2
        case .large: rows = height - 1
        }
        return max(min(2, height), min(height, rows))
    }

    /// A short name, shown beside the grabber.
    var name: String {
        switch kind {
        case .height(let n): "\(n) rows"
        case .fraction(let f): "\(Int((f * 100).rounded()))%"
        case .medium: "Medium"
        case .large: "Large"
        }
    }
}

/// Whether the content behind a sheet stays usable.
public struct PresentationBackgroundInteraction: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, disabled, enabled(upThrough: PresentationDetent?) }
    let kind: Kind
    /// The presentation decides: a sheet blocks what is behind it.
    public static let automatic = PresentationBackgroundInteraction(kind: .automatic)
    /// The background is dimmed and takes no input.
    public static let disabled = PresentationBackgroundInteraction(kind: .disabled)
    /// The background stays usable and undimmed at every detent.
    public static let enabled = PresentationBackgroundInteraction(kind: .enabled(upThrough: nil))
    /// The background stays usable up through `detent`; above it, dimmed and blocked.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(kind: .enabled(upThrough: detent))
    }
}

/// Whether an element (a sheet's grabber) is shown.
public enum Visibility: Hashable, Sendable {
    /// As the toolkit sees fit.
    case automatic
    /// Shown.
    case visible
    /// Not shown.
    case hidden
}

/// What the content of a presentation asked of it: collected from modifiers inside the content.
@MainActor
package final class PresentationOptions {
    var detents: [PresentationDetent] = []
    var selection: Binding<PresentationDetent>?
    var interaction = PresentationBackgroundInteraction.automatic
    var background: Color?
    var interactiveDismissDisabled = false
    var dragIndicator = Visibility.automatic
    package init() {}
}

private struct PresentationOptionsKey: EnvironmentKey { static var defaultValue: PresentationOptions? { nil } }

extension EnvironmentValues {
    /// The presentation the view is inside, for the `presentation…` modifiers.
    package var presentationOptions: PresentationOptions? {
        get { self[PresentationOptionsKey.self] }
        set { self[PresentationOptionsKey.self] = newValue }
    }
}

/// Writes one presentation option up to the enclosing presentation while the content builds.
package final class PresentationOptionNode: PassthroughNode {}

extension View {
    private func presentationOption(_ apply: @escaping @MainActor (PresentationOptions) -> Void) -> some View {
        NodeView(self, make: { PresentationOptionNode() }, configure: { node in
            if let options = node.environment.presentationOptions { apply(options) }
        })
    }

    /// The heights the enclosing sheet can rest at, from the lowest up: the sheet opens at the
    /// lowest, as SwiftUI's does (a set has no order of its own, and its order changes from
    /// one run to the next).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        let ordered = detents.sorted { ($0.rows(in: 40), $0.name) < ($1.rows(in: 40), $1.name) }
        return presentationOption { $0.detents = ordered; $0.selection = nil }
    }

    /// The heights the enclosing sheet can rest at (in this order), in the order given.
    public func presentationDetents(_ detents: [PresentationDetent]) -> some View {
        presentationOption { $0.detents = detents; $0.selection = nil }
    }

    /// The heights the enclosing sheet can rest at, with the current one bound to `selection`.
    public func presentationDetents(_ detents: [PresentationDetent], selection: Binding<PresentationDetent>) -> some View {
        presentationOption { $0.detents = detents; $0.selection = selection }
    }

    /// Whether the content behind the enclosing sheet stays usable.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        presentationOption { $0.interaction = interaction }
    }

    /// Stops Esc (and `dismiss` by dragging) from closing the enclosing sheet.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        presentationOption { $0.interactiveDismissDisabled = isDisabled }
    }

    /// Shows or hides the sheet's grabber.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        presentationOption { $0.dragIndicator = visibility }
    }
}
