extension Catalog {
    /// The built-in catalogs' entries found by their keys' UTF-8 bytes: an open-addressing table per
    /// built-in catalog, both built at the first lookup in any catalog, hashed a word at a time. A
    /// catalog lookup through it takes about 300 instructions where the entries' `Dictionary` took
    /// about 560 (SipHash over the key, probing, comparing and copying the entry), and a
    /// presentation resolves several keys on every render.
    ///
    /// A catalog uses the index only while its entries are still the built-in catalog's own storage
    /// (``builtIn(indexing:)``); a catalog with an entry added, changed or removed has entries of its
    /// own and looks them up in its dictionary. A hit is exact: the key found compares equal to the
    /// key looked up, so it is the entry the dictionary holds. A miss is not proof of absence, since
    /// a `String` key also equals its canonically equivalent spellings, whose bytes differ (`"é"`
    /// and `"e\u{301}"`), so the catalog then asks its dictionary. The table is never written after
    /// it is built, so no key looked up, however chosen, makes a probe longer than the longest run
    /// the built-in keys made.
    final class KeyIndex: Sendable {
        /// For each slot, the number of the key stored there, or -1 when it is empty.
        private let slots: [Int32]
        /// The keys' hashes, by key number.
        private let hashes: [UInt64]
        /// The keys' UTF-8, one after another: key `n`'s is `keyBytes[keyStarts[n] ..< keyStarts[n + 1]]`.
        private let keyBytes: [UInt8]
        /// Where each key starts in ``keyBytes``, and where the last one ends.
        private let keyStarts: [Int32]
        /// Every key's six templates, one per plural category in `PluralCategory.allCases` order, as
        /// ``Catalog/Entry/template(for:)`` gives them: key number `n`'s start at `formsPerKey × n`.
        private let templates: [String]
        /// The templates' UTF-8, one after another, so that resolving reads them in place without
        /// copying a string: template `t`'s is `templateBytes[templateStarts[t] ..< templateStarts[t + 1]]`.
        private let templateBytes: [UInt8]
        /// Where each template starts in ``templateBytes``, and where the last one ends.
        private let templateStarts: [Int32]
        /// Every template's pieces, as ``TemplateFormatter`` scans them, one template after another:
        /// template `t`'s are `pieces[pieceStarts[t] ..< pieceStarts[t + 1]]`.
        private let pieces: [TemplateFormatter.Piece]
        /// Where each template's pieces start in ``pieces``, and where the last one's end.
        private let pieceStarts: [Int32]
        /// The slot count minus one; the slot count is a power of two.
        private let mask: Int
        /// The entries indexed, kept so that a catalog can tell whether its entries are these.
        private let source: [UserText.Key: Entry]

        /// How many templates each key has: one per plural category.
        private static let formsPerKey = PluralCategory.allCases.count

        /// The index of the built-in English catalog.
        private static let english = KeyIndex(Catalog.english.entries)
        /// The index of the built-in Japanese catalog.
        private static let japanese = KeyIndex(Catalog.japanese.entries)

        /// Which built-in catalog's entries `entries` are, the very storage: 0 for English, 1 for
        /// Japanese, in ``Catalog/builtIn`` order; `nil` for any other entries.
        /// - Parameter entries: A catalog's entries.
        /// - Returns: The built-in catalog's position.
        static func builtInPosition(of entries: [UserText.Key: Entry]) -> Int? {
            guard let index = Self.builtIn(indexing: entries) else { return nil }
            return index === Self.english ? 0 : 1
        }

        /// The index of a built-in catalog whose entries are `entries` themselves — the same storage,
        /// not merely equal contents — or `nil`. Telling costs a comparison of the dictionaries'
        /// bits: two dictionaries with the same bits share their storage, which nothing changes
        /// while it is shared, so their entries are the same (what SE-0494's
        /// `isTriviallyIdentical(to:)` will offer).
        /// - Parameter entries: A catalog's entries.
        /// - Returns: The index.
        static func builtIn(indexing entries: [UserText.Key: Entry]) -> KeyIndex? {
            if let english = Self.english, english.isIndexing(entries) { return english }
            if let japanese = Self.japanese, japanese.isIndexing(entries) { return japanese }
            return nil
        }

