/// What is wrong with the command line, in one line, such as `unsupported locale "xx": use one of en, ja, …`.
struct UsageError: Error, CustomStringConvertible {
    /// The message, quoting the argument as it was typed (neutralize it before printing it).
    let description: String

    /// Creates an error.
    /// - Parameter description: The message.
    init(_ description: String) {
        self.description = description
    }
}
