/// How an encoder writes ``UserText``: as the wire format's text values (keys with arguments), or
/// resolved into strings of one language.
///
/// Set it in an encoder's `userInfo` under `CodingUserInfoKey.textResolution`; without it, text
/// is written unresolved.
public struct TextResolution: Sendable, Hashable {
    /// The localizer that resolves text, or `nil` to keep keys and arguments.
    public let localizer: (any Localizer)?

    private init(localizer: (any Localizer)?) {
        self.localizer = localizer
    }

    /// Keep text as keys with arguments and counts, so the reader resolves it.
    public static var keys: Self { Self(localizer: nil) }

    /// Resolve text into strings with a localizer.
    /// - Parameter localizer: The localizer.
    /// - Returns: The resolution.
    public static func resolved(using localizer: some Localizer) -> Self {
        Self(localizer: localizer)
    }

    /// Compares two resolutions by their localizers.
    /// - Parameters:
    ///   - lhs: A resolution.
    ///   - rhs: Another resolution.
    /// - Returns: Whether both keep keys, or both resolve with equal localizers.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs.localizer, rhs.localizer) {
        case (nil, nil): true
        case (let left?, let right?): AnyHashable(left) == AnyHashable(right)
        default: false
        }
    }

    /// Hashes the localizer.
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(self.localizer.map { AnyHashable($0) })
    }
}

extension CodingUserInfoKey {
    /// The ``TextResolution`` an encoder applies to ``UserText``.
    public static let textResolution = CodingUserInfoKey(rawValue: "org.anshin.textResolution")!

    /// Whether an encoder writes developer notes (``ErrorScreen/developerNote``): `true` to write
    /// them; absent or `false` keeps them out of what clients receive.
    public static let includesDeveloperNotes = CodingUserInfoKey(rawValue: "org.anshin.includesDeveloperNotes")!
}
