/// How a hosting controller follows the size of its content.
public struct HostingSizingOptions: OptionSet, Sendable, Hashable {
    /// The options, one bit each.
    public let rawValue: Int
    /// The options whose bits `rawValue` has.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Keep `preferredContentSize` equal to the content's ideal size.
    public static let preferredContentSize = HostingSizingOptions(rawValue: 1)
    /// Keep the window's size equal to the content's ideal size.
    public static let intrinsicContentSize = HostingSizingOptions(rawValue: 2)
}

/// Embeds a declarative view in an imperative program: the view is drawn in the controller's
/// `window` (its `view`), and keys reach it while that window is the key window.
///
/// ```swift
/// let controller = HostingController(rootView: HeartRateView(beatsPerMinute: 78), clock: clock)
/// controller.sizingOptions = [.preferredContentSize, .intrinsicContentSize]
/// screen.addWindow(controller.window)
/// controller.rootView = HeartRateView(beatsPerMinute: 94)  // plain values: set a new root view
/// ```
///
/// A root view that reads an `@Observable` model updates by itself when the model changes.
@MainActor public final class HostingController<Content: View> {
    package let content: HostedContent
    /// The window the content is drawn in (UIKit's `view`).
    public let window: Window
    /// The same window, under UIKit's name.
    public var view: Window { window }
    /// The view shown. Setting it re-renders with the new value (state of unchanged views is kept).
    public var rootView: Content {
        didSet { content.host.setRootView(rootView); updateSize() }
    }
    /// Which sizes follow the content; empty by default (the program sizes the window).
    public var sizingOptions: HostingSizingOptions = [] { didSet { updateSize() } }
    /// The content's ideal size (kept up to date with `.preferredContentSize`).
    public private(set) var preferredContentSize: Size = .zero
    /// Called when `preferredContentSize` changes, so the program can lay out again.
    public var onPreferredContentSizeChange: (@MainActor (Size) -> Void)?
    /// The host that runs the view (for tests: `evaluationCount`, `debugTree`).
    public var host: ViewHost { content.host }

    /// A controller showing `rootView` in a window at `frame`, timed by `clock`.
    public init(rootView: Content, clock: (any RunClock)? = nil, environment: EnvironmentValues = EnvironmentValues(),
                frame: Rect = .zero) {
        self.rootView = rootView
        content = HostedContent(host: ViewHost(rootView: rootView, size: frame.size, environment: environment, clock: clock))
        window = Window(name: String(describing: Content.self), frame: frame)
        window.hosted = content
        content.host.onNeedsFrame = { [weak self] in self?.window.setNeedsDisplay() }
        // Measured at the start of every frame in which the content changed, before the
        // program lays its windows out (also for changes made before the first frame).
        content.willLayout = { [weak self] in
            guard let self, !self.sizingOptions.isEmpty, self.content.host.needsFrame else { return }
            self.updateSize()
        }
    }

    /// Space between the window's edges and the content.
    public var margins: EdgeInsets {
        get { content.margins }
        set { content.margins = newValue; updateSize() }
    }

    /// The content's size (with margins) for a width (nil: its ideal width).
    public func sizeThatFits(width: Int?) -> Size { content.fittingSize(width: width) }

    /// Measures the content now and applies the sizing options.
    public func updateSize() {
        guard !sizingOptions.isEmpty else { return }
        let ideal = content.fittingSize(width: nil)
        if sizingOptions.contains(.intrinsicContentSize), window.frame.size != ideal {
            window.frame.size = ideal
        }
        if sizingOptions.contains(.preferredContentSize), preferredContentSize != ideal {
            preferredContentSize = ideal
            onPreferredContentSizeChange?(ideal)
        }
    }
}
