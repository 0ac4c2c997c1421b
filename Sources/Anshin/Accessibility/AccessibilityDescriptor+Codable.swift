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
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            label: try container.decodeIfPresent(UserText.self, forKey: .label),
            spokenLabel: try container.decodeIfPresent(UserText.self, forKey: .spokenLabel),
            hint: try container.decodeIfPresent(UserText.self, forKey: .hint),
            value: try container.decodeIfPresent(UserText.self, forKey: .value),
            traits: try container.decodeIfPresent(AccessibilityTraits.self, forKey: .traits) ?? [],
            role: try? container.decodeIfPresent(AccessibilityRole.self, forKey: .role),
            headingLevel: try container.decodeIfPresent(Int.self, forKey: .headingLevel),
            grouping: (try? container.decodeIfPresent(AccessibilityGrouping.self, forKey: .grouping)) ?? .default,
            sortPriority: try container.decodeIfPresent(Int.self, forKey: .sortPriority) ?? 0,
            announcement: try container.decodeIfPresent(Announcement.self, forKey: .announcement),
            isBusy: try container.decodeIfPresent(Bool.self, forKey: .isBusy) ?? false,
            isHidden: try container.decodeIfPresent(Bool.self, forKey: .isHidden) ?? false,
            children: try container.decodeIfPresent([AccessibilityDescriptor].self, forKey: .children) ?? []
        )
    }

    /// Encodes the descriptor, leaving out every member that has its default value.
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.label, forKey: .label)
        try container.encodeIfPresent(self.spokenLabel, forKey: .spokenLabel)
        try container.encodeIfPresent(self.hint, forKey: .hint)
        try container.encodeIfPresent(self.value, forKey: .value)
        if !self.traits.isEmpty { try container.encode(self.traits, forKey: .traits) }
        try container.encodeIfPresent(self.role, forKey: .role)
        try container.encodeIfPresent(self.headingLevel, forKey: .headingLevel)
        if self.grouping != .default { try container.encode(self.grouping, forKey: .grouping) }
        if self.sortPriority != 0 { try container.encode(self.sortPriority, forKey: .sortPriority) }
        try container.encodeIfPresent(self.announcement, forKey: .announcement)
        if self.isBusy { try container.encode(true, forKey: .isBusy) }
        if self.isHidden { try container.encode(true, forKey: .isHidden) }
        if !self.children.isEmpty { try container.encode(self.children, forKey: .children) }
    }
}
