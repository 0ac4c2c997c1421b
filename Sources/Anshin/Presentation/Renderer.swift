/// A front end: draws models into an output such as plain text, JSON or HTML.
///
/// `Renderer` is the one plug-in point for front ends, in the spirit of swift-log's `LogHandler`:
/// implement ``render(_:)-(Presentation)`` and every model, including ones written after your
/// front end, draws through it. Models describe themselves once as a ``Presentation``; renderers
/// only draw presentations, so adding a model or a front end never means editing the others.
///
/// ```swift
/// struct MarkdownRenderer: Renderer {
///     var localizer: Catalog = .english
///     func render(_ presentation: Presentation) -> String { … }
/// }
/// let markdown = ErrorScreen(.preset(.network)).rendered(using: MarkdownRenderer())
/// ```
///
/// A renderer that needs more than the presentation implements ``render(_:)-(Presentable)`` too,
/// using only what every model offers: the JSON front end also writes the model's own wire form,
/// through ``Presentable/writeWireValue(to:)``.
public protocol Renderer<Output>: Sendable {
    /// What the renderer produces, such as `String`.
    associatedtype Output

    /// The preferences models present themselves with; ``PresentationContext/standard`` by default.
    var context: PresentationContext { get }

    /// Draws a presentation.
    /// - Parameter presentation: The presentation.
    /// - Returns: The drawing.
    func render(_ presentation: Presentation) -> Output

    /// Draws a model. The default draws the model's presentation in ``context``.
    /// - Parameter model: The model.
    /// - Returns: The drawing.
    func render(_ model: some Presentable) -> Output
}

extension Renderer {
    /// The standard preferences.
    public var context: PresentationContext { .standard }

    /// Draws the model's presentation in ``context``.
    /// - Parameter model: The model.
    /// - Returns: The drawing.
    public func render(_ model: some Presentable) -> Output {
        self.render(model.presentation(in: self.context))
    }
}

extension Presentable {
    /// Draws the model with a front end.
    ///
    /// ```swift
    /// let html = ErrorScreen(.preset(.forbidden)).rendered(using: .html)
    /// ```
    /// - Parameter renderer: The front end.
    /// - Returns: The drawing.
    public func rendered<R: Renderer>(using renderer: R) -> R.Output {
        renderer.render(self)
    }
}
