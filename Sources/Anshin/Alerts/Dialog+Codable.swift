extension Dialog: Codable, WireRepresentable {
    private enum CodingKeys: String, CodingKey {
        case choices
    }

    /// Decodes an alert's or an action sheet's own form: an object with `choices` is an action
    /// sheet, any other an alert.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        if try decoder.container(keyedBy: CodingKeys.self).contains(.choices) {
            self = .actionSheet(try ActionSheet(from: decoder))
        } else {
            self = .alert(try Alert(from: decoder))
        }
    }

    /// Writes the alert or the action sheet in its own form, so a dialog's wire document is the
    /// alert's or the sheet's.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        switch self {
        case .alert(let alert): alert.write(to: &writer)
        case .actionSheet(let sheet): sheet.write(to: &writer)
        }
    }
}
