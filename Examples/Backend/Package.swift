// swift-tools-version: 6.2
import PackageDescription

// A backend that serves Anshin's presentations over HTTP with Hummingbird. It is its own package, so
// the library at the root keeps no dependencies: `swift build --package-path Examples/Backend`.
let package = Package(
    name: "AnshinBackend",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .visionOS(.v1)],
    products: [
        .library(name: "AnshinBackend", targets: ["AnshinBackend"]),
        .executable(name: "anshin-backend", targets: ["AnshinBackendServer"]),
    ],
    dependencies: [
        // Named, so targets can refer to it whatever the checkout's folder is called.
        .package(name: "Anshin", path: "../.."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        // Already in Hummingbird's graph; named here for the modules the code imports itself.
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        .target(
            name: "AnshinBackend",
            dependencies: [
                .product(name: "Anshin", package: "Anshin"),
                .product(name: "AnshinFoundation", package: "Anshin"),
                .product(name: "AnshinHTML", package: "Anshin"),
                .product(name: "AnshinJSON", package: "Anshin"),
                .product(name: "AnshinText", package: "Anshin"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        .executableTarget(
            name: "AnshinBackendServer",
            dependencies: [
                "AnshinBackend",
                .product(name: "Hummingbird", package: "hummingbird"),
            ]
        ),
        .testTarget(
            name: "AnshinBackendTests",
            dependencies: [
                "AnshinBackend",
                .product(name: "Anshin", package: "Anshin"),
                .product(name: "AnshinJSON", package: "Anshin"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        // The root README's condensed middleware, verbatim, run against real requests.
        .testTarget(
            name: "ReadmeTests",
            dependencies: [
                .product(name: "Anshin", package: "Anshin"),
                .product(name: "AnshinFoundation", package: "Anshin"),
                .product(name: "AnshinJSON", package: "Anshin"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
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
