/// The status message's wire form.
struct StatusMessageMirror: PlainMirror {
    var duration: Int?
    var kind: String
    var text: KeyedTextMirror
}
