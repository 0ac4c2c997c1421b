/// Appends strings from models to HTML, escaped for the context they land in.
///
/// Text content escapes `&`, `<` and `>`; attribute values (always double-quoted here) also escape
/// `"` and `'`. Characters that are parse errors wherever they appear in HTML (C0 and C1 controls other
/// than white space, and Unicode noncharacters) become U+FFFD, so no model string can produce markup,
/// break out of an attribute or make the document invalid. Entities already in the text are escaped
/// again: a model saying `&amp;` shows `&amp;`.
///
/// The output is UTF-8 bytes. The common case, a string with nothing to escape, is one scan (eight
/// ASCII bytes at a time) and one copy; otherwise clean runs are copied between the replacements, and
/// no intermediate strings are built.
enum HTMLEscaping {
    /// Appends a string as HTML text content.
    /// - Parameters:
    ///   - string: The string, from a model.
    ///   - output: The UTF-8 buffer to append to.
    static func appendText(_ string: String, to output: inout some HTMLByteSink) {
        self.append(string, inAttribute: false, to: &output)
    }

    /// Appends a string as the value of a double-quoted attribute.
    /// - Parameters:
    ///   - string: The string, from a model.
    ///   - output: The UTF-8 buffer to append to.
    static func appendAttribute(_ string: String, to output: inout some HTMLByteSink) {
        self.append(string, inAttribute: true, to: &output)
    }

    /// Appends UTF-8 as HTML text content.
    /// - Parameters:
    ///   - bytes: A piece of a model's text.
    ///   - output: The UTF-8 buffer to append to.
    @inline(__always)
    static func appendText(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout some HTMLByteSink) {
        if self.isClean(bytes, inAttribute: false) {
            output.append(bytes)
        } else {
            self.append(bytes, inAttribute: false, to: &output)
        }
    }

    /// Appends UTF-8 as the value of a double-quoted attribute.
    /// - Parameters:
    ///   - bytes: A piece of a model's text.
    ///   - output: The UTF-8 buffer to append to.
    @inline(__always)
    static func appendAttribute(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout some HTMLByteSink) {
        if self.isClean(bytes, inAttribute: true) {
            output.append(bytes)
        } else {
            self.append(bytes, inAttribute: true, to: &output)
        }
    }

    /// Whether a short piece (a word between placeholders, a number) has nothing to look at, tested
    /// where it is used, without a call: as one or two words, the second overlapping the first and
    /// a piece shorter than a word padded with spaces, which are never looked at. A longer piece, or
    /// one with something to look at, is left to the escaping loop.
    /// - Parameters:
    ///   - bytes: The piece.
    ///   - inAttribute: Whether quotes are escaped too.
    /// - Returns: `true` when the piece is copied as it is.
    @inline(__always)
    private static func isClean(_ bytes: UnsafeBufferPointer<UInt8>, inAttribute: Bool) -> Bool {
        let count = bytes.count
        guard count <= 16, let base = bytes.baseAddress else { return false }
        if count >= 8 {
            let first = UnsafeRawPointer(base).loadUnaligned(as: UInt64.self)
            let last = UnsafeRawPointer(base + (count &- 8)).loadUnaligned(as: UInt64.self)
            return self.isClean(first, inAttribute) && self.isClean(last, inAttribute)
        }
        var word: UInt64 = 0x2020_2020_2020_2020
        for offset in 0..<count {
            let shift = UInt64(offset &* 8)
            word = word & ~(0xFF &<< shift) | UInt64(base[offset]) &<< shift
        }
        return self.isClean(word, inAttribute)
    }

    /// Whether eight bytes are copied as they are: ASCII with nothing to look at, tested first, or
    /// text beyond ASCII (kana, ideographs, accented letters, punctuation such as `…`) whose every
    /// byte is copied as it is. (The second test is a call, so that it is not computed alongside the
    /// first for ASCII text, which the first passes.)
    @inline(__always)
    private static func isClean(_ word: UInt64, _ inAttribute: Bool) -> Bool {
        guard self.needsLooking(at: word, inAttribute) else { return true }
        return !self.needsLookingBeyondASCII(at: word, inAttribute)
    }

