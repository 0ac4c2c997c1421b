// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Anshin",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "Anshin", targets: ["Anshin"]),
        .library(name: "AnshinText", targets: ["AnshinText"]),
        .library(name: "AnshinJSON", targets: ["AnshinJSON"]),
        .library(name: "AnshinHTML", targets: ["AnshinHTML"]),
        .library(name: "AnshinFoundation", targets: ["AnshinFoundation"]),
        .library(name: "AnshinHTTP", targets: ["AnshinHTTP"]),
        // Test helpers (a manual clock) for code that runs the state machines on a clock; it depends
        // on the standard library's Synchronization module only.
        .library(name: "AnshinTesting", targets: ["AnshinTesting"]),
        // The tool's module is AnshinTool: a module named `anshin` would collide with `Anshin` on
        // case-insensitive file systems.
        .executable(name: "anshin", targets: ["AnshinTool"]),
    ],
    targets: [
        .target(name: "Anshin"),
        .target(name: "AnshinText", dependencies: ["Anshin"]),
        .target(name: "AnshinJSON", dependencies: ["Anshin"], exclude: ["Schema"]),
        // Script: the browser's copy of the board, SplitMix64 and trickle rules (JavaScript, checked
        // against Tests/Vectors by `node --test`).
        .target(name: "AnshinHTML", dependencies: ["Anshin"], exclude: ["Script"]),
        .target(name: "AnshinFoundation", dependencies: ["Anshin"]),
        // From request headers and an error (or any model) to a status, header fields and a body.
        .target(name: "AnshinHTTP", dependencies: ["Anshin", "AnshinText", "AnshinJSON", "AnshinHTML"]),
        .target(name: "AnshinTesting"),
        .executableTarget(
            name: "AnshinTool",
            dependencies: ["Anshin", "AnshinText", "AnshinJSON", "AnshinHTML", "AnshinHTTP", "AnshinFoundation"],
            path: "Examples/anshin"
        ),
        .executableTarget(
            name: "CustomRenderer",
            // The renderer needs only Anshin; AnshinText's TerminalText quotes a bad argument on stderr.
            dependencies: ["Anshin", "AnshinText"],
            path: "Examples/CustomRenderer",
            exclude: ["README.md"]
        ),
        // The long-run switch and seed handling the property tests share, and how a catalog is named
        // in a test's log (Tests/AnshinTestSupport).
        .target(name: "AnshinTestSupport", dependencies: ["Anshin"], path: "Tests/AnshinTestSupport"),
        .testTarget(name: "AnshinTests", dependencies: ["Anshin", "AnshinTestSupport", "AnshinTesting"]),
        // The code that shares state between tasks: the two drivers, the Task.wakingUp they sleep
        // with, and ManualClock. The hardening script runs these under ThreadSanitizer.
        .testTarget(name: "ConcurrencyTests", dependencies: ["Anshin", "AnshinTestSupport", "AnshinTesting"]),
        .testTarget(name: "AnshinTextTests", dependencies: ["AnshinText", "Anshin"]),
        .testTarget(name: "AnshinJSONTests", dependencies: ["AnshinJSON", "Anshin", "AnshinTestSupport"]),
        .testTarget(name: "AnshinHTMLTests", dependencies: ["AnshinHTML", "Anshin", "AnshinTestSupport"]),
        .testTarget(name: "AnshinFoundationTests", dependencies: ["AnshinFoundation", "Anshin", "AnshinText"]),
        .testTarget(name: "AnshinHTTPTests", dependencies: ["AnshinHTTP", "Anshin", "AnshinJSON", "AnshinHTML"]),
        .testTarget(
            name: "FrontEndTests",
            dependencies: ["Anshin", "AnshinText", "AnshinJSON", "AnshinHTML", "AnshinHTTP"]
        ),
        // Hostile text through every front end; the hardening script's long runs (Tests/Hardening).
        .testTarget(
            name: "HardeningTests",
            dependencies: ["Anshin", "AnshinText", "AnshinJSON", "AnshinHTML", "AnshinTestSupport"]
        ),
        .testTarget(
            name: "ExampleTests",
            dependencies: ["AnshinTool", "CustomRenderer", "Anshin", "AnshinJSON", "AnshinHTML"],
            exclude: ["Golden"]
        ),
    ]
)

// ANSHIN_TEST_TARGETS=NAME[,NAME…] declares those test targets only, with the libraries and only the
// executables they need. The hardening script builds ConcurrencyTests under ThreadSanitizer this way:
// the whole suite's build took three and a half minutes of its four.
if let names = Context.environment["ANSHIN_TEST_TARGETS"] {
    let kept = Set(names.split(separator: ",").map(String.init))
    let testTargets = package.targets.filter { $0.type == .test }.map(\.name)
    let unknown = kept.subtracting(testTargets).sorted()
    if !unknown.isEmpty {
        fatalError(
            "ANSHIN_TEST_TARGETS names no test target called \(unknown.joined(separator: ", ")); "
                + "the test targets are \(testTargets.joined(separator: ", "))"
        )
    }
    let needed = Set(
        package.targets.filter { kept.contains($0.name) }.flatMap(\.dependencies).compactMap { dependency -> String? in
            switch dependency {
            case .targetItem(let name, _), .byNameItem(let name, _): name
            default: nil
            }
        }
    )
    package.targets.removeAll { target in
        switch target.type {
        case .test: !kept.contains(target.name)
        case .executable: !needed.contains(target.name)
        default: false
        }
    }
    package.products.removeAll { product in
        guard let executable = product as? Product.Executable else { return false }
        return !executable.targets.allSatisfy(needed.contains)
    }
}

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
