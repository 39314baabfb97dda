import Tessera

// The navigation article ("SwiftUI 4.0's new navigation system"), its code as shown: links that
// only declare a value, destinations per type, and a path kept by a router object
// (`ObservableObject` with a `@Published` path) that a `.task`, buttons deep in the stack and
// the links all change — once as a `NavigationPath`, once as `[Int]`.
//
// Nothing here is changed for the terminal. Three slips in the article's listings are corrected
// as SwiftUI itself would require: `case subView1,` (a comma after a case), the misspelt
// `.navigtionDestination`, and `NavigationLink("SubView2", destination: Target.subView2)`, a
// value passed as a destination, written `value:`. The article's first listing builds a
// `NavigationStack` without `path:`, so its `.task` could not navigate; the stack is bound here.

enum Target: Hashable {
    case subView1
    case subView2
}

class PathManager: ObservableObject {
    @Published var path = NavigationPath()
}

struct RouterContentView: View {
    @StateObject var pathManager = PathManager()

    var body: some View {
        NavigationStack(path: $pathManager.path) {
            List {
                NavigationLink("SubView1", value: Target.subView1)
                NavigationLink("SubView2", value: Target.subView2)
                NavigationLink("SubView3", value: 3)
                NavigationLink("SubView4", value: 4)
            }
            .navigationDestination(for: Target.self) { target in
                switch target {
                case .subView1:
                    SubView1()
                case .subView2:
                    SubView2()
                }
            }
            .navigationDestination(for: Int.self) { target in
                switch target {
                case 3:
                    SubView3()
                case 4:
                    SubView4()
                default:
                    EmptyView()
                }
            }
        }
        .environmentObject(pathManager)
        .task {
            // root → SubView3 → SubView1 → SubView2
            pathManager.path.append(3)
            pathManager.path.append(Target.subView1)
            pathManager.path.append(Target.subView2)
        }
    }
}

struct SubView1: View {
    @EnvironmentObject var pathManager: PathManager

    var body: some View {
        List {
            NavigationLink("SubView2", value: Target.subView2)
            NavigationLink("subView3", value: 3)
            Button("go to SubView3") {
                pathManager.path.append(3)
            }
            Button("返回根视图") {
                pathManager.path.removeLast(pathManager.path.count)
            }
            Button("返回上层视图") {
                pathManager.path.removeLast()
            }
        }
        .navigationTitle("SubView1")
    }
}

struct SubView2: View {
    var body: some View { Text("This is SubView2").navigationTitle("SubView2") }
}

struct SubView3: View {
    var body: some View { Text("This is SubView3").navigationTitle("SubView3") }
}

struct SubView4: View {
    var body: some View { Text("This is SubView4").navigationTitle("SubView4") }
}

class IntPathManager: ObservableObject {
    @Published var path: [Int] = []
}

struct IntRouterContentView: View {
    @StateObject var pathManager = IntPathManager()

    var body: some View {
        NavigationStack(path: $pathManager.path) {
            List {
                NavigationLink("SubView1", value: 1)
                NavigationLink("SubView3", value: 3)
                NavigationLink("SubView4", value: 4)
            }
            .navigationDestination(for: Int.self) { target in
                switch target {
                case 1:
                    IntSubView1()
                case 3:
                    SubView3()
                default:
                    SubView4()
                }
            }
        }
        .environmentObject(pathManager)
        .task {
            pathManager.path = [3, 4]
        }
    }
}

struct IntSubView1: View {
    @EnvironmentObject var pathManager: IntPathManager

    var body: some View {
        List {
            NavigationLink("subView3", value: 3)
            Button("go to SubView3") {
                pathManager.path.append(3)
            }
            Button("返回根视图") {
                pathManager.path.removeAll()
            }
            Button("返回上层视图") {
                if pathManager.path.count > 0 {
                    pathManager.path.removeLast()
                }
            }
            Button("响应 Deep Link,重置 Path Stack ") {
                pathManager.path = [3, 1, 1]
            }
        }
        .navigationTitle("SubView1")
    }
}
