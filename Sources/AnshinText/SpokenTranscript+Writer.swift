extension SpokenTranscript {
    /// The transcript being written: lines joined by newlines, each utterance's parts joined by
    /// commas, empty parts left out and an utterance with no parts leaving no line.
    struct Writer {
        /// The transcript so far, as UTF-8, after whatever the buffer held before.
        var bytes: [UInt8] = []

        /// How many lines have been started.
        private var lineCount = 0

        /// How many parts the current utterance has written, or `nil` outside an utterance.
        private var partCount: Int?

        /// Starts a line: a newline unless it is the first.
        mutating func startLine() {
            if self.lineCount > 0 { self.bytes.append(UInt8(ascii: "\n")) }
            self.lineCount += 1
        }

        /// Starts an utterance, whose line begins with its first non-empty part.
        mutating func startUtterance() {
            self.partCount = 0
        }

        /// Adds a part to the current utterance, after a comma unless it is the first; an absent or
        /// empty part adds nothing.
        mutating func part(_ part: String?) {
            guard let part, !part.isEmpty, let count = self.partCount else { return }
            if count == 0 {
                self.startLine()
            } else {
                self.bytes.append(UInt8(ascii: ","))
                self.bytes.append(UInt8(ascii: " "))
            }
            self.append(part)
            self.partCount = count + 1
        }

        /// Adds text to the current line as it is.
        /// - Parameter text: The text.
        mutating func append(_ text: String) {
            self.bytes.append(contentsOf: text.utf8)
        }

        /// Ends the current utterance.
        mutating func endUtterance() {
            self.partCount = nil
        }
    }
}
