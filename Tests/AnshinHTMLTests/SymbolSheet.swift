import Anshin

/// Every symbol the package draws, and one it does not, as labelled icons.
struct SymbolSheet: Presentable {
    func presentation(in context: PresentationContext) -> Presentation {
        let symbols = Icon.Symbol.allKnown + ["host-defined"]
        return Presentation(
            type: "iconSet",
            root: Presentation.Element(
                id: "icons",
                kind: .container(),
                accessibility: AccessibilityDescriptor(label: "Symbols", role: .group),
                children: symbols.map { symbol in
                    let label = UserText(verbatim: symbol.rawValue)
                    return Presentation.Element(
                        id: symbol.rawValue,
                        kind: .icon(Icon(symbol, label: label)),
                        accessibility: .image(label)
                    )
                }
            )
        )
    }
}
