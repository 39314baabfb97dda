import Foundation
import Tessera

/// A program for `Tests/e2e/runloop.py`: on its first frame it prints to standard output and
/// standard error, and starts each kind of deferred work a program may use (two Foundation
/// timers, `DispatchQueue.main.asyncAfter`, `Task.sleep`); the screen says which have fired.
@main
struct RunLoopCheck: App {
    var body: some Scene {
        WindowGroup { CheckScreen() }
    }
}


struct CheckScreen: View {
    @State private var fired: [String] = []

    var body: some View {
        VStack(alignment: .leading) {
            Text("Deferred work fired: \(fired.count) of 4")
            ForEach(fired, id: \.self) { name in Text("fired: \(name)") }
            Text("q quits")
        }
        .onAppear {
            print("printed to standard output during the run")
            FileHandle.standardError.write(Data("written to standard error during the run\n".utf8))
            let note: @Sendable (String) -> Void = { name in
                Task { @MainActor in fired.append(name) }
            }
            _ = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: false) { _ in note("Timer.scheduledTimer") }
            RunLoop.main.add(Timer(timeInterval: 0.08, repeats: false) { _ in note("Timer added to RunLoop.main") }, forMode: .common)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { note("DispatchQueue.main.asyncAfter") }
        }
        .task {
            try? await Task.sleep(for: .milliseconds(50))
            fired.append("Task.sleep")
        }
    }
}
