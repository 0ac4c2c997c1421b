extension HTTPAnswer {
    /// One header field of an answer, or of an error that carries fields.
    public struct HeaderField: Sendable, Hashable {
        /// The field's name, such as `Retry-After`.
        public var name: String
        /// The field's value.
        public var value: String

        /// Creates a header field.
        /// - Parameters:
        ///   - name: The field's name.
        ///   - value: The field's value.
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }

        /// Whether two field names are the same, without regard to ASCII case.
        static func sameName(_ left: String, _ right: String) -> Bool {
            left.utf8.count == right.utf8.count
                && zip(left.utf8, right.utf8).allSatisfy { a, b in
                    a == b || (a | 0x20 == b | 0x20 && (a | 0x20) &- UInt8(ascii: "a") < 26)
                }
        }
    }
}
