// Temporary: the byte-piece resolution the front ends' fast paths still call, on top of the safe
// piece API. Deleted with those fast paths.
extension UserText {
    /// Resolves the text, handing each piece's UTF-8 to `body`.
    package func resolveBytes(using localizer: some Localizer, into body: (UnsafeBufferPointer<UInt8>) -> Void) {
        self.resolve(using: localizer) { (piece: Substring) in
            var string = String(piece)
            string.withUTF8(body)
        }
    }

    /// Resolves the text with a catalog, handing each piece's UTF-8 to `body`.
    package func resolve(
        usingBuiltIn catalog: Catalog,
        at position: Int,
        into body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        self.resolveBytes(using: catalog, into: body)
    }
}
