import Anshin
import AnshinFoundation
import Foundation

/// Error screen presets and the mappings to them: HTTP statuses (with `Retry-After`), problem
/// details both ways, and `URLError` codes, produced by ``ErrorScreen`` and its extensions.
enum PresetVectors {
    /// What a screen shows, as keys and verbatim texts.
    static func screenJSON(_ screen: ErrorScreen) -> [(String, VectorJSON)] {
        [
            ("preset", .optional(screen.preset?.rawValue)),
            ("icon", .optional(screen.icon?.symbol.rawValue)),
            ("title", textJSON(screen.title)),
            ("message", textJSON(screen.message)),
            (
                "retry",
                screen.retry.map { .object([("title", textJSON($0.title)), ("action", .string($0.action.rawValue))]) }
                    ?? .null
            ),
        ]
    }

    static func presets() -> [VectorJSON] {
        ErrorScreen.Preset.allKnown.map { preset in
            let screen = ErrorScreen(.preset(preset))
            return vectorCase(
                "preset-\(preset.rawValue)",
                "The \(preset.rawValue) preset's icon, title and message keys, retry button and HTTP status",
                [
                    ("input", .compact(.object([("preset", .string(preset.rawValue))]))),
                    (
                        "expected",
                        .compact(
                            .object(
                                Array(Self.screenJSON(screen).dropFirst()) + [
                                    ("offersRetry", .bool(preset.offersRetry)),
                                    ("httpStatus", preset.httpStatus.map { .int($0) } ?? .null),
                                ]
                            )
                        )
                    ),
                ]
            )
        }
    }

    static let statuses = [
        -1, 0, 99, 100, 200, 204, 301, 304, 399, 400, 401, 402, 403, 404, 405, 406, 407, 408, 409, 410, 418, 422, 429,
        451, 499, 500, 501, 502, 503, 504, 505, 511, 599, 600, 999,
    ]

    static func httpStatuses() -> [VectorJSON] {
        var cases: [VectorJSON] = Self.statuses.map { status in
            // The whole screen a port must show; `{"preset": null}` for a status that is not an error.
            let screen = ErrorScreen(httpStatus: status)
            let said =
                switch screen {
                case nil: "no screen (not an error)"
                case let screen? where screen.preset == .unexpected && screen.retry == nil:
                    "the unexpected screen without a retry, whose message is only the cause: a client error "
                        + "the table does not name (sending the request again cannot help)"
                case let screen?: "the \(screen.preset?.rawValue ?? "") preset's screen"
                }
            return vectorCase(
                "http-status-\(status)",
                "HTTP status \(status) → \(said)",
                [
                    ("input", .compact(.object([("status", .int(status))]))),
                    (
                        "expected",
                        .compact(.object(screen.map(Self.screenJSON) ?? [("preset", .null)]))
                    ),
                ]
            )
        }
        let retryAfter: [(Int, Int64?)] = [
            (503, 120_000), (503, 1500), (503, 1), (429, 30_000), (500, 30_000), (504, 30_000), (400, 30_000),
            (422, 30_000), (401, 30_000), (403, 60_000), (503, 0), (503, nil),
        ]
        for (status, milliseconds) in retryAfter {
            let screen = ErrorScreen(httpStatus: status, retryAfter: milliseconds.map { .milliseconds($0) })!
            cases.append(
                vectorCase(
                    "http-status-\(status)-retry-after-\(milliseconds.map(String.init) ?? "none")",
                    "HTTP \(status) with Retry-After \(milliseconds.map { "\($0) ms" } ?? "absent"): a screen with a retry "
                        + "says what happened, then \"Try again in N seconds\" (rounded up), in place of its message; "
                        + "one without a retry (a client error such as 400 among them), or whose message only "
                        + "advises signing in or checking the connection, keeps its message",
                    [
                        (
                            "input",
                            .compact(
                                .object([
                                    ("status", .int(status)),
                                    ("retryAfter", milliseconds.map { .integer($0) } ?? .null),
                                ])
                            )
                        ),
                        ("expected", .compact(.object(Self.screenJSON(screen)))),
                    ]
                )
            )
        }
        return cases
    }

