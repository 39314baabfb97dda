import Testing
@testable import Tessera
import TesseraTesting

private struct Form: View {
    @State var name = ""
    @State var showsAlert = false
    var body: some View {
        VStack {
            TextField("Name", text: $name)
            Button("Save") { showsAlert = true }
                .keyboardShortcut("s")
        }
        .alert("Saved", isPresented: $showsAlert) { Button("OK") {} }
    }
}

/// A view tree's nodes can outlive the host that ran them (a closure a model keeps, a node a
/// test holds): they must then see no host rather than a freed one.
@MainActor
@Suite struct HostLifetimeTests {
    @Test func nodesLetGoOfTheirHostWhenItGoes() {
        var host: ViewHost? = ViewHost(rootView: Form(), size: Size(width: 40, height: 10), clock: TestClock())
        weak let weakHost = host
        _ = host?.render(size: Size(width: 40, height: 10))
        host?.handle(.key(KeyPress(.character("s"))))
        _ = host?.render(size: Size(width: 40, height: 10))
        var kept: [Node] = []
        host?.root.forEachNode { kept.append($0) }
        for layer in host?.layers ?? LayerStack() { layer.content.forEachNode { kept.append($0) } }
        #expect(kept.count > 5, "the form and its alert were built")
        host = nil
        #expect(weakHost == nil, "nothing in the tree keeps its host alive")
        #expect(kept.allSatisfy { $0.host == nil }, "no node points at the freed host")
        // What a node does on its own afterwards is safe and does nothing.
        for node in kept {
            node.invalidate(.evaluate)
            node.invalidate([.measure, .place, .draw, .focus], rect: node.frame)
            _ = node.size(for: ProposedSize(width: 10, height: 1))
        }
    }
}
