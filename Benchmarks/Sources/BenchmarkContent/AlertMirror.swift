/// The alert's wire form.
struct AlertMirror: PlainMirror {
    struct Recovery: Codable, Sendable {
        var action: String
        var name: String
        var style: String
    }

    var kind: String
    var title: String
    var message: String?
    var recovery: Recovery?
}
