import Foundation
import Tessera

/// What the Vacation Planner needs to start.
public struct VacationConfiguration {
    /// Where `destinations.json` and `photos/` are; nil for the shipped resources.
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
    @MainActor
    public static func makeRoot(configuration: VacationConfiguration) throws -> some View {
        guard let directory = configuration.dataDirectory ?? ResourceLocator.resourcesDirectory() else {
            throw DataFileError(path: "destinations.json", "cannot find the shipped Resources directory (set TESSERA_RESOURCES or pass --data DIR)")
        }
        let data = try VacationData.load(from: directory)
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
