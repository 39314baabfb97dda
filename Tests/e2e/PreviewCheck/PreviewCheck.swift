import Tessera

/// A program with previews, for Tests/e2e/previews.sh: providers with one and two named
/// previews, one nested in an enum and one file-private, found by `--list-previews` without
/// being registered anywhere.
@main
struct PreviewCheckApp: App {
    var body: some Scene {
        WindowGroup("Preview check") { Text("The program itself") }
    }
}

struct Badge: View {
    let count: Int
    var body: some View { Text(count == 0 ? "Badge: nothing new" : "Badge: \(count) new").bold() }
}

struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Badge(count: 3).previewDisplayName("Three")
        Badge(count: 0).previewDisplayName("None")
    }
}

enum Screens {
    struct Greeting_Previews: PreviewProvider {
        static var previews: some View {
            VStack {
                Text("Hello from a preview")
                Button("Wave") {}
            }
            .previewLayout(.sizeThatFits)
        }
    }
}

/// Reports its progress outside the window (Tests/e2e/protocols.py checks the OSC 9;4 bytes).
struct Upload_Previews: PreviewProvider {
    static var previews: some View {
        ProgressView("Uploading", value: 0.4).taskProgress()
    }
}

private struct Hidden_Previews: PreviewProvider {
    static var previews: some View { Text("A file-private preview") }
}
