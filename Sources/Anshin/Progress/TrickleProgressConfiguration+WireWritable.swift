extension TrickleProgress.Configuration: WireWritable {
    /// Writes the configuration with its durations in whole milliseconds, members in name order.
    ///
    /// The standard configuration, which nearly every trickle runs with, is the same compact JSON
    /// every time: it is written once by this same code (``standardCompactJSON``) and copied after
    /// that, which spares its four doubles their shortest-form search on every encode.
    /// - Parameter writer: The writer.
    package func write(to writer: inout WireWriter) {
        if !writer.pretty, self.isStandard {
            Self.standardCompactJSON.withUnsafeBufferPointer { writer.written($0) }
            return
        }
        self.writeMembers(to: &writer)
    }

    /// Whether the configuration is the standard one, bit for bit: its doubles and durations are
    /// plain numbers, so the same bits are the same configuration and the same JSON.
    package var isStandard: Bool {
        withUnsafePointer(to: self) { configuration in
            Self.standardValue.withUnsafeBufferPointer { configuration.hasSameBits(as: $0.baseAddress!) }
        }
    }

    /// The standard configuration, kept to be compared in place.
    private static let standardValue: [Self] = [.standard]

    /// The standard configuration's compact JSON, written once by ``writeMembers(to:)``.
    static let standardCompactJSON: [UInt8] = {
        var writer = WireWriter(pretty: false, localizer: nil)
        Self.standard.writeMembers(to: &writer)
        return writer.bytes
    }()

    /// Writes the configuration member by member.
    private func writeMembers(to writer: inout WireWriter) {
        let enclosing = writer.beginObject()
        writer.key("cap")
        writer.number(self.cap)
        writer.key("graceTimeMilliseconds")
        writer.integer(self.graceTime.wholeMilliseconds)
        writer.key("initialValue")
        writer.number(self.initialValue)
        writer.key("maximumIncrement")
        writer.number(self.maximumIncrement)
        writer.key("maximumIntervalMilliseconds")
        writer.integer(self.maximumInterval.wholeMilliseconds)
        writer.key("minimumIncrement")
        writer.number(self.minimumIncrement)
        writer.key("minimumIntervalMilliseconds")
        writer.integer(self.minimumInterval.wholeMilliseconds)
        writer.key("minimumShowTimeMilliseconds")
        writer.integer(self.minimumShowTime.wholeMilliseconds)
        writer.endObject(enclosing)
    }
}
