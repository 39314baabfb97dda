import Testing
import TesseraTesting

// `.environment(object)` with an `@Observable` model and `@Environment(Model.self)`.

@Observable private final class Library {
    var count = 2
    var title = "Shelf"
}

private struct CountReader: View {
    @Environment(Library.self) private var library
    var body: some View { Text("Books: \(library.count)") }
}

private struct TitleReader: View {
    @Environment(Library.self) private var library
    var body: some View { Text("Title: \(library.title)") }
}

private struct Bystander: View {
    var body: some View { Text("Unrelated") }
}

private struct Shelf: View {
    var body: some View {
        VStack {
            CountReader()
            TitleReader()
            Bystander()
        }
    }
}

private struct MaybeReader: View {
    @Environment(Library.self) private var library: Library?
    var body: some View { Text(library.map { "Books: \($0.count)" } ?? "No library") }
}

private struct Editor: View {
    @Environment(Library.self) private var library
    var body: some View {
        @Bindable var library = library
        TextField("Title", text: $library.title)
    }
}

@MainActor
@Suite struct EnvironmentObservableTests {
    @Test func onlyTheViewsThatReadAPropertyEvaluateAgain() {
        let library = Library()
        let pilot = Pilot(Shelf().environment(library), size: Size(width: 30, height: 5))
        #expect(pilot.text.contains("Books: 2") && pilot.text.contains("Title: Shelf"))
        let before = pilot.host.evaluationCount
        library.count = 5
        #expect(pilot.text.contains("Books: 5"))
        #expect(pilot.host.evaluationCount - before == 1)
        library.title = "Attic"
        #expect(pilot.text.contains("Title: Attic"))
        #expect(pilot.host.evaluationCount - before == 2)
    }

    @Test func theOptionalFormIsNilWithoutAnAncestor() {
        let library = Library()
        #expect(Pilot(MaybeReader(), size: Size(width: 20, height: 3)).text.contains("No library"))
        let pilot = Pilot(MaybeReader().environment(library), size: Size(width: 20, height: 3))
        library.count = 7
        #expect(pilot.text.contains("Books: 7"))
        let removed = Pilot(MaybeReader().environment(Library?.none).environment(library), size: Size(width: 20, height: 3))
        #expect(removed.text.contains("No library"))
    }

    @Test func aBindableMadeFromTheEnvironmentEditsTheModel() {
        let library = Library()
        let pilot = Pilot(Editor().environment(library), size: Size(width: 30, height: 3))
        pilot.type("!")
        #expect(library.title == "Shelf!")
    }

    @Test func aMissingObjectStopsWithItsTypeNamed() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = Pilot(CountReader(), size: Size(width: 20, height: 3)) }
        }.map { result in
            let message = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(message.contains("@Environment(Library.self)"))
        }
    }
}
