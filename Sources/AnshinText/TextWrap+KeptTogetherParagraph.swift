extension TextWrap {
    /// A paragraph with parts kept together, such as a button drawn in a sentence (`[ Undo ]`): a
    /// space inside a part does not separate words, so the wrap moves the part, and whatever
    /// touches it without a space, to the next line as one word instead of breaking inside it.
    ///
    /// A word that holds a part and is wider than a line could never fit on one: it starts a line,
    /// its spaces separate words again, and it breaks at them (and, within a word longer than a
    /// line, between characters) like the rest of the text.
    struct KeptTogetherParagraph<Base: WrapParagraph>: WrapParagraph {
        /// The paragraph.
        let base: Base

        /// The spaces that do not separate words, as indices of the paragraph's characters, in order.
        let joiningSpaces: [Int]

        /// The first characters of the words with a part that are wider than a line, in order.
        let lineStarts: [Int]

        /// Finds the spaces inside the parts, and keeps those of the words no wider than a line.
        /// - Parameters:
        ///   - base: The paragraph.
        ///   - parts: The parts kept together, as ranges of the bytes from `offset` on.
        ///   - offset: Where the bytes the parts count from start in the buffer.
        ///   - width: The widest a line may be, in columns.
        ///   - buffer: The buffer the paragraph is in.
        init(_ base: Base, keeping parts: [Range<Int>], at offset: Int, width: Int, in buffer: [UInt8]) {
            var joiningSpaces: [Int] = []
            var lineStarts: [Int] = []
            // The word being read: where it starts, its columns (spaces inside parts included), and
            // where its spaces inside parts start in `joiningSpaces`.
            var wordStart = 0
            var wordColumns = 0
            var wordSpaces = 0
            func endWord(at end: Int) {
                if wordColumns > width && joiningSpaces.count > wordSpaces {
                    joiningSpaces.removeSubrange(wordSpaces...)
                    lineStarts.append(wordStart)
                }
                wordStart = end + 1
                wordColumns = 0
                wordSpaces = joiningSpaces.count
            }
            for index in 0..<base.count {
                if base.isSpace(index, in: buffer) {
                    let byte = base.byteOffset(of: index) - offset
                    guard parts.contains(where: { $0.contains(byte) }) else {
                        endWord(at: index)
                        continue
                    }
                    joiningSpaces.append(index)
                }
                wordColumns += base.columns(of: index)
            }
            endWord(at: base.count)
            self.base = base
            self.joiningSpaces = joiningSpaces
            self.lineStarts = lineStarts
        }

        var count: Int { self.base.count }

        func byteOffset(of index: Int) -> Int { self.base.byteOffset(of: index) }

        func columns(of index: Int) -> Int { self.base.columns(of: index) }

        func isSpace(_ index: Int, in buffer: [UInt8]) -> Bool {
            self.base.isSpace(index, in: buffer) && !self.joiningSpaces.contains(index)
        }

        func startsLine(_ index: Int) -> Bool { self.lineStarts.contains(index) }
    }
}
