import Anshin
import AnshinJSON
import AnshinText
import Testing

/// The screen of a client error the status table does not name (405 Method Not Allowed): the
/// unexpected screen without a Retry button, saying only what happened, drawn by the text and JSON
/// front ends and read back from the wire.
@Suite("A client error's screen through the front ends")
struct ClientErrorScreenTests {
    static let screen = ErrorScreen(httpStatus: 405)!

    @Test("Text, in English and Japanese: no Retry button, no advice to try again")
    func text() {
        #expect(
            TextRenderer(localizer: Catalog.english).render(Self.screen) == """
                (warning)

                Something went wrong
                ════════════════════

                An unexpected error occurred.
                """
        )
        #expect(
            TextRenderer(localizer: Catalog.japanese).render(Self.screen) == """
                (warning)

                エラーが発生しました
                ════════════════════

                予期しないエラーが発生しました。
                """
        )
    }

    @Test("JSON: the retry written as null, the cause's key as message; resolved in Japanese")
    func json() throws {
        let transition =
            #""transition":{"hide":{"delayMilliseconds":250,"durationMilliseconds":300},"#
            + #""show":{"delayMilliseconds":0,"durationMilliseconds":300}}}"#
        #expect(
            try WireEncoder().encode(Self.screen)
                == #"{"icon":{"symbol":"warning"},"message":{"key":"errorScreen.unexpected.cause"},"#
                + #""placement":"fillBody","preset":"unexpected","retry":null,"#
                + #""title":{"key":"errorScreen.unexpected.title"},"# + transition
        )
        #expect(
            try WireEncoder(text: .resolved(using: Catalog.english)).encode(Self.screen)
                == #"{"icon":{"symbol":"warning"},"message":"An unexpected error occurred.","#
                + #""placement":"fillBody","preset":"unexpected","retry":null,"title":"Something went wrong","#
                + transition
        )
        #expect(
            try WireEncoder(text: .resolved(using: Catalog.japanese)).encode(Self.screen)
                == #"{"icon":{"symbol":"warning"},"message":"予期しないエラーが発生しました。","#
                + #""placement":"fillBody","preset":"unexpected","retry":null,"title":"エラーが発生しました","#
                + transition
        )
    }

    @Test("The wire document reads back as an equal screen, and a reader does not restore the preset's retry")
    func wireRoundTrip() throws {
        for formatting in [JSONRenderer.Formatting.compact, .pretty] {
            let json = Self.screen.rendered(using: .json(formatting: formatting))
            let document = try WireDocument.decode(json)
            #expect(document.model == .errorScreen(Self.screen))
            #expect(document.presentation == Self.screen.presentation)
            #expect(document.model.rendered(using: .json(formatting: formatting)) == json)
        }
        let read = try WireDecoder().decode(ErrorScreen.self, from: try WireEncoder().encode(Self.screen))
        #expect(read == Self.screen)
        #expect(read.retry == nil)
    }
}
