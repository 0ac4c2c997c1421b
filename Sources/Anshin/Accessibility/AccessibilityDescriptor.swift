/// What an assistive technology knows of one element: its label, hint, value, traits, role and how
/// its children combine.
///
/// Every model states its own accessibility through descriptors on its ``Presentation``, so a
/// front end only draws them. Descriptors also stand alone, for the accessibility of an app's own
/// views:
///
/// ```swift
/// // A column read as one label: "Workouts, 100 items".
/// let column = AccessibilityDescriptor.combining([.text("Workouts"), .quantity(100, unit: .item)])
/// // A value and its unit as one label: shown "10 min", spoken "10 minutes".
/// let duration = AccessibilityDescriptor.quantity(10, unit: .minute)
/// // A pool length: shown "25 m", spoken "25 metres".
/// let length = AccessibilityDescriptor.quantity(25, unit: .metre)
/// // A row with a disclosure indicator is a button.
/// let row = AccessibilityDescriptor.listRow("Settings", hasDisclosureIndicator: true)
/// ```
public struct AccessibilityDescriptor: Sendable, Hashable {
    /// The accessible name: what the element is called.
    public var label: UserText?

    /// How the label is spoken, where it differs from how it is shown ("10 min" is spoken
    /// "10 minutes").
    public var spokenLabel: UserText?

    /// What happens when the element is activated, when the label does not make it clear.
    public var hint: UserText?

    /// The element's current value, such as "40 percent".
    public var value: UserText?

    /// What the element is and how it behaves.
    public var traits: AccessibilityTraits

    /// The container role the element plays, if any.
    public var role: AccessibilityRole?

    /// The level of a heading, from 1 (the most important) to 6; `nil` for anything else. A level
    /// outside 1…6 is kept as the nearest end (0 is 1, 7 is 6), as a heading element's level is drawn,
    /// so every front end says the same level and the descriptor is the same after JSON.
    public var headingLevel: Int? {
        didSet { self.headingLevel = Self.clampedHeadingLevel(self.headingLevel) }
    }

    /// How the element's children reach assistive technologies.
    public var grouping: AccessibilityGrouping

    /// The element's place in reading order among its siblings: higher is read first, as SwiftUI's
    /// `accessibilitySortPriority`; equal priorities keep their visual order.
    public var sortPriority: Int

    /// What is announced when the element appears.
    public var announcement: Announcement?

    /// Whether the element shows work in progress whose result is not ready (ARIA `aria-busy`).
    public var isBusy: Bool

    /// Whether the element is hidden from assistive technologies (a decorative image).
    ///
    /// It is hidden from them only, not from sight: front ends that draw still show it (HTML writes
    /// `aria-hidden`, the plain text style draws it as any other), and a button in it, which can take
    /// focus, is still reached (``Presentation/Element/staysReachable``: HTML writes no `aria-hidden` on
    /// a button or around one, the spoken text style says it, and the audit checks it).
    public var isHidden: Bool

    /// The descriptors of the element's children, in visual order.
    public var children: [AccessibilityDescriptor] {
        get { self.storedChildren }
        set { self.storedChildren = newValue }
    }

    /// ``children``, stored under a name of its own, which makes the compiler's memberwise
    /// initializer private and unlike the public one, so the public one can hand it every value
    /// (as `Presentation.Element` does, and for the same reason: an initializer that assigns the
    /// properties one by one makes the optimiser build the descriptor twice, copy it and destroy
    /// the other).
    private var storedChildren: [AccessibilityDescriptor]
}

extension AccessibilityDescriptor {
    /// Creates a descriptor.
    /// - Parameters:
    ///   - label: The accessible name.
    ///   - spokenLabel: How the label is spoken, where it differs from how it is shown.
    ///   - hint: What happens when the element is activated.
    ///   - value: The element's current value.
    ///   - traits: What the element is and how it behaves.
    ///   - role: The container role the element plays.
    ///   - headingLevel: The level of a heading, from 1 to 6; a level outside is kept as the nearest end.
    ///   - grouping: How the element's children reach assistive technologies.
    ///   - sortPriority: The element's place in reading order among its siblings; higher is read first.
    ///   - announcement: What is announced when the element appears.
    ///   - isBusy: Whether the element shows work in progress.
    ///   - isHidden: Whether the element is hidden from assistive technologies.
    ///   - children: The descriptors of the element's children.
    public init(
        label: UserText? = nil,
        spokenLabel: UserText? = nil,
        hint: UserText? = nil,
        value: UserText? = nil,
        traits: AccessibilityTraits = [],
        role: AccessibilityRole? = nil,
        headingLevel: Int? = nil,
        grouping: AccessibilityGrouping = .default,
        sortPriority: Int = 0,
        announcement: Announcement? = nil,
        isBusy: Bool = false,
        isHidden: Bool = false,
        children: [AccessibilityDescriptor] = []
    ) {
        self.init(
            label: label,
            spokenLabel: spokenLabel,
            hint: hint,
            value: value,
            traits: traits,
            role: role,
            headingLevel: Self.clampedHeadingLevel(headingLevel),
            grouping: grouping,
            sortPriority: sortPriority,
            announcement: announcement,
            isBusy: isBusy,
            isHidden: isHidden,
            storedChildren: children
        )
    }
}

