// What a SwiftUI file expects to have with its one import: `@Observable`, `@ObservationIgnored`
// and `withObservationTracking` come with `import Tessera`, as they come with `import SwiftUI`.
// Foundation is not re-exported: its `KeyPathComparator` and `SortOrder` would clash with the
// table's own (see docs/SWIFTUI-DIFFERENCES.md); a file that needs `Date` or `UUID` imports it.
@_exported import Observation
