extension UserText: ExpressibleByStringInterpolation {
    /// Creates text from a string literal with interpolations, such as `"Uploaded \(n) photos"`.
    ///
    /// The literal and the interpolated values are verbatim: they are shown exactly as written, in
    /// every language, and a number is written as Swift writes it (`1234`, not `1,234`). Text for
    /// more than one language is a catalog key with arguments and a count
    /// (``localized(_:arguments:count:fallback:)-(_,_,Int?,_)``).
    ///
    /// ```swift
    /// StatusMessage("Uploaded \(photos.count) photos", kind: .success)   // "Uploaded 3 photos"
    /// let line: UserText = "\(UserText.localized(.retry)) in 5 s"        // "Retry in 5 s", 「再試行 in 5 s」
    /// ```
    ///
    /// An interpolated ``UserText`` stays text: it is resolved in the language of the rest, as a
    /// part of joined text, instead of being written in English by its `description`.
    /// - Parameter stringInterpolation: The literal's pieces.
    public init(stringInterpolation: StringInterpolation) {
        let parts = stringInterpolation.collected
        if parts.isEmpty {
            self.init(verbatim: "")
        } else if parts.count == 1 {
            self = parts[0]
        } else {
            self = .joined(parts, separator: "")
        }
    }

    /// The pieces of a string literal with interpolations, as ``UserText`` collects them: verbatim
    /// runs, and texts interpolated as themselves.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable, Hashable {
        /// The texts collected so far, each verbatim run merged into one.
        private var parts: [UserText] = []

        /// The verbatim run not yet added to ``parts``.
        private var run: String

        /// Starts collecting a literal.
        /// - Parameters:
        ///   - literalCapacity: The number of UTF-8 bytes in the literal's own pieces.
        ///   - interpolationCount: The number of interpolations.
        public init(literalCapacity: Int, interpolationCount: Int) {
            self.run = ""
            self.run.reserveCapacity(literalCapacity + 8 * interpolationCount)
        }

        /// Appends a piece of the literal, verbatim.
        /// - Parameter literal: The piece.
        public mutating func appendLiteral(_ literal: String) {
            self.run += literal
        }

        /// Appends a value as `String(describing:)` writes it, verbatim.
        /// - Parameter value: The value.
        public mutating func appendInterpolation(_ value: some Any) {
            self.run += String(describing: value)
        }

        /// Appends a string, verbatim.
        /// - Parameter string: The string.
        public mutating func appendInterpolation(_ string: String) {
            self.run += string
        }

        /// Appends text that is resolved in the language of the rest: verbatim text is added to the
        /// run, localized or joined text stays a part of its own.
        /// - Parameter text: The text.
        public mutating func appendInterpolation(_ text: UserText) {
            if let verbatim = text.verbatim {
                self.run += verbatim
                return
            }
            self.flush()
            self.parts.append(text)
        }

        /// Adds the verbatim run, if any, to ``parts``.
        private mutating func flush() {
            guard !self.run.isEmpty else { return }
            self.parts.append(UserText(verbatim: self.run))
            self.run = ""
        }

        /// Every part, the verbatim run not yet added included.
        fileprivate var collected: [UserText] {
            self.run.isEmpty ? self.parts : self.parts + [UserText(verbatim: self.run)]
        }
    }
}
