import Anshin
import AnshinHTML
import AnshinJSON
import AnshinText
import Testing

/// A message with an "Undo" action, drawn by every front end from its presentation alone: a button
/// inside the live region, after the text.
@Suite("A status message's action in every front end")
struct StatusMessageActionFrontEndTests {
    private let deleted = StatusMessage("Deleted 3 photos", kind: .success, action: .undo("photos.restore"))

    @Test func textPutsTheButtonAtTheEndOfTheMessagesLine() {
        #expect(TextRenderer().render(self.deleted) == "✓ Success: Deleted 3 photos [ Undo ]")
        #expect(TextRenderer(localizer: Catalog.japanese).render(self.deleted) == "✓ 成功：Deleted 3 photos [ 取り消す ]")
        // Counted, the count comes before the button.
        var board = StatusBoard()
        board.post(self.deleted, at: .zero)
        board.post(self.deleted, at: .seconds(1))
        let entry = try! #require(board.current)
        #expect(TextRenderer().render(entry) == "✓ Success: Deleted 3 photos (2 times) [ Undo ]")
    }

    @Test func theSpokenTranscriptReachesTheButtonAfterTheMessage() {
        #expect(
            TextRenderer(style: .spoken).render(self.deleted)
                == """
                Announcement: Success: Deleted 3 photos
                Success
                Deleted 3 photos
                Undo, Button
                """
        )
        #expect(
            TextRenderer(localizer: Catalog.japanese, style: .spoken).render(self.deleted)
                == """
                通知：成功：Deleted 3 photos
                成功
                Deleted 3 photos
                取り消す、ボタン
                """
        )
    }

    @Test func htmlDrawsAButtonInsideTheLiveRegion() {
        #expect(
            HTMLRenderer().render(self.deleted)
                == """
                <div id="anshin-statusMessage-status-message" class="anshin anshin-type-statusMessage anshin-container anshin-role-status anshin-tone-success" role="status" data-anshin-lifetime="6000" data-anshin-keep-for-assistive-technology data-anshin-announcement="Success: Deleted 3 photos" data-anshin-politeness="polite" lang="en" dir="ltr">
                <svg id="anshin-statusMessage-icon" class="anshin-icon anshin-symbol-checkmark" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><circle cx="12" cy="12" r="9"/><path d="M8 12.5l2.8 2.8 5.2-5.8"/></svg>
                <span id="anshin-statusMessage-kind" class="anshin-label anshin-tone-success">Success</span>
                <p id="anshin-statusMessage-text" class="anshin-paragraph">Deleted 3 photos</p>
                <button type="button" id="anshin-statusMessage-action" class="anshin-button anshin-button-default anshin-tone-accent" data-action="photos.restore" data-role="default">Undo</button>
                </div>

                """
        )
    }

    @Test func theWireDocumentCarriesTheActionAndReadsBack() throws {
        let json = JSONRenderer(formatting: .compact).render(self.deleted)
        #expect(
            json.hasPrefix(
                #"{"model":{"action":{"action":"photos.restore","title":{"key":"button.undo"}},"#
                    + #""duration":4000,"kind":"success","text":"Deleted 3 photos"},"presentation":"#
            )
        )
        #expect(
            json.contains(
                #""button":{"action":"photos.restore","isInitialFocus":false,"role":"default"},"id":"action""#
            )
        )
        let document = try WireDocument.decode(json)
        #expect(document.model == .statusMessage(self.deleted))
    }

    @Test func anActionWithoutItsTitleIsAnErrorNamingThePath() {
        let json = #"{"version": 1, "type": "statusMessage", "model": {"text": "Deleted", "action": {"action": "x"}}}"#
        do {
            _ = try WireDocument.decode(json)
            Issue.record("read an action without its title")
        } catch {
            #expect(
                error
                    == WireFormatError(
                        .missingMember,
                        path: "model.action.title",
                        message: "Missing required member \"title\"."
                    )
            )
        }
        let wrong = #"{"version": 1, "type": "statusMessage", "model": {"text": "Deleted", "action": "undo"}}"#
        do {
            _ = try WireDocument.decode(wrong)
            Issue.record("read an action that is a string")
        } catch {
            #expect(error.path == "model.action")
            #expect(error.kind == .typeMismatch)
        }
    }
}
