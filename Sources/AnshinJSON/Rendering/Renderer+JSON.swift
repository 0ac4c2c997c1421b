public import Anshin

extension Renderer where Self == JSONRenderer {
    /// The JSON front end with its defaults: text kept as keys, pretty, standard preferences.
    ///
    /// ```swift
    /// let json = ErrorScreen(.preset(.forbidden)).rendered(using: .json)
    /// ```
    public static var json: Self { JSONRenderer() }

    /// The JSON front end with options.
    ///
    /// ```swift
    /// let wire = alert.rendered(using: .json(text: .resolved(using: Catalog.japanese), formatting: .compact))
    /// ```
    /// - Parameters:
    ///   - text: Whether text is kept as keys or resolved with a localizer.
    ///   - formatting: Pretty or compact.
    ///   - context: The preferences models present themselves with.
    /// - Returns: The renderer.
    public static func json(
        text: TextResolution = .keys,
        formatting: JSONRenderer.Formatting = .pretty,
        context: PresentationContext = .standard
    ) -> Self {
        JSONRenderer(text: text, formatting: formatting, context: context)
    }
}
