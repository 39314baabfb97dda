import Foundation

/// What a status line says about a state store: a save that failed, for as long as saves
/// fail (they are retried), else the latest notice from loading or merging (a value that did
/// not decode and where it was kept, another instance's changes merged) until a key is
/// pressed once it has been shown for `noticeTime` (a key typed just after it appeared does
/// not take it away unread).
///
/// A `ViewHost` shows them through `showMessages(of:)`; a program that draws its own footer
/// keeps one of these, calls `keyPressed()` on each key and draws `text` before its keys:
///
/// ```swift
/// messages = StateStoreMessages(store: store) { screen.setNeedsFrame() }
/// ```
@MainActor public final class StateStoreMessages {
    private let store: StateStore
    private let changed: @MainActor () -> Void
    private var noticeShownAt: Date?
    /// The failed save's one line ("Could not save health.json: No space left on device").
    public private(set) var saveError: String?
    /// The latest notice, until a key after `noticeTime`.
    public private(set) var notice: String?
    /// How long a notice stays however many keys are pressed.
    public static let noticeTime: TimeInterval = 3

    /// Follows `store`, calling `changed` when what to show changes.
    public init(store: StateStore, changed: @escaping @MainActor () -> Void) {
        self.store = store
        self.changed = changed
        store.watchMessages(owner: self) { [weak self] in self?.update() }
        update()
    }

    private func update() {
        saveError = store.saveError
        if let fresh = store.takeNotice() {
            notice = fresh
            noticeShownAt = store.clock.now
        }
        changed()
    }

    /// A key was pressed: a notice shown for `noticeTime` has been seen.
    public func keyPressed() {
        guard notice != nil, let shown = noticeShownAt, store.clock.now.timeIntervalSince(shown) >= Self.noticeTime else { return }
        notice = nil
        changed()
    }

    /// The one line to show, sanitised: the failed save first, else the notice; nil for none.
    public var text: String? { (saveError ?? notice).map { Sanitizer.sanitize($0) } }
}

extension ViewHost {
    /// Shows `store`'s messages in the footer, before the keys that fit after them
    /// (`persistentStatusMessage`): a failed save for as long as it lasts, a notice until a key
    /// once it has been shown for a few seconds (see `StateStoreMessages`).
    public func showMessages(of store: StateStore) {
        storeMessages = StateStoreMessages(store: store) { [weak self] in
            guard let self else { return }
            self.persistentStatusMessage = self.storeMessages?.text
        }
        persistentStatusMessage = storeMessages?.text
    }
}
