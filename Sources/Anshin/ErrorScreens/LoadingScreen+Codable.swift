extension LoadingScreen: Codable, WireRepresentable {
    private enum CodingKeys: String, CodingKey {
        case label
        case placement
    }

    /// Decodes a loading state; absent members take their defaults ("Loading…", fill body).
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decodeIfPresent(UserText.self, forKey: .label) ?? .localized(.loading),
            placement: try container.decodeIfPresent(ErrorScreen.Placement.self, forKey: .placement) ?? .fillBody
        )
    }

    /// Writes the loading state as `{"label": …, "placement": …}`.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        writer.beginObject()
        writer.member("label", self.label)
        writer.member("placement", self.placement.rawValue)
        writer.endObject()
    }
}
