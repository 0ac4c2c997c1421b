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
