extension HTMLRenderer {
    /// How a standalone page carries the stylesheet and the live script: inside the page, or as
    /// addresses the browser fetches once and keeps for every page.
    ///
    /// A page that embeds them is one self-contained response, about 46 KB before compression, every
    /// time. A site that serves many pages can link them instead: each page is then only its markup (a
    /// few kilobytes), and the host serves ``HTMLRenderer/stylesheet`` and ``HTMLRenderer/script`` at
    /// the two addresses, as they are, with `Content-Type: text/css; charset=utf-8` and
    /// `text/javascript; charset=utf-8`. A page and a script of different Anshin versions may not
    /// understand each other's attributes, so put a version in the addresses (the Anshin version the
    /// server is built with, or a digest of each text: `/assets/anshin-3f9c2a.js`) and serve each
    /// address with a long cache lifetime; an address without one must not be cached longer than a
    /// deployment lasts.
    ///
    /// ```swift
    /// var renderer = HTMLRenderer(localizer: Catalog.english, layout: .document())
    /// renderer.pageAssets = .linked(stylesheet: "/assets/anshin-1.css", script: "/assets/anshin-1.js")
    /// renderer.render(ErrorScreen(.preset(.network)))
    /// // <head>…<link rel="stylesheet" href="/assets/anshin-1.css">…</head>
    /// // <body>…<script src="/assets/anshin-1.js"></script></body>
    /// ```
    ///
    /// Linked, the `<link>` and `<script>` elements take the renderer's ``HTMLRenderer/nonce`` as the
    /// embedded ones do, so the same `script-src 'nonce-…'; style-src 'nonce-…'` policy lets them load
    /// — from any address, so the addresses are the host's configuration and never come from a
    /// request (a `Host` or `X-Forwarded-Host` field). The renderer writes no `integrity` or
    /// `crossorigin` attribute: serve both from the page's own origin, not a third party's.
    ///
    /// The script element stays where the embedded script is, at the end of `<body>`, without `async`
    /// or `defer`. A browser may draw the page before a linked script arrives (unless it comes from the
    /// browser's memory cache), and until the script runs the page is what it is without JavaScript:
    /// an error screen shown at once (its fade-in may start again when the script arrives during it),
    /// an alert open in place but not yet modal, messages that do not clear and bars that do not move.
    /// Embed the assets where that matters more than the page's size.
    ///
    /// Fragments are unchanged: a host's own page links the stylesheet itself (`<link rel="stylesheet"
    /// href="…" nonce="…">` in its `<head>`) and takes the script element from
    /// ``HTMLRenderer/bodyEnd(boardRules:)``, which follows this setting.
    public struct PageAssets: Sendable, Hashable {
        /// Where ``HTMLRenderer/stylesheet`` is served, or `nil` when the page embeds it.
        public let stylesheetAddress: String?
        /// Where ``HTMLRenderer/script`` is served, or `nil` when the page embeds it.
        public let scriptAddress: String?

        private init(stylesheetAddress: String?, scriptAddress: String?) {
            self.stylesheetAddress = stylesheetAddress
            self.scriptAddress = scriptAddress
        }

        /// The stylesheet in a `<style>` element and the script in a `<script>` element of the page:
        /// the default.
        public static var embedded: Self { Self(stylesheetAddress: nil, scriptAddress: nil) }

        /// The stylesheet linked from the page's head and the script loaded from the end of its body.
        ///
        /// An address is written as it is, escaped for the attribute. A blank address would name the
        /// page itself, so giving one stops the program with a message that names it.
        /// - Parameters:
        ///   - stylesheet: Where ``HTMLRenderer/stylesheet`` is served: a URL, absolute or relative to
        ///     the page, written as the `href` of `<link rel="stylesheet">`.
        ///   - script: Where ``HTMLRenderer/script`` is served, written as the `src` of `<script>`.
        /// - Returns: The setting.
        public static func linked(stylesheet: String, script: String) -> Self {
            precondition(!Self.isBlank(stylesheet), "HTMLRenderer.PageAssets.linked: the stylesheet's address is blank")
            precondition(!Self.isBlank(script), "HTMLRenderer.PageAssets.linked: the script's address is blank")
            return Self(stylesheetAddress: stylesheet, scriptAddress: script)
        }

        /// Whether an address is empty or only ASCII whitespace, which a URL parser strips.
        private static func isBlank(_ address: String) -> Bool {
            address.utf8.allSatisfy { byte in
                byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                    || byte == 0x0C || byte == UInt8(ascii: "\r")
            }
        }
    }
}
