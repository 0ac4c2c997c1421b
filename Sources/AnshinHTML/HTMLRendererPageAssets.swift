extension HTMLRenderer {
    /// How a standalone page carries the stylesheet and the live script: inside the page, or as
    /// addresses the browser fetches (and caches) once for every page.
    ///
    /// A page that embeds them is one self-contained response, about 46 KB before compression, every
    /// time. A site that serves many pages can link them instead: each page is then only its markup
    /// (a few kilobytes), and the host serves ``HTMLRenderer/stylesheet`` and ``HTMLRenderer/script``
    /// as they are, at the two addresses, with `Content-Type: text/css; charset=utf-8` and
    /// `text/javascript; charset=utf-8` and the long cache lifetime of any static asset. Serve the
    /// strings of the Anshin version that renders the pages: a page and a script of different
    /// versions may not understand each other's attributes.
    ///
    /// ```swift
    /// var renderer = HTMLRenderer(localizer: Catalog.english, layout: .document())
    /// renderer.pageAssets = .linked(stylesheet: "/assets/anshin.css", script: "/assets/anshin.js")
    /// renderer.render(ErrorScreen(.preset(.network)))
    /// // <head>…<link rel="stylesheet" href="/assets/anshin.css">…</head>
    /// // <body>…<script src="/assets/anshin.js"></script></body>
    /// ```
    ///
    /// Linked, the `<link>` and `<script>` elements take the renderer's ``HTMLRenderer/nonce`` as the
    /// embedded ones do, so the same `script-src 'nonce-…'; style-src 'nonce-…'` policy lets them load;
    /// a policy of `'self'` does too, when the addresses are on the page's own origin. The script
    /// element stays where the embedded script is, at the end of `<body>`, without `async` or `defer`,
    /// so it runs at the same point of the page; one difference remains: a browser may draw the page
    /// while the script is still loading (on a first visit, not from its cache), and an error screen
    /// shown then appears without its fade-in. Fragments are unchanged: a host's own page links the stylesheet
    /// itself and takes the script from ``HTMLRenderer/bodyEnd(boardRules:)``, which follows this
    /// setting too.
    public enum PageAssets: Sendable, Hashable {
        /// The stylesheet in a `<style>` element and the script in a `<script>` element of the page.
        case embedded

        /// The stylesheet linked from the page's head and the script loaded from the end of its body.
        /// - Parameters:
        ///   - stylesheet: Where ``HTMLRenderer/stylesheet`` is served: a URL, absolute or relative to
        ///     the page, written as the `href` of `<link rel="stylesheet">`. Not empty.
        ///   - script: Where ``HTMLRenderer/script`` is served, written as the `src` of `<script>`.
        ///     Not empty.
        case linked(stylesheet: String, script: String)

        /// Whether the setting can be used: always when embedded; when linked, whether neither address
        /// is empty (an empty address names the page itself, so a renderer given one stops the program).
        public var hasAddresses: Bool {
            switch self {
            case .embedded: true
            case .linked(let stylesheet, let script): !stylesheet.isEmpty && !script.isEmpty
            }
        }
    }
}
