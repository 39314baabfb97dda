import Combine
import Foundation
import Testing
import Tessera
import TesseraTesting

/// A model that saves itself whenever any of three properties changes, as BookClub's
/// navigation model does.
private final class Navigation: ObservableObject {
    @Published var category: String? = "all"
    @Published var book: Int? = nil
    @Published var visible = true
    @Published var saved: String?
    private var saves = 0

    init() {
        // As in SwiftUI, a @Published property publishes before it stores: a save made from
        // `self` sees the value before the change, and counts the changes here.
        Publishers.Merge3($category.map { _ in }, $book.map { _ in }, $visible.map { _ in })
            .compactMap { [weak self] in
                guard let self = self else { return nil }
                self.saves += 1
                return "save \(self.saves)"
            }
            .assign(to: &$saved)
    }
}

/// Saves a burst of changes once, after they stop, as SimpleScores' view model does.
private final class Scores: ObservableObject {
    @Published var items: [Int] = []
    private var subscription: AnyCancellable?
    var saves: [[Int]] = []

    init() {
        subscription = $items
            .dropFirst()
            .debounce(for: 0.05, scheduler: RunLoop.main)
            .sink { [weak self] in self?.saves.append($0) }
    }
}

@MainActor
@Suite struct CombineMergeTests {
    @Test func mergeSendsEveryUpstreamsValuesAndFinishesWhenAllHave() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>(), c = PassthroughSubject<Int, Never>()
        var got: [Int] = []
        var finished = false
        let token = Publishers.Merge3(a, b, c).sink(receiveCompletion: { _ in finished = true }, receiveValue: { got.append($0) })
        a.send(1); c.send(3); b.send(2); a.send(4)
        a.send(completion: .finished); b.send(completion: .finished)
        #expect(!finished)
        c.send(5)
        c.send(completion: .finished)
        #expect(got == [1, 3, 2, 4, 5])
        #expect(finished)
        var two: [String] = []
        let other = Just("x").merge(with: ["y", "z"].publisher).sink { two.append($0) }
        #expect(two == ["x", "y", "z"])
        var many: [Int] = []
        let all = Publishers.MergeMany([Just(1), Just(2)]).merge(with: Just(3)).sink { many.append($0) }
        #expect(many == [1, 2, 3])
        token.cancel(); other.cancel(); all.cancel()
    }

    @Test func aModelMergingItsPropertiesSavesOnEveryChange() {
        let model = Navigation()
        #expect(model.saved == "save 3")
        model.book = 7
        #expect(model.saved == "save 4")
        model.visible = false
        model.category = nil
        #expect(model.saved == "save 6")
    }

    @Test func debounceOnTheMainRunLoopSendsTheLastOfABurst() async {
        let model = Scores()
        model.items = [1]
        model.items = [1, 2]
        model.items = [1, 2, 3]
        for _ in 0..<500 where model.saves.isEmpty { try? await Task.sleep(for: .milliseconds(10)) }
        #expect(model.saves == [[1, 2, 3]])
    }
}
