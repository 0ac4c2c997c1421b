import Anshin

/// The wire-format JSON of the presets' own error screens, encoded once.
///
/// A backend answers most failing requests with a preset's screen as the preset made it
/// (`ErrorScreen(.preset(.notFound))`), and with text kept as keys its JSON is the same bytes every
/// time. Those bytes are written once, on first use, by the same ``WireWriter`` every other value is
/// written with, compact and pretty; the encoder then finds such a screen by comparing it in place
/// with the presets' own (`ErrorScreen.presetScreenIndex(bitsOf:)`) and copies its JSON. Any other
/// screen, or text resolved into a language, is written member by member.
enum WirePresetScreens {
    /// Each preset screen's JSON with text kept as keys, compact and pretty, in the order of
    /// `ErrorScreen.presetScreens` (44 values, about 20 KB).
    private static let encoded: [(compact: [UInt8], pretty: [UInt8])] = ErrorScreen.presetScreens.map { screen in
        (Self.written(screen, pretty: false), Self.written(screen, pretty: true))
    }

    /// Appends the JSON of a preset's own screen, with text kept as keys.
    /// - Parameters:
    ///   - screen: The screen, read in place.
    ///   - pretty: Whether the JSON is the pretty form (ending with a newline), or compact.
    ///   - buffer: The buffer to append to.
    /// - Returns: Whether the screen is found among the presets' own by its bits and its JSON was
    ///   appended; if not, the buffer is left as it was.
    static func append(_ screen: UnsafePointer<ErrorScreen>, pretty: Bool, to buffer: inout [UInt8]) -> Bool {
        guard let index = ErrorScreen.presetScreenIndex(bitsOf: screen) else { return false }
        Self.encoded.withUnsafeBufferPointer { encoded in
            buffer.append(contentsOf: pretty ? encoded[index].pretty : encoded[index].compact)
        }
        return true
    }

    /// A screen's JSON, written member by member as the encoder writes any model.
    /// - Parameters:
    ///   - screen: The screen.
    ///   - pretty: Whether to write the pretty form, ending with a newline.
    /// - Returns: The JSON's UTF-8.
    private static func written(_ screen: ErrorScreen, pretty: Bool) -> [UInt8] {
        var bytes: [UInt8] = []
        // A preset's screen holds no number that is not finite, so the writer never declines it.
        _ = WireEncoder(formatting: pretty ? .pretty : .compact).writeDirectly(
            screen,
            as: ErrorScreen.self,
            into: &bytes
        )
        return bytes
    }
}
