import Foundation
import Tessera

/// What the Vacation Planner needs to start.
public struct VacationConfiguration {
    /// Where `destinations.json` and `photos/` are (`--data`); nil: `TESSERA_RESOURCES` when
    /// set, else the shipped data built into the program.
    public var dataDirectory: URL?
    /// Where booked trips are kept between launches.
    public var stateStore: StateStore

    public init(dataDirectory: URL? = nil, stateStore: StateStore) {
        self.dataDirectory = dataDirectory
        self.stateStore = stateStore
    }
}

/// The Vacation Planner: sign in (focus story from the Focus talk), browse photos,
/// destinations in a split view, and book trips kept across launches.
public enum VacationPlannerApp {
    /// Loads the data and builds the app's root view; throws `VacationDataError` with a
    /// one-line reason when the data cannot be read.
    @MainActor public static func makeRoot(configuration: VacationConfiguration) throws -> some View {
        let data = try VacationData.load(from: ResourceLocator.source(directory: configuration.dataDirectory, builtIn: ShippedData.files))
        return VacationRootView(data: data, store: configuration.stateStore)
            .environment(\.stateStore, configuration.stateStore)
    }
}

/// Signed out: the sign-in screen; signed in: the planner.
struct VacationRootView: View {
    let data: VacationData
    let store: StateStore
    @State private var account: String?

    var body: some View {
        if let account {
            PlannerView(data: data, store: store, account: account, signOut: { self.account = nil })
        } else {
            SignInView(data: data, signIn: { account = $0 })
        }
    }
}
