extension UserText {
    /// Resolves the text as ``resolved(using:)`` does, handing it to `body` piece by piece instead
    /// of building a string.
    ///
    /// Front ends that write bytes use it to escape and copy text straight into their output: the
    /// pieces are the verbatim strings, the template's literal runs, the formatted numbers and the
    /// arguments, in order, and together they are exactly ``resolved(using:)``. No piece is empty.
    ///
    /// ```swift
    /// var html = ""
    /// UserText.localized(.itemsRegistered, count: 2).resolve(using: Catalog.english) { piece in
    ///     html += piece   // "Registered ", "2", " items"
    /// }
    /// ```
    /// - Parameters:
    ///   - localizer: The localizer, such as ``Catalog/japanese``.
    ///   - body: Receives each piece of the resolved text, in order.
    public func resolve(using localizer: some Localizer, into body: (Substring) -> Void) {
        switch self.representation {
        case .verbatim(let string):
            if !string.isEmpty { body(string[...]) }
        case .joined(let parts, let separator):
            // Parts that resolve empty are skipped with their separators, as joining strings would.
            var wroteAny = false
            for part in parts {
                var partStarted = false
                part.resolve(using: localizer) { piece in
                    if !partStarted {
                        partStarted = true
                        if wroteAny && !separator.isEmpty { body(separator[...]) }
                    }
                    body(piece)
                }
                if partStarted { wroteAny = true }
            }
        case .localized(let localized):
            switch Self.lookUp(localized, using: localizer) {
            case .template(let template):
                let isFormatted = TemplateFormatter.format(
                    template,
                    localized: localized,
                    localizer: localizer,
                    into: body
                )
                // A template without braces is its own resolution.
                if !isFormatted && !template.isEmpty { body(template[...]) }
            case .resolved(let string):
                if !string.isEmpty { body(string[...]) }
            }
        }
    }

    /// Appends the text, resolved as ``resolved(using:)`` does, to a UTF-8 buffer without building
    /// a string.
    /// - Parameters:
    ///   - localizer: The localizer, such as ``Catalog/japanese``.
    ///   - output: The buffer to append to.
    public func resolve(using localizer: some Localizer, into output: inout [UInt8]) {
        self.resolve(using: localizer) { output.append(contentsOf: $0.utf8) }
    }

    /// Appends the text, resolved as ``resolved(using:)`` does, to a string.
    /// - Parameters:
    ///   - localizer: The localizer, such as ``Catalog/japanese``.
    ///   - output: The string to append to.
    public func resolve(using localizer: some Localizer, into output: inout String) {
        self.resolve(using: localizer) { output += $0 }
    }
}