    /// RFC 9457's two example bodies (section 3), and other problems a backend may receive.
    static let problems: [(String, String, String)] = [
        (
            "rfc9457-out-of-credit",
            "RFC 9457 section 3's example (sent with 403, but no status member): the unexpected preset, titled and described by the problem",
            #"{"type":"https://example.com/probs/out-of-credit","title":"You do not have enough credit.","detail":"Your current balance is 30, but that costs 50.","instance":"/account/12345/msgs/abc","balance":30,"accounts":["/account/12345","/account/67890"]}"#
        ),
        (
            "rfc9457-validation-error",
            "RFC 9457 section 3's validation-error example (its status, 422, is only in the response): the unexpected "
                + "preset; the errors member is ignored",
            ##"{"type":"https://example.net/validation-error","title":"Your request is not valid.","errors":[{"detail":"must be a positive integer","pointer":"#/age"},{"detail":"must be 'green', 'red' or 'blue'","pointer":"#/profile/color"}]}"##
        ),
        (
            "rfc9457-validation-error-with-status",
            "The same with a status member of 422: the screen the status gets, the unexpected preset without a retry "
                + "and with the cause as its message (a client error the table does not name), titled by the problem",
            ##"{"type":"https://example.net/validation-error","status":422,"title":"Your request is not valid.","errors":[{"detail":"must be a positive integer","pointer":"#/age"}]}"##
        ),
        (
            "client-error-with-detail-and-retry-action",
            "A client error's problem with a detail and a retryAction member: the detail is the message, and the "
                + "member adds the Retry button the status's screen does not have",
            #"{"status":409,"title":"Edit conflict","detail":"Someone else saved this note first.","retryAction":"note.reload"}"#
        ),
        (
            "client-error-with-preset-member",
            "A preset member naming unexpected wins over a client error's status: the preset's own screen, with its retry",
            #"{"status":405,"preset":"unexpected"}"#
        ),
        (
            "about-blank-status-phrase",
            "An about:blank problem titled only with its status phrase keeps the preset's title",
            #"{"type":"about:blank","status":403,"title":"Forbidden"}"#
        ),
        (
            "about-blank-own-title",
            "An about:blank problem with another title uses it",
            #"{"type":"about:blank","status":404,"title":"No such album","detail":"The album was deleted."}"#
        ),
        (
            "preset-member",
            "A preset member naming a known preset wins over the status; screenTitle and retry members are read",
            #"{"type":"about:blank","status":503,"title":"Service Unavailable","preset":"offline","screenTitle":"You're offline","retryButtonTitle":"Try now","retryAction":"reload"}"#
        ),
        (
            "unknown-preset-member",
            "A preset member this version does not know falls back to the status",
            #"{"status":429,"preset":"somethingNew"}"#
        ),
        (
            "null-retry-and-icon",
            "A retryAction or icon member that is null means none: a preset's screen whose retry and icon were removed",
            #"{"status":502,"preset":"network","icon":null,"retryAction":null}"#
        ),
        (
            "null-preset",
            "A preset member that is null: a screen made from no preset, only what the members give (no retry)",
            #"{"type":"about:blank","status":500,"title":"Internal Server Error","preset":null,"icon":"checkmark","screenTitle":"Export failed"}"#
        ),
        (
            "icon-member",
            "An icon member names the icon; a bare problem keeps its preset's retry",
            #"{"status":503,"icon":"clock"}"#
        ),
        ("empty-object", "An empty problem: the unexpected preset", "{}"),
        ("blank-title-and-detail", "Blank title and detail are ignored", #"{"status":500,"title":"  ","detail":"\n"}"#),
    ]

    static func problemDetails() throws -> [VectorJSON] {
        var cases: [VectorJSON] = []
        for (id, description, body) in Self.problems {
            let problem = try JSONDecoder().decode(ProblemDetails.self, from: Data(body.utf8))
            let screen = ErrorScreen(problem)
            cases.append(
                vectorCase(
                    "problem-to-screen-\(id)",
                    description,
                    [
                        (
                            "input",
                            .compact(VectorJSON(parsing: try JSONSerialization.jsonObject(with: Data(body.utf8))))
                        ),
                        ("expected", .compact(.object(Self.screenJSON(screen)))),
                    ]
                )
            )
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for preset in ErrorScreen.Preset.allKnown {
            for catalog in Catalog.builtIn {
                let screen = ErrorScreen(.preset(preset))
                let problem = ProblemDetails(screen, localizer: catalog)
                let data = try encoder.encode(problem)
                // The screen's texts as the language resolves them, so the mapping can be replayed
                // without the catalogs.
                let resolved: [(String, VectorJSON)] = [
                    ("title", .optional(screen.title?.resolved(using: catalog))),
                    ("message", .optional(screen.message?.resolved(using: catalog))),
                    ("retryButtonTitle", .optional(screen.retry?.title.resolved(using: catalog))),
                ]
                cases.append(
                    vectorCase(
                        "screen-to-problem-\(preset.rawValue)-\(catalog.languageCode)",
                        "The \(preset.rawValue) screen (its texts resolved in \(catalog.languageCode)) as problem details: "
                            + "about:blank titled with the status phrase, the screen's title in screenTitle",
                        [
                            (
                                "input",
                                .compact(
                                    .object([
                                        ("preset", .string(preset.rawValue)),
                                        ("language", .string(catalog.languageCode)),
                                        ("resolved", .object(resolved)),
                                    ])
                                )
                            ),
                            ("expected", .compact(VectorJSON(parsing: try JSONSerialization.jsonObject(with: data)))),
                        ]
                    )
                )
            }
        }
        return cases
    }

    /// `URLError` codes by their Foundation names and numbers.
    static let urlErrorCodes: [(String, Int)] = [
        ("cancelled", -999), ("badURL", -1000), ("timedOut", -1001), ("unsupportedURL", -1002),
        ("cannotFindHost", -1003), ("cannotConnectToHost", -1004), ("networkConnectionLost", -1005),
        ("dnsLookupFailed", -1006), ("httpTooManyRedirects", -1007), ("resourceUnavailable", -1008),
        ("notConnectedToInternet", -1009), ("redirectToNonExistentLocation", -1010), ("badServerResponse", -1011),
        ("userCancelledAuthentication", -1012), ("userAuthenticationRequired", -1013), ("zeroByteResource", -1014),
        ("cannotDecodeRawData", -1015), ("cannotDecodeContentData", -1016), ("cannotParseResponse", -1017),
        ("internationalRoamingOff", -1018), ("callIsActive", -1019), ("dataNotAllowed", -1020),
        ("appTransportSecurityRequiresSecureConnection", -1022), ("fileDoesNotExist", -1100),
        ("noPermissionsToReadFile", -1102), ("secureConnectionFailed", -1200), ("serverCertificateUntrusted", -1202),
        ("clientCertificateRejected", -1205),
    ]

    static func urlErrors() -> [VectorJSON] {
        Self.urlErrorCodes.map { name, code in
            let preset = ErrorScreen.Preset(urlError: URLError(URLError.Code(rawValue: code)!))
            return vectorCase(
                "url-error-\(name)",
                "URLError.\(name) (\(code)) → \(preset?.rawValue ?? "no screen: the user cancelled")",
                [
                    ("input", .compact(.object([("code", .string(name)), ("number", .int(code))]))),
                    ("expected", .compact(.object([("preset", .optional(preset?.rawValue))]))),
                ]
            )
        }
    }

    static func files() throws -> [VectorFile] {
        [
            VectorFile(
                name: "presets.json",
                schema: "presets.schema.json",
                description:
                    "Error screen presets: each preset's content; HTTP status (and Retry-After in milliseconds) → screen; "
                    + "problem details → screen and screen → problem details; URLError codes → preset",
                cases: Self.presets() + Self.httpStatuses() + (try Self.problemDetails()) + Self.urlErrors()
            )
        ]
    }
}
