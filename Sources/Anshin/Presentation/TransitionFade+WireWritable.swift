extension Transition.Fade: WireWritable {
    /// Writes the fade as whole milliseconds: `{"delayMilliseconds", "durationMilliseconds"}`.
    /// - Parameter writer: The writer.
    package func write(to writer: inout WireWriter) {
        let enclosing = writer.beginObject()
        writer.key("delayMilliseconds")
        writer.integer(self.delay.wholeMilliseconds)
        writer.key("durationMilliseconds")
        writer.integer(self.duration.wholeMilliseconds)
        writer.endObject(enclosing)
    }
}
