import Foundation

/// What a host's drawing read, observed so that a change asks for a frame, without keeping
/// every frame's observation alive.
///
/// Observation drops a tracking only when one of the properties it read changes. A frame
/// whose drawing reads models that then stay unchanged (a table's rows while the selection
/// moves) would leave one tracking per frame registered in each of them. So every tracking
/// made here also reads a marker of the host's own, and changing the marker ends all of them
/// at once: their callbacks see that they were retired and ask for nothing.
///
/// A tracking may be retired only when the frame about to be drawn reads again everything the
/// retired ones read: a whole frame, drawn over a blank canvas, with every host drawn inside
/// it (a preview of another program) drawing whole too. A damaged frame reads only what it
/// draws again, so its tracking joins the ones outstanding; after `wholeFrameAfter` of them,
/// the next frame is drawn whole to retire them, which bounds what a host keeps.
///
/// A host drawn inside another's frame keeps no trackings: what it reads while drawing lands
/// in the enclosing frame's, and a change there draws the enclosing frame whole, this host
/// included.
@MainActor
final class DrawObservation {
    /// How many damaged frames' trackings are kept before a frame is drawn whole to end them.
    static let wholeFrameAfter = 32

    /// True while this host draws a whole frame: a host drawn inside it draws whole too (and
    /// so, in turn, one drawn inside that).
    private var drawsWhole = false

    private let marker = DrawObservationMarker()
    /// The trackings made since the last whole frame (some may have ended by a change).
    private var outstanding: [DrawObservationToken] = []

    /// How many trackings are kept (some may have ended by a change).
    var kept: Int { outstanding.count }

    /// True when the next frame should be drawn whole: enough trackings are kept, or the
    /// frame of `enclosing` (the host this one is drawn inside) is drawn whole.
    func wantsWholeFrame(inside enclosing: DrawObservation?) -> Bool {
        outstanding.count >= Self.wholeFrameAfter || enclosing?.drawsWhole == true
    }

    /// Draws with `draw`, observing what it reads. `decide` is asked first whether the frame
    /// is whole (given whether one is wanted); a whole frame ends the trackings kept so far.
    /// A host drawn inside another's frame (`enclosing`, that host's observation) observes
    /// nothing here. A change of what was read calls `onChange` on the main actor, through
    /// `inbox`.
    func observe<T>(enclosing: DrawObservation?, inbox: MainActorInbox, decide: (Bool) -> Bool,
                    onChange: @escaping @Sendable @MainActor () -> Void, _ draw: () -> T) -> T {
        let whole = decide(wantsWholeFrame(inside: enclosing))
        if enclosing != nil {
            retireAll()
            return drawing(whole: whole, draw)
        }
        if whole { retireAll() }
        let token = DrawObservationToken()
        outstanding.append(token)
        let marker = self.marker
        return withObservationTracking {
            marker.read()
            return drawing(whole: whole, draw)
        } onChange: {
            guard !token.isRetired else { return }
            inbox.post(onChange)
        }
    }

    /// Ends every tracking kept: each callback finds its token retired and does nothing.
    private func retireAll() {
        guard !outstanding.isEmpty else { return }
        for token in outstanding { token.retire() }
        outstanding.removeAll(keepingCapacity: true)
        marker.change()
    }

    private func drawing<T>(whole: Bool, _ draw: () -> T) -> T {
        let outer = drawsWhole
        drawsWhole = whole
        defer { drawsWhole = outer }
        return draw()
    }
}

/// One frame's tracking: retired when a whole frame made it unnecessary.
final class DrawObservationToken: @unchecked Sendable {
    private let lock = NSLock()
    private var retired = false
    var isRetired: Bool { lock.withLock { retired } }
    func retire() { lock.withLock { retired = true } }
}

/// A model that only draw observations read: changing it ends every tracking that read it.
final class DrawObservationMarker: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    /// The property the trackings read; it holds nothing.
    var generation: Int { 0 }

    func read() { registrar.access(self, keyPath: \.generation) }
    func change() { registrar.withMutation(of: self, keyPath: \.generation) {} }
}
