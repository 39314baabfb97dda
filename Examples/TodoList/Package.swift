// swift-tools-version: 6.0
import PackageDescription

// A program of its own that uses Tessera the way any package would: through its products.
let package = Package(
    name: "TodoList",
    platforms: [.macOS(.v14)],
    dependencies: [
        // The name makes `package: "Tessera"` work whatever the checkout's folder is called.
        .package(name: "Tessera", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
    ],
    targets: [
        // The README's one line for a program that starts quickly: its release build is one
        // static executable (the Swift runtime and Foundation inside, laid out in the order the
        // toolkit's programs run them); debug builds and tests stay as they are.
        .executableTarget(name: "TodoList", dependencies: [.product(name: "Tessera", package: "Tessera")],
                          swiftSettings: [.unsafeFlags(["-static-executable"], .when(platforms: [.linux], configuration: .release))], linkerSettings: [.unsafeFlags(["-static-executable"], .when(platforms: [.linux], configuration: .release))]),
        .testTarget(
            name: "TodoListTests",
            dependencies: ["TodoList", .product(name: "TesseraTesting", package: "Tessera"), .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
