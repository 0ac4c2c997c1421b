extension AccessibilityAudit {
    /// One finding: which rule failed, how seriously, where, and what to do.
    public struct Diagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
        /// The rule that failed.
        public var rule: Rule
        /// How serious the finding is.
        public var severity: Severity
        /// The path of the element: element identifiers joined by `/`, such as `alert/buttons/button-1`.
        public var path: String
        /// What is wrong and what to do, in one sentence.
        public var message: String

        /// Creates a diagnostic.
        /// - Parameters:
        ///   - rule: The rule that failed.
        ///   - severity: How serious the finding is.
        ///   - path: The path of the element.
        ///   - message: What is wrong and what to do.
        public init(rule: Rule, severity: Severity, path: String, message: String) {
            self.rule = rule
            self.severity = severity
            self.path = path
            self.message = message
        }

        init(_ rule: Rule, at path: String, details: [String] = []) {
            self.init(rule: rule, severity: rule.severity, path: path, message: rule.message(details: details))
        }

        /// "error [empty-label] at alert/title: The accessibility label is empty; …".
        public var description: String {
            "\(self.severity.rawValue) [\(self.rule.rawValue)] at \(self.path.isEmpty ? "(root)" : self.path): \(self.message)"
        }
    }
}
