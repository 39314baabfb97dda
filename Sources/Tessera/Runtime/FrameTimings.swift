/// Time spent in each stage of a frame.
public struct FrameTimings: Sendable {
    /// Running the bodies of changed views.
    public var evaluate: Duration = .zero
    /// Sizing and placing the views.
    public var layout: Duration = .zero
    /// Drawing into the screen buffer.
    public var draw: Duration = .zero
    /// False when evaluation and focus were still changing views after the last pass.
    public var settled = false
    /// How many evaluation, layout and focus passes the frame took (one when nothing asked
    /// for another).
    public var passes = 0
    /// All durations zero, not settled.
    public init() {}
}
