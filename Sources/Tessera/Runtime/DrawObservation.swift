import Observation
import Synchronization

/// What a host's frames read from `@Observable` models while drawing (a table's cells reading
/// their rows), observed so that a change asks for a frame, without piling up.
///
/// Observation offers no way to drop a tracking except by one of its properties changing, and
/// each frame installs one: a screen that only moves its selection (every frame partial, no
/// model changing) kept every frame's registrations in the models it read, kilobytes a frame.
/// So every tracking also reads an epoch token of its own. A whole frame reads all that is on
/// screen again, so after one, the token of the trackings before it is bumped: their
/// registrations go, and the change they report is not one (it asks for no frame). Partial
/// frames add to the current epoch; after `partialFramesPerEpoch` of them the next frame is
/// drawn whole, so what a screen that never changes keeps is bounded.
@MainActor
final class DrawObservation {
    /// Partial frames an epoch may take before the next frame is drawn whole.
    static let partialFramesPerEpoch = 64

    /// The value every tracking of one epoch reads; bumped to drop them all.
    @Observable
    final class EpochToken {
        var generation = 0
    }

    private var current = EpochToken()
    private var partialFrames = 0
    /// Set while retired trackings report the bump: their callbacks ask for nothing.
    private final class Flag: Sendable {
        let isSet = Mutex(false)
    }
    private let retiring = Flag()

    /// True when the next frame should be drawn whole to close the epoch.
    var wantsWholeFrame: Bool { partialFrames >= Self.partialFramesPerEpoch }

    /// Runs `draw` (which returns whether it drew the whole frame) observed; `changed` runs on
    /// whatever thread a model changed on, once, when something it read changes.
    func observe<Result>(_ draw: () -> (Result, whole: Bool), changed: @escaping @Sendable () -> Void) -> Result {
        let previous = current
        let next = EpochToken()
        let retiring = self.retiring
        var whole = false
        let result = withObservationTracking {
            let (result, drewWhole) = draw()
            whole = drewWhole
            // A whole frame starts the next epoch; a partial one joins the current.
            _ = (drewWhole ? next : previous).generation
            return result
        } onChange: {
            if !retiring.isSet.withLock({ $0 }) { changed() }
        }
        if whole {
            current = next
            partialFrames = 0
            retiring.isSet.withLock { $0 = true }
            previous.generation += 1
            retiring.isSet.withLock { $0 = false }
        } else {
            partialFrames += 1
        }
        return result
    }
}
