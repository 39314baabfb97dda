// swift-tools-version: 6.2
import PackageDescription

// Concrete generic types in the toolkit's code (a stack's `[(Node, Size)]`, a view's
// `VStack<TupleView<…>>`) are made by calling their metadata accessors, not by demangling their
// names, which checks each generic requirement by searching every conformance record the
// program loaded (6 of the 56 million instructions of a user's `--snapshot`; DECISIONS, "Every
// program"). A package others depend on by version may carry such a flag from tools version 6.2.
//
// On Linux each function also gets a section of its own, so that the link below can place the
// functions a program runs at start side by side (DECISIONS, "The link order reaches every
// program").
let toolkitSwiftSettings: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release)),
    .unsafeFlags(["-Xfrontend", "-function-sections"], .when(platforms: [.linux], configuration: .release)),
]

// Every program that links the toolkit is linked, in release on Linux, by the toolchain's lld in
// the order recorded from the programs this package ships (scripts/link-order.txt, `make
// link-order`): the kernel maps code in 64 KB runs around each page touched, so the runtime's,
// Foundation's and the toolkit's code that runs at start costs about its own size rather than
// most of the binary. A linker setting of a library target reaches the link of every executable
// that depends on it; the file is named by its absolute path in this checkout, wherever that is.
// Names a program does not have are skipped without a warning.
let toolkitLinkerSettings: [LinkerSetting] = [
    .unsafeFlags(["-use-ld=lld",
                  "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/scripts/link-order.txt",
                  "-Xlinker", "--no-warn-symbol-ordering"],
                 .when(platforms: [.linux], configuration: .release)),
]

let package = Package(
    name: "Tessera",
    platforms: [.macOS(.v14)],
    products: [
        // The product links the terminal driver too, so `@main struct MyApp: App` with
        // `import Tessera` runs in the terminal; the Tessera target itself stays headless.
        .library(name: "Tessera", targets: ["Tessera", "TesseraNCurses", "CNCursesW", "CSwiftConformances"]),
        .library(name: "TesseraNCurses", targets: ["TesseraNCurses"]),
        .library(name: "TesseraTesting", targets: ["TesseraTesting"]),
        .executable(name: "tessera", targets: ["tessera"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
        // `make docs-api`: the DocC catalogs in Sources/Tessera and Sources/TesseraTesting.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"),
    ],
    targets: [
        .target(
            name: "CNCursesW",
            // tinfo is named for static links (a program's `-static-executable`, see the README's
            // performance section), which do not follow ncursesw's own dependencies.
            linkerSettings: [.linkedLibrary("ncursesw"), .linkedLibrary("tinfo")]
        ),
        // The executable's Swift conformance records, read for `--list-previews` and `--preview`.
        .target(name: "CSwiftConformances"),
        // PNG and JPEG decoding for pictures, through Debian's libpng and libjpeg-turbo.
        .target(
            name: "CTesseraImage",
            // zlib and libm are named for static links (`make release`), which do not follow libpng's own dependencies.
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("jpeg"), .linkedLibrary("z"), .linkedLibrary("m")]
        ),
        .target(name: "Tessera", dependencies: ["CSwiftConformances", "CTesseraImage"],
                swiftSettings: toolkitSwiftSettings, linkerSettings: toolkitLinkerSettings),
        // What any terminal transport reuses, without ncurses: the input decoder, the ANSI frame writer.
        .target(name: "TesseraTerminal", dependencies: ["Tessera"], swiftSettings: toolkitSwiftSettings),
        .target(name: "TesseraNCurses", dependencies: ["Tessera", "TesseraTerminal", "CNCursesW"], swiftSettings: toolkitSwiftSettings),
        // Tests/e2e/runloop.py: timers and printing during a live run.
        .executableTarget(name: "run-loop-check", dependencies: ["Tessera", "TesseraNCurses"], path: "Tests/e2e/RunLoopCheck"),
        // Tests/e2e/previews.sh: --list-previews and --preview on a program with previews.
        .executableTarget(name: "preview-check", dependencies: ["Tessera", "TesseraNCurses"], path: "Tests/e2e/PreviewCheck"),
        .target(
            name: "TesseraTesting",
            dependencies: [
                "Tessera",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .target(name: "AnimalInspector", dependencies: ["Tessera"]),
        .target(name: "VacationPlanner", dependencies: ["Tessera"]),
        .target(name: "HealthDashboard", dependencies: ["Tessera"]),
        .target(name: "TesseraApps", dependencies: ["Tessera", "AnimalInspector", "VacationPlanner", "HealthDashboard"]),
        .executableTarget(
            name: "tessera",
            dependencies: [
                "Tessera", "TesseraNCurses", "TesseraApps",
            ]
        ),
        .testTarget(
            name: "TesseraTests",
            dependencies: ["Tessera", "TesseraTesting"],
            exclude: ["__Snapshots__"]
        ),
        .executableTarget(
            name: "tessera-bench",
            dependencies: ["Tessera", "TesseraApps"],
            path: "Benchmarks/TesseraBench"
        ),
        .executableTarget(
            name: "curses-hosting-example",
            dependencies: ["Tessera", "TesseraNCurses", "CNCursesW"],
            path: "Examples/CursesHosting"
        ),
        .testTarget(
            name: "TesseraAppsTests",
            dependencies: ["Tessera", "TesseraApps", "TesseraTesting"]
        ),
        .testTarget(
            name: "VacationPlannerTests",
            dependencies: ["VacationPlanner", "TesseraTesting", "Tessera",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "AnimalInspectorTests",
            dependencies: ["AnimalInspector", "Tessera", "TesseraTesting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "HealthDashboardTests",
            dependencies: ["HealthDashboard", "TesseraTesting", "Tessera"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "SeedPortTests",
            dependencies: ["Tessera", "TesseraTesting"]
        ),
        .testTarget(
            name: "TesseraNCursesTests",
            dependencies: ["Tessera", "TesseraNCurses", "TesseraTerminal", "CNCursesW", "TesseraTesting"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// `import Combine` on Linux: OpenCombine with Tessera's ObservableObject, @Published,
// AnyCancellable, onReceive and Timer.publish. Only the programs that name the product link it.
package.products.append(.library(name: "Combine", targets: ["Combine"]))
package.dependencies.append(.package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"))
package.targets.append(.target(name: "Combine", dependencies: [
    "Tessera",
    .product(name: "OpenCombine", package: "OpenCombine"),
    .product(name: "OpenCombineDispatch", package: "OpenCombine"),
]))
package.targets.first { $0.name == "TesseraTests" }?.dependencies.append("Combine")

// `import UserNotifications`: iOS's local-notification names, delivered by the terminal (OSC 9,
// 777 or kitty's 99) or as a banner over the app. Only the programs that name the product link it.
package.products.append(.library(name: "UserNotifications", targets: ["UserNotifications"]))
package.targets.append(.target(name: "UserNotifications", dependencies: ["Tessera"]))
package.targets.append(.testTarget(name: "UserNotificationsTests",
                                   dependencies: ["UserNotifications", "Tessera", "TesseraTesting"]))
for demo in ["VacationPlanner", "HealthDashboard"] {
    package.targets.first { $0.name == demo }?.dependencies.append("UserNotifications")
}
