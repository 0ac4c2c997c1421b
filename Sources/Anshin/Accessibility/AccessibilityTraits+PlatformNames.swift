extension AccessibilityTraits {
    /// The platform names of each trait in the set, in the order of ``named``: `button` is
    /// `role="button"`, UIKit's `.button`, SwiftUI's `.isButton` and Android's
    /// `android.widget.Button`; `notEnabled` is `aria-disabled="true"`, `.notEnabled`,
    /// `.disabled(true)` (SwiftUI has no trait for it) and `setEnabled(false)`.
    ///
    /// The names of every trait are also in the conformance vectors
    /// (`Tests/Vectors/platform-names.json`).
    public var platformNames: [AccessibilityPlatformNames] {
        Self.named.filter { self.contains($0.trait) }.map { Self.platformNames(of: $0.trait, wireName: $0.name) }
    }

    private static let aria = "https://www.w3.org/TR/wai-aria-1.2/"
    private static let uiKit = "https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/"
    private static let swiftUI = "https://developer.apple.com/documentation/swiftui/accessibilitytraits/"
    private static let nodeInfo =
        "https://developer.android.com/reference/android/view/accessibility/AccessibilityNodeInfo"

    /// The names of one trait.
    private static func platformNames(of trait: Self, wireName: String) -> AccessibilityPlatformNames {
        typealias Name = AccessibilityPlatformNames.Name
        let names: (aria: Name, uiKit: Name, swiftUI: Name, android: Name)
        switch trait {
        case .button:
            names = (
                Name(#"role="button""#, documentation: Self.aria + "#button"),
                Name(".button", documentation: Self.uiKit + "button"),
                Name(".isButton", documentation: Self.swiftUI + "isbutton"),
                Name(
                    "android.widget.Button",
                    note: "the node's class name (setClassName), activated by ACTION_CLICK",
                    documentation: Self.nodeInfo + "#setClassName(java.lang.CharSequence)"
                )
            )
        case .header:
            names = (
                Name(#"role="heading""#, note: "with aria-level", documentation: Self.aria + "#heading"),
                Name(".header", documentation: Self.uiKit + "header"),
                Name(".isHeader", documentation: Self.swiftUI + "isheader"),
                Name("setHeading(true)", documentation: Self.nodeInfo + "#setHeading(boolean)")
            )
        case .image:
            names = (
                Name(#"role="img""#, documentation: Self.aria + "#img"),
                Name(".image", documentation: Self.uiKit + "image"),
                Name(".isImage", documentation: Self.swiftUI + "isimage"),
                Name(
                    "android.widget.ImageView",
                    note: "the node's class name (setClassName)",
                    documentation: Self.nodeInfo + "#setClassName(java.lang.CharSequence)"
                )
            )
        case .link:
            names = (
                Name(#"role="link""#, documentation: Self.aria + "#link"),
                Name(".link", documentation: Self.uiKit + "link"),
                Name(".isLink", documentation: Self.swiftUI + "islink"),
                Name(
                    nil,
                    note: "no node class or property; a link inside text is a URLSpan, which TalkBack lists as a link",
                    documentation: "https://developer.android.com/reference/android/text/style/URLSpan"
                )
            )
        case .selected:
            names = (
                Name(#"aria-selected="true""#, documentation: Self.aria + "#aria-selected"),
                Name(".selected", documentation: Self.uiKit + "selected"),
                Name(".isSelected", documentation: Self.swiftUI + "isselected"),
                Name("setSelected(true)", documentation: Self.nodeInfo + "#setSelected(boolean)")
            )
        case .notEnabled:
            names = (
                Name(#"aria-disabled="true""#, documentation: Self.aria + "#aria-disabled"),
                Name(".notEnabled", documentation: Self.uiKit + "notenabled"),
                Name(
                    ".disabled(true)",
                    note: "SwiftUI has no trait for it: the view modifier disables the control",
                    documentation: "https://developer.apple.com/documentation/swiftui/view/disabled(_:)"
                ),
                Name("setEnabled(false)", documentation: Self.nodeInfo + "#setEnabled(boolean)")
            )
        case .updatesFrequently:
            names = (
                Name(
                    nil,
                    note: "no ARIA state; a value that changes often is not made a live region (aria-live=\"off\")",
                    documentation: Self.aria + "#aria-live"
                ),
                Name(".updatesFrequently", documentation: Self.uiKit + "updatesfrequently"),
                Name(".updatesFrequently", documentation: Self.swiftUI + "updatesfrequently"),
                Name(
                    nil,
                    note: "no property; the node's live region is left off (ACCESSIBILITY_LIVE_REGION_NONE)",
                    documentation: Self.nodeInfo + "#setLiveRegion(int)"
                )
            )
        case .staticText:
            names = (
                Name(nil, note: "text needs no role", documentation: Self.aria + "#generic"),
                Name(".staticText", documentation: Self.uiKit + "statictext"),
                Name(".isStaticText", documentation: Self.swiftUI + "isstatictext"),
                Name(
                    "android.widget.TextView",
                    note: "the node's class name (setClassName)",
                    documentation: Self.nodeInfo + "#setClassName(java.lang.CharSequence)"
                )
            )
        case .summaryElement:
            names = (
                Name(nil, note: "no ARIA equivalent", documentation: Self.aria + "#role_definitions"),
                Name(".summaryElement", documentation: Self.uiKit + "summaryelement"),
                Name(".isSummaryElement", documentation: Self.swiftUI + "issummaryelement"),
                Name(nil, note: "no equivalent", documentation: Self.nodeInfo)
            )
        case .adjustable:
            names = (
                Name(#"role="slider""#, documentation: Self.aria + "#slider"),
                Name(".adjustable", documentation: Self.uiKit + "adjustable"),
                Name(
                    ".accessibilityAdjustableAction(_:)",
                    note: "SwiftUI has no trait for it: the modifier makes the element adjustable",
                    documentation:
                        "https://developer.apple.com/documentation/swiftui/view/accessibilityadjustableaction(_:)"
                ),
                Name(
                    "AccessibilityAction.ACTION_SET_PROGRESS",
                    note: "with a RangeInfo for the value",
                    documentation: Self.nodeInfo + ".AccessibilityAction#ACTION_SET_PROGRESS"
                )
            )
        case .modal:
            names = (
                Name(#"aria-modal="true""#, documentation: Self.aria + "#aria-modal"),
                Name(
                    "accessibilityViewIsModal",
                    note: "UIKit has no trait for it: a property of the view",
                    documentation:
                        "https://developer.apple.com/documentation/objectivec/nsobject/accessibilityviewismodal"
                ),
                Name(".isModal", documentation: Self.swiftUI + "ismodal"),
                Name(
                    nil,
                    note: "no property; a dialog window (android.app.Dialog) keeps accessibility focus inside it",
                    documentation: "https://developer.android.com/reference/android/app/Dialog"
                )
            )
        default:
            let none = Name(nil, note: "a trait this version does not name", documentation: Self.aria)
            names = (none, none, none, none)
        }
        return AccessibilityPlatformNames(
            wireName: wireName,
            aria: names.aria,
            uiKit: names.uiKit,
            swiftUI: names.swiftUI,
            android: names.android
        )
    }
}
