extension AccessibilityRole {
    /// The role's names on each platform: its ARIA role, and on UIKit, SwiftUI and Android (which
    /// have no roles of this kind) the control, container or notification that stands for it.
    ///
    /// The wire name is the package's own: ``alertDialog`` is `alertDialog` in JSON and
    /// `role="alertdialog"` in HTML; ``progressIndicator`` is `role="progressbar"`. The names of
    /// every role are also in the conformance vectors (`Tests/Vectors/platform-names.json`).
    public var platformNames: AccessibilityPlatformNames {
        typealias Name = AccessibilityPlatformNames.Name
        let aria = "https://www.w3.org/TR/wai-aria-1.2/"
        let apple = "https://developer.apple.com/documentation/"
        let android = "https://developer.android.com/reference/android/"
        let names: (aria: Name, uiKit: Name, swiftUI: Name, android: Name)
        switch self {
        case .alertDialog:
            names = (
                Name(#"role="alertdialog""#, documentation: aria + "#alertdialog"),
                Name(
                    "UIAlertController",
                    note: "no trait: an alert controller with the .alert style",
                    documentation: apple + "uikit/uialertcontroller"
                ),
                Name(
                    ".alert(_:isPresented:actions:message:)",
                    note: "no trait: the view modifier presents an alert",
                    documentation: apple + "swiftui/view/alert(_:ispresented:actions:message:)"
                ),
                Name("android.app.AlertDialog", documentation: android + "app/AlertDialog")
            )
        case .dialog:
            names = (
                Name(#"role="dialog""#, documentation: aria + "#dialog"),
                Name(
                    "UIAlertController",
                    note: "no trait: an alert controller with the .actionSheet style",
                    documentation: apple + "uikit/uialertcontroller/style/actionsheet"
                ),
                Name(
                    ".confirmationDialog(_:isPresented:titleVisibility:actions:)",
                    note: "no trait: the view modifier presents a confirmation dialog",
                    documentation: apple + "swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)"
                ),
                Name("android.app.Dialog", documentation: android + "app/Dialog")
            )
        case .status:
            names = (
                Name(#"role="status""#, note: "a polite live region", documentation: aria + "#status"),
                Name(
                    "UIAccessibility.Notification.announcement",
                    note: "no trait: the app posts an announcement",
                    documentation: apple + "uikit/uiaccessibility/notification/announcement"
                ),
                Name(
                    "AccessibilityNotification.Announcement",
                    note: "no trait: the app posts an announcement",
                    documentation: apple + "swiftui/accessibilitynotification/announcement"
                ),
                Name(
                    "ACCESSIBILITY_LIVE_REGION_POLITE",
                    documentation: android + "view/View#ACCESSIBILITY_LIVE_REGION_POLITE"
                )
            )
        case .alert:
            names = (
                Name(#"role="alert""#, note: "an assertive live region", documentation: aria + "#alert"),
                Name(
                    "UIAccessibility.Notification.announcement",
                    note: "no trait: an announcement with high priority (accessibilitySpeechAnnouncementPriority)",
                    documentation: apple + "uikit/uiaccessibility/notification/announcement"
                ),
                Name(
                    "AccessibilityNotification.Announcement",
                    note: "no trait: an announcement with high priority",
                    documentation: apple + "swiftui/accessibilitynotification/announcement"
                ),
                Name(
                    "ACCESSIBILITY_LIVE_REGION_ASSERTIVE",
                    documentation: android + "view/View#ACCESSIBILITY_LIVE_REGION_ASSERTIVE"
                )
            )
        case .region:
            names = (
                Name(
                    #"role="region""#,
                    note:
                        "named by its heading (aria-labelledby); an HTML <section> with a name has the role implicitly",
                    documentation: aria + "#region"
                ),
                Name(
                    "UIAccessibilityContainerType.semanticGroup",
                    note: "no trait: a container type with a label",
                    documentation: apple + "uikit/uiaccessibilitycontainertype/semanticgroup"
                ),
                Name(
                    ".accessibilityElement(children: .contain)",
                    note: "no trait: a container element with a label",
                    documentation: apple + "swiftui/view/accessibilityelement(children:)"
                ),
                Name(
                    "setPaneTitle(_:)",
                    documentation: android
                        + "view/accessibility/AccessibilityNodeInfo#setPaneTitle(java.lang.CharSequence)"
                )
            )
        case .group:
            names = (
                Name(#"role="group""#, documentation: aria + "#group"),
                Name(
                    "UIAccessibilityContainerType.semanticGroup",
                    note: "no trait: a container type",
                    documentation: apple + "uikit/uiaccessibilitycontainertype/semanticgroup"
                ),
                Name(
                    ".accessibilityElement(children: .contain)",
                    note: "no trait: a container element",
                    documentation: apple + "swiftui/view/accessibilityelement(children:)"
                ),
                Name(
                    nil,
                    note:
                        "no property: the elements share a ViewGroup, read as one with setScreenReaderFocusable(true)",
                    documentation: android + "view/View#setScreenReaderFocusable(boolean)"
                )
            )
        case .progressIndicator:
            names = (
                Name(#"role="progressbar""#, documentation: aria + "#progressbar"),
                Name(
                    "UIProgressView",
                    note: "no trait: the progress view (with .updatesFrequently)",
                    documentation: apple + "uikit/uiprogressview"
                ),
                Name(
                    "ProgressView",
                    note: "no trait: the progress view",
                    documentation: apple + "swiftui/progressview"
                ),
                Name("android.widget.ProgressBar", documentation: android + "widget/ProgressBar")
            )
        }
        return AccessibilityPlatformNames(
            wireName: self.rawValue,
            aria: names.aria,
            uiKit: names.uiKit,
            swiftUI: names.swiftUI,
            android: names.android
        )
    }
}
