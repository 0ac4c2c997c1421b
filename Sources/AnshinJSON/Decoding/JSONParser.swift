/// A strict RFC 8259 parser over UTF-8 bytes.
///
/// - The input must be valid UTF-8; a leading byte order mark (EF BB BF) is skipped.
/// - Strings: control characters must be escaped; escapes are `\" \\ \/ \b \f \n \r \t \uXXXX`;
///   a `\u` escape of a surrogate must be a high surrogate followed by a low one — an unpaired
///   surrogate is an error, never replaced.
/// - Objects must not repeat a member name.
/// - Arrays and objects nest at most ``WireDocument/maximumNestingDepth`` deep, and the input is at
///   most ``WireDocument/maximumInputSize`` bytes; recursion is bounded by the depth limit, so deep
///   input is an error, never a stack overflow.
///
/// Every error names the path of the value being read and its line and column.
struct JSONParser {
    private let input: [UInt8]
    private let contentStart: Int
    private var position: Int
    private var depth = 0
    private var path: [WirePath.Component] = []

    private init(input: [UInt8]) {
        self.input = input
        let hasByteOrderMark =
            input.count >= 3 && input[0] == 0xEF && input[1] == 0xBB && input[2] == 0xBF
        self.contentStart = hasByteOrderMark ? 3 : 0
        self.position = self.contentStart
    }

    /// Parses a whole JSON text: one value, with only white space around it.
    static func parse(_ input: [UInt8]) throws(WireFormatError) -> JSONValue {
        try Self.checkSize(input.count)
        var parser = JSONParser(input: input)
        parser.skipWhitespace()
        guard parser.position < input.count else {
            throw parser.error("The input is empty: expected a JSON value.")
        }
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.position == input.count else {
            throw parser.error("Unexpected \(parser.describeByte()) after the document's value.")
        }
        return value
    }

    /// Parses a JSON text held in a string; its size is checked before its bytes are copied.
    static func parse(_ string: String) throws(WireFormatError) -> JSONValue {
        try Self.checkSize(string.utf8.count)
        return try Self.parse(Array(string.utf8))
    }

    /// Refuses input larger than ``WireDocument/maximumInputSize``.
    private static func checkSize(_ count: Int) throws(WireFormatError) {
        guard count <= WireDocument.maximumInputSize else {
            throw WireFormatError(
                .limitExceeded,
                path: "",
                message:
                    "The input is \(count) bytes, more than the limit of \(WireDocument.maximumInputSize) bytes (4 MiB)."
            )
        }
    }

    // MARK: - Values

