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

extension Presentable {
    /// Reads a value in place as this model, when its type is this model's: for a front end that
    /// prepares something for one model type (a preset's own error screen, an alert's shape) among
    /// the models it draws. The types' metadata are compared first, so no other value is cast or
    /// copied. (`body` returns nothing, so that a caller whose value is generic asks the runtime for
    /// no type's metadata.)
    /// - Parameters:
    ///   - value: A value of any type.
    ///   - body: Reads the model; not called for a value of another type.
    @inlinable @inline(__always)
    package static func reading<Value>(_ value: Value, _ body: (UnsafePointer<Self>) -> Void) {
        guard ObjectIdentifier(Value.self) == ObjectIdentifier(Self.self) else { return }
        // The value's memory is bound to its type, which is `Self`.
        withUnsafePointer(to: value) { body(UnsafeRawPointer($0).assumingMemoryBound(to: Self.self)) }
    }
}
