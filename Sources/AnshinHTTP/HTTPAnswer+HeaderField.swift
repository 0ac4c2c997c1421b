extension HTTPAnswer {
    /// One header field of an answer, or of an error that carries fields.
    ///
    /// An answer writes only fields that any server can send as they are (RFC 9110, section 5): a
    /// name that is a token (one or more ASCII letters, digits and the symbols RFC 9110 calls `tchar`, such
    /// as `-`, `_` and `.`), and a value without control characters — no CR, LF or NUL, nothing below
    /// U+0020 but the horizontal tab, no DEL and no C1 control — and without the invisible characters
    /// that change how a line reads: no format character (a bidirectional override such as U+202E, a
    /// zero-width space, a byte order mark), no line or paragraph separator (U+2028, U+2029), no
    /// noncharacter. Other text outside ASCII, such as `realm="日本"`, is kept. A field that breaks
    /// either rule is dropped whole, never repaired: a value that carries `\r\n` would otherwise start
    /// a second field of the sender's choosing, and one that carries U+2028 or U+202E a forged or
    /// reordered line in a log that shows it.
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

        /// Whether an answer can write the field: its name is a token and its value has no control
        /// character but the horizontal tab, and no format character, line or paragraph separator or
        /// noncharacter (see the type's description).
        public var isWritable: Bool {
            Self.isToken(self.name) && !self.value.unicodeScalars.contains(where: Self.isForbiddenInValue)
        }

        /// Whether a name is an RFC 9110 token: one or more ASCII letters, digits and `tchar` symbols.
        static func isToken(_ name: String) -> Bool {
            !name.isEmpty
                && name.utf8.allSatisfy { byte in
                    switch byte {
                    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                        UInt8(ascii: "a")...UInt8(ascii: "z"):
                        true
                    default: "!#$%&'*+-.^_`|~".utf8.contains(byte)
                    }
                }
        }

        /// Whether a character may not appear in a value: a C0 control but the horizontal tab, DEL, a
        /// C1 control, a format character, a line or paragraph separator, or a noncharacter.
        static func isForbiddenInValue(_ scalar: Unicode.Scalar) -> Bool {
            if scalar.isASCII { return (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F }
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator: return true
            default: return scalar.properties.isNoncharacterCodePoint
            }
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
