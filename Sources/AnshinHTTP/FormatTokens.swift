/// Each format's type and subtype as header tokens, what an `Accept` header's ranges are compared
/// with; made once, from ``HTTPFormat/type`` and ``HTTPFormat/subtype``, and read once per negotiation.
struct FormatTokens {
    /// A format's two names.
    struct Names {
        let type: HeaderToken
        let subtype: HeaderToken

        init(_ format: HTTPFormat) {
            self.type = HeaderToken(format.type)
            self.subtype = HeaderToken(format.subtype)
        }
    }

    private let wireDocument = Names(.wireDocument)
    private let problemDetails = Names(.problemDetails)
    private let html = Names(.html)
    private let text = Names(.text)

    /// The formats' names, made on first use.
    static let all = FormatTokens()

    subscript(format: HTTPFormat) -> Names {
        switch format {
        case .wireDocument: self.wireDocument
        case .problemDetails: self.problemDetails
        case .html: self.html
        case .text: self.text
        }
    }
}
