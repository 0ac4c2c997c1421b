import Anshin
import Testing

@testable import AnshinHTML

/// A localizer whose language code and every string are hostile.
struct HostileLocalizer: Localizer {
    let languageCode = #"en" onload="alert(1)"#
    func template(for key: UserText.Key, form: PluralCategory) -> String? { HTMLEscapingTests.hostile }
}

@Suite("Every string from a model is escaped for its context")
struct HTMLEscapingTests {
    /// Tries to open a tag, close an attribute with either quote, and smuggle an entity.
    static let hostile = #"<script>alert("x")</script> "onmouseover=alert(1) 'quoted' &amp;"#
    /// ``hostile`` as text content.
    static let text = #"&lt;script&gt;alert("x")&lt;/script&gt; "onmouseover=alert(1) 'quoted' &amp;amp;"#
    /// ``hostile`` as an attribute value.
    static let attribute =
        #"&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &quot;onmouseover=alert(1) &#39;quoted&#39; &amp;amp;"#

    /// The string escaped as text content, which must be the same whether it is handed over whole or
    /// as a piece of a longer text (a substring that starts and ends inside its string), as resolved
    /// text is.
    static func escapedText(_ string: String) -> String {
        var output: [UInt8] = []
        HTMLEscaping.appendText(string[...], to: &output)
        var fromPiece: [UInt8] = []
        HTMLEscaping.appendText(Self.piece(string), to: &fromPiece)
        #expect(fromPiece == output, "\(string.debugDescription) as a piece")
        return String(decoding: output, as: UTF8.self)
    }

    /// The string escaped as an attribute value, whole and as a piece of a longer text.
    static func escapedAttribute(_ string: String) -> String {
        var output: [UInt8] = []
        HTMLEscaping.appendAttribute(string[...], to: &output)
        var fromPiece: [UInt8] = []
        HTMLEscaping.appendAttribute(Self.piece(string), to: &fromPiece)
        #expect(fromPiece == output, "\(string.debugDescription) as a piece")
        return String(decoding: output, as: UTF8.self)
    }

    /// The string as a substring of a longer string, with characters to escape on either side.
    static func piece(_ string: String) -> Substring {
        let whole = "<&\u{1}あ" + string + "\u{80}é\"'"
        let start = whole.utf8.index(whole.utf8.startIndex, offsetBy: 6)
        let end = whole.utf8.index(start, offsetBy: string.utf8.count)
        return whole[start..<end]
    }

    /// A sanitized identifier segment as a string.
    static func sanitized(_ segment: String) -> String {
        String(decoding: HTMLIdentifier.sanitized(segment), as: UTF8.self)
    }

    @Test func textAndAttributeEscaping() {
        #expect(Self.escapedText(Self.hostile) == Self.text)
        #expect(Self.escapedAttribute(Self.hostile) == Self.attribute)
    }

    @Test func cleanStringsAreAppendedAsTheyAre() {
        var output = Array("x".utf8)
        HTMLEscaping.appendText("読み込み中… 👍🏽 café"[...], to: &output)
        HTMLEscaping.appendAttribute(""[...], to: &output)
        #expect(String(decoding: output, as: UTF8.self) == "x読み込み中… 👍🏽 café")
    }

