// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Anshin",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "Anshin", targets: ["Anshin"])
    ],
    targets: [
        .target(name: "Anshin"),
        .executableTarget(
            name: "anshin",
            dependencies: ["Anshin"],
            path: "Examples/anshin"
        ),
        .testTarget(name: "AnshinTests", dependencies: ["Anshin"]),
        .testTarget(
            name: "ExampleTests",
            dependencies: ["anshin", "Anshin"],
            exclude: ["Golden"]
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
