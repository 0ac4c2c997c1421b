extension Presentation {
    /// One semantic part of a presentation: a container, heading, paragraph, label, icon, button or
    /// progress indicator.
    public struct Element: Sendable, Hashable, Identifiable {
        /// An identifier unique within the presentation and stable across renders, such as `title`.
        ///
        /// Front ends derive their own identifiers from it (HTML `id` attributes, test hooks).
        public var id: String

        /// What the element is.
        public var kind: Kind

        /// The element's visible text, if it has any.
        public var text: UserText?

        /// The element's semantic colour, if it has one.
        public var tone: ColorToken?

        /// What assistive technologies know of the element.
        public var accessibility: AccessibilityDescriptor

        /// The element's children, in visual order.
        public var children: [Element]

        /// What the element does over time, for a renderer that runs it: a status message clears
        /// itself, a board shows messages by its rules, a running trickle moves; `nil` for an element
        /// that stays as drawn.
        public var behavior: Presentation.Behavior? {
            get { self.storedBehavior }
            set { self.storedBehavior = newValue }
        }

        /// ``behavior``, stored under a name of its own, which makes the compiler's memberwise
        /// initializer private and unlike the public one, so the public one can hand it every value.
        ///
        /// An initializer that assigns the properties one by one, as a written one does, makes the
        /// optimiser assemble the element twice, copy it and destroy the other, on every
        /// presentation; the memberwise initializer builds it once (`Benchmarks/README.md` has the
        /// measurements).
        private var storedBehavior: Presentation.Behavior?
    }
}

extension Presentation.Element {
    /// Creates an element.
    /// - Parameters:
    ///   - id: An identifier unique within the presentation.
    ///   - kind: What the element is.
    ///   - text: The element's visible text.
    ///   - tone: The element's semantic colour.
    ///   - accessibility: What assistive technologies know of the element.
    ///   - children: The element's children, in visual order.
    ///   - behavior: What the element does over time; `nil` for an element that stays as drawn.
    public init(
        id: String,
        kind: Kind,
        text: UserText? = nil,
        tone: ColorToken? = nil,
        accessibility: AccessibilityDescriptor = AccessibilityDescriptor(),
        children: [Presentation.Element] = [],
        behavior: Presentation.Behavior? = nil
    ) {
        self.init(
            id: id,
            kind: kind,
            text: text,
            tone: tone,
            accessibility: accessibility,
            children: children,
            storedBehavior: behavior
        )
    }
}

extension Presentation.Element {
    /// What an element is.
    public enum Kind: Sendable, Hashable {
        /// Holds other elements. Its role (dialog, status, region, …) is in its accessibility; it
        /// may name the elements that label and describe it.
        case container(labelledBy: String? = nil, describedBy: String? = nil)
        /// A heading of a level from 1 to 6.
        case heading(level: Int)
        /// A paragraph of body text.
        case paragraph
        /// A short piece of text beside other content, such as a kind prefix or a count.
        case label
        /// A symbolic icon.
        case icon(Icon)
        /// A button that runs an action.
        case button(Button)
        /// A progress indicator.
        case progress(Progress)
    }

    /// What a button element does and how it is styled.
    public struct Button: Sendable, Hashable, Codable {
        /// The button's role, which decides its style and placement.
        public var role: Alert.Button.Role
        /// The action the button runs.
        public var action: ActionIdentifier
        /// Whether the button takes focus when its container appears.
        public var isInitialFocus: Bool

        /// Creates a button description.
        /// - Parameters:
        ///   - role: The button's role.
        ///   - action: The action the button runs.
        ///   - isInitialFocus: Whether the button takes focus when its container appears.
        public init(role: Alert.Button.Role, action: ActionIdentifier, isInitialFocus: Bool = false) {
            self.role = role
            self.action = action
            self.isInitialFocus = isInitialFocus
        }
    }

    /// The state of a progress indicator.
    public struct Progress: Sendable, Hashable, Codable {
        /// The fraction done, from 0 to 1, or `nil` when it is unknown.
        public var fraction: Double?
        /// Whether the fraction is simulated (trickle progress), so it is drawn but not announced as
        /// a measurement.
        public var isSimulated: Bool

        /// Creates a progress description.
        /// - Parameters:
        ///   - fraction: The fraction done, from 0 to 1, or `nil` when it is unknown.
        ///   - isSimulated: Whether the fraction is simulated.
        public init(fraction: Double?, isSimulated: Bool) {
            self.fraction = fraction
            self.isSimulated = isSimulated
        }

        /// The fraction every front end draws, writes and announces: ``fraction`` within 0…1 (a
        /// host's `1.0000000000000002` is 1, `-0.5` is 0), or `nil`, unknown, when there is none or it
        /// is not a finite number.
        public var drawnFraction: Double? {
            guard let fraction = self.fraction, fraction.isFinite else { return nil }
            return min(max(fraction, 0), 1)
        }

        /// The whole percentage every front end shows and says for ``drawnFraction``, or `nil` when the
        /// fraction is unknown: rounded half up (`0.375` is 38 %), except that a fraction short of 1 is
        /// at most 99 %, so that 100 % always means the work is done (`0.998` is 99 %, not 100 %).
        public var drawnPercent: Int? {
            guard let fraction = self.drawnFraction else { return nil }
            let rounded = Int(fraction * 100 + 0.5)
            return fraction < 1 ? min(rounded, 99) : rounded
        }

        /// Whether two states are drawn alike: equal ``drawnFraction``s (so a fraction that is not
        /// a number equals itself, and a state equals itself after JSON) and simulation.
        /// - Parameters:
        ///   - lhs: A state.
        ///   - rhs: Another state.
        /// - Returns: Whether they are equal.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.drawnFraction == rhs.drawnFraction && lhs.isSimulated == rhs.isSimulated
        }

        /// Hashes the ``drawnFraction`` and simulation.
        /// - Parameter hasher: The hasher.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(self.drawnFraction)
            hasher.combine(self.isSimulated)
        }
    }
}
