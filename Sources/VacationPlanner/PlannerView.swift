import Foundation
import Tessera
import UserNotifications

/// What the detail stack can push.
struct BookingRoute: Hashable { var destinationID: String }

/// Signed in: destinations in a split view (sidebar list, detail), booked trips under the
/// list, and a booking form pushed on the detail's stack.
struct PlannerView: View {
    let data: VacationData
    let store: StateStore
    let account: String
    let signOut: @MainActor () -> Void
    @State private var selection: String?
    @State private var trips: [Trip]
    @State private var detailPath: [BookingRoute] = []
    @State private var tripToDelete: Trip?
    @State private var confirmingDelete = false
    @State private var confirmingSignOut = false
    @FocusState private var focusedTrip: String?
    /// The destinations take the focus when the planner appears, as SwiftUI's default focus
    /// gives it to the first control: Up and Down work at once after signing in.
    @FocusState private var destinationsFocused: Bool?

    init(data: VacationData, store: StateStore, account: String, signOut: @escaping @MainActor () -> Void) {
        self.data = data; self.store = store; self.account = account; self.signOut = signOut
        _selection = State(initialValue: data.destinations.first?.id)
        _trips = State(initialValue: store.elements(Trip.self, forKey: "trips") ?? [])
    }

    private var selected: Destination? { data.destinations.first { $0.id == selection } }

    var body: some View {
        NavigationSplitView {
            sidebar
                .navigationTitle("Destinations")
                .navigationSplitViewColumnWidth(min: 24, ideal: 30, max: 36)
        } detail: {
            NavigationStack(path: $detailPath) {
                detail
                    .navigationDestination(for: BookingRoute.self) { route in
                        BookingForm(destination: data.destinations.first { $0.id == route.destinationID } ?? data.destinations[0],
                                    book: book)
                    }
            }
        }
        .onChange(of: selection) { _, _ in detailPath = [] }
        .alert("Cancel this trip?", isPresented: $confirmingDelete) {
            Button("Cancel Trip", role: .destructive) { deleteTrip() }
            Button("Keep", role: .cancel) {}
        } message: {
            Text(tripToDelete.map { "\($0.destinationName), \($0.start) to \($0.end)" } ?? "")
        }
        .confirmationDialog("Sign out of \(account)?", isPresented: $confirmingSignOut) {
            Button("Sign Out", role: .destructive, action: signOut)
            Button("Stay Signed In", role: .cancel) {}
        } message: {
            Text("Your trips stay booked.")
        }
    }

    /// The account, the destinations and the trips scroll (a long list of trips scrolls to the
    /// one focused, and shows a scroll bar); Sign Out stays at the foot, always in reach.
    private var sidebar: some View {
        VStack(alignment: .leading, spacing: 0) {
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    Text(account).dim().lineLimit(1).padding(.bottom, 1)
                    Text("DESTINATIONS").bold()
                    SelectionList(data.destinations, selection: $selection) { destination in
                        Text(destination.name).lineLimit(1)
                    }
                    .frame(height: data.destinations.count)
                    .focused($destinationsFocused, equals: true)
                    .defaultFocus($destinationsFocused, true)
                    .padding(.bottom, 1)
                    Text("TRIPS").bold()
                    if trips.isEmpty {
                        Text("No trips yet").dim()
                    }
                    ForEach(trips) { trip in
                        Button {
                            tripToDelete = trip
                            confirmingDelete = true
                        } label: {
                            Text("✈ \(trip.start) \(trip.destinationName)").lineLimit(1)
                        }
                        .buttonStyle(.plain)
                        .focused($focusedTrip, equals: trip.id)
                        Text("  " + Self.details(of: trip)).dim().lineLimit(1)
                    }
                }
                .padding(.leading, 1)
                .frame(maxWidth: .infinity, alignment: .topLeading)
            }
            Button("Sign Out…") { confirmingSignOut = true }
                .padding(.horizontal, 1)
        }
    }

    @ViewBuilder private var detail: some View {
        if let destination = selected {
            ScrollView {
                VStack(alignment: .leading, spacing: 1) {
                    Text("\(destination.country) · Best season: \(destination.bestSeason)").dim()
                    // The screen's main action looks like every main action: prominent.
                    NavigationLink("Book Trip", value: BookingRoute(destinationID: destination.id))
                        .buttonStyle(.borderedProminent)
                    Text(destination.summary)
                    if let address = destination.url, let url = URL(string: address) {
                        Link("Read more about \(destination.name)", destination: url)
                    }
                    DestinationPhoto(data: data, destination: destination)
                }
                .padding(.horizontal, 1)
                .frame(maxWidth: .infinity, alignment: .topLeading)
            }
            .navigationTitle(destination.name)
        } else {
            Text("Choose a destination").dim()
        }
    }

    /// "2 travellers · Window seat": what was booked besides the place and the date.
    static func details(of trip: Trip) -> String {
        let travellers = trip.travellers == 1 ? "1 traveller" : "\(trip.travellers) travellers"
        return ([travellers] + (trip.notes.isEmpty ? [] : [trip.notes])).joined(separator: " · ")
    }

    private func book(_ trip: Trip) {
        trips.append(trip)
        trips.sort { ($0.start, $0.destinationName) < ($1.start, $1.destinationName) }
        store.set(trips, forKey: "trips")
        detailPath = []
        focusedTrip = trip.id
        Self.announceBooking(of: trip)
    }

    /// "Trip booked": a notification outside the window where the terminal shows one (the
    /// traveller may be in another tab by then), else a banner over the planner.
    static func announceBooking(of trip: Trip) {
        let content = UNMutableNotificationContent()
        content.title = "Trip booked: \(trip.destinationName)"
        content.body = "\(trip.start) to \(trip.end) · " + details(of: trip)
        UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "trip-\(trip.id)", content: content, trigger: nil))
    }

    private func deleteTrip() {
        guard let trip = tripToDelete else { return }
        trips.removeAll { $0.id == trip.id }
        store.set(trips, forKey: "trips")
        tripToDelete = nil
    }
}

