extension [UInt8] {
    /// Appends JSON that a ``WireWriter`` writes straight into the array's spare capacity: no buffer
    /// of the writer's own unless the JSON outgrows the room reserved for it, and no copy.
    ///
    /// `write` writes a whole document and says whether it could; when it could not, or the writer
    /// rejected a number that is not finite, the array is left as it was. The pretty form's final
    /// newline is added here.
    /// - Parameters:
    ///   - capacity: The room to reserve, which holds most documents.
    ///   - pretty: Whether to write the pretty form.
    ///   - text: Whether text is kept as keys or resolved, and with which localizer.
    ///   - writesNonFiniteAsNull: Whether a number that is not finite is written as `null`.
    ///   - write: Writes the document and returns whether it could.
    /// - Returns: Whether the document was appended.
    package mutating func appendWireJSON(
        capacity: Int = 1_024,
        pretty: Bool,
        text: TextResolution,
        writesNonFiniteAsNull: Bool,
        _ write: (inout WireWriter) -> Bool
    ) -> Bool {
        // What the writing leaves for after the array's room is closed: whether to keep it, and the
        // memory of a writer that outgrew the room. Reached through a pointer, so that the closure
        // below does not box a captured variable.
        var outcome: (kept: Bool, outgrown: UnsafeMutableBufferPointer<UInt8>?) = (false, nil)
        withUnsafeMutablePointer(to: &outcome) { outcome in
            text.withLocalizer { localizer in
                self.appendBytes(capacity: capacity) { room in
                    var writer = WireWriter(
                        borrowing: room,
                        pretty: pretty,
                        localizer: localizer,
                        writesNonFiniteAsNull: writesNonFiniteAsNull
                    )
                    guard write(&writer), !writer.rejectedNonFiniteNumber else { return 0 }
                    writer.endDocument()
                    outcome.pointee.kept = true
                    guard writer.isOwned else { return writer.count }
                    outcome.pointee.outgrown = writer.takeOutgrownBytes()
                    return 0
                }
            }
        }
        if let outgrown = outcome.outgrown {
            self.append(contentsOf: outgrown)
            outgrown.deallocate()
        }
        return outcome.kept
    }
}
