/// The wire form of an error screen built per request with verbatim text: every text a plain string.
struct CustomErrorScreenMirror: PlainMirror {
    struct Retry: Codable, Sendable {
        var action: String
        var title: String
    }

    var icon: ErrorScreenMirror.Icon?
    var title: String?
    var message: String?
    var retry: Retry?
    var placement: String
    var transition: ErrorScreenMirror.Transition
}
