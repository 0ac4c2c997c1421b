import Anshin
import AnshinHTML
import AnshinJSON

/// A model of each kind with a hostile string in every text field, built from ``CaseFields`` so the
/// same case can be built again with placeholders as its baseline.
enum HostileCase: String, CaseIterable, Sendable {
    case errorScreenRetry
    case errorScreenMessage
    case errorScreenFromProblemDetails
    case alertConfirmation
    case alertSuggestion
    case actionSheet
    case statusMessage
    case statusMessageLocalized
    case statusBoard
    case trickleProgress
    case loadingScreen
    case hostPresentation

    /// A built case: the model and how to draw it.
    struct Built {
        var model: any Presentable
        var context: PresentationContext
        var localizer: any Localizer
        var layout: HTMLRenderer.Layout
        var idPrefix: String
    }

    func build(_ fields: inout CaseFields) throws -> Built {
        var context = PresentationContext(
            buttonArrangement: fields.flag() ? .destructiveLeading : .cancelLeading,
            reduceMotion: fields.flag()
        )
        let localizer: any Localizer = fields.choice(4) == 0 ? Catalog.japanese : Catalog.english
        let model: any Presentable
        var idPrefix = "anshin"
        switch self {
        case .errorScreenRetry:
            var screen = ErrorScreen(
                .retry(
                    icon: Icon(Icon.Symbol(rawValue: fields.identifier("symbol")), label: fields.userText("iconLabel")),
                    title: fields.userText("title"),
                    message: fields.flag() ? fields.userText("message") : nil,
                    retryButtonTitle: fields.userText("retryTitle"),
                    action: ActionIdentifier(rawValue: fields.text("action"))
                ),
                placement: fields.flag() ? .fillBody : .compact
            )
            screen.developerNote = fields.hidden("developerNote")
            model = screen
        case .errorScreenMessage:
            let icon: Icon? = fields.flag() ? .decorative(Icon.Symbol(rawValue: fields.identifier("symbol"))) : nil
            model = ErrorScreen(.message(icon: icon, title: fields.userText("title")))
        case .errorScreenFromProblemDetails:
            let statuses: [Int?] = [nil, 401, 403, 404, 429, 500, 503]
            var extensions: [String: ProblemDetails.Value] = [
                "retryAction": .string(fields.text("retryAction")),
                "retryButtonTitle": .string(fields.text("retryButtonTitle")),
            ]
            if fields.flag() { extensions["preset"] = .string(fields.identifier("preset")) }
            model = ErrorScreen(
                ProblemDetails(
                    type: fields.hidden("type"),
                    status: statuses[fields.choice(statuses.count)],
                    title: fields.text("title"),
                    detail: fields.text("detail"),
                    instance: fields.hidden("instance"),
                    extensions: extensions
                )
            )
        case .alertConfirmation:
            model = Alert.confirmation(Self.content(&fields))
        case .alertSuggestion:
            model = Alert.suggestion(Self.content(&fields), Self.recovery(&fields, "recovery"))
        case .actionSheet:
            let content = Self.content(&fields)
            var choices: [Alert.Recovery] = []
            for index in 0..<(3 + fields.choice(3)) {
                let choice = Self.recovery(&fields, "choice\(index)")
                // Each choice runs its own action: one that repeats an earlier one's (the same payload in
                // every field, a string drawn again, two rejected ones) gets one of its own, in the
                // baseline too, whose placeholders repeat where the strings do.
                guard choices.contains(where: { $0.action == choice.action }) else {
                    choices.append(choice)
                    continue
                }
                let own = ActionIdentifier(rawValue: "recover.choice\(index)")
                choices.append(try Alert.Recovery(choice.name, style: choice.style, action: own))
            }
            model = try ActionSheet(content, choices: choices)
        case .statusMessage:
            model = Self.statusMessage(&fields, "text")
        case .statusMessageLocalized:
            let arguments: [UserText.Argument] = [
                .string(fields.text("argument0")), .text(fields.userText("argument1")), .integer(fields.choice(3)),
            ]
            let text: UserText =
                switch fields.choice(3) {
                case 0: .localized(.statusPrefixed, arguments: arguments)
                case 1:
                    .localized(
                        UserText.Key(rawValue: fields.text("key")),
                        arguments: arguments,
                        count: fields.flag() ? fields.choice(5) : nil,
                        fallback: fields.text("fallback")
                    )
                default:
                    .joined([fields.userText("part0"), fields.userText("part1")], separator: fields.text("separator"))
                }
            model = StatusMessage(text, kind: .error)
        case .statusBoard:
            var board = try StatusBoard(policy: .stack(limit: 3))
            var now = Duration.zero
            for index in 0..<(2 + fields.choice(4)) {
                let message = Self.statusMessage(&fields, "message\(index)")
                board.post(message, at: now)
                if fields.choice(3) == 0 { board.post(message, at: now) }
                now += .milliseconds(100)
            }
            model = board
        case .trickleProgress:
            var trickle = TrickleProgress(label: fields.userText("label"))
            if fields.flag() { _ = trickle.complete(at: .seconds(2)) }
            model = trickle
        case .loadingScreen:
            model = LoadingScreen(fields.userText("label"), placement: fields.flag() ? .fillBody : .compact)
        case .hostPresentation:
            idPrefix = fields.identifier("idPrefix")
            let type = fields.type("type")
            var ids: [String] = []
            let root = Self.element(&fields, path: "root", depth: 0, ids: &ids)
            let transition: Transition? = fields.flag() ? .errorScreen : nil
            model = AnyModel.unknown(
                type: type,
                presentation: Presentation(type: type, root: root, transition: transition)
            )
            context.reduceMotion = false
        }
        let layout: HTMLRenderer.Layout =
            switch fields.choice(6) {
            case 0: .document(title: nil)
            case 1: .document(title: fields.userText("documentTitle"))
            default: .fragment
            }
        return Built(model: model, context: context, localizer: localizer, layout: layout, idPrefix: idPrefix)
    }

