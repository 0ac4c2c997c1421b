public import Anshin

extension Renderer where Self == HTMLRenderer {
    /// The HTML front end with its defaults: an English fragment with identifiers prefixed `anshin`.
    ///
    /// ```swift
    /// let html = ErrorScreen(.preset(.network)).rendered(using: .html)
    /// ```
    public static var html: Self { HTMLRenderer() }

    /// The HTML front end.
    ///
    /// ```swift
    /// let page = alert.rendered(using: .html(localizer: Catalog.japanese, layout: .document()))
    /// ```
    /// - Parameters:
    ///   - localizer: Resolves the models' text; its language and direction also become a page's or a
    ///     fragment's `lang` and `dir`.
    ///   - layout: A fragment to embed, or a standalone page.
    ///   - idPrefix: Starts every `id` the renderer writes, so several models can share a page.
    ///   - context: The preferences models present themselves with.
    ///   - nonce: The nonce of the page's Content Security Policy (``HTMLRenderer/nonce``).
    ///   - pageAssets: Whether a page embeds the stylesheet and the live script or links them
    ///     (``HTMLRenderer/pageAssets``).
    /// - Returns: The renderer.
    public static func html(
        localizer: some Localizer = Catalog.english,
        layout: HTMLRenderer.Layout = .fragment,
        idPrefix: String = "anshin",
        context: PresentationContext = .standard,
        nonce: String? = nil,
        pageAssets: HTMLRenderer.PageAssets = .embedded
    ) -> Self {
        HTMLRenderer(
            localizer: localizer,
            layout: layout,
            idPrefix: idPrefix,
            context: context,
            nonce: nonce,
            pageAssets: pageAssets
        )
    }
}
