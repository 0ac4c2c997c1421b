import Anshin

/// A compiled template kept for the life of the process: its fixed bytes and pieces copied into
/// memory that is never freed, so that a table of templates is plain values, and rendering from one
/// retains and releases nothing.
///
/// Only tables made once and kept forever hold these (``HTMLShapeTemplate``'s): a template kept here
/// is never freed, as a `static let` is never freed. A template being recorded or checked stays an
/// ``HTMLTemplate``, whose arrays are freed with it.
struct HTMLKeptTemplate: @unchecked Sendable {
    // Unchecked: the memory is written once, before the value exists, and only read afterwards.

    /// The fixed bytes of every run, one after another.
    private let bytes: UnsafeBufferPointer<UInt8>

    /// The runs, in order.
    private let pieces: UnsafeBufferPointer<HTMLTemplate.Piece>

    /// Keeps a template for the life of the process.
    /// - Parameter template: The template, copied.
    init(keeping template: HTMLTemplate) {
        self.bytes = UnsafeBufferPointer(keeping: template.bytes)
        self.pieces = UnsafeBufferPointer(keeping: template.pieces)
    }

    /// Appends the template: fixed runs copied, the prefix written where identifiers start, and each
    /// slot written by `slot` (see ``HTMLTemplate/write(sanitizedIDPrefix:into:slot:)``).
    /// - Parameters:
    ///   - sanitizedIDPrefix: The renderer's identifier prefix, sanitized.
    ///   - output: The buffer to append to.
    ///   - slot: Writes a text, action or percentage piece, escaped for where its kind says it lands.
    @inline(__always)
    func write(
        sanitizedIDPrefix: String,
        into output: inout HTMLByteBuffer,
        slot: (HTMLTemplate.Piece, inout HTMLByteBuffer) -> Void
    ) {
        HTMLTemplate.write(
            bytes: self.bytes,
            pieces: self.pieces,
            sanitizedIDPrefix: sanitizedIDPrefix,
            into: &output,
            slot: slot
        )
    }
}