    private static func content(_ fields: inout CaseFields) -> Alert.Content {
        Alert.Content(title: fields.userText("title"), message: fields.flag() ? fields.userText("message") : nil)
    }

    /// A recovery with a hostile name and action. A blank name (which the baseline keeps blank too) is
    /// one a recovery cannot have: the case then gets a plain recovery all the same.
    private static func recovery(_ fields: inout CaseFields, _ name: String) -> Alert.Recovery {
        let title = fields.userText(name + "Name")
        let style: Alert.Recovery.Style = fields.flag() ? .destructive : .nondestructive
        let action = ActionIdentifier(rawValue: fields.text(name + "Action"))
        if let recovery = try? Alert.Recovery(title, style: style, action: action) { return recovery }
        return try! Alert.Recovery("Recover", style: style, action: "recover")
    }

    private static func statusMessage(_ fields: inout CaseFields, _ name: String) -> StatusMessage {
        let kinds = StatusMessage.Kind.allKnown
        let kind =
            fields.choice(8) == 0
            ? StatusMessage.Kind(rawValue: fields.identifier(name + "Kind")) : kinds[fields.choice(kinds.count)]
        return StatusMessage(fields.userText(name), kind: kind, duration: fields.flag() ? .sticky : nil)
    }

    /// An element of a host's presentation with hostile text in every descriptor field.
    private static func element(
        _ fields: inout CaseFields,
        path: String,
        depth: Int,
        ids: inout [String]
    ) -> Presentation.Element {
        let id = fields.identifier(path + ".id")
        ids.append(id)
        func optionalText(_ name: String) -> UserText? {
            fields.choice(3) == 0 ? nil : fields.userText(path + "." + name)
        }
        func reference(_ name: String) -> String? {
            switch fields.choice(3) {
            case 0: nil
            case 1: ids[fields.choice(ids.count)]
            default: fields.identifier(path + "." + name)
            }
        }
        let roles: [AccessibilityRole?] = [nil, .group, .region, .status, .alert, .dialog, .alertDialog]
        var children: [Presentation.Element] = []
        let kind: Presentation.Element.Kind
        switch depth < 2 ? fields.choice(7) : 1 + fields.choice(6) {
        case 0:
            kind = .container(labelledBy: reference("labelledBy"), describedBy: reference("describedBy"))
            for index in 0..<(1 + fields.choice(3)) {
                children.append(Self.element(&fields, path: path + ".\(index)", depth: depth + 1, ids: &ids))
            }
        case 1: kind = .heading(level: 1 + fields.choice(6))
        case 2: kind = .paragraph
        case 3: kind = .label
        case 4:
            kind = .icon(
                fields.flag()
                    ? Icon(
                        Icon.Symbol(rawValue: fields.identifier(path + ".symbol")),
                        label: fields.userText(path + ".iconLabel")
                    )
                    : .decorative(Icon.Symbol.allKnown[fields.choice(Icon.Symbol.allKnown.count)])
            )
        case 5:
            kind = .button(
                Presentation.Element.Button(
                    role: Alert.Button.Role.allCases[fields.choice(3)],
                    action: ActionIdentifier(rawValue: fields.text(path + ".action")),
                    isInitialFocus: fields.flag()
                )
            )
        default:
            kind = .progress(
                Presentation.Element.Progress(fraction: [nil, 0, 0.5, 1][fields.choice(4)], isSimulated: fields.flag())
            )
        }
        let announcement: Announcement? =
            fields.choice(3) == 0
            ? Announcement(fields.userText(path + ".announcement"), politeness: fields.flag() ? .assertive : .polite)
            : nil
        var traits: AccessibilityTraits = []
        for (_, trait) in AccessibilityTraits.named where fields.choice(5) == 0 { traits.insert(trait) }
        return Presentation.Element(
            id: id,
            kind: kind,
            text: optionalText("text"),
            tone: fields.choice(3) == 0 ? ColorToken(rawValue: fields.identifier(path + ".tone")) : nil,
            accessibility: AccessibilityDescriptor(
                label: optionalText("label"),
                spokenLabel: optionalText("spokenLabel"),
                hint: optionalText("hint"),
                value: optionalText("value"),
                traits: traits,
                role: roles[fields.choice(roles.count)],
                headingLevel: fields.choice(4) == 0 ? 1 + fields.choice(6) : nil,
                grouping: [AccessibilityGrouping.default, .merge, .exclude][fields.choice(3)],
                sortPriority: fields.choice(4) == 0 ? fields.choice(3) - 1 : 0,
                announcement: announcement,
                isBusy: fields.choice(4) == 0,
                isHidden: fields.choice(6) == 0
            ),
            children: children
        )
    }
}
