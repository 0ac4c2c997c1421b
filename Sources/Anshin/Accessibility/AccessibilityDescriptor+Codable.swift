extension AccessibilityDescriptor: Codable {
    private enum CodingKeys: String, CodingKey {
        case label
        case spokenLabel
        case hint
        case value
        case traits
        case role
        case headingLevel
        case grouping
        case sortPriority
        case announcement
        case isBusy
        case isHidden
        case children
    }

    /// Decodes a descriptor; every member is optional and takes its default when absent.
    ///
    /// A `role` or `grouping` name this version does not know is read as absent (a newer peer may
    /// send one); a member of the wrong type, or a `headingLevel` outside 1…6, is an error naming it.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let headingLevel = try container.decodeIfPresent(Int.self, forKey: .headingLevel)
        if let headingLevel, !(1...6).contains(headingLevel) {
            throw DecodingError.dataCorruptedError(
                forKey: .headingLevel,
                in: container,
                debugDescription: "A heading level must be from 1 to 6, not \(headingLevel)."
            )
        }
        self.init(
            label: try container.decodeIfPresent(UserText.self, forKey: .label),
            spokenLabel: try container.decodeIfPresent(UserText.self, forKey: .spokenLabel),
            hint: try container.decodeIfPresent(UserText.self, forKey: .hint),
            value: try container.decodeIfPresent(UserText.self, forKey: .value),
            traits: try container.decodeIfPresent(AccessibilityTraits.self, forKey: .traits) ?? [],
            role: try container.decodeIfPresent(String.self, forKey: .role).flatMap(AccessibilityRole.init(rawValue:)),
            headingLevel: headingLevel,
            grouping: try container.decodeIfPresent(String.self, forKey: .grouping).flatMap(
                AccessibilityGrouping.init(rawValue:)
            )
                ?? .default,
            sortPriority: try container.decodeIfPresent(Int.self, forKey: .sortPriority) ?? 0,
            announcement: try container.decodeIfPresent(Announcement.self, forKey: .announcement),
            isBusy: try container.decodeIfPresent(Bool.self, forKey: .isBusy) ?? false,
            isHidden: try container.decodeIfPresent(Bool.self, forKey: .isHidden) ?? false,
            children: try container.decodeIfPresent([AccessibilityDescriptor].self, forKey: .children) ?? []
        )
    }

    /// Writes the descriptor, leaving out every member that has its default value: absent parts, no
    /// traits, the default grouping, a zero sort priority, `false` flags and no children.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        writer.beginObject()
        if let announcement = self.announcement { writer.member("announcement", announcement) }
        if !self.children.isEmpty {
            writer.key("children")
            writer.beginArray()
            for child in self.children { child.write(to: &writer) }
            writer.endArray()
        }
        if self.grouping != .default { writer.member("grouping", self.grouping.rawValue) }
        writer.member("headingLevel", ifPresent: self.headingLevel)
        writer.member("hint", ifPresent: self.hint)
        if self.isBusy { writer.member("isBusy", true) }
        if self.isHidden { writer.member("isHidden", true) }
        writer.member("label", ifPresent: self.label)
        writer.member("role", ifPresent: self.role?.rawValue)
        if self.sortPriority != 0 { writer.member("sortPriority", self.sortPriority) }
        writer.member("spokenLabel", ifPresent: self.spokenLabel)
        if !self.traits.isEmpty {
            writer.key("traits")
            self.traits.write(to: &writer)
        }
        writer.member("value", ifPresent: self.value)
        writer.endObject()
    }
}

extension AccessibilityDescriptor: WireRepresentable {}
