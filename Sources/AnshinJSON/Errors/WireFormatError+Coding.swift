extension WireFormatError {
    /// The error for a failure of a value's `encode(to:)`.
    init(encoding error: any Error) {
        switch error {
        case let error as WireFormatError:
            self = error
        case EncodingError.invalidValue(_, let context):
            self.init(
                .unencodableValue,
                path: WirePath.string(context.codingPath),
                message: context.debugDescription
            )
        default:
            self.init(.unencodableValue, path: "", message: "The value could not be encoded: \(error).")
        }
    }

    /// The error for a failure of a type's `init(from:)`, named by its coding path.
    init(decoding error: any Error) {
        switch error {
        case let error as WireFormatError:
            self = error
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            self.init(.typeMismatch, path: WirePath.string(context.codingPath), message: context.debugDescription)
        case DecodingError.keyNotFound(let key, let context):
            self.init(
                .missingMember,
                path: WirePath.string(context.codingPath + [key]),
                message: context.debugDescription
            )
        case DecodingError.dataCorrupted(let context):
            self.init(.invalidValue, path: WirePath.string(context.codingPath), message: context.debugDescription)
        default:
            self.init(.invalidValue, path: "", message: "The value could not be decoded: \(error).")
        }
    }
}
