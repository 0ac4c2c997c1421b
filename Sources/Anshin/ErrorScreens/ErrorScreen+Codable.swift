extension ErrorScreen: Codable, WireRepresentable {
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
    /// `null` stays absent, so `{"preset": "forbidden"}` is the whole forbidden screen. An app's own
    /// preset is known through the ``PresetLibrary`` in the decoder's `userInfo` under
    /// `CodingUserInfoKey.presetLibrary`; a preset nobody knows shows the `unexpected` screen's content
    /// in its absent parts until a ``PresentationContext`` knows it. The `transition` member is written
    /// for front ends and derived from the placement, so it is not kept; a malformed one is still an
    /// error naming it, like any other member's.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let preset = try container.decodeIfPresent(Preset.self, forKey: .preset)
        let placement = try container.decodeIfPresent(Placement.self, forKey: .placement) ?? .fillBody
        let presets = decoder.userInfo[.presetLibrary] as? PresetLibrary ?? PresetLibrary()
        var screen =
            preset.map { ErrorScreen(.preset($0), placement: placement, presets: presets) }
            ?? ErrorScreen(placement: placement)
        // A part that is present replaces the preset's; one that is absent is left as the preset made it.
        func decode<T: Decodable>(_ key: CodingKeys, into part: WritableKeyPath<ErrorScreen, T?>) throws {
            if container.contains(key) { screen[keyPath: part] = try container.decodeIfPresent(T.self, forKey: key) }
        }
        try decode(.icon, into: \.icon)
        try decode(.title, into: \.title)
        try decode(.message, into: \.message)
        try decode(.retry, into: \.retry)
        screen.developerNote = try container.decodeIfPresent(String.self, forKey: .developerNote)
        _ = try container.decodeIfPresent(Transition.self, forKey: .transition)
        self = screen
    }

    /// Writes the screen's parts, its placement and its transition; a part that a preset has but
    /// this screen lacks is written as `null`, so that reading it back does not restore the preset's,
    /// and a part still waiting for the content of a preset that was not known where the screen was
    /// made is left out, so that a reader that knows the preset fills it.
    /// The developer note is written only for a writer that includes developer notes (an encoder
    /// whose `userInfo` has `true` under `CodingUserInfoKey.includesDeveloperNotes`).
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        // A part the preset has but this screen lacks is written as `null`.
        let writesNull = self.preset != nil
        let pending = self.pendingParts
        writer.beginObject()
        if writer.includesDeveloperNotes { writer.member("developerNote", ifPresent: self.developerNote) }
        if pending.contains(.icon) {
            // Left out: a reader that knows the preset fills it.
        } else if let icon = self.icon {
            writer.member("icon", icon)
        } else if writesNull {
            writer.nullMember("icon")
        }
        if pending.contains(.message) {
            // Left out: a reader that knows the preset fills it.
        } else if let message = self.message {
            writer.member("message", message)
        } else if writesNull {
            writer.nullMember("message")
        }
        writer.member("placement", self.placement.rawValue)
        if let preset = self.preset { writer.member("preset", preset.rawValue) }
        if pending.contains(.retry) {
            // Left out: a reader that knows the preset fills it.
        } else if let retry = self.retry {
            writer.member("retry", retry)
        } else if writesNull {
            writer.nullMember("retry")
        }
        if pending.contains(.title) {
            // Left out: a reader that knows the preset fills it.
        } else if let title = self.title {
            writer.member("title", title)
        } else if writesNull {
            writer.nullMember("title")
        }
        writer.member("transition", self.transition)
        writer.endObject()
    }
}