/// The booking form: dates, travellers, notes. Submitting validates and books. Esc goes back
/// at once while nothing is typed; with something typed, Esc in a field leaves the field for
/// the Book Trip button, and Esc there asks before leaving (the default keeps the form).
struct BookingForm: View {
    enum Field: Hashable { case start, end, notes, book }

    let destination: Destination
    let book: @MainActor (Trip) -> Void
    @State private var start = ""
    @State private var end = ""
    @State private var travellers = 2
    @State private var notes = ""
    @State private var problem: String?
    @State private var confirmingDiscard = false
    @FocusState private var focusedField: Field?
    @Environment(\.dismiss) private var dismiss

    /// Something the user typed or chose that leaving would throw away.
    private var hasChanges: Bool { !start.isEmpty || !end.isEmpty || !notes.isEmpty || travellers != 2 }

    var body: some View {
        Form {
            Section("Dates") {
                LabeledContent("Start") {
                    TextField("Start", text: $start, prompt: "YYYY-MM-DD").focused($focusedField, equals: .start)
                }
                LabeledContent("End") {
                    TextField("End", text: $end, prompt: "YYYY-MM-DD").focused($focusedField, equals: .end)
                }
            }
            Section("Travellers") {
                Picker("Travellers", selection: $travellers) {
                    ForEach(1..<13) { Text("\($0)").tag($0) }
                }
            }
            Section("Notes") {
                TextField("Notes", text: $notes).focused($focusedField, equals: .notes)
            }
            if let problem {
                Text("⚠ \(problem)").foregroundStyle(.red)
            }
            Button("Book Trip", action: submit).buttonStyle(.borderedProminent).focused($focusedField, equals: .book)
        }
        .onSubmit(submit)
        .onKeyPress(.escape) {
            // Nothing typed: nothing to lose, back at once.
            guard hasChanges else { return .ignored }
            if let field = focusedField, field != .book {
                focusedField = .book
            } else {
                confirmingDiscard = true
            }
            return .handled
        }
        .onKeyPress(.delete) {
            // Backspace outside the text fields goes back too: the same question first.
            guard hasChanges, focusedField == nil || focusedField == .book else { return .ignored }
            confirmingDiscard = true
            return .handled
        }
        .confirmationDialog("Discard this booking?", isPresented: $confirmingDiscard) {
            Button("Discard", role: .destructive) { dismiss() }
            Button("Keep Editing", role: .cancel) {}
        } message: {
            Text("The dates and notes typed here are not kept.")
        }
        .navigationTitle("Book Trip")
    }

    private func submit() {
        if let issue = Validation.dateProblem(start: start, end: end) {
            problem = issue
            focusedField = Validation.isValidDate(start) ? .end : .start
            return
        }
        problem = nil
        book(Trip(id: UUID().uuidString, destinationID: destination.id, destinationName: destination.name,
                  start: start, end: end, travellers: travellers, notes: notes))
    }
}
