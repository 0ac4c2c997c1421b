extension Catalog {
    /// The two pseudo-locales, for testing layouts before real translations arrive: ``pseudoAccented``
    /// (`en-XA`) and ``pseudoMirrored`` (`ar-XB`), the tags CLDR and Android reserve for them.
    ///
    /// They are not among ``builtIn``, so `Accept-Language` negotiation never picks one;
    /// ``builtIn(for:)`` finds them by their tags, as `anshin gallery --locale en-XA` does.
    public static var pseudoLocales: [Catalog] { [.pseudoAccented, .pseudoMirrored] }

    /// English, accented and about 40 % longer, in brackets: `[Ŕéţŕý one two]`. Text cut off by a
    /// layout loses its closing bracket, text that stays plain English was not localized, and the
    /// accents show where a font or an encoding fails. Placeholders are kept as they are.
    public static let pseudoAccented = Catalog(
        languageCode: "en-XA",
        numberSymbols: Catalog.english.numberSymbols,
        entries: Catalog.english.entries.mapValues { $0.mapTemplates(PseudoLocalization.accented) }
    )

    /// English laid out right to left: the English strings under an Arabic tag (`ar-XB`), so every
    /// front end mirrors its layout (the HTML front end writes `dir="rtl"`) while the words stay
    /// readable to a tester. Counts choose their forms by Arabic's rules and fall back to English's
    /// `other` where English has no such form (`0 items`, `2 items`).
    public static let pseudoMirrored = Catalog(
        languageCode: "ar-XB",
        numberSymbols: Catalog.english.numberSymbols,
        entries: Catalog.english.entries
    )
}

extension Catalog.Entry {
    /// The entry with every template transformed.
    /// - Parameter transform: Makes a template from a template.
    /// - Returns: The transformed entry.
    func mapTemplates(_ transform: (String) -> String) -> Self {
        switch self {
        case .text(let template):
            return .text(transform(template))
        case .plural(let forms):
            return .plural(
                Catalog.PluralForms(
                    zero: forms.zero.map(transform),
                    one: forms.one.map(transform),
                    two: forms.two.map(transform),
                    few: forms.few.map(transform),
                    many: forms.many.map(transform),
                    other: transform(forms.other)
                )
            )
        }
    }
}
