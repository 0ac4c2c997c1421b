extension Alert {
    /// Where a suggestion's cancel button goes relative to its recovery.
    public enum ButtonArrangement: String, Sendable, Hashable, Codable, CaseIterable {
        /// The seed's rule (the 2015 HIG): a destructive recovery leads and cancel trails; a
        /// nondestructive recovery trails and cancel leads. The default.
        case destructiveLeading
        /// Today's Apple HIG, Android and Material rule: cancel always leads.
        case cancelLeading

        /// Whether a recovery of a style is placed before the cancel button.
        /// - Parameter style: The recovery's style.
        /// - Returns: `true` when the recovery leads.
        public func recoveryLeads(_ style: Recovery.Style) -> Bool {
            switch self {
            case .destructiveLeading: style == .destructive
            case .cancelLeading: false
            }
        }
    }
}
