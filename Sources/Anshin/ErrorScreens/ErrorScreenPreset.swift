extension ErrorScreen {
    /// A screen the whole app shares, for a common failure or an empty state.
    ///
    /// A preset decides the icon, title, message and whether retrying can help: ``forbidden`` (403)
    /// and ``notFound`` have no retry, since retrying cannot help; ``network`` has one. An app names
    /// its own presets the same way and gives them content in a ``PresetLibrary``:
    ///
    /// ```swift
    /// extension ErrorScreen.Preset {
    ///     static var subscriptionExpired: Self { Self(rawValue: "subscriptionExpired") }
    /// }
    /// ```
    ///
    /// A preset that neither this version nor the library a screen is made with knows (from a newer
    /// peer's JSON) keeps its name and shows the ``unexpected`` screen's content.
    public struct Preset: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
        enum Known: String, CaseIterable {
            case forbidden
            case network
            case notFound
            case unauthorized
            case server
            case timeout
            case offline
            case maintenance
            case empty
            case rateLimited
            case unexpected
        }

        /// The preset's wire name, such as `forbidden`.
        public let rawValue: String

        /// Creates a preset from its wire name; a name this version does not know is kept.
        /// - Parameter rawValue: The wire name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        private init(_ known: Known) {
            self.rawValue = known.rawValue
        }

        var known: Known? { Known(rawValue: self.rawValue) }

        /// Whether this version knows the preset.
        public var isKnown: Bool { self.known != nil }

        /// The preset's wire name.
        public var description: String { self.rawValue }

        /// Access is forbidden (HTTP 403). No retry: retrying cannot help.
        public static var forbidden: Self { Self(.forbidden) }
        /// The request failed on the network. Retry.
        public static var network: Self { Self(.network) }
        /// The content does not exist (HTTP 404). No retry.
        public static var notFound: Self { Self(.notFound) }
        /// The user must sign in again (HTTP 401). A sign-in button.
        public static var unauthorized: Self { Self(.unauthorized) }
        /// The server failed (HTTP 500, 502). Retry.
        public static var server: Self { Self(.server) }
        /// The request took too long (HTTP 408, 504). Retry.
        public static var timeout: Self { Self(.timeout) }
        /// The device has no connection. Retry.
        public static var offline: Self { Self(.offline) }
        /// The service is under maintenance (HTTP 503). Retry.
        public static var maintenance: Self { Self(.maintenance) }
        /// There is nothing to show yet: an empty state, not an error. No retry.
        public static var empty: Self { Self(.empty) }
        /// Too many requests (HTTP 429). Retry.
        public static var rateLimited: Self { Self(.rateLimited) }
        /// Something unexpected failed. Retry.
        public static var unexpected: Self { Self(.unexpected) }

        /// Every preset this version knows.
        public static var allKnown: [Self] { Known.allCases.map(Self.init) }

        /// Whether the screen this version shows for the preset offers a button that tries again (for
        /// a preset it does not know, the `unexpected` screen's, which does).
        ///
        /// It knows no app's ``PresetLibrary``: for an app's own preset it answers as for any preset
        /// this version does not know, `true`. Whether an app's preset offers a button is its
        /// content's: `presets.content(for: preset)?.retry != nil`.
        public var offersRetry: Bool { (self.builtInContent ?? Self.fallbackContent).retry != nil }

        /// The content this version gives the preset, or `nil` for a preset it does not know.
        var builtInContent: Content? {
            guard let known = self.known else { return nil }
            return Self.content(of: known)
        }

        /// What happened, for a screen of the preset that says when to try again: the first sentence
        /// of its message without the advice to try again ("We're doing some maintenance.", without
        /// "Please try again later."), which the delay's sentence replaces
        /// (``ErrorScreen/sayingRetryAfter(_:)``). `nil` for a preset whose screen does not say a
        /// delay: one without a retry, and one whose message is all advice about what the person
        /// does — sign in (``unauthorized``), check the connection (``network``, ``offline``) — which a
        /// server's delay does not change.
        var delayCause: UserText.Key? {
            switch self.known {
            case .server: .serverCause
            case .timeout: .timeoutCause
            case .maintenance: .maintenanceCause
            case .rateLimited: .rateLimitedCause
            case .unexpected: .unexpectedCause
            case .forbidden, .network, .notFound, .unauthorized, .offline, .empty, nil: nil
            }
        }

        /// What a screen shows for a preset nobody it was made with knows: the `unexpected` screen's content.
        static var fallbackContent: Content { Self.content(of: .unexpected) }

        private static func content(of known: Known) -> Content {
            func content(
                _ symbol: Icon.Symbol,
                _ title: UserText.Key,
                _ message: UserText.Key,
                retry: Retry?
            ) -> Content {
                Content(icon: .decorative(symbol), title: .localized(title), message: .localized(message), retry: retry)
            }
            let retry = Retry()
            switch known {
            case .forbidden: return content(.lock, .forbiddenTitle, .forbiddenMessage, retry: nil)
            case .network: return content(.networkError, .networkTitle, .networkMessage, retry: retry)
            case .notFound: return content(.search, .notFoundTitle, .notFoundMessage, retry: nil)
            case .unauthorized:
                return content(
                    .signIn,
                    .unauthorizedTitle,
                    .unauthorizedMessage,
                    retry: Retry(title: .localized(.signIn), action: .signIn)
                )
            case .server: return content(.serverError, .serverTitle, .serverMessage, retry: retry)
            case .timeout: return content(.clock, .timeoutTitle, .timeoutMessage, retry: retry)
            case .offline: return content(.offline, .offlineTitle, .offlineMessage, retry: retry)
            case .maintenance: return content(.maintenance, .maintenanceTitle, .maintenanceMessage, retry: retry)
            case .empty: return content(.tray, .emptyTitle, .emptyMessage, retry: nil)
            case .rateLimited: return content(.hourglass, .rateLimitedTitle, .rateLimitedMessage, retry: retry)
            case .unexpected: return content(.warning, .unexpectedTitle, .unexpectedMessage, retry: retry)
            }
        }
    }
}

extension ErrorScreen.Preset: Codable, WireRepresentable {
    /// Decodes a preset from its wire name; a name this version does not know is kept.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    /// Writes the preset as its wire name.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        writer.string(self.rawValue)
    }

    /// Encodes the value as its wire name, as ``write(to:)`` states it.
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        try self.encodeWireForm(to: encoder)
    }
}
