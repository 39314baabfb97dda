/// What goes inside a `Chart`: marks (`LineMark`, `PointMark`, `RuleMark`, `BarMark`), a
/// `ForEach` over data that makes marks, or a type of your own whose `body` is made of them.
///
/// ```swift
/// struct Threshold: ChartContent {
///     var limit: Int
///     var body: some ChartContent { RuleMark(y: .value("limit", limit)).foregroundStyle(.red) }
/// }
/// ```
@MainActor @preconcurrency public protocol ChartContent {
    /// The kind of content this content is made of.
    associatedtype Body: ChartContent
    /// The marks this content is made of.
    @ChartContentBuilder var body: Body { get }
}

extension Never: ChartContent {}

/// Marks the chart draws itself. Their `body` is never called.
@MainActor
package protocol PrimitiveChartContent: ChartContent where Body == Never {
    /// Appends this content's marks, in drawing order.
    func collect(into marks: inout [PlottedMark])
}

extension PrimitiveChartContent {
    /// Never called: the chart reads the marks directly.
    public var body: Never { fatalError("\(Self.self) is drawn by the chart") }
}

extension ChartContent {
    /// The marks of this content, its body's when it is not a mark itself.
    func collectMarks(into marks: inout [PlottedMark]) {
        if let primitive = self as? any PrimitiveChartContent {
            primitive.collect(into: &marks)
        } else {
            body.collectMarks(into: &marks)
        }
    }
}

/// The marks a `@ChartContentBuilder` block made, in order. It is also a view (one that shows
/// nothing) so that `ForEach` can hold it: `ForEach(samples) { LineMark(…) }` inside a `Chart`.
public struct ChartMarks: PrimitiveChartContent, View, MultiView {
    var marks: [PlottedMark] = []

    package func collect(into marks: inout [PlottedMark]) { marks += self.marks }
    package func collect(into list: inout ChildList, path: ChildPath) {}
    package var subviews: [any View] { [] }
}

/// Builds a chart's content from marks written one after another, with `if`, `switch` and
/// `for` as in a view builder.
@MainActor @preconcurrency @resultBuilder public enum ChartContentBuilder {
    /// One mark, a `ForEach` or a content of your own.
    public static func buildExpression<Content: ChartContent>(_ content: Content) -> ChartMarks {
        var result = ChartMarks()
        content.collectMarks(into: &result.marks)
        return result
    }

    /// The contents written one after another, drawn in that order.
    public static func buildBlock(_ parts: ChartMarks...) -> ChartMarks {
        ChartMarks(marks: parts.flatMap(\.marks))
    }

    /// The content of an `if` without `else`: nothing when the condition is false.
    public static func buildOptional(_ part: ChartMarks?) -> ChartMarks { part ?? ChartMarks() }

    /// The content of an `if` branch.
    public static func buildEither(first part: ChartMarks) -> ChartMarks { part }

    /// The content of an `else` branch.
    public static func buildEither(second part: ChartMarks) -> ChartMarks { part }

    /// The contents of a `for` loop's passes, in order.
    public static func buildArray(_ parts: [ChartMarks]) -> ChartMarks {
        ChartMarks(marks: parts.flatMap(\.marks))
    }
}

extension ForEach: ChartContent where Content == ChartMarks {}
extension ForEach: PrimitiveChartContent where Content == ChartMarks {
    package func collect(into marks: inout [PlottedMark]) {
        for element in data { marks += content(element).marks }
    }
}

extension ForEach where Content == ChartMarks {
    /// Marks for each element of `data`, inside a `Chart`, elements told apart by `id`:
    /// `ForEach(samples, id: \.date) { LineMark(x: .value("Time", $0.date), y: .value("BPM", $0.bpm)) }`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>,
                @ChartContentBuilder content: @escaping @MainActor (Data.Element) -> ChartMarks) {
        self.data = data; self.id = id; self.content = content
    }
}

extension ForEach where Content == ChartMarks, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Marks for each element of `data`, inside a `Chart`:
    /// `ForEach(readings) { LineMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)) }`.
    public init(_ data: Data, @ChartContentBuilder content: @escaping @MainActor (Data.Element) -> ChartMarks) {
        self.data = data; self.id = \.id; self.content = content
    }
}
