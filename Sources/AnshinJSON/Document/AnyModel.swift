public import Anshin

/// The model a ``WireDocument`` carries: one of the package's models, or ``unknown(type:presentation:)``
/// for a type this version does not know.
///
/// An unknown model is not an error: a newer peer may send a model this version has never heard of.
/// It is clearly marked, and it is still drawable, from the document's presentation.
///
/// ```swift
/// let document = try WireDocument.decode(json)
/// switch document.model {
/// case .errorScreen(let screen): show(screen)
/// case .unknown: draw(document.model.presentation)   // the peer's own description of it
/// default: draw(document.model.presentation)
/// }
/// ```
public enum AnyModel: Sendable, Hashable {
    /// An `ErrorScreen`; wire type `errorScreen`.
    case errorScreen(ErrorScreen)
    /// An `Alert`; wire type `alert`.
    case alert(Alert)
    /// An `ActionSheet`; wire type `actionSheet`.
    case actionSheet(ActionSheet)
    /// A `StatusMessage`; wire type `statusMessage`.
    case statusMessage(StatusMessage)
    /// A `StatusBoard`; wire type `statusBoard`.
    case statusBoard(StatusBoard)
    /// A `TrickleProgress`; wire type `trickleProgress`.
    case trickleProgress(TrickleProgress)
    /// A `LoadingScreen`; wire type `loadingScreen`.
    case loadingScreen(LoadingScreen)
    /// A model this reader cannot rebuild — its type is unknown, or the document carries only a
    /// presentation — with the document's presentation, if it has one.
    case unknown(type: String, presentation: Presentation?)

    /// The model's wire type, such as `errorScreen`.
    public var type: String {
        switch self {
        case .errorScreen: "errorScreen"
        case .alert: "alert"
        case .actionSheet: "actionSheet"
        case .statusMessage: "statusMessage"
        case .statusBoard: "statusBoard"
        case .trickleProgress: "trickleProgress"
        case .loadingScreen: "loadingScreen"
        case .unknown(let type, _): type
        }
    }

    /// Whether the model is ``unknown(type:presentation:)``.
    public var isUnknown: Bool {
        if case .unknown = self { return true }
        return false
    }

    /// Decodes the model of a wire type from a member; an unknown type gives `nil`.
    static func decode<Key: CodingKey>(
        type: String,
        from container: KeyedDecodingContainer<Key>,
        forKey key: Key
    ) throws -> Self? {
        switch type {
        case "errorScreen": .errorScreen(try container.decode(ErrorScreen.self, forKey: key))
        case "alert": .alert(try container.decode(Alert.self, forKey: key))
        case "actionSheet": .actionSheet(try container.decode(ActionSheet.self, forKey: key))
        case "statusMessage": .statusMessage(try container.decode(StatusMessage.self, forKey: key))
        case "statusBoard": .statusBoard(try container.decode(StatusBoard.self, forKey: key))
        case "trickleProgress": .trickleProgress(try container.decode(TrickleProgress.self, forKey: key))
        case "loadingScreen": .loadingScreen(try container.decode(LoadingScreen.self, forKey: key))
        default: nil
        }
    }
}

extension AnyModel: Presentable {
    /// The wrapped model's presentation; for an unknown model, the document's presentation (without
    /// its transition when the user prefers reduced motion), or an empty container named after the type
    /// when the document had none.
    /// - Parameter context: The user's and the host's preferences.
    /// - Returns: The presentation.
    public func presentation(in context: PresentationContext) -> Presentation {
        switch self {
        case .errorScreen(let model): return model.presentation(in: context)
        case .alert(let model): return model.presentation(in: context)
        case .actionSheet(let model): return model.presentation(in: context)
        case .statusMessage(let model): return model.presentation(in: context)
        case .statusBoard(let model): return model.presentation(in: context)
        case .trickleProgress(let model): return model.presentation(in: context)
        case .loadingScreen(let model): return model.presentation(in: context)
        case .unknown(let type, let presentation):
            guard var presentation else {
                return Presentation(type: type, root: Presentation.Element(id: type, kind: .container()))
            }
            presentation.transition = presentation.transition?.respectingReducedMotion(context.reduceMotion)
            return presentation
        }
    }

    /// Writes the wrapped model's wire form; an unknown model has none.
    /// - Parameter writer: The writer.
    /// - Returns: Whether a model was written: `false` for an unknown model.
    public func writeWireValue(to writer: inout some WireWriter) -> Bool {
        switch self {
        case .errorScreen(let model): model.write(to: &writer)
        case .alert(let model): model.write(to: &writer)
        case .actionSheet(let model): model.write(to: &writer)
        case .statusMessage(let model): model.write(to: &writer)
        case .statusBoard(let model): return model.writeWireValue(to: &writer)
        case .trickleProgress(let model): model.write(to: &writer)
        case .loadingScreen(let model): model.write(to: &writer)
        case .unknown: return false
        }
        return true
    }
}
