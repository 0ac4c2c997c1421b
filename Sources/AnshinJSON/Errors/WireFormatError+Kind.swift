extension WireFormatError {
    /// The kind of a ``WireFormatError``.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The input is not JSON (RFC 8259): a stray character, an unterminated string, a bad
        /// escape or number, invalid UTF-8, or data after the document's value.
        case syntax
        /// The input is larger, or nests deeper, than ``WireDocument/maximumInputSize`` or
        /// ``WireDocument/maximumNestingDepth`` allow.
        case limitExceeded
        /// An object names the same member twice.
        case duplicateMember
        /// A value has the wrong JSON type, such as a string where a number belongs, or `null` where
        /// a value is required.
        case typeMismatch
        /// A required member is absent.
        case missingMember
        /// A value has the right type but breaks a rule, such as a progress value above its cap or a
        /// negative duration.
        case invalidValue
        /// The document was written for a version of the wire format this reader does not understand.
        case unsupportedVersion
        /// A value cannot be written as JSON, such as a floating-point number that is not finite, or
        /// a type's `encode(to:)` failed.
        case unencodableValue
    }
}
