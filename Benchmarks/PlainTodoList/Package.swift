// swift-tools-version: 6.0
import PackageDescription

// The TodoList example (its sources, linked here) without the one setting its Package.swift
// carries: built with a plain `swift build -c release`, as any package is, so the Swift runtime
// and Foundation are shared libraries. `make bench-startup` measures it beside the example.
let package = Package(
    name: "PlainTodoList",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Tessera", path: "../.."),
    ],
    targets: [
        .executableTarget(name: "TodoList", dependencies: [.product(name: "Tessera", package: "Tessera")]),
    ],
    swiftLanguageModes: [.v6]
)
