// swift-tools-version: 6.2
import PackageDescription

// Two servers that answer with Anshin's presentations, one on Hummingbird 2 and one on Vapor 4, over
// one framework-neutral core of routes' content. One package, so CI builds the shared dependencies
// once; its own package, so the library at the root keeps no dependencies.
let package = Package(
    name: "AnshinBackend",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .visionOS(.v1)],
    products: [
        .executable(name: "anshin-hummingbird", targets: ["HummingbirdBackend"]),
        .executable(name: "anshin-vapor", targets: ["VaporBackend"]),
        // The side-by-side script's baselines (bench.sh): a minimal route of each framework returning
        // fixed bytes and header fields.
        .executable(name: "static-hummingbird", targets: ["StaticHummingbird"]),
        .executable(name: "static-vapor", targets: ["StaticVapor"]),
    ],
    dependencies: [
        // Named, so targets can refer to it whatever the checkout's folder is called.
        .package(name: "Anshin", path: "../.."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/vapor/vapor", from: "4.122.3"),
        // Already in both frameworks' graphs; named here for the modules the code imports itself.
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // What both servers show: the catalogs, the named alerts, the failures, the server options.
        .target(
            name: "BackendContent",
            dependencies: [
                .product(name: "Anshin", package: "Anshin"),
                .product(name: "AnshinFoundation", package: "Anshin"),
                .product(name: "AnshinHTTP", package: "Anshin"),
            ]
        ),
        .executableTarget(
            name: "HummingbirdBackend",
            dependencies: [
                "BackendContent",
                .product(name: "Anshin", package: "Anshin"),
                .product(name: "AnshinHTTP", package: "Anshin"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "VaporBackend",
            dependencies: [
                "BackendContent",
                .product(name: "Anshin", package: "Anshin"),
                .product(name: "AnshinHTTP", package: "Anshin"),
                .product(name: "Vapor", package: "vapor"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "StaticHummingbird",
            dependencies: [
                "BackendContent",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        .executableTarget(
            name: "StaticVapor",
            dependencies: ["BackendContent", .product(name: "Vapor", package: "vapor")]
        ),
        .testTarget(
            name: "HummingbirdBackendTests",
            dependencies: [
                "HummingbirdBackend",
                "BackendContent",
                .product(name: "Anshin", package: "Anshin"),
                .product(name: "AnshinJSON", package: "Anshin"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "VaporBackendTests",
            dependencies: [
                "VaporBackend",
                "BackendContent",
                .product(name: "Anshin", package: "Anshin"),
                .product(name: "AnshinJSON", package: "Anshin"),
                .product(name: "Vapor", package: "vapor"),
                .product(name: "VaporTesting", package: "vapor"),
            ]
        ),
    ]
)

for target in package.targets {
    var settings = target.swiftSettings ?? []
    settings.append(contentsOf: [
        .swiftLanguageMode(.v6),
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("InternalImportsByDefault"),
        .enableUpcomingFeature("MemberImportVisibility"),
        .treatAllWarnings(as: .error),
        .treatWarning("ExplicitSendable", as: .error),
    ])
    target.swiftSettings = settings
}
