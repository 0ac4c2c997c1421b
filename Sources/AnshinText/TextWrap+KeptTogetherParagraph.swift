extension TextWrap {
    /// A paragraph with parts kept together, such as a button drawn in a sentence (`[ Undo ]`): a
    /// space inside a part does not separate words, so the wrap moves the part, and whatever
    /// touches it without a space, to the next line as one word instead of breaking inside it.
    ///
    /// Closing punctuation after spaces (`brouillon ?`, `Undo ]`) is kept with the word before it
    /// the same way: the spaces between them separate no words (UAX #14, LB13), so the punctuation
    /// never starts a line.
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

        /// Finds the spaces before closing punctuation and inside the parts, and keeps those of the
        /// words no wider than a line.
        /// - Parameters:
        ///   - base: The paragraph.
        ///   - parts: The parts kept together, as ranges of the bytes from `offset` on.
        ///   - offset: Where the bytes the parts count from start in the buffer.
        ///   - width: The widest a line may be, in columns.
        ///   - buffer: The buffer the paragraph is in.
        init(_ base: Base, keeping parts: [Range<Int>], at offset: Int, width: Int, in buffer: [UInt8]) {
            let punctuationSpaces = Self.spacesBeforeClosingPunctuation(of: base, width: width, in: buffer)
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
                if base.isSpace(index, in: buffer) && !Self.sorted(punctuationSpaces, contains: index) {
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
            self.joiningSpaces =
                punctuationSpaces.isEmpty ? joiningSpaces : (punctuationSpaces + joiningSpaces).sorted()
            self.lineStarts = lineStarts
        }

        /// The spaces between a word and the closing punctuation after them, which join the two into
        /// one word, unless that word is wider than a line: then they separate words as any space.
        /// - Returns: The spaces' indices, in order.
        private static func spacesBeforeClosingPunctuation(of base: Base, width: Int, in buffer: [UInt8]) -> [Int] {
            var spaces: [Int] = []
            // The word being read: its columns, and where its joining spaces start in `spaces`.
            var wordColumns = 0
            var wordSpaces = 0
            func endWord() {
                if wordColumns > width { spaces.removeSubrange(wordSpaces...) }
                wordColumns = 0
                wordSpaces = spaces.count
            }
            var index = 0
            while index < base.count {
                guard base.isSpace(index, in: buffer) else {
                    wordColumns += base.columns(of: index)
                    index += 1
                    continue
                }
                var runEnd = index + 1
                while runEnd < base.count && base.isSpace(runEnd, in: buffer) { runEnd += 1 }
                if index > 0 && runEnd < base.count && base.cannotStartLine(runEnd, in: buffer) {
                    for space in index..<runEnd {
                        spaces.append(space)
                        wordColumns += base.columns(of: space)
                    }
                } else {
                    endWord()
                }
                index = runEnd
            }
            endWord()
            return spaces
        }

        var count: Int { self.base.count }

        func byteOffset(of index: Int) -> Int { self.base.byteOffset(of: index) }

        func columns(of index: Int) -> Int { self.base.columns(of: index) }

        func isSpace(_ index: Int, in buffer: [UInt8]) -> Bool {
            self.base.isSpace(index, in: buffer) && !Self.sorted(self.joiningSpaces, contains: index)
        }

        func startsLine(_ index: Int) -> Bool { Self.sorted(self.lineStarts, contains: index) }

        /// Whether sorted indices contain one, found by halving: a text may hold many joining spaces.
        private static func sorted(_ indices: [Int], contains index: Int) -> Bool {
            var low = 0
            var high = indices.count
            while low < high {
                let middle = (low + high) / 2
                if indices[middle] < index { low = middle + 1 } else { high = middle }
            }
            return low < indices.count && indices[low] == index
        }
    }
}
