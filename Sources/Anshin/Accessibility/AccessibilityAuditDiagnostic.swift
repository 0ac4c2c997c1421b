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

    /// A rule of the audit, with a stable identifier for filtering and a sentence that explains it.
    public struct Rule: Sendable, Hashable, Codable, RawRepresentable, CustomStringConvertible {
        /// The rule's identifier, such as `image-only-button-without-label`.
        public let rawValue: String

        /// Creates a rule from its identifier.
        /// - Parameter rawValue: The identifier.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Decodes a rule from its identifier.
        /// - Parameter decoder: The decoder to read from.
        public init(from decoder: any Decoder) throws {
            self.rawValue = try decoder.singleValueContainer().decode(String.self)
        }

        /// Encodes the rule as its identifier.
        /// - Parameter encoder: The encoder to write to.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(self.rawValue)
        }

        /// The rule's identifier.
        public var description: String { self.rawValue }

        /// A button that shows only an image has no label, so VoiceOver reads the asset's name.
        public static var imageOnlyButtonWithoutLabel: Self { Self(rawValue: "image-only-button-without-label") }
        /// A label is an asset name (`ic_retry`, `btn-close.png`) rather than words.
        public static var assetNameLabel: Self { Self(rawValue: "asset-name-label") }
        /// A button lacks the button trait, so it is not announced as one.
        public static var buttonWithoutButtonTrait: Self { Self(rawValue: "button-without-button-trait") }
        /// A heading lacks the header trait, so heading navigation skips it.
        public static var headingWithoutHeaderTrait: Self { Self(rawValue: "heading-without-header-trait") }
        /// A label is empty or only white space.
        public static var emptyLabel: Self { Self(rawValue: "empty-label") }
        /// An image that is not decorative has no label.
        public static var imageWithoutLabel: Self { Self(rawValue: "image-without-label") }

        /// Every rule of the audit.
        public static var all: [Self] {
            [
                .imageOnlyButtonWithoutLabel, .assetNameLabel, .buttonWithoutButtonTrait,
                .headingWithoutHeaderTrait, .emptyLabel, .imageWithoutLabel,
            ]
        }

        /// How serious a finding of the rule is.
        public var severity: Severity {
            self == .assetNameLabel ? .warning : .error
        }

        func message(detail: String?) -> String {
            switch self.rawValue {
            case Self.imageOnlyButtonWithoutLabel.rawValue:
                "This button shows only an image and has no accessibility label, so VoiceOver reads the image's name; give it a label that says what it does."
            case Self.assetNameLabel.rawValue:
                "The label \"\(detail ?? "")\" looks like an asset name; use words a person would say."
            case Self.buttonWithoutButtonTrait.rawValue:
                "This button lacks the button trait, so it is not announced as a button; add the button trait."
            case Self.headingWithoutHeaderTrait.rawValue:
                "This heading lacks the header trait, so heading navigation skips it; add the header trait."
            case Self.emptyLabel.rawValue:
                "The accessibility label is empty; give the element a label, or hide it if it is decorative."
            case Self.imageWithoutLabel.rawValue:
                "This image has no accessibility label; describe it, or mark it decorative."
            default:
                "Rule \(self.rawValue) failed."
            }
        }
    }

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

        init(_ rule: Rule, at path: String, detail: String? = nil) {
            self.init(rule: rule, severity: rule.severity, path: path, message: rule.message(detail: detail))
        }

        /// "error [empty-label] at alert/title: The accessibility label is empty; …".
        public var description: String {
            "\(self.severity.rawValue) [\(self.rule.rawValue)] at \(self.path.isEmpty ? "(root)" : self.path): \(self.message)"
        }
    }
}
