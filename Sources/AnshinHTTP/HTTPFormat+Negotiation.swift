import Anshin

extension HTTPFormat {
    /// The format a request's `Accept` header prefers among those offered, or `nil` when it accepts
    /// none of them (the answer is then 406 Not Acceptable).
    ///
    /// The rules (RFC 9110, section 12.5.1):
    /// - A format takes the weight of the most specific range that covers it: `text/html` over
    ///   `text/*` over `*/*`, and a range with parameters over one without (among equally specific
    ///   ranges, the first). So `application/json;q=0, */*` refuses the wire document and accepts
    ///   everything else.
    /// - A range with parameters covers a format only when the format has them: every format is
    ///   UTF-8, so `charset=utf-8` is the only parameter that matches (`text/html;charset=utf-8` does,
    ///   `text/html;level=1` does not).
    /// - The highest weight above 0 wins; then the more specific range; then the range the client
    ///   listed first; then the order of `offered` (the server's preference).
    /// - No header, an empty one, or one in which no element is well-formed, gets the first offered
    ///   format (the wire document, in the default order): as RFC 9110 allows, a header that says
    ///   nothing usable is disregarded. Malformed elements among good ones are skipped (see the
    ///   weights' syntax at `QualityValue`).
    ///
    /// ```swift
    /// HTTPFormat.negotiated(accept: "text/html;q=0.9, application/json", among: HTTPFormat.allCases)   // .wireDocument
    /// HTTPFormat.negotiated(accept: "image/png", among: HTTPFormat.allCases)                            // nil
    /// ```
    ///
    /// The header is read once, in time linear in its length, from one copy of its bytes: a 64 KB
    /// header of thousands of ranges costs what reading 64 KB costs.
    /// - Parameters:
    ///   - accept: The `Accept` header's value (several fields joined with commas), or `nil` when the
    ///     request has none.
    ///   - offered: The formats the answer can be drawn as, in the server's order of preference.
    /// - Returns: One of `offered`, or `nil`.
    public static func negotiated(accept: String?, among offered: [HTTPFormat]) -> HTTPFormat? {
        guard let accept else { return offered.first }
        // The most specific range that covers each format so far, by format.
        var matches = FormatMatches()
        let names = FormatTokens.all
        var ranges = MediaRanges(accept)
        var position = 0
        while let range = ranges.next() {
            let specificity = range.specificity
            for format in offered where range.matches(names[format], in: ranges.bytes) {
                if let known = matches[format], known.specificity >= specificity { continue }
                matches[format] = FormatMatch(specificity: specificity, quality: range.quality, position: position)
            }
            position += 1
        }
        guard position > 0 else { return offered.first }
        var best: (format: HTTPFormat, match: FormatMatch)?
        for format in offered {
            guard let match = matches[format], match.quality > .zero else { continue }
            if let current = best, !match.isPreferred(over: current.match) { continue }
            best = (format, match)
        }
        return best?.format
    }
}

/// The range that gives a format its weight.
struct FormatMatch {
    var specificity: Int
    var quality: QualityValue
    var position: Int

    /// Whether this match beats another: a higher weight, then a more specific range, then an
    /// earlier one. (A tie keeps the other, which came first in the server's order.)
    func isPreferred(over other: FormatMatch) -> Bool {
        if self.quality != other.quality { return self.quality > other.quality }
        if self.specificity != other.specificity { return self.specificity > other.specificity }
        return self.position < other.position
    }
}

/// A match for each format, kept without an allocation.
struct FormatMatches {
    private var wireDocument: FormatMatch?
    private var problemDetails: FormatMatch?
    private var html: FormatMatch?
    private var text: FormatMatch?

    subscript(format: HTTPFormat) -> FormatMatch? {
        get {
            switch format {
            case .wireDocument: self.wireDocument
            case .problemDetails: self.problemDetails
            case .html: self.html
            case .text: self.text
            }
        }
        set {
            switch format {
            case .wireDocument: self.wireDocument = newValue
            case .problemDetails: self.problemDetails = newValue
            case .html: self.html = newValue
            case .text: self.text = newValue
            }
        }
    }
}
