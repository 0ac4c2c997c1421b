import Anshin

/// The inline SVG drawings of the package's icon symbols.
///
/// Every symbol of `Icon.Symbol.allKnown` has a drawing on a 24 × 24 grid, stroked with
/// `currentColor` so it takes the colour of its text or tone; a symbol the package does not know (a
/// host's own) gets a neutral generic drawing, so an unknown symbol never breaks a page. The drawings
/// are the package's own, kept simple: outlines with round caps and joins.
enum HTMLIconLibrary {
    /// The attributes every icon's `<svg>` element shares, after its `class`.
    static let svgAttributes = """
         viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" \
        stroke-linecap="round" stroke-linejoin="round"
        """

    /// The SVG content (the shapes inside `<svg>`) of a symbol.
    /// - Parameter symbol: The symbol.
    /// - Returns: Its drawing, or the generic drawing for a symbol the package does not know.
    static func shapes(for symbol: Icon.Symbol) -> String {
        switch symbol.rawValue {
        case "lock":
            #"<rect x="4.5" y="10.5" width="15" height="10.5" rx="2"/><path d="M8 10.5V7a4 4 0 0 1 8 0v3.5M12 15v2"/>"#
        case "network-error":
            Self.networkError
        case "search":
            #"<circle cx="10.5" cy="10.5" r="6.5"/><path d="M15.5 15.5L21 21"/>"#
        case "sign-in":
            Self.signIn
        case "server-error":
            Self.serverError
        case "clock":
            #"<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3.5 2"/>"#
        case "offline":
            Self.offline
        case "maintenance":
            #"<path d="M17.2 3.8A5 5 0 1 0 20.2 6.8L17.4 7.8L16.2 6.6Z"/><path d="M11.9 12.1L4 20"/>"#
        case "tray":
            Self.tray
        case "hourglass":
            #"<path d="M6 3h12M6 21h12M7.5 3v3.5L12 12l4.5-5.5V3M7.5 21v-3.5L12 12l4.5 5.5V21"/>"#
        case "warning":
            #"<path d="M12 3.5L22 20.5H2z"/><path d="M12 10v4.5M12 17.5h.01"/>"#
        case "info":
            #"<circle cx="12" cy="12" r="9"/><path d="M12 11v5.5M12 7.5h.01"/>"#
        case "checkmark":
            #"<circle cx="12" cy="12" r="9"/><path d="M8 12.5l2.8 2.8 5.2-5.8"/>"#
        case "exclamation":
            #"<circle cx="12" cy="12" r="9"/><path d="M12 7v6M12 16.5h.01"/>"#
        case "xmark":
            #"<circle cx="12" cy="12" r="9"/><path d="M9 9l6 6M15 9l-6 6"/>"#
        case "bug":
            Self.bug
        case "bolt":
            #"<path d="M12 2.5l8 3v6c0 5-3.5 8.5-8 10-4.5-1.5-8-5-8-10v-6z"/><path d="M13 7l-3.5 5.5h4L11 17"/>"#
        case "chevron-forward":
            #"<path d="M9.5 5.5l6.5 6.5-6.5 6.5"/>"#
        default:
            Self.genericShapes
        }
    }

    private static let networkError =
        #"<path d="M1.7 10.2a11 11 0 0 1 15.6 0M4.5 13.1a7 7 0 0 1 10 0M7.3 16a3 3 0 0 1 4.4 0M9.5 19.5h.01"/>"#
        + #"<path d="M21 6v6M21 16h.01"/>"#

    private static let signIn =
        #"<circle cx="9" cy="7.5" r="3.5"/><path d="M2.5 20.5a6.5 6.5 0 0 1 11-4.7"/>"#
        + #"<circle cx="18" cy="12.5" r="2.5"/><path d="M18 15v6M18 18.5h2"/>"#

    private static let serverError =
        #"<rect x="2.5" y="3.5" width="13" height="7" rx="2"/><rect x="2.5" y="13.5" width="13" height="7" rx="2"/>"#
        + #"<path d="M6 7h.01M6 17h.01M20.5 5v8M20.5 18h.01"/>"#

    private static let offline =
        #"<path d="M4.2 10.2a11 11 0 0 1 15.6 0M7 13.1a7 7 0 0 1 10 0M9.8 16a3 3 0 0 1 4.4 0M12 19.5h.01"/>"#
        + #"<path d="M3 3l18 18"/>"#

    private static let tray =
        #"<path d="M3 13.5h5l1.5 2.5h5l1.5-2.5h5"/>"#
        + #"<path d="M6 5h12l3 8.5V19a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 19v-5.5z"/>"#

    private static let bug =
        #"<path d="M9 7.5a3 3 0 0 1 6 0"/><rect x="7" y="7.5" width="10" height="13" rx="5"/>"#
        + #"<path d="M12 10.5v10M7 11.5H3.5M7 15.5H3M7.5 19l-3 2M17 11.5h3.5M17 15.5h4M16.5 19l3 2"/>"#

    /// The drawing of a symbol the package does not know: a rounded square with a dot.
    static let genericShapes = #"<rect x="4" y="4" width="16" height="16" rx="4"/><path d="M12 12h.01"/>"#
}
