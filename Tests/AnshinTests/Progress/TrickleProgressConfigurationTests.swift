import Anshin
import Foundation
import Testing

private func decode<T: Decodable>(_ type: T.Type, _ string: String) throws -> T {
    try JSONDecoder().decode(type, from: Data(string.utf8))
}

@Suite("Trickle progress configuration")
struct TrickleProgressConfigurationTests {
    /// A configuration that breaks one rule, and the sentence that must name it.
    struct Invalid: Sendable, CustomTestStringConvertible {
        var name: String
        var make: @Sendable () throws(ValidationError) -> TrickleProgress.Configuration
        var parameter: String
        var description: String

        var testDescription: String { self.name }

        static let all: [Self] = [
            Self(
                name: "cap 0",
                make: { () throws(ValidationError) in try .init(initialValue: 0, cap: 0) },
                parameter: "cap",
                description: "Invalid cap (0.0): the cap must be between 0 and 1, exclusive."
            ),
            Self(
                name: "cap 1",
                make: { () throws(ValidationError) in try .init(cap: 1) },
                parameter: "cap",
                description: "Invalid cap (1.0): the cap must be between 0 and 1, exclusive."
            ),
            Self(
                name: "cap 1.5",
                make: { () throws(ValidationError) in try .init(cap: 1.5) },
                parameter: "cap",
                description: "Invalid cap (1.5): the cap must be between 0 and 1, exclusive."
            ),
            Self(
                name: "cap NaN",
                make: { () throws(ValidationError) in try .init(cap: .nan) },
                parameter: "cap",
                description: "Invalid cap (nan): the cap must be between 0 and 1, exclusive."
            ),
            Self(
                name: "initial value above the cap",
                make: { () throws(ValidationError) in try .init(initialValue: 0.95) },
                parameter: "initialValue",
                description: "Invalid initialValue (0.95): the initial value must be from 0 to the cap (0.9)."
            ),
            Self(
                name: "negative initial value",
                make: { () throws(ValidationError) in try .init(initialValue: -0.1) },
                parameter: "initialValue",
                description: "Invalid initialValue (-0.1): the initial value must be from 0 to the cap (0.9)."
            ),
            Self(
                name: "minimum increment 0",
                make: { () throws(ValidationError) in try .init(minimumIncrement: 0) },
                parameter: "minimumIncrement",
                description: "Invalid minimumIncrement (0.0): the minimum increment must be greater than 0, "
                    + "or the trickle never reaches its cap."
            ),
            Self(
                name: "maximum increment below the minimum",
                make: { () throws(ValidationError) in try .init(minimumIncrement: 0.1, maximumIncrement: 0.05) },
                parameter: "maximumIncrement",
                description: "Invalid maximumIncrement (0.05): the maximum increment must be at least "
                    + "the minimum increment (0.1)."
            ),
            Self(
                name: "infinite maximum increment",
                make: { () throws(ValidationError) in try .init(maximumIncrement: .infinity) },
                parameter: "maximumIncrement",
                description: "Invalid maximumIncrement (inf): the maximum increment must be at least "
                    + "the minimum increment (0.05)."
            ),
            // A step smaller than the rounding left the trickle short of its cap forever; an increment
            // or an interval past these bounds trapped in a step (found by the decoder fuzz target).
            Self(
                name: "minimum increment below the resolution",
                make: { () throws(ValidationError) in try .init(minimumIncrement: 0.00004, maximumIncrement: 0.00004) },
                parameter: "minimumIncrement",
                description: "Invalid minimumIncrement (4e-05): the minimum increment must be at least 0.0001: "
                    + "values are rounded to four decimals, so a smaller step could leave the trickle short of its cap."
            ),
            Self(
                name: "maximum increment above the whole bar",
                make: { () throws(ValidationError) in try .init(maximumIncrement: 1e300) },
                parameter: "maximumIncrement",
                description:
                    "Invalid maximumIncrement (1e+300): the maximum increment must be at most 1, the whole bar."
            ),
            Self(
                name: "maximum interval above an hour",
                make: { () throws(ValidationError) in try .init(maximumInterval: .milliseconds(Int64.max)) },
                parameter: "maximumInterval",
                description: "Invalid maximumInterval (9.223372036854776e+15 seconds): "
                    + "the maximum interval must be at most one hour."
            ),
            Self(
                name: "negative minimum interval",
                make: { () throws(ValidationError) in try .init(minimumInterval: .milliseconds(-500)) },
                parameter: "minimumInterval",
                description: "Invalid minimumInterval (-0.5 seconds): the minimum interval must not be negative."
            ),
            Self(
                name: "maximum interval below the minimum",
                make: { () throws(ValidationError) in try .init(maximumInterval: .milliseconds(400)) },
                parameter: "maximumInterval",
                description: "Invalid maximumInterval (0.4 seconds): the maximum interval must be at least "
                    + "the minimum interval (0.5 seconds)."
            ),
            Self(
                name: "negative grace time",
                make: { () throws(ValidationError) in try .init(graceTime: .milliseconds(-1)) },
                parameter: "graceTime",
                description: "Invalid graceTime (-0.001 seconds): the grace time must not be negative."
            ),
            Self(
                name: "negative minimum show time",
                make: { () throws(ValidationError) in try .init(minimumShowTime: .seconds(-2)) },
                parameter: "minimumShowTime",
                description: "Invalid minimumShowTime (-2.0 seconds): the minimum show time must not be negative."
            ),
        ]
    }

