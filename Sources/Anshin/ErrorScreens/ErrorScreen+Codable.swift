extension ErrorScreen: Codable {
    private enum CodingKeys: String, CodingKey {
        case preset
        case icon
        case title
        case message
        case retry
        case placement
        case transition
        case developerNote
    }

    /// Decodes an error screen.
    ///
    /// With a `preset`, each part that is absent takes the preset's content and each part that is
    /// `null` stays absent, so `{"preset": "forbidden"}` is the whole forbidden screen. The
    /// `transition` member is written for front ends and ignored here.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let preset = try container.decodeIfPresent(Preset.self, forKey: .preset)
        let placement = try container.decodeIfPresent(Placement.self, forKey: .placement) ?? .fillBody
        var screen = preset.map { ErrorScreen(.preset($0), placement: placement) } ?? ErrorScreen(placement: placement)
        func decode<T: Decodable>(_ key: CodingKeys, into part: inout T?) throws {
            if container.contains(key) { part = try container.decodeIfPresent(T.self, forKey: key) }
        }
        try decode(.icon, into: &screen.icon)
        try decode(.title, into: &screen.title)
        try decode(.message, into: &screen.message)
        try decode(.retry, into: &screen.retry)
        screen.developerNote = try container.decodeIfPresent(String.self, forKey: .developerNote)
        self = screen
    }

    /// Encodes the screen's parts, its placement and its transition; a part that a preset has but
    /// this screen lacks is written as `null`. The developer note is written only when the encoder's
    /// `userInfo` has `true` under `CodingUserInfoKey.includesDeveloperNotes`.
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.preset, forKey: .preset)
        let writesNull = self.preset != nil
        func encode<T: Encodable>(_ part: T?, _ key: CodingKeys) throws {
            if let part {
                try container.encode(part, forKey: key)
            } else if writesNull {
                try container.encodeNil(forKey: key)
            }
        }
        try encode(self.icon, .icon)
        try encode(self.title, .title)
        try encode(self.message, .message)
        try encode(self.retry, .retry)
        try container.encode(self.placement, forKey: .placement)
        try container.encode(self.transition, forKey: .transition)
        if encoder.userInfo[.includesDeveloperNotes] as? Bool == true {
            try container.encodeIfPresent(self.developerNote, forKey: .developerNote)
        }
    }
}

extension ErrorScreen: Presentable {
    /// A region labelled by its title heading and described by its message, with the icon (when the
    /// screen fills the body) and the retry button; absent and blank parts are left out.
    /// - Parameter context: The user's and the host's preferences.
    /// - Returns: The screen's presentation, with its transition unless the user prefers reduced motion.
    public func presentation(in context: PresentationContext) -> Presentation {
        self.presetPresentation(in: context) ?? self.buildPresentation(in: context)
    }

    /// Builds the screen's presentation.
    func buildPresentation(in context: PresentationContext) -> Presentation {
        var children: [Presentation.Element] = []
        children.reserveCapacity(4)
        if self.placement == .fillBody, let icon = self.icon {
            children.append(Presentation.Element(id: "icon", kind: .icon(icon), accessibility: icon.accessibility))
        }
        let title = self.title.flatMap { $0.isBlank ? nil : $0 }
        if let title {
            children.append(
                Presentation.Element(
                    id: "title",
                    kind: .heading(level: 2),
                    text: title,
                    accessibility: .heading(title, level: 2)
                )
            )
        }
        let message = self.message.flatMap { $0.isBlank ? nil : $0 }
        if let message {
            children.append(
                Presentation.Element(id: "message", kind: .paragraph, text: message, accessibility: .text(message))
            )
        }
        if let retry = self.retry, !retry.title.isBlank {
            children.append(
                Presentation.Element(
                    id: "retry",
                    kind: .button(.init(role: .default, action: retry.action)),
                    text: retry.title,
                    tone: .accent,
                    accessibility: .button(retry.title)
                )
            )
        }
        return Presentation(
            type: "errorScreen",
            root: Presentation.Element(
                id: "error-screen",
                kind: .container(
                    labelledBy: title == nil ? nil : "title",
                    describedBy: message == nil ? nil : "message"
                ),
                accessibility: AccessibilityDescriptor(label: title, role: .region),
                children: children
            ),
            transition: self.transition.respectingReducedMotion(context.reduceMotion)
        )
    }
}