        /// Resolves localized text from the index of the built-in catalog at a position of
        /// ``Catalog/builtIn``, as ``resolve(_:catalog:into:)`` does. The index is used where the
        /// package keeps it, neither retained nor released.
        /// - Parameters:
        ///   - localized: The text.
        ///   - position: 0 for English, 1 for Japanese.
        ///   - catalog: The catalog at that position.
        ///   - body: Receives each piece of the resolved text.
        /// - Returns: `false`, having handed over nothing, when the key is not indexed or the
        ///   position is no built-in catalog's.
        @inline(__always)
        static func resolve(
            _ localized: UserText.Localized,
            inBuiltInAt position: Int,
            catalog: Catalog,
            into body: (UnsafeBufferPointer<UInt8>) -> Void
        ) -> Bool {
            switch position {
            case 0: Self.english?.resolve(localized, catalog: catalog, into: body) ?? false
            case 1: Self.japanese?.resolve(localized, catalog: catalog, into: body) ?? false
            default: false
            }
        }

        /// Whether `entries` are the very entries indexed: the same bits, so the same storage.
        private func isIndexing(_ entries: [UserText.Key: Entry]) -> Bool {
            withUnsafeBytes(of: entries) { entries in
                withUnsafeBytes(of: self.source) { source in
                    guard entries.count == MemoryLayout<UInt>.size, source.count == MemoryLayout<UInt>.size else {
                        return entries.elementsEqual(source)
                    }
                    return entries.loadUnaligned(as: UInt.self) == source.loadUnaligned(as: UInt.self)
                }
            }
        }

        /// Indexes entries; `nil` when a key's bytes cannot be read in place (a bridged string).
        /// - Parameter entries: The catalog's entries.
        init?(_ entries: [UserText.Key: Entry]) {
            // At most half the slots are used, so runs stay short.
            var slotCount = 8
            while slotCount < entries.count * 2 { slotCount *= 2 }
            var slots = [Int32](repeating: -1, count: slotCount)
            var hashes: [UInt64] = []
            var keyBytes: [UInt8] = []
            var keyStarts: [Int32] = [0]
            var templates: [String] = []
            hashes.reserveCapacity(entries.count)
            templates.reserveCapacity(entries.count * Self.formsPerKey)
            for (key, entry) in entries {
                guard let hash = Self.hash(of: key.rawValue) else { return nil }
                var slot = Int(truncatingIfNeeded: hash) & (slotCount - 1)
                while slots[slot] >= 0 { slot = (slot + 1) & (slotCount - 1) }
                slots[slot] = Int32(hashes.count)
                hashes.append(hash)
                keyBytes += key.rawValue.utf8
                keyStarts.append(Int32(keyBytes.count))
                for category in PluralCategory.allCases { templates.append(entry.template(for: category)) }
            }
            var templateBytes: [UInt8] = []
            var templateStarts: [Int32] = [0]
            var pieces: [TemplateFormatter.Piece] = []
            var pieceStarts: [Int32] = [0]
            pieceStarts.reserveCapacity(templates.count + 1)
            for template in templates {
                var contiguous = template
                contiguous.withUTF8 { bytes in
                    templateBytes += bytes
                    TemplateFormatter.scan(template, bytes) { pieces.append($0) }
                }
                templateStarts.append(Int32(templateBytes.count))
                pieceStarts.append(Int32(pieces.count))
            }
            self.slots = slots
            self.hashes = hashes
            self.keyBytes = keyBytes
            self.keyStarts = keyStarts
            self.templates = templates
            self.templateBytes = templateBytes
            self.templateStarts = templateStarts
            self.pieces = pieces
            self.pieceStarts = pieceStarts
            self.mask = slotCount - 1
            self.source = entries
        }

        /// The template for the key with the same bytes as `key` in a plural form, or `nil` when
        /// there is no such key (the catalog's dictionary may still hold a canonically equivalent
        /// one).
        /// - Parameters:
        ///   - key: The key's raw value.
        ///   - form: The plural category.
        /// - Returns: The template, as ``Catalog/Entry/template(for:)`` gives it.
        func template(for key: String, form: PluralCategory) -> String? {
            self.templateNumber(for: key, form: form).map { self.templates[$0] }
        }

