import CSwiftConformances

/// The previews a program holds, found without registering them: the Swift runtime's
/// conformance records of the executable (`swift5_protocol_conformances`) name every type
/// that conforms to `PreviewProvider`. Read only when `--list-previews` or `--preview` asks;
/// a program started without them never looks.
///
/// Each top-level view of a provider's `previews` is a preview of its own, as in Xcode's
/// canvas, named by its `.previewDisplayName` (or `#2`, `#3`… when it has none and is not
/// alone). `--preview` takes the provider's name (all its previews, as `previews` builds
/// them, one under the other), `Provider/Name`, or a display name no other provider uses.
@MainActor
package enum PreviewCatalog {
    /// One preview: its provider's name, its own name if any, and the view.
    package struct Entry {
        /// The provider type's name, without its module (`BadgeView_Previews`).
        package var provider: String
        /// The preview's name: its display name, `#N` when it has none beside others, or
        /// nil when it is its provider's only preview and unnamed.
        package var name: String?
        /// The view the preview shows.
        package var view: any View
    }

    /// The previews' providers, by name.
    package static func providers() -> [(name: String, type: any PreviewProvider.Type)] {
        var capacity = 64
        var found: [UnsafeRawPointer?] = []
        while true {
            found = [UnsafeRawPointer?](repeating: nil, count: capacity)
            let count = found.withUnsafeMutableBufferPointer { tessera_conforming_types("Tessera", "PreviewProvider", $0.baseAddress, capacity) }
            if count <= capacity {
                found.removeSubrange(count...)
                break
            }
            capacity = count
        }
        let types = found.compactMap { $0.map { unsafeBitCast($0, to: Any.Type.self) as? any PreviewProvider.Type } ?? nil }
        return types.map { (name(of: $0), $0) }.sorted { $0.name < $1.name }
    }

    /// `type`'s name as written, with its module and any file-private context left out:
    /// `Outer.Inner_Previews`.
    static func name(of type: Any.Type) -> String {
        let parts = String(reflecting: type).split(separator: ".").dropFirst()
        return parts.filter { !$0.hasPrefix("(") && !$0.hasSuffix(")") && !$0.contains(" ") }.joined(separator: ".")
    }

    /// Every preview of every provider, providers by name, previews in the order written.
    package static func entries() -> [Entry] {
        providers().flatMap { entries(of: $0.type, named: $0.name) }
    }

    private static func entries(of type: any PreviewProvider.Type, named provider: String) -> [Entry] {
        let views = leaves(of: previews(of: type))
        return views.enumerated().map { index, view in
            let name = (view as? any PreviewNamedView)?.previewName ?? (views.count > 1 ? "#\(index + 1)" : nil)
            return Entry(provider: provider, name: name, view: view)
        }
    }

    private static func previews<P: PreviewProvider>(of type: P.Type) -> any View { P.previews }

    /// The previews a `previews` value holds: each member of a tuple, group or conditional,
    /// down to the first view that is none of those (a named one included).
    private static func leaves(of view: any View) -> [any View] {
        if view is any PreviewNamedView { return [view] }
        if let many = view as? any MultiView { return many.subviews.flatMap(leaves) }
        return [view]
    }

    /// What `--list-previews` prints: each provider on a line, its named previews indented
    /// below it.
    package static func listing() -> String {
        var text = ""
        var last: String?
        for entry in entries() {
            if entry.provider != last { text += entry.provider + "\n" }
            last = entry.provider
            if let name = entry.name { text += "  " + Sanitizer.sanitize(name) + "\n" }
        }
        return text
    }

    /// The view `--preview name` shows: a provider's previews, one named `Provider/Name`, or
    /// the one with that display name. A usage error when none or several match.
    package static func view(named wanted: String) throws(CommandLineError) -> any View {
        let all = entries()
        if let provider = providers().first(where: { $0.name == wanted }) {
            // As the canvas shows them: each apart, one under the other.
            let views = leaves(of: previews(of: provider.type)).enumerated().map { ($0.offset, AnyView(erasing: $0.element)) }
            return VStack(alignment: .leading, spacing: LengthUnit.written(rows: 1)) { ForEach(views, id: \.0) { $0.1 } }
        }
        let matches = all.filter { entry in
            entry.name != nil && (entry.name == wanted || "\(entry.provider)/\(entry.name!)" == wanted)
        }
        guard let match = matches.first else {
            throw .usage(all.isEmpty ? "no preview named '\(wanted)': this program has no previews"
                                     : "no preview named '\(wanted)' (--list-previews lists them)")
        }
        guard matches.count == 1 else {
            throw .usage("the preview name '\(wanted)' is ambiguous: " + matches.map { "\($0.provider)/\($0.name!)" }.joined(separator: ", "))
        }
        return match.view
    }
}

/// A view with a name for the canvas (`.previewDisplayName`): the previews keep it to list
/// and find it by.
@MainActor
package protocol PreviewNamedView: View {
    /// The name given.
    var previewName: String? { get }
}

/// `content` named `name` by `.previewDisplayName(name)`; drawn as `content`.
public struct PreviewNamed<Content: View>: View, PreviewNamedView {
    let content: Content
    package let previewName: String?
    /// The view named.
    public var body: some View { content }
}

extension CommandLineProgram {
    /// Answers `--list-previews` (prints the list) and `--preview NAME` (runs that preview
    /// live, or prints it with `--snapshot`, with no state kept); false when neither was given.
    package static func runPreviewOptions(_ options: CommandLineOptions, name: String) throws -> Bool {
        if options.listPreviews {
            let listing = PreviewCatalog.listing()
            if listing.isEmpty { log("\(name): this program has no previews (types conforming to PreviewProvider)") }
            print(listing)
            return true
        }
        guard let wanted = options.preview else { return false }
        let preview = try PreviewCatalog.view(named: wanted)
        try run(options, name: name) { context in
            var environment = context.environment
            environment.stateStore = nil
            return ViewHost(rootView: AnyView(erasing: preview), size: context.size, environment: environment, clock: context.clock)
        }
        return true
    }
}
