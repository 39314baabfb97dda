// swift-tools-version: 6.0
import PackageDescription

// `--serve ssh` and `--serve web`: the server is its own program in its own package, so NIO,
// NIOSSH and Hummingbird are fetched and built only by those who build it, never by a program
// that only depends on Tessera. An App execs `tessera-serve` (beside it or on PATH) when it
// sees `--serve`; build it with `make serve` or `swift build --package-path Serve`.
let package = Package(
    name: "TesseraServe",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "tessera-serve", targets: ["tessera-serve"]),
    ],
    dependencies: [
        .package(name: "Tessera", path: ".."),
        .package(url: "https://github.com/apple/swift-nio", exact: "2.101.3"),
        .package(url: "https://github.com/apple/swift-nio-ssh", exact: "0.15.1"),
        .package(url: "https://github.com/apple/swift-crypto", "3.0.0"..<"5.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", exact: "2.8.1"),
    ],
    targets: [
        // forkpty and exec, which a process with threads must do in C.
        .target(name: "CTesseraServe", linkerSettings: [.linkedLibrary("util")]),
        .executableTarget(name: "tessera-serve", dependencies: [
            .product(name: "Tessera", package: "Tessera"),
            "CTesseraServe",
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
            .product(name: "NIOSSH", package: "swift-nio-ssh"),
            .product(name: "Crypto", package: "swift-crypto"),
            .product(name: "_CryptoExtras", package: "swift-crypto"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdCore", package: "hummingbird"),
            .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
