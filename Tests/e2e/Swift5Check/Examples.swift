// Written as SwiftUI code in the Swift 5 language mode writes it: views made outside the main
// actor (a global list built with a view builder, an enum handing out erased shapes, a model
// holding pictures). Type-checked by Tests/e2e/swift5.sh; never built into the package.
import Tessera

struct Greeting: View {
    var name: String
    var body: some View { Text("Hello, \(name)") }
}

struct Example {
    let title: String
    let view: AnyView
    init<Content: View>(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.view = AnyView(content())
    }
}

let examples = [
    Example("Greeting") { Greeting(name: "there") },
    Example("Words") { Text("One") },
]

enum Badge {
    case square, round
    var shape: AnyView {
        switch self {
        case .square: return AnyView(Rectangle())
        case .round: return AnyView(Circle().fill(.red))
        }
    }
}

struct Sticker {
    let name: String
    let image: Image
    static let samples = [Sticker(name: "Leaf", image: Image("leaf")), Sticker(name: "Star", image: Image(systemName: "star"))]
}

class Store {
    func label(for sticker: Sticker) -> some View { Label(sticker.name, systemImage: "star").padding() }
}
