extension UserText {
    /// Resolves the text into a string of the localizer's language.
    ///
    /// Localized text is looked up in the localizer (in the count's plural form, else in its
    /// ``PluralCategory/other`` form), then in the built-in catalog of its language, then the text's
    /// ``fallback`` is used, then the built-in English catalog, and last the key itself, so resolving
    /// never fails.
    /// - Parameter localizer: The localizer, such as ``Catalog/japanese``.
    /// - Returns: The string to show.
    public func resolved(using localizer: some Localizer) -> String {
        switch self.representation {
        case .verbatim(let string):
            return string
        case .joined:
            var result = ""
            self.resolve(using: localizer, into: &result)
            return result
        case .localized(let localized):
            switch Self.lookUp(localized, using: localizer) {
            case .template(let template):
                // A template without braces is its own resolution.
                guard TemplateFormatter.hasBrace(template) else { return template }
                var bytes: [UInt8] = []
                TemplateFormatter.format(template, localized: localized, localizer: localizer, into: &bytes)
                return String(decoding: bytes, as: UTF8.self)
            case .resolved(let string):
                return string
            }
        }
    }

    /// What localized text resolves to before it is formatted.
    enum LookUp {
        /// A catalog template, to be formatted with the text's arguments and count.
        case template(String)
        /// The whole resolution: the fallback, or the key, when no catalog has the key.
        case resolved(String)
    }

    /// Finds what localized text resolves to: its template in the localizer's plural form, or its
    /// fallback, or its key.
    /// - Parameters:
    ///   - localized: The localized text.
    ///   - localizer: The localizer.
    /// - Returns: The template, or the resolution.
    static func lookUp(_ localized: Localized, using localizer: some Localizer) -> LookUp {
        let form = localized.count.map { localizer.pluralCategory(for: $0) } ?? .other
        guard let template = Self.template(for: localized, form: form, localizer: localizer) else {
            return .resolved(localized.fallback ?? localized.key.rawValue)
        }
        return .template(template)
    }

    /// The template of localized text: the localizer's in the count's plural form, else the
    /// localizer's ``PluralCategory/other`` form (as stringsdict and ICU fall back, and as a
    /// ``Catalog/PluralForms`` does), then the built-in catalog's of its language; without a fallback,
    /// the built-in English catalog's last.
    static func template(for localized: Localized, form: PluralCategory, localizer: some Localizer) -> String? {
        // A localizer that lacks the form but has the key says it with its own `other` form, in its
        // own language, before any other catalog is asked.
        if let template = Self.template(of: localizer, for: localized, form: form) { return template }
        if let builtIn = Catalog.builtIn(for: localizer.languageCode),
            let template = Self.template(of: builtIn, for: localized, form: form)
        {
            return template
        }
        if localized.fallback != nil { return nil }
        let english = Catalog.english
        return Self.template(
            of: english,
            for: localized,
            form: localized.count.map { english.pluralCategory(for: $0) } ?? .other
        )
    }

    /// One localizer's template of localized text: in the plural form, else in its `other` form.
    ///
    /// A negative count takes its category from its magnitude, as CLDR's rules do, but a form other
    /// than `other` that does not write `{count}` spells the one number it stands for (Arabic's "one
    /// item", Hebrew's "two minutes") and would drop the minus sign: for a negative count, such a
    /// form is passed over for the `other` form, which writes the count.
    private static func template(
        of localizer: some Localizer,
        for localized: Localized,
        form: PluralCategory
    ) -> String? {
        let template = localizer.template(for: localized.key, form: form)
        guard form != .other else { return template }
        if let template, (localized.count?.significand ?? 0) >= 0 || template.contains("{count}") {
            return template
        }
        return localizer.template(for: localized.key, form: .other)
    }
}
