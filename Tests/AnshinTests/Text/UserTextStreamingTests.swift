import Anshin
import Testing

/// `resolve(using:into:)` hands over exactly the bytes of `resolved(using:)`, piece by piece.
@Suite("Resolving text into a buffer")
struct UserTextStreamingTests {
    /// A host catalog with templates that exercise every path of the template formatter.
    static let strings: Catalog = {
        var catalog = Catalog(languageCode: "en")
        catalog["plain"] = "Nothing to replace"
        catalog["both"] = "{0} and {1}, {count} in all"
        catalog["braces"] = "{{literal}} {{0} {0}}"
        catalog["unclosed"] = "Open {0 and never closed"
        catalog["unknown"] = "{name} {2} {-1} {+0} {-0} {01} {99999999999999999999} {}"
        catalog["missingCount"] = "{count} stays"
        catalog["combining"] = "{\u{301}0} a{0}\u{301} {0\u{301}}"
        catalog["prepend"] = "\u{600}{0} x"
        catalog["japanese"] = "{count}件を{0}しました"
        catalog["empty"] = ""
        catalog["plural"] = .plural(one: "{count} file", other: "{count} files")
        return catalog
    }()

    static let texts: [UserText] = [
        "Verbatim & <text>",
        "",
        .localized("plain"),
        .localized("both", arguments: ["A", 1_234_567], count: -42),
        .localized("braces", arguments: ["zero"]),
        .localized("unclosed", arguments: ["zero"]),
        .localized("unknown", arguments: ["zero", "one"]),
        .localized("missingCount"),
        .localized("combining", arguments: ["zero"]),
        .localized("prepend", arguments: ["zero"]),
        .localized("japanese", arguments: [.text(.localized(.itemsSaved, count: 1))], count: 3),
        .localized("empty"),
        .localized("plural", count: 1),
        .localized("plural", count: 2),
        .localized("no.such.key", fallback: "Fallback"),
        .localized("no.such.key"),
        .localized(.itemsRegistered, count: 1_000),
        .localized(.networkMessage),
        .joined(["", "Workouts", .localized("empty"), .localized(.itemsSaved, count: 100), ""]),
        .joined(["a", "b"], separator: ""),
        .joined([]),
    ]

    @Test(arguments: Self.texts)
    func piecesMakeTheResolvedString(text: UserText) {
        for localizer in [Self.strings, Catalog.english, Catalog.japanese] {
            var bytes: [UInt8] = []
            var pieces = 0
            text.resolve(using: localizer) { (piece: Substring) in
                #expect(!piece.isEmpty)
                pieces += 1
                bytes.append(contentsOf: piece.utf8)
            }
            #expect(String(decoding: bytes, as: UTF8.self) == text.resolved(using: localizer))
            var appended: [UInt8] = [0x2A]
            text.resolve(using: localizer, into: &appended)
            #expect(appended == [0x2A] + bytes)
            var string = "*"
            text.resolve(using: localizer, into: &string)
            #expect(string == "*" + text.resolved(using: localizer))
        }
    }
}
