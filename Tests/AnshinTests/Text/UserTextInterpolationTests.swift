import Anshin
import Foundation
import Testing

@Suite("Text from interpolated string literals")
struct UserTextInterpolationTests {
    private static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test("A status message takes an interpolated literal, and its text is verbatim in every language")
    func statusMessage() throws {
        let photos = 3
        let message = StatusMessage("Uploaded \(photos) photos", kind: .success)
        #expect(message.text.verbatim == "Uploaded 3 photos")
        #expect(message.text == UserText(verbatim: "Uploaded 3 photos"))
        #expect(message.text.resolved(using: Catalog.japanese) == "Uploaded 3 photos")
        #expect(try Self.json(message.text) == #""Uploaded 3 photos""#)
    }

    @Test("Interpolated values are written as Swift writes them: no grouping, no localization")
    func valuesAreVerbatim() {
        let size = 1234
        let name = "Aiko"
        let ratio = 0.5
        let text: UserText = "\(name) sent \(size) files (\(ratio))"
        #expect(text.verbatim == "Aiko sent 1234 files (0.5)")
        #expect(
            text.resolved(
                using: Catalog(
                    languageCode: "de",
                    numberSymbols: NumberSymbols(decimalSeparator: ",", groupingSeparator: ".")
                )
            ) == "Aiko sent 1234 files (0.5)"
        )
        let empty = ""
        let blank: UserText = "\(empty)"
        #expect(blank.verbatim == "")
        #expect(blank.isBlank)
        let spaces: UserText = " \(empty) "
        #expect(spaces.isBlank)
    }

    @Test("Interpolated text stays text, resolved in the language of the rest")
    func interpolatedTextIsResolvedInPlace() throws {
        let seconds = 5
        let text: UserText = "\(UserText.localized(.retry)) in \(seconds) s"
        #expect(text.resolved(using: Catalog.english) == "Retry in 5 s")
        #expect(text.resolved(using: Catalog.japanese) == "再試行 in 5 s")
        #expect(text.verbatim == nil)
        #expect(text.parts == [.localized(.retry), UserText(verbatim: " in 5 s")])
        #expect(
            try Self.json(text) == #"{"joined":[{"key":"button.retry"}," in 5 s"],"separator":""}"#
        )
        // Verbatim text interpolated joins the verbatim run.
        let saved = UserText(verbatim: "Saved")
        let line: UserText = "\(saved): \(seconds)"
        #expect(line.verbatim == "Saved: 5")
        // Text alone is itself.
        let alone: UserText = "\(UserText.localized(.ok))"
        #expect(alone == .localized(.ok))
    }
}