    private static func append(_ string: String, inAttribute: Bool, to output: inout some HTMLByteSink) {
        let handled: Void? = string.utf8.withContiguousStorageIfAvailable { bytes in
            if inAttribute {
                self.appendAttribute(bytes, to: &output)
            } else {
                self.appendText(bytes, to: &output)
            }
        }
        if handled == nil {
            var contiguous = string
            contiguous.makeContiguousUTF8()
            self.append(contiguous, inAttribute: inAttribute, to: &output)
        }
    }

    private static func append(
        _ bytes: UnsafeBufferPointer<UInt8>,
        inAttribute: Bool,
        to output: inout some HTMLByteSink
    ) {
        var runStart = 0
        var index = 0
        let count = bytes.count
        // The ASCII bytes below 64 to replace, one bit each (the bytes 64…127 need only DEL): the C0
        // controls other than tab, line feed, form feed and carriage return, `&`, `<` and `>`, and in an
        // attribute `"` and `'`.
        let escapedBelow64: UInt64 = inAttribute ? 0x5000_00C4_FFFF_C9FF : 0x5000_0040_FFFF_C9FF
        let base = bytes.baseAddress
        // Whether the last eight bytes were tested as a word: once is enough.
        var tailTested = false
        while index < count {
            // Most text has nothing to escape: skip it eight bytes at a time, and the tail of text of
            // eight bytes or more as its last eight (those before `index` were seen already).
            if let base {
                if index &+ 8 <= count {
                    if self.isClean(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self), inAttribute) {
                        index &+= 8
                        continue
                    }
                } else if !tailTested, count >= 8 {
                    tailTested = true
                    if self.isClean(UnsafeRawPointer(base + (count &- 8)).loadUnaligned(as: UInt64.self), inAttribute) {
                        break
                    }
                }
            }
            let byte = bytes[index]
            // Most bytes are copied as they are: skip them with a bit test before the full check.
            if byte < 64 {
                if escapedBelow64 & (1 &<< UInt64(byte)) == 0 {
                    index += 1
                    continue
                }
            } else if byte < 0x7F || (byte >= 0x80 && byte != 0xC2 && byte != 0xEF && byte < 0xF0) {
                index += 1
                continue
            }
            let replacement: StaticString
            let length: Int
            if byte < 0x80 {
                switch byte {
                case UInt8(ascii: "&"): (replacement, length) = ("&amp;", 1)
                case UInt8(ascii: "<"): (replacement, length) = ("&lt;", 1)
                case UInt8(ascii: ">"): (replacement, length) = ("&gt;", 1)
                case UInt8(ascii: "\"") where inAttribute: (replacement, length) = ("&quot;", 1)
                case UInt8(ascii: "'") where inAttribute: (replacement, length) = ("&#39;", 1)
                case 0x00...0x08, 0x0B, 0x0E...0x1F, 0x7F: (replacement, length) = ("\u{FFFD}", 1)
                default:
                    index += 1
                    continue
                }
            } else {
                let invalidLength = self.invalidSequenceLength(bytes, at: index)
                if invalidLength == 0 {
                    index += 1
                    continue
                }
                (replacement, length) = ("\u{FFFD}", invalidLength)
            }
            if runStart < index { output.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
            replacement.withUTF8Buffer { output.append($0) }
            index += length
            runStart = index
        }
        if runStart < count { output.append(UnsafeBufferPointer(rebasing: bytes[runStart..<count])) }
    }

