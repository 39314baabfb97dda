// swift-tools-version: 6.0
import PackageDescription

// The TodoList example (its sources, linked here) with the one setting the README offers for a
// program that starts quickly: one static executable, built with a plain `swift build -c release`.
// `make bench-startup` measures it beside the example as it is.
let package = Package(
    name: "StaticTodoList",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Tessera", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "TodoList",
            dependencies: [.product(name: "Tessera", package: "Tessera")],
            swiftSettings: [.unsafeFlags(["-static-executable"], .when(configuration: .release))],
            linkerSettings: [.unsafeFlags(["-static-executable"], .when(configuration: .release))]
        ),
    ],
    swiftLanguageModes: [.v6]
)
