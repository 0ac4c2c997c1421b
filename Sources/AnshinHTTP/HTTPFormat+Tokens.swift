extension HTTPFormat {
    /// The format's type and subtype as header tokens, what an `Accept` header's ranges are compared
    /// with; made once per format from ``type`` and ``subtype``.
    var tokens: (type: HeaderToken, subtype: HeaderToken) {
        switch self {
        case .wireDocument: Self.wireDocumentTokens
        case .problemDetails: Self.problemDetailsTokens
        case .html: Self.htmlTokens
        case .text: Self.textTokens
        }
    }

    private static let wireDocumentTokens = Self.wireDocument.madeTokens
    private static let problemDetailsTokens = Self.problemDetails.madeTokens
    private static let htmlTokens = Self.html.madeTokens
    private static let textTokens = Self.text.madeTokens

    private var madeTokens: (type: HeaderToken, subtype: HeaderToken) {
        (HeaderToken(self.type), HeaderToken(self.subtype))
    }
}
