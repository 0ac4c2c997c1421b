extension TrickleProgress.Configuration: WireWritable {
    /// Writes the configuration with its durations in whole milliseconds, members in name order.
    /// - Parameter writer: The writer.
    package func write(to writer: inout WireWriter) {
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
