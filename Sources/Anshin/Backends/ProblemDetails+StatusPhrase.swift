extension ProblemDetails {
    /// The phrase registered for an error status in IANA's HTTP Status Code Registry (RFC 9110,
    /// section 15; RFC 6585 and 7725; WebDAV's RFC 4918 and 5842; RFC 8470; RFC 2295):
    /// "Forbidden" for 403, "Too Many Requests" for 429; `nil` for a status below 400 or one without
    /// a registered phrase.
    ///
    /// The statuses with a phrase are 400–417, 421–426, 428, 429, 431, 451, 500–508 and 511 (510 Not
    /// Extended is obsoleted, and has none).
    /// The phrases are RFC 9110's where older RFCs differ: 413 is "Content Too Large" (not "Payload
    /// Too Large") and 422 "Unprocessable Content" (not "Unprocessable Entity"). 418 has none.
    ///
    /// RFC 9457 (section 4.2.1) asks that a problem of type `about:blank` have this phrase as its
    /// `title`; ``init(_:status:localizer:type:instance:)`` follows it.
    /// - Parameter status: The status code.
    /// - Returns: The phrase.
    public static func statusPhrase(for status: Int) -> String? {
        switch status {
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 402: "Payment Required"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 406: "Not Acceptable"
        case 407: "Proxy Authentication Required"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 410: "Gone"
        case 411: "Length Required"
        case 412: "Precondition Failed"
        case 413: "Content Too Large"
        case 414: "URI Too Long"
        case 415: "Unsupported Media Type"
        case 416: "Range Not Satisfiable"
        case 417: "Expectation Failed"
        case 421: "Misdirected Request"
        case 422: "Unprocessable Content"
        case 423: "Locked"
        case 424: "Failed Dependency"
        case 425: "Too Early"
        case 426: "Upgrade Required"
        case 428: "Precondition Required"
        case 429: "Too Many Requests"
        case 431: "Request Header Fields Too Large"
        case 451: "Unavailable For Legal Reasons"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        case 505: "HTTP Version Not Supported"
        case 506: "Variant Also Negotiates"
        case 507: "Insufficient Storage"
        case 508: "Loop Detected"
        case 511: "Network Authentication Required"
        default: nil
        }
    }
}