extension AccessibilityDescriptor {
    /// A heading level within 1…6, HTML's `<h1>` to `<h6>`: a level below 1 is 1, one above 6 is 6.
    private static func clampedHeadingLevel(_ level: Int?) -> Int? {
        level.map { min(max($0, 1), 6) }
    }
}

extension AccessibilityDescriptor {
    /// Static text read as it is shown.
    /// - Parameter text: The text.
    /// - Returns: A descriptor labelled by the text, with the static-text trait.
    public static func text(_ text: UserText) -> Self {
        Self(label: text, traits: .staticText)
    }

    /// A heading that starts a section.
    /// - Parameters:
    ///   - text: The heading's text.
    ///   - level: Its level, from 1 to 6.
    /// - Returns: A descriptor with the header trait and the level.
    public static func heading(_ text: UserText, level: Int = 2) -> Self {
        Self(label: text, traits: .header, headingLevel: level)
    }

    /// A button.
    /// - Parameters:
    ///   - label: The button's accessible name; an image-only button needs one.
    ///   - hint: What the button does, when the label does not make it clear.
    /// - Returns: A descriptor with the button trait.
    public static func button(_ label: UserText, hint: UserText? = nil) -> Self {
        Self(label: label, hint: hint, traits: .button)
    }

    /// An image that conveys meaning.
    /// - Parameter label: What the image shows.
    /// - Returns: A descriptor with the image trait.
    public static func image(_ label: UserText) -> Self {
        Self(label: label, traits: .image)
    }

    /// A decorative image, hidden from assistive technologies.
    public static var decorative: Self {
        Self(traits: .image, isHidden: true)
    }

    /// A value and its unit as one label, shown short and spoken in full: "10 min", spoken
    /// "10 minutes" (「10分」 in Japanese), never "10, min".
    /// - Parameters:
    ///   - count: The value.
    ///   - unit: Its unit.
    /// - Returns: A static-text descriptor with a separate spoken label.
    public static func quantity(_ count: Int, unit: QuantityUnit) -> Self {
        Self(label: unit.shortText(count), spokenLabel: unit.spokenText(count), traits: .staticText)
    }

    /// A value with fraction digits and its unit as one label: "2.5 km", spoken "2.5 kilometres"
    /// ("2,5 km" in German), with the plural form its digits call for ("1.0 kilometres").
    /// - Parameters:
    ///   - value: The value, such as `2.5`.
    ///   - unit: Its unit.
    /// - Returns: A static-text descriptor with a separate spoken label.
    public static func quantity(_ value: UserText.Count, unit: QuantityUnit) -> Self {
        Self(label: unit.shortText(value), spokenLabel: unit.spokenText(value), traits: .staticText)
    }

    /// Several descriptors read as one element whose label joins theirs: a column of "Workouts"
    /// and "100 items" becomes "Workouts, 100 items".
    ///
    /// The combined label joins the children's labels as shown; where a child has a spoken form, the
    /// combined spoken label uses it ("Duration, 10 min" is spoken "Duration, 10 minutes"). The children stay on the
    /// descriptor, so a front end can still draw them, but they are not read on their own.
    /// - Parameters:
    ///   - children: The descriptors to combine, in reading order.
    ///   - traits: Traits of the combined element.
    /// - Returns: A descriptor with ``AccessibilityGrouping/merge`` grouping.
    public static func combining(_ children: [AccessibilityDescriptor], traits: AccessibilityTraits = []) -> Self {
        let read = children.filter { !$0.isHidden }
        let spoken =
            read.contains { $0.spokenLabel != nil }
            ? UserText.joined(read.compactMap { $0.spokenLabel ?? $0.label }) : nil
        return Self(
            label: .joined(read.compactMap(\.label)),
            spokenLabel: spoken,
            traits: traits.union(children.reduce(into: []) { $0.formUnion($1.traits.intersection(.selected)) }),
            grouping: .merge,
            children: children
        )
    }

    /// A row of a list. A row with a disclosure indicator leads somewhere, so it is a button.
    /// - Parameters:
    ///   - label: The row's text.
    ///   - value: The row's value, such as a setting's current choice.
    ///   - hasDisclosureIndicator: Whether the row shows a disclosure indicator (a chevron).
    /// - Returns: A descriptor that merges the row's content into one element.
    public static func listRow(_ label: UserText, value: UserText? = nil, hasDisclosureIndicator: Bool) -> Self {
        Self(
            label: label,
            value: value,
            traits: hasDisclosureIndicator ? .button : .staticText,
            grouping: .merge
        )
    }
}
