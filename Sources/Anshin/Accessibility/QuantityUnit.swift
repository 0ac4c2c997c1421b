/// A unit that a count is shown and spoken with, such as minutes or items.
///
/// Each unit has a short form for display ("10 min") and a full form for speech ("10 minutes"),
/// both plural-aware and in every built-in language.
public enum QuantityUnit: String, Sendable, Hashable, Codable, CaseIterable {
    /// Seconds: "10 s", spoken "10 seconds".
    case second
    /// Minutes: "10 min", spoken "10 minutes".
    case minute
    /// Hours: "10 h", spoken "10 hours".
    case hour
    /// Days: "10 d", spoken "10 days".
    case day
    /// Items: "10 items", spoken the same.
    case item

    /// The count with the unit as shown.
    /// - Parameter count: The count.
    /// - Returns: Localized text such as "10 min".
    public func shortText(_ count: Int) -> UserText {
        let key: UserText.Key =
            switch self {
            case .second: .secondShort
            case .minute: .minuteShort
            case .hour: .hourShort
            case .day: .dayShort
            case .item: .itemShort
            }
        return .localized(key, count: count)
    }

    /// The count with the unit as spoken.
    /// - Parameter count: The count.
    /// - Returns: Localized text such as "10 minutes".
    public func spokenText(_ count: Int) -> UserText {
        let key: UserText.Key =
            switch self {
            case .second: .secondSpoken
            case .minute: .minuteSpoken
            case .hour: .hourSpoken
            case .day: .daySpoken
            case .item: .itemSpoken
            }
        return .localized(key, count: count)
    }
}
