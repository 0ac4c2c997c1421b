extension JSONRenderer {
    /// How JSON is laid out: ``pretty`` for people and golden files, ``compact`` for the wire.
    ///
    /// Both forms hold the same members in the same order (sorted by the UTF-8 bytes of their names).
    public struct Formatting: Sendable, Hashable, CustomStringConvertible {
        let isPretty: Bool

        private init(isPretty: Bool) {
            self.isPretty = isPretty
        }

        /// Indented by two spaces a level, one member or element a line, `"key": value`; empty
        /// containers as `{}` and `[]`; the text ends with a newline.
        public static var pretty: Self { Self(isPretty: true) }

        /// No white space at all and no final newline: the bytes Foundation's `JSONEncoder` writes with
        /// `[.sortedKeys, .withoutEscapingSlashes]`.
        public static var compact: Self { Self(isPretty: false) }

        /// "pretty" or "compact".
        public var description: String { self.isPretty ? "pretty" : "compact" }
    }
}
