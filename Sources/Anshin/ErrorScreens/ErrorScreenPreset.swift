extension ErrorScreen {
    /// A screen the whole app shares, for a common failure or an empty state.
    ///
    /// A preset decides the icon, title, message and whether retrying can help: ``forbidden`` (403)
    /// and ``notFound`` have no retry, since retrying cannot help; ``network`` has one. A preset
    /// this version does not know (from a newer peer's JSON) keeps its name and shows the
    /// ``unexpected`` screen's content.
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

        /// Whether the preset's screen offers a button that tries again.
        public var offersRetry: Bool { self.content.retry != nil }

        struct Content {
            var symbol: Icon.Symbol
            var title: UserText.Key
            var message: UserText.Key
            var retry: Retry?
        }

        var content: Content {
            let retry = Retry()
            switch self.known ?? .unexpected {
            case .forbidden: return Content(symbol: .lock, title: .forbiddenTitle, message: .forbiddenMessage)
            case .network:
                return Content(symbol: .networkError, title: .networkTitle, message: .networkMessage, retry: retry)
            case .notFound: return Content(symbol: .search, title: .notFoundTitle, message: .notFoundMessage)
            case .unauthorized:
                return Content(
                    symbol: .signIn,
                    title: .unauthorizedTitle,
                    message: .unauthorizedMessage,
                    retry: Retry(title: .localized(.signIn), action: .signIn)
                )
            case .server:
                return Content(symbol: .serverError, title: .serverTitle, message: .serverMessage, retry: retry)
            case .timeout:
                return Content(symbol: .clock, title: .timeoutTitle, message: .timeoutMessage, retry: retry)
            case .offline:
                return Content(symbol: .offline, title: .offlineTitle, message: .offlineMessage, retry: retry)
            case .maintenance:
                return Content(
                    symbol: .maintenance,
                    title: .maintenanceTitle,
                    message: .maintenanceMessage,
                    retry: retry
                )
            case .empty: return Content(symbol: .tray, title: .emptyTitle, message: .emptyMessage)
            case .rateLimited:
                return Content(
                    symbol: .hourglass,
                    title: .rateLimitedTitle,
                    message: .rateLimitedMessage,
                    retry: retry
                )
            case .unexpected:
                return Content(symbol: .warning, title: .unexpectedTitle, message: .unexpectedMessage, retry: retry)
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
