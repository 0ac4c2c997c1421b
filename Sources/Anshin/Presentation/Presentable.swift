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

    /// Writes the model's own wire form, for documents that carry it beside the presentation (the
    /// JSON front end's `model` member), so a reader can rebuild the model.
    ///
    /// The default writes a ``WireRepresentable`` model's ``WireRepresentable/write(to:)``, an
    /// `Encodable` model's `Codable` form, and nothing for any other model.
    /// - Parameter writer: The writer.
    /// - Returns: Whether the model has a wire form; `false` when it wrote nothing.
    func writeWireValue(to writer: inout some WireWriter) -> Bool
}

extension Presentable {
    /// The model's description of itself with the default preferences.
    public var presentation: Presentation {
        self.presentation(in: .standard)
    }

    /// Writes nothing: a model that is not `Encodable` has no wire form.
    /// - Parameter writer: The writer.
    /// - Returns: `false`.
    public func writeWireValue(to writer: inout some WireWriter) -> Bool {
        false
    }
}

extension Presentable where Self: Encodable {
    /// Writes the model's `Codable` form.
    /// - Parameter writer: The writer.
    /// - Returns: `true`.
    public func writeWireValue(to writer: inout some WireWriter) -> Bool {
        writer.encodable(self)
        return true
    }
}

extension Presentable where Self: WireRepresentable {
    /// Writes the model's wire form, ``WireRepresentable/write(to:)``.
    /// - Parameter writer: The writer.
    /// - Returns: `true`.
    public func writeWireValue(to writer: inout some WireWriter) -> Bool {
        self.write(to: &writer)
        return true
    }
}
