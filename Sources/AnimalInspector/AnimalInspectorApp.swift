import Foundation
import Tessera

/// How the Animal Inspector starts: where its data is, how many synthetic rows, where state goes.
public struct AnimalConfiguration {
    /// A directory holding `animals.json`; nil uses the shipped data.
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
    @MainActor
    public static func makeRoot(configuration: AnimalConfiguration) throws -> some View {
        let records: [AnimalRecord]
        if let rows = configuration.syntheticRows {
            guard rows >= 0 else { throw DataFileError(path: "--rows", "expected 0 or more, found \(rows)") }
            records = []
        } else {
            guard let directory = configuration.dataDirectory ?? ResourceLocator.directory(containing: AnimalData.fileName) else {
                throw DataFileError(path: AnimalData.fileName, "cannot find the shipped Resources directory (set TESSERA_RESOURCES or pass --data DIR)")
            }
            records = try AnimalData.load(from: directory)
        }
        let store = AnimalStore(records: records, synthetic: configuration.syntheticRows, stateStore: configuration.stateStore)
        return AnimalScreen(store: store)
            .environment(\.stateStore, configuration.stateStore)
    }
}
