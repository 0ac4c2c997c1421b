extension AccessibilityAudit {
    /// How serious a finding is.
    public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
        /// Worth a look; some users may be affected.
        case warning
        /// Assistive technologies cannot use the element as it is.
        case error

        /// Orders warnings before errors.
        /// - Parameters:
        ///   - lhs: A severity.
        ///   - rhs: Another severity.
        /// - Returns: Whether `lhs` is less serious than `rhs`.
        public static func < (lhs: Self, rhs: Self) -> Bool {
            lhs == .warning && rhs == .error
        }
    }
}
