extension AccessibilityAudit {
    /// A rule of the audit, with a stable identifier for filtering and a sentence that explains it.
    ///
    /// The Accessibility article's table lists every rule with its severity and when it is reported.
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
        /// A dialog, an alert dialog or a region has no accessible name, so a screen reader announces only
        /// its role (an alert whose title is blank).
        public static var dialogOrRegionWithoutName: Self { Self(rawValue: "dialog-or-region-without-name") }
        /// A value and its unit are two adjacent elements ("10", "min"), read "10, min" instead of
        /// "10 minutes".
        public static var valueAndUnitSplit: Self { Self(rawValue: "value-and-unit-split") }
        /// A column's labels and values are separate elements, read one by one instead of
        /// "Workouts, 100 items".
        public static var uncombinedColumn: Self { Self(rawValue: "uncombined-column") }
        /// A row shows a disclosure indicator but lacks the button trait, so it is not announced as
        /// something to activate.
        public static var disclosureRowWithoutButtonTrait: Self {
            Self(rawValue: "disclosure-row-without-button-trait")
        }
        /// A button has neither a visible title nor an accessibility label (a recovery whose catalog name
        /// resolves to nothing), so nobody can tell what it does.
        public static var buttonWithoutName: Self { Self(rawValue: "button-without-name") }
        /// A progress bar has no accessible name, so a screen reader announces only "progress bar": a
        /// progress element, or a progress indicator that holds none (drawn as the bar itself, or, when
        /// it holds a control, as a busy group around it), whose label is missing or blank.
        public static var progressWithoutName: Self { Self(rawValue: "progress-without-name") }
        /// A heading has no text and no label, so heading navigation stops at it and says nothing but
        /// "heading".
        public static var headingWithoutName: Self { Self(rawValue: "heading-without-name") }
        /// Two elements of one presentation have the same identifier: HTML writes both with one `id`, so
        /// an `aria-labelledby` or `aria-describedby` that names it finds only the first, and a
        /// renderer or a test that looks an element up by its identifier finds only the first.
        public static var duplicateElementID: Self { Self(rawValue: "duplicate-element-id") }
        /// A button (an element that acts as one, or has the button trait) is inside another, such as a
        /// row that acts as a button: it cannot be pressed on its own. HTML allows no button inside a
        /// button and draws it as text without its action, and a screen reader reads it as part of the
        /// outer one (axe: nested-interactive).
        public static var buttonInsideButton: Self { Self(rawValue: "button-inside-button") }

        /// Every rule of the audit.
        public static var all: [Self] {
            [
                .imageOnlyButtonWithoutLabel, .assetNameLabel, .buttonWithoutButtonTrait,
                .headingWithoutHeaderTrait, .emptyLabel, .imageWithoutLabel, .dialogOrRegionWithoutName,
                .valueAndUnitSplit, .uncombinedColumn, .disclosureRowWithoutButtonTrait, .buttonWithoutName,
                .progressWithoutName, .headingWithoutName, .duplicateElementID, .buttonInsideButton,
            ]
        }

        /// How serious a finding of the rule is: a warning for an asset-name label, a value split from
        /// its unit and an uncombined column, which are read, only badly; an error for the others.
        public var severity: Severity {
            switch self {
            case .assetNameLabel, .valueAndUnitSplit, .uncombinedColumn: .warning
            default: .error
            }
        }

        /// What is wrong and what to do, in one sentence, quoting the details a finding has.
        /// - Parameter details: The finding's details, such as a label or a role's name.
        /// - Returns: The sentence.
        func message(details: [String]) -> String {
            func detail(_ index: Int) -> String { details.indices.contains(index) ? details[index] : "" }
            switch self.rawValue {
            case Self.imageOnlyButtonWithoutLabel.rawValue:
                return "This button shows only an image and has no accessibility label, so VoiceOver reads the "
                    + "image's name; give it a label that says what it does."
            case Self.assetNameLabel.rawValue:
                return "The label \"\(detail(0))\" looks like an asset name; use words a person would say."
            case Self.buttonWithoutButtonTrait.rawValue:
                return "This button lacks the button trait, so it is not announced as a button; add the button trait."
            case Self.headingWithoutHeaderTrait.rawValue:
                return "This heading lacks the header trait, so heading navigation skips it; add the header trait."
            case Self.emptyLabel.rawValue:
                return "The accessibility label is empty; give the element a label, or hide it if it is decorative."
            case Self.imageWithoutLabel.rawValue:
                return "This image has no accessibility label; describe it, or mark it decorative."
            case Self.dialogOrRegionWithoutName.rawValue:
                return "This \(detail(0)) has no accessible name, so a screen reader announces only its role; "
                    + "give it a title that is not blank, or a label."
            case Self.valueAndUnitSplit.rawValue:
                return "The value \"\(detail(0))\" and its unit \"\(detail(1))\" are two elements, read "
                    + "\"\(detail(0)), \(detail(1))\"; make them one with "
                    + "AccessibilityDescriptor.quantity(_:unit:), shown short and spoken in full."
            case Self.uncombinedColumn.rawValue:
                return "These labels and values are read one by one (\"\(detail(0))\", \"\(detail(1))\"); combine "
                    + "each label with its value with AccessibilityDescriptor.combining(_:traits:), read "
                    + "\"\(detail(0)), \(detail(1))\"."
            case Self.disclosureRowWithoutButtonTrait.rawValue:
                return "This row shows a disclosure indicator but lacks the button trait, so it is not announced "
                    + "as something to activate; use AccessibilityDescriptor.listRow(_:value:hasDisclosureIndicator:)."
            case Self.buttonWithoutName.rawValue:
                return "This button has neither a visible title nor an accessibility label, so nobody can tell "
                    + "what it does; give it a title or a label that is not blank."
            case Self.progressWithoutName.rawValue:
                return "This progress bar has no accessible name, so a screen reader announces only \"progress bar\"; "
                    + "give it a label that says what the work is (\"Uploading photos…\")."
            case Self.headingWithoutName.rawValue:
                return "This heading has no text and no label, so heading navigation stops at it and says only "
                    + "\"heading\"; give it text, or remove it."
            case Self.duplicateElementID.rawValue:
                return "The identifier \"\(detail(0))\" is also the identifier of the element at "
                    + "\(detail(1).isEmpty ? "(root)" : detail(1)), so a "
                    + "reference to it (aria-labelledby, aria-describedby) finds only that one; give each element "
                    + "an identifier of its own."
            case Self.buttonInsideButton.rawValue:
                return "This button is inside another button, so it cannot be pressed on its own: HTML draws it "
                    + "as text without its action, and a screen reader reads it as part of the outer one; move "
                    + "it out, or make the outer element not a button."
            default:
                return "Rule \(self.rawValue) failed."
            }
        }
    }
}