    @Test func whatTheOutputHeldBeforeIsLeftAsItIs() {
        var output = Array(#"<p title="&">"#.utf8)
        HTMLEscaping.appendText("a<b & c"[...], to: &output)
        HTMLEscaping.appendAttribute(#"say "hi""#[...], to: &output)
        #expect(String(decoding: output, as: UTF8.self) == #"<p title="&">a&lt;b &amp; csay &quot;hi&quot;"#)
        var identifier = Array("a.b-".utf8)
        HTMLIdentifier.appendSanitized("c.d_e", to: &identifier)
        #expect(String(decoding: identifier, as: UTF8.self) == "a.b-c_2Ed__e")
    }

    @Test func controlsAndNoncharactersBecomeReplacementCharacters() {
        var input = ""
        let invalid: [UInt32] = [0x0, 0x7, 0x1B, 0x7F, 0x80, 0x9F, 0xFDD0, 0xFDEF, 0xFFFE, 0xFFFF, 0x1FFFF, 0x10FFFE]
        for scalar in invalid {
            input.unicodeScalars.append(Unicode.Scalar(scalar)!)
            input.append("x")
        }
        #expect(Self.escapedText(input) == String(repeating: "\u{FFFD}x", count: invalid.count))
        let kept = "tab\tline\ncr\rff\u{0C}nbsp\u{A0}\u{FDCF}\u{FDF0}\u{1F3FE}"
        #expect(Self.escapedAttribute(kept) == kept)
    }

    @Test func identifiersAreSanitizedInjectively() {
        #expect(Self.sanitized("button-1") == "button-1")
        #expect(Self.sanitized("a.b c") == "a_2Eb_20c")
        #expect(Self.sanitized("a_b") == "a__b")
        #expect(Self.sanitized("a_2Eb") == "a__2Eb")
        #expect(Self.sanitized(#""><x>"#) == "_22_3E_3Cx_3E")
        #expect(Self.sanitized("é") == "_C3_A9")
        #expect(Self.sanitized("") == "")
    }

    /// Every ASCII byte and a few non-ASCII characters, at every position of identifiers 1 to 24 bytes
    /// long (stored inline or on the heap), give what the rule says byte by byte.
    @Test func identifierSanitizingAgreesWithTheRuleAtEveryByteAndLength() {
        func byRule(_ segment: String) -> String {
            var result = ""
            for byte in segment.utf8 {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
                    result.unicodeScalars.append(Unicode.Scalar(byte))
                case UInt8(ascii: "_"):
                    result += "__"
                default:
                    let hex = String(byte, radix: 16, uppercase: true)
                    result += "_" + (hex.count == 1 ? "0" + hex : hex)
                }
            }
            return result
        }
        let insertions = (0...0x7F).map { String(Unicode.Scalar(UInt8($0))) } + ["é", "ー", "😀"]
        var mismatches: [String] = []
        for length in 1...24 {
            for position in 0..<length {
                for insertion in insertions {
                    let segment =
                        String(repeating: "Az09-", count: 5).prefix(position) + insertion
                        + String(repeating: "z-9A", count: 6).prefix(length - position - 1)
                    if Self.sanitized(String(segment)) != byRule(String(segment)) {
                        mismatches.append(String(segment))
                    }
                }
            }
        }
        let mismatchCount = mismatches.count
        #expect(mismatchCount == 0, "identifiers that differ, such as \(mismatches.prefix(4))")
        // The boundaries of each kept range.
        #expect(Self.sanitized("/09:@AZ[`az{") == "_2F09_3A_40AZ_5B_60az_7B")
        #expect(Self.sanitized("-,.--") == "-_2C_2E--")
    }

    static let hostileAlert = Alert.suggestion(
        Alert.Content(title: UserText(verbatim: hostile), message: UserText(verbatim: hostile)),
        try! Alert.Recovery(
            UserText(verbatim: hostile),
            style: .destructive,
            action: ActionIdentifier(rawValue: hostile)
        )
    )

    @Test func hostileAlert() {
        expectHTML(
            Self.hostileAlert.rendered(using: .html),
            #"""
            <dialog id="anshin-alert-alert" class="anshin anshin-type-alert anshin-container anshin-role-alertdialog" open data-anshin-modal role="alertdialog" aria-labelledby="anshin-alert-title" aria-describedby="anshin-alert-message" lang="en" dir="ltr">
            <h2 id="anshin-alert-title" class="anshin-heading">&lt;script&gt;alert("x")&lt;/script&gt; "onmouseover=alert(1) 'quoted' &amp;amp;</h2>
            <p id="anshin-alert-message" class="anshin-paragraph">&lt;script&gt;alert("x")&lt;/script&gt; "onmouseover=alert(1) 'quoted' &amp;amp;</p>
            <div id="anshin-alert-buttons" class="anshin-container anshin-role-group" role="group">
            <button type="button" id="anshin-alert-button-1" class="anshin-button anshin-button-destructive anshin-tone-destructive" data-action="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &quot;onmouseover=alert(1) &#39;quoted&#39; &amp;amp;" data-role="destructive">&lt;script&gt;alert("x")&lt;/script&gt; "onmouseover=alert(1) 'quoted' &amp;amp;</button>
            <button type="button" id="anshin-alert-button-2" class="anshin-button anshin-button-cancel anshin-tone-neutral" data-action="cancel" data-role="cancel" autofocus>Cancel</button>
            </div>
            </dialog>
            """#
        )
    }

    @Test func hostileErrorScreen() {
        let hostile = UserText(verbatim: Self.hostile)
        let screen = ErrorScreen(
            .retry(
                icon: Icon(Icon.Symbol(rawValue: Self.hostile), label: hostile),
                title: hostile,
                message: hostile,
                retryButtonTitle: hostile,
                action: ActionIdentifier(rawValue: Self.hostile)
            )
        )
        let html = screen.rendered(using: HTMLRenderer(context: PresentationContext(reduceMotion: true)))
        expectHTML(
            html,
            #"""
            <section id="anshin-errorScreen-error-screen" class="anshin anshin-type-errorScreen anshin-container anshin-role-region" aria-labelledby="anshin-errorScreen-title" aria-describedby="anshin-errorScreen-message" lang="en" dir="ltr">
            <svg id="anshin-errorScreen-icon" class="anshin-icon anshin-symbol-_3Cscript_3Ealert_28_22x_22_29_3C_2Fscript_3E_20_22onmouseover_3Dalert_281_29_20_27quoted_27_20_26amp_3B" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" role="img" aria-label="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &quot;onmouseover=alert(1) &#39;quoted&#39; &amp;amp;" focusable="false"><rect x="4" y="4" width="16" height="16" rx="4"/><path d="M12 12h.01"/></svg>
            <h2 id="anshin-errorScreen-title" class="anshin-heading">&lt;script&gt;alert("x")&lt;/script&gt; "onmouseover=alert(1) 'quoted' &amp;amp;</h2>
            <p id="anshin-errorScreen-message" class="anshin-paragraph">&lt;script&gt;alert("x")&lt;/script&gt; "onmouseover=alert(1) 'quoted' &amp;amp;</p>
            <button type="button" id="anshin-errorScreen-retry" class="anshin-button anshin-button-default anshin-tone-accent" data-action="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &quot;onmouseover=alert(1) &#39;quoted&#39; &amp;amp;" data-role="default">&lt;script&gt;alert("x")&lt;/script&gt; "onmouseover=alert(1) 'quoted' &amp;amp;</button>
            </section>
            """#
        )
    }

    @Test func hostileStatusMessageAndProgress() {
        let hostile = UserText(verbatim: Self.hostile)
        let message = StatusMessage(hostile, kind: .caution).rendered(using: .html)
        #expect(message.contains(#"<p id="anshin-statusMessage-text" class="anshin-paragraph">\#(Self.text)</p>"#))
        let loading = LoadingScreen(hostile).rendered(using: .html)
        #expect(loading.contains(#"<p id="anshin-loadingScreen-label" class="anshin-paragraph">\#(Self.text)</p>"#))
        let trickle = TrickleProgress(label: hostile).rendered(using: .html)
        #expect(trickle.contains(#"<p id="anshin-trickleProgress-label" class="anshin-paragraph">\#(Self.text)</p>"#))
        let localized = StatusMessage(.localized(.itemsSaved, count: 2), kind: .success)
            .rendered(using: .html(localizer: HostileLocalizer()))
        #expect(localized.contains(#"class="anshin-label anshin-tone-success">\#(Self.text)</span>"#))
        #expect(localized.contains(#"class="anshin-paragraph">\#(Self.text)</p>"#))
    }

    /// A host presentation whose every string is hostile: type, identifiers, tone, symbol, labels,
    /// hint, value and announcement.
    static var hostilePresentation: Presentation {
        let hostile = UserText(verbatim: Self.hostile)
        return Presentation(
            type: Self.hostile,
            root: Presentation.Element(
                id: Self.hostile,
                kind: .container(labelledBy: "missing", describedBy: "missing"),
                tone: ColorToken(rawValue: Self.hostile),
                accessibility: AccessibilityDescriptor(
                    label: hostile,
                    hint: hostile,
                    role: .group,
                    announcement: Announcement(hostile, politeness: .assertive)
                ),
                children: [
                    Presentation.Element(
                        id: "\"'<>&",
                        kind: .paragraph,
                        text: "visible",
                        accessibility: AccessibilityDescriptor(label: "visible", spokenLabel: hostile)
                    ),
                    Presentation.Element(
                        id: "heading",
                        kind: .heading(level: 2),
                        text: "visible",
                        accessibility: AccessibilityDescriptor(label: "visible", value: hostile)
                    ),
                    Presentation.Element(
                        id: "bar",
                        kind: .progress(.init(fraction: 0.5, isSimulated: false)),
                        accessibility: AccessibilityDescriptor(label: hostile, value: hostile)
                    ),
                ]
            )
        )
    }

    @Test func hostileHostPresentation() {
        let html = HTMLRenderer(idPrefix: Self.hostile).render(Self.hostilePresentation)
        let id =
            "_3Cscript_3Ealert_28_22x_22_29_3C_2Fscript_3E_20_22onmouseover_3Dalert_281_29_20_27quoted_27_20_26amp_3B"
        let base = "\(id)-\(id)-"
        expectHTML(
            html,
            #"""
            <div id="\#(base)\#(id)" class="anshin anshin-type-\#(id) anshin-container anshin-role-group anshin-tone-\#(id)" role="group" aria-label="\#(Self.attribute)" aria-describedby="\#(base)\#(id)_hint" lang="en" dir="ltr">
            <p id="\#(base)_22_27_3C_3E_26" class="anshin-paragraph"><span aria-hidden="true">visible</span><span class="anshin-visually-hidden">\#(Self.text)</span></p>
            <h2 id="\#(base)heading" class="anshin-heading" aria-label="visible, \#(Self.attribute)">visible</h2>
            <progress id="\#(base)bar" class="anshin-progressbar" max="1" value="0.5" aria-label="\#(Self.attribute)" aria-valuetext="\#(Self.attribute)"></progress>
            <div id="\#(base)\#(id)_live" class="anshin-announcement" role="alert">\#(Self.text)</div>
            <span id="\#(base)\#(id)_hint" hidden>\#(Self.text)</span>
            </div>
            """#
        )
    }

    @Test func hostileDocumentTitleAndLanguage() {
        let renderer = HTMLRenderer(
            localizer: HostileLocalizer(),
            layout: .document(title: UserText(verbatim: Self.hostile))
        )
        let page = renderer.render(Self.hostilePresentation)
        // A language code that is not a tag is not written at all: the page's language is undetermined.
        #expect(page.hasPrefix(#"<!DOCTYPE html>\#n<html lang="und">"#))
        #expect(page.contains("<title>\(Self.text)</title>"))
        // One script, the live script, and no other: the hostile title and language added none.
        #expect(MarkupScanner.scripts(in: page) == [HTMLRenderer.script[...]])
        #expect(!page.contains(#"" onload"#))
    }

    @Test func noModelStringBecomesMarkup() throws {
        let pages = [
            Self.hostileAlert.rendered(using: .html(layout: .document())),
            HTMLRenderer(layout: .document(), idPrefix: Self.hostile).render(Self.hostilePresentation),
            StatusMessage(UserText(verbatim: Self.hostile)).rendered(using: .html(localizer: HostileLocalizer())),
        ]
        for page in pages {
            let tags = try MarkupScanner.tags(in: page)
            #expect(!tags.isEmpty)
            for tag in tags {
                #expect(MarkupScanner.allowedElements.contains(tag.name), "unexpected element <\(tag.name)>")
                for attribute in tag.attributes {
                    #expect(MarkupScanner.allowedAttributes.contains(attribute), "unexpected attribute \(attribute)")
                }
                // A link only on Retry, and no form: nothing a model says can navigate.
                if tag.attributes.contains("href") {
                    #expect(tag.name == "a" && tag.attributes.contains("data-action"), "href on <\(tag.name)>")
                }
                #expect(!tag.attributes.contains("action"), "a form action on <\(tag.name)>")
            }
            #expect(
                page.split(separator: "href=", omittingEmptySubsequences: false).count
                    == page.split(separator: #"<a href="" "#, omittingEmptySubsequences: false).count
            )
            // A page has exactly one script, the live script; a fragment has none.
            let expected: [Substring] = page.hasPrefix("<!DOCTYPE html>") ? [HTMLRenderer.script[...]] : []
            #expect(MarkupScanner.scripts(in: page) == expected)
        }
    }

    @Test func aPagesRetryIsTheOnlyLinkAndReloadsThePage() throws {
        let page = ErrorScreen(.preset(.network)).rendered(using: .html(layout: .document()))
        let tags = try MarkupScanner.tags(in: page)
        #expect(tags.filter { $0.attributes.contains("href") }.map(\.name) == ["a"])
        #expect(
            page.contains(
                #"<a href="" id="anshin-errorScreen-retry" class="anshin-button anshin-button-default anshin-tone-accent" data-action="retry" data-role="default">Retry</a>"#
            )
        )
        // A fragment's Retry stays a button: the host decides what retrying means.
        let fragment = ErrorScreen(.preset(.network)).rendered(using: .html)
        #expect(!fragment.contains("href"))
        #expect(fragment.contains(#"<button type="button" id="anshin-errorScreen-retry""#))
    }

    /// What escaping must write for a string, character by character: the rule itself, with no
    /// shortcut.
    static func expectedEscaping(_ string: String, inAttribute: Bool) -> String {
        var expected = ""
        for scalar in string.unicodeScalars {
            switch scalar.value {
            case 0x26: expected += "&amp;"
            case 0x3C: expected += "&lt;"
            case 0x3E: expected += "&gt;"
            case 0x22 where inAttribute: expected += "&quot;"
            case 0x27 where inAttribute: expected += "&#39;"
            case 0x09, 0x0A, 0x0C, 0x0D: expected.unicodeScalars.append(scalar)
            case 0x00...0x1F, 0x7F...0x9F, 0xFDD0...0xFDEF: expected += "\u{FFFD}"
            case let value where value & 0xFFFE == 0xFFFE: expected += "\u{FFFD}"
            default: expected.unicodeScalars.append(scalar)
            }
        }
        return expected
    }

    @Test("Every byte that matters, at every position of strings of 1 to 24 bytes, escapes as the rule says")
    func everyPositionOfShortStrings() {
        // Each character that must be escaped or looked at is put at every position of every length.
        let specials: [String] =
            [
                "&", "<", ">", "\"", "'", "\u{00}", "\u{08}", "\u{09}", "\u{0A}", "\u{0B}", "\u{1F}", "\u{7F}",
                "\u{80}", "\u{9F}", "\u{A0}", "é", "あ", "😀",
            ] + [0xFDD0, 0xFDEF, 0xFFFE, 0x1FFFF, 0x10FFFE].map { String(Unicode.Scalar($0)!) }
        for length in 1...24 {
            for special in specials {
                for position in 0..<length {
                    var string = String(repeating: "a", count: position) + special
                    string += String(repeating: "b", count: length - position - 1)
                    #expect(Self.escapedText(string) == Self.expectedEscaping(string, inAttribute: false))
                    #expect(Self.escapedAttribute(string) == Self.expectedEscaping(string, inAttribute: true))
                }
            }
        }
    }

    @Test("Every byte that matters, at every position among text beyond ASCII, escapes as the rule says")
    func everyPositionAmongTextBeyondASCII() {
        // Each character to escape or look at is put at every position among kana, accented letters
        // and punctuation.
        let specials: [String] =
            [
                "&", "<", ">", "\"", "'", "\u{00}", "\u{09}", "\u{1F}", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}",
                "\u{FF01}", "\u{FFFD}", "😀",
            ] + [0xFDD0, 0xFDEF, 0xFFFE, 0xFFFF, 0x1FFFF, 0x10FFFE].map { String(Unicode.Scalar($0)!) }
        for padding in ["あ", "é", "…", "aé"] {
            for length in 1...12 {
                for special in specials {
                    for position in 0..<length {
                        var string = String(repeating: padding, count: position) + special
                        string += String(repeating: padding, count: length - position - 1)
                        #expect(Self.escapedText(string) == Self.expectedEscaping(string, inAttribute: false))
                        #expect(Self.escapedAttribute(string) == Self.expectedEscaping(string, inAttribute: true))
                    }
                }
            }
        }
    }
}
