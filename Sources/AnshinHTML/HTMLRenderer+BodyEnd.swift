public import Anshin

extension HTMLRenderer {
    /// What a page a host writes itself puts at the end of its `<body>`, after the fragments it
    /// rendered: the status region (present from load, with the two live regions announcements go
    /// through, and the list `anshin.post(element)` adds messages to) and the live script, with this
    /// renderer's ``nonce`` — embedded, or a `<script src>` where ``pageAssets`` links it.
    ///
    /// A ``Layout/document(title:)`` page writes exactly this itself; a page of your own that embeds
    /// fragments needs it once to come alive. Its board follows `boardRules` — a status board's rules,
    /// as its presentation's root element carries them (`Presentation.Behavior.board(_:)`) — or, by
    /// default, shows one message at a time, each replacing the last, with no multiplier.
    ///
    /// ```swift
    /// var renderer = HTMLRenderer(localizer: Catalog.english, nonce: nonce)
    /// page += renderer.render(message)   // a fragment, anywhere in <body>
    /// page += renderer.bodyEnd()         // once, just before </body>
    /// ```
    /// - Parameter boardRules: The rules messages on the page are shown by; `nil` for the default.
    /// - Returns: The status region and the `<script>` element, as HTML.
    public func bodyEnd(boardRules: Presentation.Behavior.BoardRules? = nil) -> String {
        var output: [UInt8] = []
        let empty = Presentation(type: "", root: Presentation.Element(id: "", kind: .label))
        self.writer(for: empty).writeBodyEnd(boardRules: boardRules, to: &output)
        return String(decoding: output, as: UTF8.self)
    }
}
