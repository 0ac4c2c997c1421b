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
        self.resolvePieces(using: localizer) { piece, _ in body(piece) }
    }

    /// Where a piece of resolved text comes from: the catalog, or a user.
    public enum PieceSource: Sendable, Hashable {
        /// The localizer's: a template's literal runs, a formatted number, a fallback or a key.
        case catalog
        /// The host's or a user's: verbatim text, or a string argument of a template, in whatever
        /// language and direction it was written.
        case user
    }

    /// Resolves the text as ``resolve(using:into:)-(_,(Substring)->Void)`` does, saying of each
    /// piece where it comes from.
    ///
    /// A front end that lays text out by direction isolates the ``PieceSource/user`` pieces, so a
    /// Latin name inside Arabic text, or an Arabic one inside English text, keeps its order: the
    /// HTML front end writes them in `<bdi>`.
    ///
    /// ```swift
    /// UserText.localized(.spokenAnnouncement, arguments: ["Aiko"]).resolvePieces(using: Catalog.arabic) {
    ///     piece, source in print(piece, source)   // "إعلان: " catalog, "Aiko" user
    /// }
    /// ```
    /// - Parameters:
    ///   - localizer: The localizer, such as ``Catalog/arabic``.
    ///   - body: Receives each piece of the resolved text and its source, in order; no piece is empty.
    public func resolvePieces(using localizer: some Localizer, into body: (Substring, PieceSource) -> Void) {
        switch self.representation {
        case .verbatim(let string):
            if !string.isEmpty { body(string[...], .user) }
        case .joined(let parts, let separator):
            // Parts that resolve empty are skipped with their separators, as joining strings would.
            var wroteAny = false
            for part in parts {
                var partStarted = false
                part.resolvePieces(using: localizer) { piece, source in
                    if !partStarted {
                        partStarted = true
                        if wroteAny && !separator.isEmpty { body(separator[...], .catalog) }
                    }
                    body(piece, source)
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
                // A template that is one literal run is its own resolution.
                if !isFormatted && !template.isEmpty { body(template[...], .catalog) }
            case .resolved(let string):
                if !string.isEmpty { body(string[...], .catalog) }
            }
        }
    }

    /// Appends the text, resolved as ``resolved(using:)`` does, to a UTF-8 buffer without building
    /// a string.
    /// - Parameters:
    ///   - localizer: The localizer, such as ``Catalog/japanese``.
    ///   - output: The buffer to append to.
    public func resolve(using localizer: some Localizer, into output: inout [UInt8]) {
        switch self.representation {
        case .verbatim(let string):
            output.append(contentsOf: string.utf8)
        case .joined:
            self.resolvePieces(using: localizer) { piece, _ in output.append(contentsOf: String(piece).utf8) }
        case .localized(let localized):
            switch Self.lookUp(localized, using: localizer) {
            case .template(let template):
                TemplateFormatter.format(template, localized: localized, localizer: localizer, into: &output)
            case .resolved(let string):
                output.append(contentsOf: string.utf8)
            }
        }
    }

    /// Appends the text, resolved as ``resolved(using:)`` does, to a string.
    /// - Parameters:
    ///   - localizer: The localizer, such as ``Catalog/japanese``.
    ///   - output: The string to append to.
    public func resolve(using localizer: some Localizer, into output: inout String) {
        self.resolve(using: localizer) { output += $0 }
    }
}