    /// Whether any of a word's eight bytes must be looked at one by one: a byte beyond ASCII (which
    /// may start a C1 control or a noncharacter), a control character or DEL, `&`, `<` or `>`, and in
    /// an attribute `"` or `'`. Bytes that are copied as they are but caught here (tab, line feed,
    /// form feed, carriage return, and text beyond ASCII) are simply looked at.
    ///
    /// Each test is the "has a byte below n" bit trick: subtracting n from every byte sets a byte's
    /// top bit when it was below n, and an exclusive or with a character turns that character into
    /// zero, below one. Bytes beyond ASCII have their top bit set already, and a borrow out of one
    /// byte can only mark bytes above a byte that was itself found, so the answer for the word as a
    /// whole is exact.
    /// - Parameters:
    ///   - word: Eight bytes of UTF-8, in either byte order.
    ///   - inAttribute: Whether quotes are escaped too.
    /// - Returns: `true` when the word holds a byte to look at.
    @inline(__always)
    static func needsLooking(at word: UInt64, _ inAttribute: Bool) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        @inline(__always) func zeroed(_ character: UInt8) -> UInt64 {
            (word ^ (ones &* UInt64(character))) &- ones
        }
        var marks = word | (word &- ones &* 0x20) | zeroed(0x7F)
        marks |= zeroed(UInt8(ascii: "&")) | zeroed(UInt8(ascii: "<")) | zeroed(UInt8(ascii: ">"))
        if inAttribute { marks |= zeroed(UInt8(ascii: "\"")) | zeroed(UInt8(ascii: "'")) }
        return marks & (ones &* 0x80) != 0
    }

    /// Whether any of a word's eight bytes, which may be text beyond ASCII, must be looked at one by
    /// one: a control character or DEL, `&`, `<` or `>`, in an attribute `"` or `'`, or a byte that
    /// may start a C1 control or a noncharacter (`0xC2`, `0xEF`, `0xF0` and above). Every other byte,
    /// a continuation byte or the start of any other sequence among them, is copied as it is, so a
    /// word without these needs no look even when a sequence crosses its edges: the byte that starts
    /// a sequence to check is found in the word that holds it, and checked with what follows it.
    ///
    /// Each test is "has a zero byte" (`(x − 0x01…) & ~x & 0x80…`) or "has a byte below n"
    /// (`(x − n…) & ~x & 0x80…`), which are exact for the word as a whole whatever its top bits.
    /// - Parameters:
    ///   - word: Eight bytes of UTF-8, in either byte order.
    ///   - inAttribute: Whether quotes are escaped too.
    /// - Returns: `true` when the word holds a byte to look at.
    @inline(never)
    static func needsLookingBeyondASCII(at word: UInt64, _ inAttribute: Bool) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = ones &* 0x80
        @inline(__always) func hasZero(_ value: UInt64) -> UInt64 {
            (value &- ones) & ~value & highs
        }
        @inline(__always) func has(_ byte: UInt8) -> UInt64 {
            hasZero(word ^ (ones &* UInt64(byte)))
        }
        var marks = ((word &- ones &* 0x20) & ~word & highs) | has(0x7F)
        marks |= has(UInt8(ascii: "&")) | has(UInt8(ascii: "<")) | has(UInt8(ascii: ">"))
        marks |= has(0xC2) | has(0xEF) | hasZero((word & (ones &* 0xF0)) ^ (ones &* 0xF0))
        if inAttribute { marks |= has(UInt8(ascii: "\"")) | has(UInt8(ascii: "'")) }
        return marks != 0
    }

    /// The length of a C1 control or noncharacter's UTF-8 sequence starting at `index`, or 0.
    @inline(__always)
    private static func invalidSequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let byte = bytes[index]
        let remaining = bytes.count - index
        switch byte {
        case 0xC2:
            // U+0080...U+009F: C1 controls.
            return remaining >= 2 && bytes[index + 1] <= 0x9F ? 2 : 0
        case 0xEF:
            // U+FDD0...U+FDEF and U+FFFE, U+FFFF: noncharacters.
            guard remaining >= 3 else { return 0 }
            let second = bytes[index + 1]
            let third = bytes[index + 2]
            if second == 0xB7 && (0x90...0xAF).contains(third) { return 3 }
            if second == 0xBF && third >= 0xBE { return 3 }
            return 0
        case 0xF0...0xF4:
            // U+1FFFE, U+1FFFF, … U+10FFFF: the last two code points of every plane.
            guard remaining >= 4 else { return 0 }
            return bytes[index + 1] & 0x0F == 0x0F && bytes[index + 2] == 0xBF && bytes[index + 3] >= 0xBE ? 4 : 0
        default:
            return 0
        }
    }
}
