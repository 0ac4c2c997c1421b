import Anshin
import Foundation
import Testing

/// An error screen written as problem details and read back keeps its preset, icon and retry button:
/// a retry is never invented, and an icon never lost.
@Suite("Problem details round trip: screen → problem → JSON → screen")
struct ProblemDetailsRoundTripTests {
    /// What a screen shows, resolved: the round trip turns localized text into verbatim text.
    struct Shown: Hashable {
        var preset: ErrorScreen.Preset?
        var iconSymbol: String?
        var iconLabel: String?
        var title: String?
        var message: String?
        var retryTitle: String?
        var retryAction: String?

        init(_ screen: ErrorScreen) {
            self.preset = screen.preset
            self.iconSymbol = screen.icon?.symbol.rawValue
            self.iconLabel = screen.icon?.label?.resolved(using: Catalog.english)
            self.title = screen.title?.resolved(using: Catalog.english)
            self.message = screen.message?.resolved(using: Catalog.english)
            self.retryTitle = screen.retry?.title.resolved(using: Catalog.english)
            self.retryAction = screen.retry?.action.rawValue
        }
    }

    static func json(_ problem: ProblemDetails) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(problem), as: UTF8.self)
    }

    static func roundTrip(_ screen: ErrorScreen, status: Int? = nil) throws -> ErrorScreen {
        let json = try Self.json(ProblemDetails(screen, status: status, localizer: Catalog.english))
        return ErrorScreen(try JSONDecoder().decode(ProblemDetails.self, from: Data(json.utf8)))
    }

    static let variants: [(String, @Sendable (inout ErrorScreen) -> Void)] = [
        ("as made", { _ in }),
        ("without retry", { $0.retry = nil }),
        ("with another retry", { $0.retry = ErrorScreen.Retry(title: "Reload", action: "page.reload") }),
        ("without icon", { $0.icon = nil }),
        ("with a decorative icon", { $0.icon = .decorative(.checkmark) }),
        ("with a labelled icon", { $0.icon = Icon(.clock, label: "Waiting") }),
        (
            "bare",
            {
                $0.icon = nil
                $0.retry = nil
            }
        ),
    ]

    @Test("Every preset, with and without retry and icon", arguments: ErrorScreen.Preset.allKnown)
    func everyPreset(_ preset: ErrorScreen.Preset) throws {
        for (name, change) in Self.variants {
            var screen = ErrorScreen(.preset(preset))
            change(&screen)
            #expect(Shown(try Self.roundTrip(screen)) == Shown(screen), "\(preset) \(name)")
        }
    }

    /// A status's screen — a client error's without a retry — comes back as it went, whether the
    /// problem carries the preset's status or the one the screen was made for.
    @Test(
        "Every status's screen, with and without retry and icon",
        arguments: [400, 401, 403, 404, 405, 408, 409, 413, 415, 422, 429, 451, 500, 501, 503]
    )
    func everyStatus(_ status: Int) throws {
        for (name, change) in Self.variants {
            var screen = try #require(ErrorScreen(httpStatus: status))
            change(&screen)
            #expect(Shown(try Self.roundTrip(screen)) == Shown(screen), "\(status) \(name)")
            #expect(
                Shown(try Self.roundTrip(screen, status: status)) == Shown(screen),
                "\(status) \(name), with its status"
            )
        }
    }

    @Test("A client error's screen as problem details, exactly")
    func clientErrorMembers() throws {
        let screen = try #require(ErrorScreen(httpStatus: 405))
        #expect(
            try Self.json(ProblemDetails(screen, status: 405))
                == #"{"detail":"An unexpected error occurred.","icon":"warning","preset":"unexpected","retryAction":null,"#
                + #""screenTitle":"Something went wrong","status":405,"title":"Method Not Allowed","type":"about:blank"}"#
        )
    }

    @Test("Screens made from no preset", arguments: 0..<3)
    func withoutPreset(_ index: Int) throws {
        let screens = [
            ErrorScreen(.message(icon: .decorative(.checkmark), title: "Export failed")),
            ErrorScreen(
                .retry(
                    icon: Icon(.clock, label: "Clock"),
                    title: "Still syncing",
                    message: "This can take a minute.",
                    retryButtonTitle: "Check Again",
                    action: "sync.check"
                )
            ),
            ErrorScreen(title: "Nothing else"),
        ]
        let screen = screens[index]
        #expect(Shown(try Self.roundTrip(screen)) == Shown(screen))
    }

    @Test("What the problem says, exactly")
    func members() throws {
        let exported = ProblemDetails(ErrorScreen(.message(icon: .decorative(.checkmark), title: "Export failed")))
        #expect(
            try Self.json(exported)
                == #"{"icon":"checkmark","preset":null,"screenTitle":"Export failed","status":500,"title":"Internal Server Error","type":"about:blank"}"#
        )
        var network = ErrorScreen(.preset(.network))
        network.retry = nil
        network.icon = Icon(.clock, label: "Clock")
        #expect(
            try Self.json(ProblemDetails(network))
                == #"{"detail":"Check your network connection and try again.","icon":"clock","iconLabel":"Clock","preset":"network","#
                + #""retryAction":null,"screenTitle":"Couldn't connect","status":502,"title":"Bad Gateway","type":"about:blank"}"#
        )
        // A preset without a retry or icon of its own needs no null to say so.
        var forbidden = ErrorScreen(.preset(.forbidden))
        forbidden.icon = nil
        let members = ProblemDetails(forbidden).extensions
        #expect(members["icon"] == .null)
        #expect(members["retryAction"] == nil)
    }

    @Test("Problems from other servers keep their preset's retry and icon")
    func otherServers() throws {
        let bare = ErrorScreen(ProblemDetails(status: 503))
        #expect(bare == ErrorScreen(.preset(.maintenance)))
        let named = ErrorScreen(ProblemDetails(status: 503, extensions: ["preset": .string("offline")]))
        #expect(named == ErrorScreen(.preset(.offline)))
        let noRetry = ErrorScreen(ProblemDetails(status: 503, extensions: ["retryAction": .null, "icon": .null]))
        #expect(noRetry.retry == nil)
        #expect(noRetry.icon == nil)
        #expect(noRetry.title == ErrorScreen(.preset(.maintenance)).title)
        // A client error's status starts from the screen the status gets: no retry, the cause as message.
        let invalid = ErrorScreen(ProblemDetails(status: 422, title: "Your request is not valid."))
        var expected = try #require(ErrorScreen(httpStatus: 422))
        expected.title = "Your request is not valid."
        #expect(invalid == expected)
        #expect(invalid.retry == nil)
        #expect(invalid.message == .localized(.unexpectedCause))
        #expect(invalid.message?.resolved(using: Catalog.english) == "An unexpected error occurred.")
        let detailed = ErrorScreen(
            ProblemDetails(status: 409, title: "Edit conflict", detail: "Someone else saved this note first.")
        )
        #expect(detailed.message == "Someone else saved this note first.")
        #expect(detailed.retry == nil)
        // Only a retryAction member gives it a retry button; a preset member wins over the status.
        let retrying = ErrorScreen(ProblemDetails(status: 422, extensions: ["retryAction": .string("form.resubmit")]))
        #expect(retrying.retry == ErrorScreen.Retry(action: "form.resubmit"))
        #expect(retrying.message == .localized(.unexpectedCause))
        let namedUnexpected = ErrorScreen(ProblemDetails(status: 405, extensions: ["preset": .string("unexpected")]))
        #expect(namedUnexpected == ErrorScreen(.preset(.unexpected)))
        // A 5xx status, or none, keeps the preset's retry.
        #expect(ErrorScreen(ProblemDetails(status: 500)) == ErrorScreen(.preset(.server)))
        #expect(ErrorScreen(ProblemDetails()) == ErrorScreen(.preset(.unexpected)))
        // The retry button's title without an action is no button.
        let titleOnly = ErrorScreen(ProblemDetails(extensions: ["preset": .null, "retryButtonTitle": .string("Go")]))
        #expect(titleOnly.retry == nil)
    }
}
