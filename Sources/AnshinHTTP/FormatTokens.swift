/// Each format's type and subtype as lowercase bytes, what an `Accept` header's ranges are compared
/// with; made once, from ``HTTPFormat/type`` and ``HTTPFormat/subtype``, and read once per negotiation.
struct FormatTokens {
    /// A format's two names.
    struct Names {
        let type: [UInt8]
        let subtype: [UInt8]

        init(_ format: HTTPFormat) {
            self.type = Array(format.type.utf8)
            self.subtype = Array(format.subtype.utf8)
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
