/// What an element is and how it behaves, for assistive technologies.
///
/// The traits follow UIKit's and SwiftUI's; front ends map them to their platform (ARIA roles and
/// states in HTML, trait words such as "Button" in the spoken transcript).
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    /// The bits of the set.
    public let rawValue: UInt32

    /// Creates traits from their bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The element performs an action when activated.
    public static let button = Self(rawValue: 1 << 0)
    /// The element is a heading that starts a section.
    public static let header = Self(rawValue: 1 << 1)
    /// The element is an image.
    public static let image = Self(rawValue: 1 << 2)
    /// The element opens a link.
    public static let link = Self(rawValue: 1 << 3)
    /// The element is selected.
    public static let selected = Self(rawValue: 1 << 4)
    /// The element is present but cannot be used now.
    public static let notEnabled = Self(rawValue: 1 << 5)
    /// The element's value changes often (a progress indicator), so it is not announced on every change.
    public static let updatesFrequently = Self(rawValue: 1 << 6)
    /// The element is text that does not change.
    public static let staticText = Self(rawValue: 1 << 7)
    /// The element summarizes the screen when it appears.
    public static let summaryElement = Self(rawValue: 1 << 8)
    /// The element's value can be raised and lowered.
    public static let adjustable = Self(rawValue: 1 << 9)
    /// The element is modal: assistive technologies ignore what lies behind it.
    public static let modal = Self(rawValue: 1 << 10)

    /// Every trait with its wire name, in the order the wire format lists them.
    public static let named: [(name: String, trait: AccessibilityTraits)] = [
        ("button", .button), ("header", .header), ("image", .image), ("link", .link),
        ("selected", .selected), ("notEnabled", .notEnabled), ("updatesFrequently", .updatesFrequently),
        ("staticText", .staticText), ("summaryElement", .summaryElement), ("adjustable", .adjustable),
        ("modal", .modal),
    ]

    /// The wire names of the traits in the set, in the order of ``named``.
    public var names: [String] {
        Self.named.filter { self.contains($0.trait) }.map(\.name)
    }
}

extension AccessibilityTraits: Codable {
    /// Decodes traits from an array of their wire names; names this version does not know are ignored.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let names = try decoder.singleValueContainer().decode([String].self)
        self = []
        for name in names {
            if let trait = Self.named.first(where: { $0.name == name })?.trait { self.insert(trait) }
        }
    }

    /// Writes the traits as an array of their wire names, such as `["button", "selected"]`, in the
    /// order of ``named``.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        writer.beginArray()
        for (name, trait) in Self.named where self.contains(trait) { writer.string(name) }
        writer.endArray()
    }

    /// Encodes the traits as ``write(to:)`` states it: an array of their wire names.
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        try self.encodeWireForm(to: encoder)
    }
}

extension AccessibilityTraits: WireRepresentable {}
