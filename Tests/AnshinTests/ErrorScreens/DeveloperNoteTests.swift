import Anshin
import Testing

/// A Swift error as a host declares one.
enum NotedUploadError: Error {
    /// The upload did not fit.
    case quotaExceeded(bytes: Int)
}

@Suite("Developer notes: one line naming the error")
struct DeveloperNoteTests {
    /// An error whose debug description spans lines and carries a terminal escape sequence, as one
    /// built from a request's members can.
    struct ForgingError: Error, CustomDebugStringConvertible {
        var debugDescription: String { "row 7 failed\r\n2026-11-27 level=info msg=\"ok\"\u{1B}[2J\u{85}end" }
    }

    @Test("Controls but the tab, and line and paragraph separators, become spaces; every other character stays")
    func textOnOneLine() {
        #expect(ErrorScreen.developerNote("db down\r\nlevel=info") == "db down  level=info")
        #expect(
            ErrorScreen.developerNote("a\u{0}b\u{7F}c\u{9B}d\u{2028}e\u{2029}f\tg\u{200B}h 日本")
                == "a b c d e f\tg\u{200B}h 日本"
        )
        #expect(ErrorScreen.developerNote("") == "")
    }

    @Test("An error is named by its debug description, on one line")
    func errorOnOneLine() {
        #expect(
            ErrorScreen.developerNote(describing: ForgingError())
                == "row 7 failed  2026-11-27 level=info msg=\"ok\" [2J end"
        )
        #expect(
            ErrorScreen.developerNote(describing: NotedUploadError.quotaExceeded(bytes: 12))
                == "AnshinTests.NotedUploadError.quotaExceeded(bytes: 12)"
        )
    }
}
