import Foundation

/// A view that, in a `List`, is rows of an outline rather than one row: a `DisclosureGroup`
/// is its label's row, then (expanded) a row of each of its content's, indented, as SwiftUI
/// shows a sidebar's groups.
@MainActor
package protocol ListOutline {
    /// The rows it gives in a list, evaluated with its state linked (see `ListContentOwners`).
    var listRows: any View { get }
}

extension DisclosureGroup: ListOutline {
    package var listRows: any View {
        let expanded = isExpandedBinding
        let shown = expanded.wrappedValue
        return Group {
            DisclosureRow(isExpanded: expanded, shown: shown, label: label)
            if shown { ListIndented(content: content()) }
        }
    }
}

/// Rows whose content is indented under the row that discloses them.
struct ListIndented<Content: View>: View {
    let content: Content
    var body: some View { content }
}

/// How `ListIndented` is recognised whatever its content's type.
@MainActor
protocol ListIndentedContent {
    var indentedContent: any View { get }
}

extension ListIndented: ListIndentedContent {
    var indentedContent: any View { content }
}

@MainActor
enum ListOutlineRows {
    /// How far a disclosed row is indented under its group's row.
    static let indent = 2

    static func indented(_ view: any View, by indent: Int) -> any View {
        PaddingView(content: AnyView(erasing: view), insets: EdgeInsets(top: 0, leading: indent, bottom: 0, trailing: 0), inCells: true)
    }

    /// `segments` indented: rows and single views move in, headers stay.
    static func indenting(_ segments: [ListSegment]) -> [ListSegment] {
        segments.map { $0.mapping { indented($0, by: indent) } }
    }
}
