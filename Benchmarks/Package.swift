// swift-tools-version: 6.2
import PackageDescription

// The benchmarks are their own package so the library stays dependency-free: it depends on the
// root by path and brings ordo-one/benchmark and the peers (Plot, swift-mustache) only here.
let package = Package(
    name: "AnshinBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Anshin", path: ".."),
        // The malloc interposer gives mallocs per operation; the runtime interposer (another default
        // trait, for ARC counts on Linux with Swift 6.3) is left out.
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/JohnSundell/Plot", exact: "0.14.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", exact: "2.1.1"),
    ],
    targets: [
        .target(
            name: "BenchmarkContent",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Anshin", package: "Anshin"),
                .product(name: "Plot", package: "Plot"),
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        // Runs one operation on every item inside one function, for callgrind (instructions.sh).
        .executableTarget(
            name: "InstructionCounts",
            dependencies: [
                "BenchmarkContent",
                .product(name: "Anshin", package: "Anshin"),
                .product(name: "AnshinHTML", package: "Anshin"),
                .product(name: "AnshinHTTP", package: "Anshin"),
                .product(name: "AnshinJSON", package: "Anshin"),
                .product(name: "AnshinText", package: "Anshin"),
            ]
        ),
        // The size programs (size.sh): a baseline that links nothing of the package, the core alone,
        // and a backend's use of the HTML and JSON front ends; all build the same models.
        .target(name: "SizeModels", dependencies: [.product(name: "Anshin", package: "Anshin")]),
        .executableTarget(name: "SizeEmpty"),
        .executableTarget(
            name: "SizeCore",
            dependencies: ["SizeModels", .product(name: "Anshin", package: "Anshin")]
        ),
        .executableTarget(
            name: "SizeFull",
            dependencies: [
                "SizeModels",
                .product(name: "Anshin", package: "Anshin"),
                .product(name: "AnshinHTML", package: "Anshin"),
                .product(name: "AnshinJSON", package: "Anshin"),
            ]
        ),
        // Resident memory over a million renders with ten thousand localizers (memory.sh).
        .executableTarget(
            name: "MemoryCheck",
            dependencies: [
                "SizeModels",
                .product(name: "Anshin", package: "Anshin"),
                .product(name: "AnshinHTML", package: "Anshin"),
                .product(name: "AnshinJSON", package: "Anshin"),
                .product(name: "AnshinText", package: "Anshin"),
            ]
        ),
        suite("HTML", [.product(name: "AnshinHTML", package: "Anshin"), .product(name: "Plot", package: "Plot")]),
        suite("JSON", [.product(name: "AnshinJSON", package: "Anshin")]),
        suite("Text", [.product(name: "AnshinText", package: "Anshin")]),
        suite("StateMachines", []),
    ]
)

/// A benchmark suite in `Benchmarks/NAME`, run by the benchmark plugin.
func suite(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
    .executableTarget(
        name: name,
        dependencies: [
            "BenchmarkContent",
            .product(name: "Benchmark", package: "benchmark"),
            .product(name: "Anshin", package: "Anshin"),
        ] + dependencies,
        path: "Benchmarks/\(name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}

for target in package.targets {
    var settings = target.swiftSettings ?? []
    settings.append(contentsOf: [
        .swiftLanguageMode(.v6),
        .treatAllWarnings(as: .error),
        .treatWarning("ExplicitSendable", as: .error),
    ])
    target.swiftSettings = settings
}
