/// The reader's text size, as SwiftUI's `DynamicTypeSize`, smallest first.
///
/// A terminal draws every text at the terminal's own font size, so no size here changes how
/// text is drawn; the value is passed down the environment (`@Environment(\.dynamicTypeSize)`,
/// `.large` unless a view sets it with `.dynamicTypeSize(_:)`) for views that choose a layout
/// by it, as SwiftUI code does: `if size >= .accessibility1 { VStack { … } }`.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    /// Extra small.
    case xSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large, the default.
    case large
    /// Extra large.
    case xLarge
    /// Extra extra large.
    case xxLarge
    /// Extra extra extra large.
    case xxxLarge
    /// The first accessibility size.
    case accessibility1
    /// The second accessibility size.
    case accessibility2
    /// The third accessibility size.
    case accessibility3
    /// The fourth accessibility size.
    case accessibility4
    /// The fifth and largest accessibility size.
    case accessibility5

    /// True for the accessibility sizes, `accessibility1` and larger.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// The reader's text size under its older SwiftUI name, `ContentSizeCategory`, smallest first;
/// like `DynamicTypeSize`, it is passed down the environment (`\.sizeCategory`) and changes no
/// drawing in a terminal.
public enum ContentSizeCategory: Hashable, Comparable, CaseIterable, Sendable {
    /// Extra small.
    case extraSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large, the default.
    case large
    /// Extra large.
    case extraLarge
    /// Extra extra large.
    case extraExtraLarge
    /// Extra extra extra large.
    case extraExtraExtraLarge
    /// The first accessibility size.
    case accessibilityMedium
    /// The second accessibility size.
    case accessibilityLarge
    /// The third accessibility size.
    case accessibilityExtraLarge
    /// The fourth accessibility size.
    case accessibilityExtraExtraLarge
    /// The fifth and largest accessibility size.
    case accessibilityExtraExtraExtraLarge

    /// True for the accessibility sizes, `accessibilityMedium` and larger.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The category of the same rank as `size`.
    public init(_ size: DynamicTypeSize) {
        self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: size) ?? 3]
    }
}

extension DynamicTypeSize {
    /// The size of the same rank as `category`.
    public init?(_ category: ContentSizeCategory) {
        self = Self.allCases[ContentSizeCategory.allCases.firstIndex(of: category) ?? 3]
    }
}

private struct DynamicTypeSizeKey: EnvironmentKey { static var defaultValue: DynamicTypeSize { .large } }

extension EnvironmentValues {
    /// The reader's text size, `.large` unless a view sets it with `.dynamicTypeSize(_:)`.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The reader's text size under its older name: the same value as `dynamicTypeSize`.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = DynamicTypeSize(newValue) ?? .large }
    }
}

extension View {
    /// Sets the text size the views inside read from `\.dynamicTypeSize`.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps the text size the views inside read within `range`: `.dynamicTypeSize(...DynamicTypeSize.xxLarge)`.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment { values in
            let all = DynamicTypeSize.allCases.filter { range.contains($0) }
            guard let low = all.first, let high = all.last else { return }
            values.dynamicTypeSize = min(max(values.dynamicTypeSize, low), high)
        }
    }
}
