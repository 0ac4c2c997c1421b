import Testing

@testable import Anshin

@Suite("Strings made from UTF-8 the package wrote")
struct StringWrittenUTF8Tests {
    /// Texts of every width of UTF-8 sequence, and ASCII alone.
    static let texts = [
        "", "Saved", "Signing up…", "登録しています", "Ｆｕｌｌｗｉｄｔｈ", "┌──┐ café 🎉", "a\u{301}", "\u{0}\n\t",
    ]

    @Test("The string holds the bytes it was made from and behaves as the decoded string does", arguments: texts)
    func sameAsDecoded(_ text: String) {
        let bytes = Array(text.utf8)
        let made = bytes.withUnsafeBufferPointer { String(writtenUTF8: $0) }
        #expect(made == text)
        #expect(Array(made.utf8) == bytes)
        #expect(made.count == text.count)
        #expect(Array(made.unicodeScalars) == Array(text.unicodeScalars))
        #expect(made.utf16.count == text.utf16.count)
        #expect(made.hashValue == text.hashValue)
        #expect(made + "!" == text + "!")
    }

    @Test("Writing into room of a known size keeps what was written, not the room", arguments: texts)
    func writtenIntoRoom(_ text: String) {
        let bytes = Array(text.utf8)
        let made = String(writingUTF8Capacity: bytes.count + 8) { room in
            _ = room.initialize(from: bytes)
            return bytes.count
        }
        #expect(made == text)
        #expect(Array(made.utf8) == bytes)
    }
}
