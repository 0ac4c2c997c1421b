import Anshin
import Foundation

/// The user-facing text of a `LocalizedError`, without the generic fallbacks Foundation makes up.
struct ErrorText {
    var title: String?
    var message: String?

    init?(_ error: any Error) {
        guard let localized = error as? any LocalizedError else { return nil }
        self.title = Self.meaningful(localized.errorDescription)
        let parts = [localized.failureReason, localized.recoverySuggestion].compactMap(Self.meaningful)
        self.message = parts.isEmpty ? nil : Self.sentences(parts)
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

    /// The text, or `nil` when it is absent, blank, or Foundation's generic "could not be completed".
    static func meaningful(_ text: String?) -> String? {
        guard let text, !UserText(verbatim: text).isBlank else { return nil }
        let generic = ["The operation could not be completed", "The operation couldn’t be completed"]
        if generic.contains(where: { text.hasPrefix($0) }) { return nil }
        return text
    }
}
