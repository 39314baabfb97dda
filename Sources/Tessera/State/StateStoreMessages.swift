import Foundation

/// What a status line says about a state store: a save that failed, for as long as saves
/// fail (they are retried), and the latest notice from loading or merging (a value that did
/// not decode and where it was kept, another instance's changes merged) until the next key.
///
/// A `ViewHost` shows them through `showMessages(of:)`; a program that draws its own footer
/// keeps one of these and draws `text` before its keys:
///
/// ```swift
/// messages = StateStoreMessages(store: store) { screen.setNeedsFrame() }
/// ```
@MainActor
public final class StateStoreMessages {
    private let store: StateStore
    private let changed: @MainActor () -> Void
    /// The failed save's one line ("Could not save health.json: No space left on device").
    public private(set) var saveError: String?
    /// The latest notice, until `keyPressed()`.
    public private(set) var notice: String?

    /// Follows `store`, calling `changed` when what to show changes.
    public init(store: StateStore, changed: @escaping @MainActor () -> Void) {
        self.store = store
        self.changed = changed
        store.watchMessages(owner: self) { [weak self] in self?.update() }
        update()
    }

    private func update() {
        saveError = store.saveError
        if let fresh = store.takeNotice() { notice = fresh }
        changed()
    }

    /// A key was pressed: the notice has been seen.
    public func keyPressed() {
        guard notice != nil else { return }
        notice = nil
        changed()
    }

    /// The one line to show, sanitised: the failed save first, else the notice; nil for none.
    public var text: String? { (saveError ?? notice).map { Sanitizer.sanitize($0) } }
}

extension ViewHost {
    /// Shows `store`'s messages in the footer: a failed save stays before the keys for as
    /// long as it lasts (`persistentStatusMessage`); a notice shows until the next key
    /// (`statusMessage`).
    public func showMessages(of store: StateStore) {
        let messages = StateStoreMessages(store: store) { [weak self] in self?.setNeedsFrame() }
        storeMessages = messages
        store.watchMessages(owner: messages) { [weak self, weak messages] in
            guard let self, let messages else { return }
            self.persistentStatusMessage = messages.saveError
            if let notice = messages.notice {
                self.statusMessage = notice
                messages.keyPressed()
            }
        }
        persistentStatusMessage = messages.saveError
        if let notice = messages.notice {
            statusMessage = notice
            messages.keyPressed()
        }
    }
}
