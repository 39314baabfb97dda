import Foundation
import Tessera

// The SwiftUI-in-UIKit talk ("Use SwiftUI with UIKit"), its code as shown: a heart-rate view in
// a hosting controller that sizes itself to its content, fed by an `ObservableObject` the UIKit
// side owns; cells whose content is a `HostingConfiguration` (margins, a background colour); and
// an editable medical condition whose text field writes back to its `@Published` property.
//
// Changed for the terminal (docs/SWIFTUI-DIFFERENCES.md, "List, charts, hosting"):
// - `UIHostingController` / `UIHostingConfiguration` are `HostingController` /
//   `HostingConfiguration`; the view controller is a plain class owning a `Window`, and cells are
//   `CollectionCell`s the program lays out itself (there is no collection view).
// - Margins are in cells: `.margins(.horizontal, 2)` for the talk's 20 points.
// - The pink `Chart` line with circle symbols is a `Chart` with a `LineMark` and `PointMark`s
//   (no `.symbol(Circle())`).

class HeartData: ObservableObject {
    @Published var beatsPerMinute: Int
    @Published var samples: [HeartRateSample]

    init(beatsPerMinute: Int) {
        self.beatsPerMinute = beatsPerMinute
        self.samples = [HeartRateSample(minute: 0, bpm: beatsPerMinute)]
    }
}

struct HeartRateSample: Identifiable {
    var id: Int { minute }
    var minute: Int
    var bpm: Int
}

struct HeartRateTitleView: View {
    var body: some View {
        Label("Heart Rate", systemImage: "heart.fill").foregroundStyle(.pink)
    }
}

struct HeartRateView: View {
    @ObservedObject var data: HeartData

    var body: some View {
        VStack(alignment: .leading) {
            HeartRateTitleView()
            Text("\(data.beatsPerMinute) BPM").bold()
        }
    }
}

/// The UIKit view controller of the talk, holding the data and the hosting controller.
@MainActor
final class HeartRateViewController {
    let heartData: HeartData
    let hostingController: HostingController<HeartRateView>

    init(heartData: HeartData, clock: any RunClock) {
        self.heartData = heartData
        hostingController = HostingController(rootView: HeartRateView(data: heartData), clock: clock,
                                              frame: Rect(x: 0, y: 0, width: 1, height: 1))
        hostingController.sizingOptions = .preferredContentSize
    }

    /// New data from elsewhere in the program.
    func receiveHeartRate(_ bpm: Int) {
        heartData.beatsPerMinute = bpm
        heartData.samples.append(HeartRateSample(minute: heartData.samples.count, bpm: bpm))
    }
}

struct HeartRateChartView: View {
    @ObservedObject var data: HeartData

    var body: some View {
        HStack {
            Chart(data.samples) { sample in
                LineMark(x: .value("Minute", sample.minute), y: .value("BPM", sample.bpm))
                    .foregroundStyle(.pink)
                PointMark(x: .value("Minute", sample.minute), y: .value("BPM", sample.bpm))
                    .foregroundStyle(.pink)
            }
            .frame(width: 16, height: 4)
            Text("\(data.beatsPerMinute) BPM")
        }
    }
}

class MedicalCondition: Identifiable, ObservableObject {
    let id = UUID()
    @Published var text: String

    init(text: String) { self.text = text }
}

struct MedicalConditionView: View {
    @ObservedObject var condition: MedicalCondition

    var body: some View {
        TextField("Condition", text: $condition.text)
    }
}

/// The cells of the talk's collection view, configured with SwiftUI content.
@MainActor
func configureConditionCell(_ cell: CollectionCell, condition: MedicalCondition) {
    cell.contentConfiguration = HostingConfiguration {
        MedicalConditionView(condition: condition)
    }
    .margins(.horizontal, 2)
    .background(.blue)
}
