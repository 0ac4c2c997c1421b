extension Alert {
    /// What an alert says: a title and an optional message.
    public struct Content: Sendable, Hashable, Codable, WireRepresentable {
        /// The alert's title, which labels it for assistive technologies.
        public var title: UserText

        /// The alert's message, which describes it for assistive technologies.
        public var message: UserText?

        /// Creates alert content.
        /// - Parameters:
        ///   - title: The title.
        ///   - message: The message.
        public init(title: UserText, message: UserText? = nil) {
            self.title = title
            self.message = message
        }

        /// Creates the content for an error from its user-facing text.
        /// - Parameter error: The error.
        public init(_ error: some UserFacingError) {
            self.init(title: error.userFacingTitle, message: error.userFacingMessage)
        }

        /// Writes the content as `{"message": …, "title": …}`, without a missing message.
        /// - Parameter writer: The writer.
        public func write(to writer: inout some WireWriter) {
            writer.beginObject()
            writer.member("message", ifPresent: self.message)
            writer.member("title", self.title)
            writer.endObject()
        }
    }
}
