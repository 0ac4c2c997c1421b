/// A model that describes itself as a ``Presentation`` for front ends to draw.
///
/// Every model of the package conforms; so can a host's own models, and every front end draws
/// them without change.
///
/// ```swift
/// struct Banner: Presentable {
///     var text: UserText
///     func presentation(in context: PresentationContext) -> Presentation {
///         Presentation(
///             type: "banner",
///             root: .init(id: "banner", kind: .paragraph, text: text, accessibility: .text(text))
///         )
///     }
/// }
/// ```
public protocol Presentable: Sendable {
    /// The model's description of itself: its elements, their roles, actions and accessibility.
    /// - Parameter context: The user's and the host's preferences.
    /// - Returns: The description.
    func presentation(in context: PresentationContext) -> Presentation
}

extension Presentable {
    /// The model's description of itself with the default preferences.
    public var presentation: Presentation {
        self.presentation(in: .standard)
    }
}
