import Anshin
import Foundation
import Testing

@testable import AnshinTool

/// The gallery's index page: browsable from its top, every alert shown, and live where it can be.
@Suite("The gallery's index")
struct GalleryIndexTests {
    /// Every `<iframe …></iframe>` of the index, in order.
    private static func frames(in index: String) -> [String] {
        index.components(separatedBy: "<iframe ").dropFirst().map { "<iframe " + $0.components(separatedBy: "\n")[0] }
    }

    /// A live alert page opens its dialog modally and focuses it when it loads; framed live in the
    /// index, the last one to load would take the index's focus and scroll it. So each alert is a
    /// still frame: `sandbox` (no `allow-scripts`) runs no script and honours no `autofocus`, and the
    /// page draws its dialog open in place, as it does without JavaScript.
    @Test func alertsAreStillFrames() {
        let index = Pages.index(items: Gallery.items, localizer: .english)
        let still = Self.frames(in: index).filter { $0.contains(" sandbox") }
        #expect(
            still == [
                #"<iframe src="alert-confirmation.html" title="Alert: confirmation" sandbox="" class="gallery-frame"></iframe>"#,
                #"<iframe src="alert-suggestion-nondestructive-destructive-leading.html" title="Alert: suggestion, nondestructive, destructiveLeading" sandbox="" class="gallery-frame"></iframe>"#,
                #"<iframe src="alert-suggestion-destructive-destructive-leading.html" title="Alert: suggestion, destructive, destructiveLeading" sandbox="" class="gallery-frame"></iframe>"#,
                #"<iframe src="alert-suggestion-nondestructive-cancel-leading.html" title="Alert: suggestion, nondestructive, cancelLeading" sandbox="" class="gallery-frame"></iframe>"#,
                #"<iframe src="alert-suggestion-destructive-cancel-leading.html" title="Alert: suggestion, destructive, cancelLeading" sandbox="" class="gallery-frame"></iframe>"#,
                #"<iframe src="alert-action-sheet.html" title="Alert: action sheet" sandbox="" class="gallery-frame"></iframe>"#,
            ]
        )
    }

    /// What runs over time (messages, the board, trickles) stays live in its frame; only dialogs
    /// are still.
    @Test func whatRunsOverTimeStaysLive() {
        let index = Pages.index(items: Gallery.items, localizer: .english)
        let live = Self.frames(in: index).filter { !$0.contains(" sandbox") }
        #expect(live.allSatisfy { $0.hasSuffix(#" class="gallery-frame gallery-frame-live"></iframe>"#) })
        #expect(
            live.map { $0.components(separatedBy: "\"")[1] } == [
                "status-message-normal.html", "status-message-success.html", "status-message-caution.html",
                "status-message-error.html", "status-message-debug.html", "status-message-internal-error.html",
                "status-message-with-an-action.html", "status-board-stack-of-three.html",
                "progress-trickle-start.html", "progress-trickle-step-4.html", "progress-trickle-at-cap.html",
            ]
        )
    }

    /// The playground still opens every alert live: one `data-anshin-open` button per alert, and
    /// each dialog drawn closed until then.
    @Test func thePlaygroundOpensEveryAlertLive() {
        let index = Pages.index(items: Gallery.items, localizer: .english)
        let opens = index.components(separatedBy: "data-anshin-open=\"").dropFirst().map {
            String($0.prefix { $0 != "\"" })
        }
        #expect(
            opens == [
                "playground-alert-confirmation-alert-alert",
                "playground-alert-suggestion-nondestructive-destructive-leading-alert-alert",
                "playground-alert-suggestion-destructive-destructive-leading-alert-alert",
                "playground-alert-suggestion-nondestructive-cancel-leading-alert-alert",
                "playground-alert-suggestion-destructive-cancel-leading-alert-alert",
                "playground-alert-action-sheet-actionSheet-actionSheet",
            ]
        )
        for id in opens {
            let tag = index.components(separatedBy: "<dialog id=\"\(id)\" ").dropFirst().map { $0.prefix { $0 != ">" } }
            #expect(tag.count == 1, "\(id)")
            #expect(tag.allSatisfy { $0.contains(" data-anshin-modal") && !$0.contains(" open") }, "\(id): \(tag)")
        }
    }
}
