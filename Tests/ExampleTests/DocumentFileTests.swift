import Anshin
import AnshinJSON
import Foundation
import Testing

@testable import AnshinTool

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `anshin render` and `anshin audit` do with input that cannot be a document: each gets one
/// line that says what it is, and nothing oversize is read whole.
@Suite("anshin reads documents within the limit")
struct DocumentFileTests {
    private var forbidden: String { ErrorScreen(.preset(.forbidden)).rendered(using: .json) }

    /// Runs both commands that read a document, and checks each prints exactly one error line.
    private func expectRefused(_ path: String, in harness: ToolHarness, message: String) {
        for command in [["render", path, "--format", "text"], ["audit", path]] {
            let result = harness.run(command)
            #expect(result.code == 2, "\(command)")
            #expect(result.output.isEmpty, "\(command)")
            #expect(result.errors == message + "\n", "\(command)")
        }
    }

    @Test func aDirectoryIsNamedAsOne() throws {
        let harness = try ToolHarness()
        try FileManager.default.createDirectory(
            at: harness.folder.appendingPathComponent("drafts.json"),
            withIntermediateDirectories: true
        )
        self.expectRefused("drafts.json", in: harness, message: "anshin: cannot read drafts.json: it is a directory")
    }

    @Test func emptyInputIsNamedAsEmpty() throws {
        let harness = try ToolHarness()
        try harness.write("", to: "empty.json")
        self.expectRefused(
            "empty.json",
            in: harness,
            message: "anshin: empty.json is empty: an Anshin document is a JSON object"
        )
        self.expectRefused(
            "/dev/null",
            in: harness,
            message: "anshin: /dev/null is empty: an Anshin document is a JSON object"
        )
    }

    @Test func aMissingFileIsNamedAsMissing() throws {
        let harness = try ToolHarness()
        self.expectRefused("gone.json", in: harness, message: "anshin: cannot read gone.json: no such file")
    }

    @Test(.enabled(if: geteuid() != 0, "root reads any file; Tests/Hardening/oversize.sh checks this as nobody"))
    func anUnreadableFileIsNamedAsOne() throws {
        let harness = try ToolHarness()
        try harness.write(self.forbidden, to: "secret.json")
        try FileManager.default.setAttributes(
            [.posixPermissions: 0],
            ofItemAtPath: harness.folder.appendingPathComponent("secret.json").path
        )
        self.expectRefused("secret.json", in: harness, message: "anshin: cannot read secret.json: permission denied")
    }

    /// `fileExists` answers `false` for a file in a folder the user may not search, as for a missing
    /// one: the tool says which it is.
    @Test(.enabled(if: geteuid() != 0, "root searches any folder; Tests/Hardening/oversize.sh checks this as nobody"))
    func aFileInAFolderThatCannotBeSearchedIsNamedAsOne() throws {
        let harness = try ToolHarness()
        try FileManager.default.createDirectory(
            at: harness.folder.appendingPathComponent("locked"),
            withIntermediateDirectories: false
        )
        try harness.write(self.forbidden, to: "locked/doc.json")
        let locked = harness.folder.appendingPathComponent("locked").path
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: locked)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: locked) }
        self.expectRefused(
            "locked/doc.json",
            in: harness,
            message: "anshin: cannot read locked/doc.json: permission denied"
        )
    }

    @Test func aFileWhereAFolderShouldBeIsNamedAsOne() throws {
        let harness = try ToolHarness()
        try harness.write(self.forbidden, to: "screen.json")
        self.expectRefused(
            "screen.json/doc.json",
            in: harness,
            message: "anshin: cannot read screen.json/doc.json: a part of its path is not a directory"
        )
    }

    @Test func aRegularFileOverTheLimitIsRefusedByItsSize() throws {
        let harness = try ToolHarness()
        // Sparse: a file one byte over the limit, written without writing its bytes.
        let url = harness.folder.appendingPathComponent("big.json")
        try Data("{".utf8).write(to: url)
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(WireDocument.maximumInputSize + 1))
        try handle.close()
        self.expectRefused(
            "big.json",
            in: harness,
            message: "anshin: big.json is 4,194,305 bytes, over the 4,194,304-byte (4 MiB) limit of a document; "
                + "it was not read"
        )
    }

    @Test func aDocumentOfExactlyTheLimitIsRead() throws {
        let harness = try ToolHarness()
        let document = self.forbidden
        let padding = String(repeating: " ", count: WireDocument.maximumInputSize - document.utf8.count)
        try harness.write(document + padding, to: "padded.json")
        let result = harness.run(["audit", "padded.json"])
        #expect(result.code == 0)
        #expect(result.output == "padded.json: 0 errors, 0 warnings\n")
    }

    @Test func aStreamIsReadOnlyUpToTheLimitAndOneByte() throws {
        // /dev/zero never ends: the reader stops one byte past the limit.
        let harness = try ToolHarness()
        self.expectRefused(
            "/dev/zero",
            in: harness,
            message: "anshin: /dev/zero is over the 4,194,304-byte (4 MiB) limit of a document; reading stopped there"
        )
        #expect(throws: ToolError.self) { try DocumentFile.read("z", at: URL(fileURLWithPath: "/dev/zero"), limit: 10) }
    }

    @Test func theLimitIsInclusive() throws {
        let harness = try ToolHarness()
        try harness.write("0123456789", to: "ten")
        try harness.write("0123456789A", to: "eleven")
        let ten = try DocumentFile.read("ten", at: harness.folder.appendingPathComponent("ten"), limit: 10)
        #expect(ten == Array("0123456789".utf8))
        do {
            _ = try DocumentFile.read("eleven", at: harness.folder.appendingPathComponent("eleven"), limit: 10)
            Issue.record("read a file over the limit")
        } catch {
            #expect(
                error.description
                    == "eleven is 11 bytes, over the 4,194,304-byte (4 MiB) limit of a document; it was not read"
            )
        }
    }

    @Test func anUnsupportedLanguageIsOneLine() throws {
        let harness = try ToolHarness()
        try harness.write(#"{"version": 1, "type": "alert", "language": "eo"}"#, to: "eo.json")
        self.expectRefused(
            "eo.json",
            in: harness,
            message: "anshin: eo.json is in language \"eo\", which has no built-in catalog: use --locale with one of "
                + "en, ja, de, fr, es, it, pt-BR, pt-PT, ko, zh-Hans, zh-Hant, ru, pl, uk, ar, he, en-XA, ar-XB"
        )
        // --locale chooses the catalog, whatever the document's language.
        let result = harness.run(["audit", "eo.json", "--locale", "ja"])
        #expect(result.code == 0)
        #expect(result.errors.isEmpty)
    }
}
