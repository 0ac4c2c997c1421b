extension Alert: PresentationShaped {
    /// The alert's texts by position: 0 the title, 1 the message, 2 a suggestion's recovery name.
    /// Its one action, at 0, is a suggestion's recovery action; the OK and Cancel buttons are the
    /// package's own.
    ///
    /// A shape is made of, from the most significant: the kind (a confirmation, or a suggestion with
    /// a destructive or nondestructive recovery), the context's button arrangement, whether the
    /// title, message and recovery name are drawn (not blank), whether the message is the title, and
    /// whether the recovery name is the title or the message.
    package static var shapeCount: Int { 3 * 2 * 2 * 2 * 2 * 2 * 3 }

    /// Yes: the title, the message, the recovery name and action are held inside the alert's
    /// cases, and an absent message or name is read as an empty text.
    package static var fillsRoom: Bool { true }

    /// The alert's shape (see ``shapeCount``), with its title, message and recovery name, and its
    /// recovery action.
    /// - Parameters:
    ///   - model: The alert, read in place.
    ///   - context: The preferences the alert presents itself with; only its button arrangement
    ///     counts.
    ///   - room: Room for the three texts and the action, copied there.
    /// - Returns: The shape.
    package static func shape(
        of model: UnsafePointer<Alert>,
        in context: PresentationContext,
        room: UnsafeMutablePointer<PresentationShapeRoom>
    ) -> PresentationShape {
        // The payload is read once: every text is copied once, and compared where it is.
        let content: Content
        let recovery: Recovery?
        switch model.pointee {
        case .confirmation(let only):
            content = only
            recovery = nil
        case .suggestion(let suggested, let offered):
            content = suggested
            recovery = offered
        }
        let drawsTitle = !content.title.isBlank
        let drawsMessage = content.message.map { !$0.isBlank } ?? false
        let drawsName = recovery.map { !$0.name.isBlank } ?? false
        let message = content.message ?? ""
        let messageIsTitle = drawsTitle && drawsMessage && message == content.title
        var nameClass = 0
        if let recovery, drawsName {
            if drawsTitle && recovery.name == content.title {
                nameClass = 1
            } else if drawsMessage && recovery.name == message {
                nameClass = 2
            }
        }
        var index = recovery.map { $0.style == .destructive ? 1 : 2 } ?? 0
        index = index * 2 + (context.buttonArrangement == .destructiveLeading ? 0 : 1)
        index = index * 2 + (drawsTitle ? 1 : 0)
        index = index * 2 + (drawsMessage ? 1 : 0)
        index = index * 2 + (drawsName ? 1 : 0)
        index = index * 2 + (messageIsTitle ? 1 : 0)
        room.initialize(
            to: PresentationShapeRoom(
                texts: (content.title, message, recovery?.name ?? ""),
                action: recovery?.action ?? .dismiss
            )
        )
        // A tuple of one type lays its elements out as an array does.
        let texts = UnsafeRawPointer(room.pointer(to: \.texts)!).assumingMemoryBound(to: UserText.self)
        return PresentationShape(
            index: index * 3 + nameClass,
            texts: UnsafeBufferPointer(start: texts, count: 3),
            action: recovery == nil ? nil : room.pointer(to: \.action)
        )
    }

    /// An alert of a shape: see ``shapeCount``. Texts that are not drawn are empty.
    /// - Parameters:
    ///   - shape: The shape's index.
    ///   - text: The text to put at a position.
    ///   - action: The action to put at a position.
    ///   - fraction: Not asked: an alert draws no fraction.
    /// - Returns: The alert and a context with the shape's button arrangement, or `nil`.
    package static func skeleton(
        ofShape shape: Int,
        text: (Int) -> UserText,
        action: (Int) -> ActionIdentifier,
        fraction: Double
    ) -> (model: Alert, context: PresentationContext)? {
        guard (0..<Self.shapeCount).contains(shape) else { return nil }
        var rest = shape
        func take(_ radix: Int) -> Int {
            defer { rest /= radix }
            return rest % radix
        }
        let nameClass = take(3)
        let messageIsTitle = take(2) == 1
        let drawsName = take(2) == 1
        let drawsMessage = take(2) == 1
        let drawsTitle = take(2) == 1
        let arrangement: ButtonArrangement = take(2) == 0 ? .destructiveLeading : .cancelLeading
        let kind = take(3)
        // Equal texts are drawn texts; a confirmation has no recovery; equality goes both ways.
        guard !messageIsTitle || (drawsTitle && drawsMessage),
            nameClass == 0 || drawsName,
            nameClass != 1 || drawsTitle,
            nameClass != 2 || (drawsMessage && !messageIsTitle),
            kind != 0 || (!drawsName && nameClass == 0)
        else { return nil }
        let title = drawsTitle ? text(0) : ""
        let message = drawsMessage ? text(messageIsTitle ? 0 : 1) : nil
        let content = Content(title: title, message: message)
        let context = PresentationContext(buttonArrangement: arrangement)
        guard kind != 0 else { return (.confirmation(content), context) }
        let name = drawsName ? text([2, 0, 1][nameClass]) : ""
        let recovery = Recovery(name, style: kind == 1 ? .destructive : .nondestructive, action: action(0))
        return (.suggestion(content, recovery), context)
    }
}