    private mutating func parseValue() throws(WireFormatError) -> JSONValue {
        guard self.position < self.input.count else {
            throw self.error("Unexpected end of input: expected a value.")
        }
        switch self.input[self.position] {
        case UInt8(ascii: "{"): return try self.parseObject()
        case UInt8(ascii: "["): return try self.parseArray()
        case UInt8(ascii: "\""): return .string(try self.parseString())
        case UInt8(ascii: "t"):
            try self.parseLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try self.parseLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try self.parseLiteral("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try self.parseNumber()
        default:
            throw self.error("Unexpected \(self.describeByte()): expected a value.")
        }
    }

    private mutating func enterContainer() throws(WireFormatError) {
        self.depth += 1
        guard self.depth <= WireDocument.maximumNestingDepth else {
            throw self.error(
                "Arrays and objects nest deeper than the limit of \(WireDocument.maximumNestingDepth) levels.",
                kind: .limitExceeded
            )
        }
        self.position += 1
    }

    private mutating func parseObject() throws(WireFormatError) -> JSONValue {
        try self.enterContainer()
        var object = JSONObject()
        self.skipWhitespace()
        if self.peek() == UInt8(ascii: "}") {
            self.position += 1
            self.depth -= 1
            return .object(object)
        }
        while true {
            self.skipWhitespace()
            guard self.peek() == UInt8(ascii: "\"") else {
                throw self.error("Unexpected \(self.describeByte()): expected a member name in double quotes.")
            }
            let keyStart = self.position
            let key = try self.parseString()
            if object.contains(key) {
                self.path.append(.member(key))
                throw self.error(
                    "Duplicate member \"\(key)\": a member may appear only once in an object.",
                    at: keyStart,
                    kind: .duplicateMember
                )
            }
            self.skipWhitespace()
            guard self.peek() == UInt8(ascii: ":") else {
                throw self.error("Unexpected \(self.describeByte()): expected \":\" after a member name.")
            }
            self.position += 1
            self.skipWhitespace()
            self.path.append(.member(key))
            let value = try self.parseValue()
            self.path.removeLast()
            object.append(key, value)
            self.skipWhitespace()
            switch self.peek() {
            case UInt8(ascii: ","):
                self.position += 1
            case UInt8(ascii: "}"):
                self.position += 1
                self.depth -= 1
                return .object(object)
            default:
                throw self.error("Unexpected \(self.describeByte()): expected \",\" or \"}\" after a member.")
            }
        }
    }

    private mutating func parseArray() throws(WireFormatError) -> JSONValue {
        try self.enterContainer()
        var elements: [JSONValue] = []
        self.skipWhitespace()
        if self.peek() == UInt8(ascii: "]") {
            self.position += 1
            self.depth -= 1
            return .array(elements)
        }
        while true {
            self.skipWhitespace()
            self.path.append(.index(elements.count))
            elements.append(try self.parseValue())
            self.path.removeLast()
            self.skipWhitespace()
            switch self.peek() {
            case UInt8(ascii: ","):
                self.position += 1
            case UInt8(ascii: "]"):
                self.position += 1
                self.depth -= 1
                return .array(elements)
            default:
                throw self.error("Unexpected \(self.describeByte()): expected \",\" or \"]\" after an element.")
            }
        }
    }

    private mutating func parseLiteral(_ literal: String) throws(WireFormatError) {
        guard self.input[self.position...].starts(with: literal.utf8) else {
            throw self.error("Unexpected \(self.describeByte()): expected a value (did you mean \(literal)?).")
        }
        self.position += literal.utf8.count
    }

    // MARK: - Numbers

    private mutating func parseNumber() throws(WireFormatError) -> JSONValue {
        let start = self.position
        if self.peek() == UInt8(ascii: "-") { self.position += 1 }
        guard let first = self.peek(), Self.isDigit(first) else {
            throw self.error("Invalid number: expected a digit after \"-\", found \(self.describeByte()).")
        }
        self.position += 1
        if first == UInt8(ascii: "0"), let next = self.peek(), Self.isDigit(next) {
            throw self.error("Invalid number: a leading zero must not be followed by more digits.", at: start)
        }
        self.skipDigits()
        if self.peek() == UInt8(ascii: ".") {
            self.position += 1
            guard let digit = self.peek(), Self.isDigit(digit) else {
                throw self.error(
                    "Invalid number: expected a digit after the decimal point, found \(self.describeByte())."
                )
            }
            self.skipDigits()
        }
        if self.peek() == UInt8(ascii: "e") || self.peek() == UInt8(ascii: "E") {
            self.position += 1
            if self.peek() == UInt8(ascii: "+") || self.peek() == UInt8(ascii: "-") { self.position += 1 }
            guard let digit = self.peek(), Self.isDigit(digit) else {
                throw self.error("Invalid number: expected a digit in the exponent, found \(self.describeByte()).")
            }
            self.skipDigits()
        }
        return .number(String(decoding: self.input[start..<self.position], as: UTF8.self))
    }

    private mutating func skipDigits() {
        while let byte = self.peek(), Self.isDigit(byte) { self.position += 1 }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    // MARK: - Strings

    /// Parses a string starting at its opening quote.
    private mutating func parseString() throws(WireFormatError) -> String {
        self.position += 1
        let start = self.position
        // Fast path: no escapes, so the string is the bytes between the quotes.
        while self.position < self.input.count {
            let byte = self.input[self.position]
            if byte == UInt8(ascii: "\"") {
                let string = String(decoding: self.input[start..<self.position], as: UTF8.self)
                self.position += 1
                return string
            }
            if byte == UInt8(ascii: "\\") { break }
            try self.skipCharacter(byte)
        }
        var bytes = Array(self.input[start..<self.position])
        while self.position < self.input.count {
            let byte = self.input[self.position]
            switch byte {
            case UInt8(ascii: "\""):
                self.position += 1
                return String(decoding: bytes, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try self.parseEscape(into: &bytes)
            default:
                let characterStart = self.position
                try self.skipCharacter(byte)
                bytes.append(contentsOf: self.input[characterStart..<self.position])
            }
        }
        throw self.error("Unexpected end of input inside a string: expected a closing \".")
    }

    /// Steps over one unescaped character of a string, checking it is allowed and valid UTF-8.
    private mutating func skipCharacter(_ byte: UInt8) throws(WireFormatError) {
        if byte < 0x20 {
            throw self.error("The control character \(Self.scalarName(UInt32(byte))) must be escaped in a string.")
        }
        if byte < 0x80 {
            self.position += 1
        } else {
            self.position += try self.validateUTF8Sequence()
        }
    }

    /// The length of the valid UTF-8 sequence at the position (lead byte 0x80 or above).
    private func validateUTF8Sequence() throws(WireFormatError) -> Int {
        let lead = self.input[self.position]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            secondRange = 0x80...0x9F
        case 0xF0:
            length = 4
            secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            secondRange = 0x80...0x8F
        default:
            throw self.error("Invalid UTF-8: the byte \(Self.hex(lead)) cannot start a character.")
        }
        for offset in 1..<length {
            let index = self.position + offset
            let range = offset == 1 ? secondRange : 0x80...0xBF
            guard index < self.input.count, range.contains(self.input[index]) else {
                throw self.error(
                    "Invalid UTF-8: the sequence that starts with the byte \(Self.hex(lead)) is malformed."
                )
            }
        }
        return length
    }

    /// Parses an escape sequence starting at its backslash and appends its character's UTF-8.
    private mutating func parseEscape(into bytes: inout [UInt8]) throws(WireFormatError) {
        let start = self.position
        self.position += 1
        guard let letter = self.peek() else {
            throw self.error("Unexpected end of input inside a string: expected a closing \".")
        }
        self.position += 1
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): bytes.append(letter)
        case UInt8(ascii: "b"): bytes.append(0x08)
        case UInt8(ascii: "f"): bytes.append(0x0C)
        case UInt8(ascii: "n"): bytes.append(0x0A)
        case UInt8(ascii: "r"): bytes.append(0x0D)
        case UInt8(ascii: "t"): bytes.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try self.parseHexQuad(escapeStart: start)
            var scalarValue = UInt32(unit)
            switch unit {
            case 0xD800...0xDBFF:
                let lowStart = self.position
                guard self.peek() == UInt8(ascii: "\\"), self.peek(offset: 1) == UInt8(ascii: "u") else {
                    throw self.error(
                        "Unpaired surrogate \(self.escapeText(from: start)): a high surrogate must be followed by a low surrogate escape.",
                        at: start
                    )
                }
                self.position += 2
                let low = try self.parseHexQuad(escapeStart: lowStart)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw self.error(
                        "Unpaired surrogate \(self.escapeText(from: start)): a high surrogate must be followed by a low surrogate escape.",
                        at: start
                    )
                }
                scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            case 0xDC00...0xDFFF:
                throw self.error(
                    "Unpaired surrogate \(self.escapeText(from: start)): a low surrogate must follow a high surrogate escape.",
                    at: start
                )
            default:
                break
            }
            // Every value left is a Unicode scalar: surrogates were handled above.
            UTF8.encode(Unicode.Scalar(scalarValue) ?? "\u{FFFD}") { bytes.append($0) }
        default:
            self.position = start
            throw self.error(
                "Invalid escape sequence \\\(self.describeByte(at: start + 1, quoted: false)) in a string."
            )
        }
    }

    /// Parses the four hexadecimal digits of a `\u` escape, after the `u`.
    private mutating func parseHexQuad(escapeStart: Int) throws(WireFormatError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = self.peek(), let digit = Self.hexValue(byte) else {
                throw self.error("Invalid \\u escape: expected four hexadecimal digits.", at: escapeStart)
            }
            value = value << 4 | UInt16(digit)
            self.position += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The text of an escape as written in the input, such as `\ud800`.
    private func escapeText(from start: Int) -> String {
        let end = min(start + 6, self.input.count)
        return String(decoding: self.input[start..<end], as: UTF8.self)
    }

    // MARK: - Reading

    private func peek(offset: Int = 0) -> UInt8? {
        let index = self.position + offset
        return index < self.input.count ? self.input[index] : nil
    }

    private mutating func skipWhitespace() {
        while let byte = self.peek() {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): self.position += 1
            default: return
            }
        }
    }

    // MARK: - Errors

    /// What the byte at a position is, for a message: `"x"`, `U+000A`, `"é"`, `byte 0xFF`, or
    /// `end of input`.
    private func describeByte(at offset: Int? = nil, quoted: Bool = true) -> String {
        let index = offset ?? self.position
        guard index < self.input.count else { return "end of input" }
        let byte = self.input[index]
        switch byte {
        case 0x20..<0x7F:
            let character = String(UnicodeScalar(byte))
            return quoted ? "\"\(character)\"" : character
        case 0..<0x20, 0x7F:
            return Self.scalarName(UInt32(byte))
        default:
            var iterator = self.input[index...].makeIterator()
            var decoder = UTF8()
            if case .scalarValue(let scalar) = decoder.decode(&iterator) {
                return quoted ? "\"\(scalar)\"" : String(scalar)
            }
            return "byte \(Self.hex(byte)) (invalid UTF-8)"
        }
    }

    private static func scalarName(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count == 1 ? "0" : "") + digits
    }

    /// An error at a position (the current one by default), naming the path being read and the
    /// line and column.
    private func error(
        _ message: String,
        at offset: Int? = nil,
        kind: WireFormatError.Kind = .syntax
    ) -> WireFormatError {
        let offset = min(offset ?? self.position, self.input.count)
        var line = 1
        var column = 1
        var index = self.contentStart
        while index < offset {
            let byte = self.input[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return WireFormatError(kind, path: WirePath.string(self.path), message: message, line: line, column: column)
    }
}
