import Anshin
import Foundation

/// The user-facing text of an error, without the generic sentence Foundation makes up.
///
/// A `LocalizedError` gives its `errorDescription`, `failureReason` and `recoverySuggestion`. Any other
/// error is read as the `NSError` it bridges to, the same way on every platform: its
/// `NSLocalizedDescriptionKey` (else Foundation's description for its domain and code, as for
/// `CocoaError(.fileNoSuchFile)`: "The file doesn’t exist."), `NSLocalizedFailureReasonErrorKey` and
/// `NSLocalizedRecoverySuggestionErrorKey`. `DecodingError` and `EncodingError` are left out: what
/// Foundation says of them is for developers, and differs between platforms.
struct ErrorText {
    var title: String?
    var message: String?

    init?(_ error: any Error) {
        let parts: [String?]
        if let localized = error as? any LocalizedError {
            self.title = Self.meaningful(localized.errorDescription)
            parts = [localized.failureReason, localized.recoverySuggestion]
        } else if error is DecodingError || error is EncodingError {
            return nil
        } else {
            let bridged = error as NSError
            self.title = Self.meaningful(
                bridged.userInfo[NSLocalizedDescriptionKey] as? String ?? bridged.localizedDescription
            )
            parts = [bridged.localizedFailureReason, bridged.localizedRecoverySuggestion]
        }
        // A reason that only repeats the title (Foundation's description often is its reason) adds nothing.
        let message = parts.compactMap(Self.meaningful).filter { $0 != self.title }
        self.message = message.isEmpty ? nil : Self.sentences(message)
    }

    /// Sentences joined as their script writes them: with a space, except after a full-width full
    /// stop, question or exclamation mark, where Japanese and Chinese put none.
    static func sentences(_ parts: [String]) -> String {
        var result = ""
        for part in parts {
            if let last = result.last, !"。！？．".contains(last) { result += " " }
            result += part
        }
        return result
    }

    /// The sentence Foundation puts first when it has no description of its own, as Linux and Darwin
    /// write it.
    static let genericSentences = ["The operation could not be completed.", "The operation couldn’t be completed."]

    /// The text without Foundation's generic sentence, or `nil` when nothing else is left.
    ///
    /// Foundation describes an error it knows nothing about as the generic sentence, then its failure
    /// reason or `(<domain> error <code>.)`: "The operation could not be completed. The file doesn’t
    /// exist." keeps "The file doesn’t exist.", while "The operation could not be completed. (App error
    /// 7.)" leaves nothing. Only that exact sentence is taken away: "The operation could not be
    /// completed because the disk is full." is kept whole.
    static func meaningful(_ text: String?) -> String? {
        guard let text, !UserText(verbatim: text).isBlank else { return nil }
        for generic in Self.genericSentences where text.hasPrefix(generic) {
            let rest = text.dropFirst(generic.count)
            guard rest.isEmpty || rest.first == " " else { continue }
            let after = String(rest.drop { $0 == " " })
            if Self.isDomainAndCode(after) { return nil }
            return Self.meaningful(after)
        }
        return text
    }

    /// Whether a text is Foundation's `(<domain> error <code>.)`.
    static func isDomainAndCode(_ text: String) -> Bool {
        guard text.hasPrefix("("), text.hasSuffix(".)"), let marker = text.range(of: " error ", options: .backwards)
        else { return false }
        let code = text[marker.upperBound..<text.index(text.endIndex, offsetBy: -2)]
        return marker.lowerBound > text.index(after: text.startIndex) && Int(code) != nil
    }
}
