/// The alerts SwiftUI shows for a value: `presenting:` hands the value to the actions and the
/// message, `error:` titles the alert with a `LocalizedError`'s description.

extension View {
    /// An alert while `isPresented` is true and `data` is not nil, its actions and message made
    /// from `data`. A nil `data` shows nothing.
    public func alert<A: View, M: View, T>(_ title: String, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        presentingAlert(title: title, isPresented: isPresented, data: data, actions: actions, message: { Optional(AnyView(message($0))) })
    }

    /// An alert for `data` with no message.
    public func alert<A: View, T>(_ title: String, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        presentingAlert(title: title, isPresented: isPresented, data: data, actions: actions, message: { _ in nil })
    }

    /// An alert for `error` while `isPresented` is true: titled with its `errorDescription`, its
    /// `failureReason` and `recoverySuggestion` as the message, and an OK button when `actions`
    /// is empty. A nil error shows nothing.
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View {
        let made = actions()
        return presentingAlert(title: Self.title(of: error), isPresented: isPresented, data: error, actions: { _ in made },
                               message: { Self.explanation(of: $0).map { AnyView(Text($0)) } })
    }

    /// An alert for `error` with actions and a message made from it.
    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
                                                          @ViewBuilder message: (E) -> M) -> some View {
        presentingAlert(title: Self.title(of: error), isPresented: isPresented, data: error, actions: actions,
                        message: { Optional(AnyView(message($0))) })
    }

    private static func title<E: LocalizedError>(of error: E?) -> String {
        error.map { $0.errorDescription ?? String(describing: $0) } ?? ""
    }

    private static func explanation<E: LocalizedError>(of error: E) -> String? {
        let parts = [error.failureReason, error.recoverySuggestion].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    private func presentingAlert<T, A: View>(title: String, isPresented: Binding<Bool>, data: T?, actions: (T) -> A,
                                             message: (T) -> AnyView?) -> some View {
        // Shown only with a value: a true flag and no value is no alert, and dismissing the
        // alert sets the flag back as the plain alert does.
        let shown = Binding<Bool>(get: { data != nil && isPresented.wrappedValue }, set: { isPresented.wrappedValue = $0 })
        let made = data.map { (actions: A.self == EmptyView.self ? nil : AnyView(actions($0)), message: message($0)) }
        return modalDialog(title: title, showsTitle: true, isPresented: shown, actions: made?.actions ?? nil,
                           message: made?.message ?? nil, stacked: false)
    }
}
