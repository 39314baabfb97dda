// What a SwiftUI file expects to have with its one import: Foundation (`Date`, `UUID`, `URL`,
// `Calendar`, `CGFloat`, the formatters, and the `KeyPathComparator` and `SortOrder` a `Table`
// sorts by), and `@Observable`, `@ObservationIgnored` and `withObservationTracking`, all come
// with `import Tessera`, as they come with `import SwiftUI`.
@_exported import Foundation
@_exported import Observation