    @Test func defaultsAreTheSeeds() throws {
        let standard = TrickleProgress.Configuration.standard
        #expect(standard.initialValue == 0.05)
        #expect(standard.minimumIncrement == 0.05)
        #expect(standard.maximumIncrement == 0.15)
        #expect(standard.minimumInterval == .milliseconds(500))
        #expect(standard.maximumInterval == .seconds(2))
        #expect(standard.cap == 0.9)
        #expect(standard.graceTime == .zero)
        #expect(standard.minimumShowTime == .zero)
        #expect(try TrickleProgress.Configuration() == standard)
        #expect(TrickleProgress().configuration == standard)
    }

    @Test(arguments: Invalid.all)
    func invalidParameterIsNamed(_ invalid: Invalid) {
        let error = #expect(throws: ValidationError.self) { try invalid.make() }
        #expect(error?.parameter == invalid.parameter)
        #expect(error?.description == invalid.description)
    }

    @Test func boundaryValuesAreAccepted() throws {
        let configuration = try TrickleProgress.Configuration(
            initialValue: 0.5,
            minimumIncrement: 0.01,
            maximumIncrement: 0.01,
            minimumInterval: .zero,
            maximumInterval: .zero,
            cap: 0.5,
            graceTime: .zero,
            minimumShowTime: .zero
        )
        #expect(configuration.initialValue == configuration.cap)
        #expect(TrickleProgress(configuration: configuration).value == 0.5)
        #expect(try TrickleProgress.Configuration(initialValue: 0).initialValue == 0)
    }

    @Test func configurationJSON() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let standard = String(decoding: try encoder.encode(TrickleProgress.Configuration.standard), as: UTF8.self)
        #expect(
            standard == #"{"cap":0.9,"graceTimeMilliseconds":0,"initialValue":0.05,"maximumIncrement":0.15,"#
                + #""maximumIntervalMilliseconds":2000,"minimumIncrement":0.05,"minimumIntervalMilliseconds":500,"#
                + #""minimumShowTimeMilliseconds":0}"#
        )
        let custom = try TrickleProgress.Configuration(
            initialValue: 0.1,
            minimumIncrement: 0.02,
            maximumIncrement: 0.08,
            minimumInterval: .milliseconds(200),
            maximumInterval: .milliseconds(800),
            cap: 0.95,
            graceTime: .milliseconds(150),
            minimumShowTime: .milliseconds(500)
        )
        #expect(
            try JSONDecoder().decode(TrickleProgress.Configuration.self, from: try encoder.encode(custom)) == custom
        )
    }

    @Test func absentMembersTakeTheirDefaults() throws {
        #expect(try decode(TrickleProgress.Configuration.self, "{}") == .standard)
        let configuration = try decode(TrickleProgress.Configuration.self, #"{"cap":0.8,"graceTimeMilliseconds":300}"#)
        #expect(configuration == (try TrickleProgress.Configuration(cap: 0.8, graceTime: .milliseconds(300))))
    }

    @Test func capOutOfRangeNamesCap() throws {
        let error = #expect(throws: DecodingError.self) {
            try decode(TrickleProgress.Configuration.self, #"{"cap":2}"#)
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("Expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["cap"])
        #expect(context.debugDescription == "Invalid cap (2.0): the cap must be between 0 and 1, exclusive.")
    }

    @Test func nestedCapOutOfRangeNamesTheWholePath() throws {
        let error = #expect(throws: DecodingError.self) {
            try decode(TrickleProgress.self, #"{"configuration":{"cap":2}}"#)
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("Expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["configuration", "cap"])
    }

    @Test(arguments: [
        ("minimumIntervalMilliseconds", -1),
        ("maximumIntervalMilliseconds", 100),
        ("graceTimeMilliseconds", -1),
        ("minimumShowTimeMilliseconds", -1),
        ("maximumIntervalMilliseconds", Int.max),
    ])
    func badDurationNamesTheMemberAsWritten(_ member: String, _ milliseconds: Int) throws {
        let error = #expect(throws: DecodingError.self) {
            try decode(TrickleProgress.Configuration.self, "{\"\(member)\":\(milliseconds)}")
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("Expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == [member])
    }
}
