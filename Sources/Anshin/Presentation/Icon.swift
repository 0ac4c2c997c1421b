/// A symbolic icon: a name that each front end draws its own way, with an accessibility label, or
/// marked decorative.
///
/// Icons are never images, so a model stays small, portable and `Codable`. An icon that only
/// repeats what the text beside it says is decorative and hidden from assistive technologies.
public struct Icon: Sendable, Hashable, Codable, WireRepresentable {
    /// What the icon shows, to assistive technologies; `nil` for a decorative icon.
    public var label: UserText?

    /// The symbol to draw.
    public var symbol: Symbol

    /// Creates an icon that conveys meaning.
    /// - Parameters:
    ///   - symbol: The symbol to draw.
    ///   - label: What the icon shows, to assistive technologies.
    public init(_ symbol: Symbol, label: UserText) {
        self.symbol = symbol
        self.label = label
    }

    /// Creates an icon that only decorates and is hidden from assistive technologies.
    /// - Parameter symbol: The symbol to draw.
    /// - Returns: The icon.
    public static func decorative(_ symbol: Symbol) -> Self {
        Self(symbol: symbol, label: nil)
    }

    private init(symbol: Symbol, label: UserText?) {
        self.symbol = symbol
        self.label = label
    }

    /// Whether the icon is hidden from assistive technologies: it has no label, or a blank one.
    public var isDecorative: Bool { self.label.map(\.isBlank) ?? true }

    /// The icon's accessibility: an image with its label, or hidden when it has no label or a blank one
    /// (an image named by white space would be read as an unnamed image).
    public var accessibility: AccessibilityDescriptor {
        if let label, !label.isBlank { return .image(label) }
        return .decorative
    }
}

extension Icon {
    /// The name of a symbol. The package's symbols have static members and a drawing in every front
    /// end; a host may name its own.
    public struct Symbol: Sendable, Hashable, Codable, WireRepresentable, RawRepresentable,
        ExpressibleByStringLiteral,
        CustomStringConvertible
    {
        /// The symbol's wire name, such as `lock`.
        public var rawValue: String

        /// Creates a symbol name.
        /// - Parameter rawValue: The wire name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Creates a symbol name from a string literal.
        /// - Parameter value: The wire name.
        public init(stringLiteral value: String) {
            self.rawValue = value
        }

        /// Decodes a symbol name from a JSON string.
        /// - Parameter decoder: The decoder to read from.
        public init(from decoder: any Decoder) throws {
            self.rawValue = try decoder.singleValueContainer().decode(String.self)
        }

        /// Writes the symbol name as a JSON string.
        /// - Parameter writer: The writer.
        public func write(to writer: inout some WireWriter) {
            writer.string(self.rawValue)
        }

        /// Encodes the value as its wire name, as ``write(to:)`` states it.
        /// - Parameter encoder: The encoder to write to.
        public func encode(to encoder: any Encoder) throws {
            try self.encodeWireForm(to: encoder)
        }

        /// The symbol's wire name.
        public var description: String { self.rawValue }

        /// A closed padlock: access is forbidden.
        public static var lock: Self { "lock" }
        /// A network with an exclamation mark: the connection failed.
        public static var networkError: Self { "network-error" }
        /// A magnifying glass: nothing was found.
        public static var search: Self { "search" }
        /// A person with a key: signing in is required.
        public static var signIn: Self { "sign-in" }
        /// A server with an exclamation mark: the server failed.
        public static var serverError: Self { "server-error" }
        /// A clock: something took too long.
        public static var clock: Self { "clock" }
        /// A crossed-out network: the device is offline.
        public static var offline: Self { "offline" }
        /// A wrench: the service is under maintenance.
        public static var maintenance: Self { "maintenance" }
        /// An empty tray: there is no content.
        public static var tray: Self { "tray" }
        /// An hourglass: wait before trying again.
        public static var hourglass: Self { "hourglass" }
        /// A warning triangle: something unexpected happened.
        public static var warning: Self { "warning" }
        /// An "i" in a circle: information.
        public static var info: Self { "info" }
        /// A check mark in a circle: success.
        public static var checkmark: Self { "checkmark" }
        /// An exclamation mark in a circle: caution.
        public static var exclamation: Self { "exclamation" }
        /// A cross in a circle: error.
        public static var xmark: Self { "xmark" }
        /// A bug: debug output.
        public static var bug: Self { "bug" }
        /// A lightning bolt in a shield: an internal error.
        public static var bolt: Self { "bolt" }
        /// A chevron pointing forward (to the right in left-to-right text): a list row's disclosure
        /// indicator, which says the row leads somewhere, so the row is a button
        /// (``AccessibilityDescriptor/listRow(_:value:hasDisclosureIndicator:)``). It is decorative: the
        /// row's button trait says what it means.
        public static var chevronForward: Self { "chevron-forward" }

        /// Every symbol the package draws.
        public static var allKnown: [Self] {
            [
                .lock, .networkError, .search, .signIn, .serverError, .clock, .offline, .maintenance, .tray,
                .hourglass, .warning, .info, .checkmark, .exclamation, .xmark, .bug, .bolt, .chevronForward,
            ]
        }

        /// The SF Symbols name an Apple-platform app draws for this symbol, or `nil` for a symbol the
        /// package does not know.
        public var systemName: String? {
            switch self.rawValue {
            case "lock": "lock.fill"
            case "network-error": "wifi.exclamationmark"
            case "search": "magnifyingglass"
            case "sign-in": "person.badge.key"
            case "server-error": "exclamationmark.icloud"
            case "clock": "clock"
            case "offline": "wifi.slash"
            case "maintenance": "wrench.and.screwdriver"
            case "tray": "tray"
            case "hourglass": "hourglass"
            case "warning": "exclamationmark.triangle"
            case "info": "info.circle"
            case "checkmark": "checkmark.circle"
            case "exclamation": "exclamationmark.circle"
            case "xmark": "xmark.octagon"
            case "bug": "ant"
            case "bolt": "bolt.shield"
            case "chevron-forward": "chevron.forward"
            default: nil
            }
        }
    }
}

extension Icon {
    /// Writes the icon as `{"label": …, "symbol": …}`, without the label of a decorative icon.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        writer.beginObject()
        writer.member("label", ifPresent: self.label)
        writer.member("symbol", self.symbol)
        writer.endObject()
    }
}
