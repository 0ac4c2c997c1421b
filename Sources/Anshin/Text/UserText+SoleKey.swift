extension UserText {
    /// The text's key, when the text is a catalog key alone: no arguments, count or fallback, so its
    /// words are whatever the localizer has for the key. `nil` for verbatim, joined or formatted
    /// text. For a front end that prepares output once and resolves each text into it later (the HTML
    /// front end's preset templates).
    package var soleKey: Key? {
        guard case .localized(let localized) = self.representation, localized.arguments.isEmpty,
            localized.count == nil, localized.fallback == nil
        else { return nil }
        return localized.key
    }
}
