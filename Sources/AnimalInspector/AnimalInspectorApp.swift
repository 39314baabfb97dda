import Foundation
import Tessera

/// How the Animal Inspector starts: where its data is, how many synthetic rows, where state goes.
public struct AnimalConfiguration {
    /// A directory holding `animals.json` (`--data`); nil uses `TESSERA_RESOURCES` when set,
    /// else the shipped data built into the program.
    public var dataDirectory: URL?
    /// `--rows N`: N generated animals instead of the data file.
    public var syntheticRows: Int?
    /// Where edits and the inspector width are kept.
    public var stateStore: StateStore

    public init(dataDirectory: URL? = nil, syntheticRows: Int? = nil, stateStore: StateStore) {
        self.dataDirectory = dataDirectory; self.syntheticRows = syntheticRows; self.stateStore = stateStore
    }
}

/// The Animal Inspector: a table of animals, an inspector to edit them, a Nibble Bulletin.
public enum AnimalInspectorApp {
    /// The app's root view; throws `AnimalDataError` for a missing or malformed data file.
    @MainActor public static func makeRoot(configuration: AnimalConfiguration) throws -> some View {
        let records: [AnimalRecord]
        if let rows = configuration.syntheticRows {
            guard rows >= 0 else { throw DataFileError(path: "--rows", "expected 0 or more, found \(rows)") }
            records = []
        } else {
            records = try AnimalData.load(from: ResourceLocator.source(directory: configuration.dataDirectory, builtIn: ShippedData.files))
        }
        let store = AnimalStore(records: records, synthetic: configuration.syntheticRows, stateStore: configuration.stateStore)
        return AnimalScreen(store: store)
            .environment(\.stateStore, configuration.stateStore)
    }
}
