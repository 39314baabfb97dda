// swift-tools-version: 6.0
import PackageDescription

// A program of its own that uses Tessera the way any package would: through its products.
let package = Package(
    name: "SettingsForm",
    platforms: [.macOS(.v14)],
    dependencies: [
        // The name makes `package: "Tessera"` work whatever the checkout's folder is called.
        .package(name: "Tessera", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
    ],
    targets: [
        .executableTarget(name: "SettingsForm", dependencies: [.product(name: "Tessera", package: "Tessera")]),
        .testTarget(
            name: "SettingsFormTests",
            dependencies: ["SettingsForm", .product(name: "TesseraTesting", package: "Tessera"), .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
