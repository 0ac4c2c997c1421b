import Anshin
import Foundation
import Testing

/// The Backends article's table of each preset's status, checked row by row against the code, so the
/// table cannot drift from it.
@Suite("The Backends article's preset table")
struct BackendsArticleTests {
    struct Row {
        var preset: ErrorScreen.Preset
        var answeredWith: String
        var chosenFor: String
        var retry: String
    }

    static func rows() throws -> [Row] {
        let article = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Sources/Anshin/Documentation.docc/Backends.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line -> Row? in
            guard line.hasPrefix("| ``ErrorScreen/Preset/") else { return nil }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let name = cells[0].dropFirst("``ErrorScreen/Preset/".count).dropLast(2)
            return Row(
                preset: ErrorScreen.Preset(rawValue: String(name)),
                answeredWith: cells[1],
                chosenFor: cells[2],
                retry: cells[3]
            )
        }
    }

    /// The cells of the article's client-error row (the screen of a 4xx status the table does not name).
    static func clientErrorRow() throws -> [String] {
        let article = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Sources/Anshin/Documentation.docc/Backends.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("| A client error: ") })
        return line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test("The client-error row says what the code does for every 4xx status the table does not name")
    func clientErrorRow() throws {
        let cells = try Self.clientErrorRow()
        #expect(
            cells == [
                "A client error: the ``ErrorScreen/Preset/unexpected`` screen without a retry", "its own status",
                "other 4xx", "none: sending the request again cannot help", "sent",
            ]
        )
        let named = try Self.rows().flatMap {
            $0.chosenFor.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        }
        let others = (400...499).filter { !named.contains($0) }
        #expect(others.count == 100 - 6)
        for status in others {
            var expected = ErrorScreen(.preset(.unexpected))
            expected.retry = nil
            expected.message = .localized(.unexpectedCause)
            #expect(ErrorScreen(httpStatus: status) == expected, "\(status)")
            // "sent", not "said in the message": a screen without a retry does not say the delay.
            #expect(ErrorScreen(httpStatus: status, retryAfter: .seconds(30)) == expected, "\(status)")
        }
    }

    @Test("Every known preset has one row, and each row says what the code does")
    func table() throws {
        let rows = try Self.rows()
        #expect(Set(rows.map(\.preset)) == Set(ErrorScreen.Preset.allKnown))
        #expect(rows.count == ErrorScreen.Preset.allKnown.count)
        for row in rows {
            let status = Int(row.answeredWith.prefix(3))
            #expect(status.map { $0 == 200 ? nil : $0 } == row.preset.httpStatus, "\(row.preset) answered with")
            #expect(row.preset.offersRetry == !row.retry.hasPrefix("none"), "\(row.preset) retry")
            for part in row.chosenFor.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                switch part {
                case "—": #expect(row.chosenFor == "—")
                case "other 4xx": #expect(ErrorScreen.Preset(httpStatus: 418) == row.preset, "\(row.preset)")
                case "other 5xx": #expect(ErrorScreen.Preset(httpStatus: 599) == row.preset, "\(row.preset)")
                default:
                    #expect(ErrorScreen.Preset(httpStatus: Int(part) ?? -1) == row.preset, "\(row.preset) ← \(part)")
                }
            }
        }
        // Every error status chooses the preset of exactly one row that names it (or an "other" row).
        for status in 400...599 {
            let preset = try #require(ErrorScreen.Preset(httpStatus: status))
            let row = try #require(rows.first { $0.preset == preset })
            let named = row.chosenFor.contains(String(status))
            let other = row.chosenFor.contains(status < 500 ? "other 4xx" : "other 5xx")
            #expect(named || other, "\(status) → \(preset)")
        }
    }
}
