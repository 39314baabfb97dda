/// A tap target with no control inside is reached by keys as a button is.
///
/// `.onTapGesture` (or a tap or long-press gesture) on a view that holds nothing focusable,
/// such as a row's coloured background, would otherwise answer only a click. It becomes a Tab
/// stop of its own, and Enter or Space runs the tap, as the footer names it; a target around a
/// control leaves the Tab stops to the control, and Enter inside it still taps.
extension TapGestureNode {
    /// True while the gesture is an active, enabled tap and nothing below it takes focus.
    var isTapTargetAlone: Bool {
        guard isActive, drag == nil, environment.isEnabled else { return false }
        return !children.contains { $0.containsNode { $0.isFocusable } }
    }
}
