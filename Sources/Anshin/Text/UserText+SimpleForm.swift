extension UserText {
    /// A text whose words depend on nothing but its key, or on nothing at all.
    package enum SimpleForm: Sendable, Hashable {
        /// Verbatim text: the same words whatever the localizer.
        case verbatim(String)
        /// A key alone, without arguments, count or fallback: the words the localizer has for it.
        case key(Key)
    }

    /// The text as a key alone or as verbatim words, or `nil` when it has arguments, a count, a
    /// fallback or joined parts: for a front end that prepares output once and resolves each text
    /// into it later (the HTML front end's preset templates).
    package var simpleForm: SimpleForm? {
        switch self.representation {
        case .verbatim(let string):
            return .verbatim(string)
        case .localized(let localized):
            guard localized.arguments.isEmpty, localized.count == nil, localized.fallback == nil else { return nil }
            return .key(localized.key)
        case .joined:
            return nil
        }
    }
}
