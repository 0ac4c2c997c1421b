/// What an accessibility trait or role is called on each platform: its ARIA role or attribute,
/// UIKit's `UIAccessibilityTraits` name, SwiftUI's `AccessibilityTraits` name (or the modifier that
/// stands for it), and Android's `AccessibilityNodeInfo` class, property or action.
///
/// Each name cites the documentation page it comes from, and a trait with no equivalent on a
/// platform says so (``Name/name`` is `nil`, and ``Name/note`` says what comes closest).
///
/// ```swift
/// AccessibilityTraits.notEnabled.platformNames[0].swiftUI.name   // ".disabled(true)"
/// AccessibilityRole.alertDialog.platformNames.aria.name          // "role=\"alertdialog\""
/// ```
///
/// The package's wire names are its own: ``AccessibilityRole/alertDialog`` is written
/// `alertDialog` in JSON and `role="alertdialog"` in HTML.
public struct AccessibilityPlatformNames: Sendable, Hashable, Codable {
    /// The name on one platform.
    public struct Name: Sendable, Hashable, Codable {
        /// The platform's name, written as code (`role="button"`, `.isButton`,
        /// `setHeading(true)`), or `nil` when the platform has no equivalent.
        public var name: String?

        /// What the name means there, or what comes closest when there is no equivalent.
        public var note: String?

        /// The address of the documentation page the name comes from.
        public var documentation: String

        /// Creates a platform's name.
        /// - Parameters:
        ///   - name: The name written as code, or `nil` when there is no equivalent.
        ///   - note: What the name means there, or what comes closest.
        ///   - documentation: The documentation page's address.
        public init(_ name: String?, note: String? = nil, documentation: String) {
            self.name = name
            self.note = note
            self.documentation = documentation
        }
    }

    /// The trait's or role's wire name in this package, such as `notEnabled` or `alertDialog`.
    public var wireName: String

    /// The WAI-ARIA 1.2 role or state, as HTML writes it.
    public var aria: Name

    /// UIKit's `UIAccessibilityTraits` member, or what stands for it.
    public var uiKit: Name

    /// SwiftUI's `AccessibilityTraits` member, or the modifier that stands for it.
    public var swiftUI: Name

    /// Android's `AccessibilityNodeInfo` class name, property or action.
    public var android: Name

    /// Creates the names of a trait or role.
    /// - Parameters:
    ///   - wireName: The trait's or role's wire name.
    ///   - aria: The ARIA name.
    ///   - uiKit: The UIKit name.
    ///   - swiftUI: The SwiftUI name.
    ///   - android: The Android name.
    public init(wireName: String, aria: Name, uiKit: Name, swiftUI: Name, android: Name) {
        self.wireName = wireName
        self.aria = aria
        self.uiKit = uiKit
        self.swiftUI = swiftUI
        self.android = android
    }
}