        /// Where the template for the key with the same bytes as `key` in a plural form is in the
        /// index, or `nil` when there is no such key.
        /// - Parameters:
        ///   - key: The key's raw value.
        ///   - form: The plural category.
        /// - Returns: The template's number.
        private func templateNumber(for key: String, form: PluralCategory) -> Int? {
            let found: Int?? = key.utf8.withContiguousStorageIfAvailable { key in
                let hash = Self.hash(of: key)
                var slot = Int(truncatingIfNeeded: hash) & self.mask
                while true {
                    let number = Int(self.slots[slot])
                    guard number >= 0 else { return nil }
                    if self.hashes[number] == hash && self.isKey(number, key) {
                        return number * Self.formsPerKey + Self.ordinal(of: form)
                    }
                    slot = (slot + 1) & self.mask
                }
            }
            return found ?? nil
        }

        /// Whether key `number` has exactly the bytes `key` has (so the two keys are equal).
        private func isKey(_ number: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
            let start = Int(self.keyStarts[number])
            guard Int(self.keyStarts[number + 1]) - start == key.count else { return false }
            return self.keyBytes.withUnsafeBufferPointer { keys in
                key.isEmpty
                    || UnsafeRawPointer(keys.baseAddress! + start).hasSameBytes(
                        as: UnsafeRawPointer(key.baseAddress!),
                        inBytes: 0..<key.count
                    )
            }
        }

        /// Resolves localized text whose key is indexed as `UserText.resolve(using:into:)` does with
        /// the catalog, from the template's pieces scanned when the index was built.
        /// - Parameters:
        ///   - localized: The text.
        ///   - catalog: The catalog, whose plural rules choose the form and which writes numbers and
        ///     resolves text arguments.
        ///   - body: Receives each piece of the resolved text.
        /// - Returns: `false`, having handed over nothing, when the key is not indexed.
        func resolve(
            _ localized: UserText.Localized,
            catalog: Catalog,
            into body: (UnsafeBufferPointer<UInt8>) -> Void
        ) -> Bool {
            let form = localized.count.map { catalog.pluralCategory(for: $0) } ?? .other
            guard let number = self.templateNumber(for: localized.key.rawValue, form: form) else { return false }
            self.templateBytes.withUnsafeBufferPointer { bytes in
                self.pieces.withUnsafeBufferPointer { pieces in
                    let template = Int(self.templateStarts[number])..<Int(self.templateStarts[number + 1])
                    TemplateFormatter.format(
                        UnsafeBufferPointer(rebasing: bytes[template]),
                        pieces: UnsafeBufferPointer(
                            rebasing: pieces[Int(self.pieceStarts[number])..<Int(self.pieceStarts[number + 1])]
                        ),
                        localized: localized,
                        localizer: catalog,
                        into: body
                    )
                }
            }
            return true
        }

        /// A plural category's place in `PluralCategory.allCases`.
        private static func ordinal(of form: PluralCategory) -> Int {
            switch form {
            case .zero: 0
            case .one: 1
            case .two: 2
            case .few: 3
            case .many: 4
            case .other: 5
            }
        }

        /// A 64-bit hash of a string's UTF-8 bytes; `nil` when they cannot be read in place.
        /// - Parameter string: The string.
        /// - Returns: The hash.
        static func hash(of string: String) -> UInt64? {
            string.utf8.withContiguousStorageIfAvailable { Self.hash(of: $0) }
        }

        /// A 64-bit hash of UTF-8 bytes, eight at a time. It needs no seed: the table's keys are
        /// fixed when it is built.
        /// - Parameter bytes: The bytes.
        /// - Returns: The hash.
        static func hash(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
            let raw = UnsafeRawBufferPointer(bytes)
            let count = raw.count
            var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(count)
            var offset = 0
            while offset + 8 <= count {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
                hash ^= hash >> 29
                offset += 8
            }
            var tail: UInt64 = 0
            if offset < count && count >= 8 {
                // The last eight bytes, overlapping the words already read.
                tail = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            } else {
                var shift: UInt64 = 0
                while offset < count {
                    tail |= UInt64(raw[offset]) << shift
                    shift += 8
                    offset += 1
                }
            }
            hash = (hash ^ tail) &* 0x94D0_49BB_1331_11EB
            return hash ^ (hash >> 32)
        }
    }
}
