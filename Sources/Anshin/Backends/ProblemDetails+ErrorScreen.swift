extension ErrorScreen {
    /// The error screen for a problem details body.
    ///
    /// The preset comes from the problem's `preset` extension member when it names one this version
    /// knows (a problem written by ``ProblemDetails/init(_:status:localizer:type:instance:)``; an app's
    /// own presets are known through ``init(_:placement:presets:)-(ProblemDetails,_,_)``), else
    /// from its `status`, else ``Preset/unexpected``. A non-blank `title` and `detail` replace the
    /// preset's title and message; `retryButtonTitle` and `retryAction` members set the retry
    /// button. Other members are ignored.
    /// - Parameters:
    ///   - problem: The problem.
    ///   - placement: Where the screen is shown.
    public init(_ problem: ProblemDetails, placement: Placement = .fillBody) {
        self.init(problem, placement: placement, presets: PresetLibrary())
    }

    /// The error screen for a problem details body, with an app's own presets: a `preset` extension
    /// member that names one of them selects it, as a built-in preset's name does.
    /// - Parameters:
    ///   - problem: The problem.
    ///   - placement: Where the screen is shown.
    ///   - presets: The app's presets.
    public init(_ problem: ProblemDetails, placement: Placement = .fillBody, presets: PresetLibrary) {
        var preset: Preset?
        if case .string(let name)? = problem.extensions["preset"], presets.content(for: Preset(rawValue: name)) != nil {
            preset = Preset(rawValue: name)
        }
        self.init(
            .preset(preset ?? problem.status.flatMap(Preset.init(httpStatus:)) ?? .unexpected),
            placement: placement,
            presets: presets
        )
        if let title = problem.title, !title.allSatisfy(\.isWhitespace) { self.title = UserText(verbatim: title) }
        if let detail = problem.detail, !detail.allSatisfy(\.isWhitespace) { self.message = UserText(verbatim: detail) }
        if case .string(let action)? = problem.extensions["retryAction"], !action.isEmpty {
            var retry = self.retry ?? Retry()
            retry.action = ActionIdentifier(rawValue: action)
            self.retry = retry
        }
        if case .string(let title)? = problem.extensions["retryButtonTitle"], !title.allSatisfy(\.isWhitespace),
            self.retry != nil
        {
            self.retry?.title = UserText(verbatim: title)
        }
    }
}

extension ProblemDetails {
    /// The problem details for an error screen, so a backend answers machine clients and people
    /// from one value: `status`, `title` and `detail` from the screen, and its presentation fields
    /// as extension members (`preset`, `icon`, `retryButtonTitle`, `retryAction`).
    ///
    /// ```swift
    /// let problem = ProblemDetails(ErrorScreen(.preset(.maintenance)), localizer: Catalog.english)
    /// // {"detail":"We're doing some maintenance. Please try again later.","icon":"maintenance",
    /// //  "preset":"maintenance","retryAction":"retry","retryButtonTitle":"Retry","status":503,
    /// //  "title":"Under maintenance","type":"about:blank"}
    /// ```
    /// - Parameters:
    ///   - screen: The error screen.
    ///   - status: The HTTP status; by default the preset's (``ErrorScreen/Preset/httpStatus``), or 500.
    ///   - localizer: The localizer that resolves the screen's text.
    ///   - type: A URI reference for the problem type.
    ///   - instance: A URI reference for this occurrence.
    public init(
        _ screen: ErrorScreen,
        status: Int? = nil,
        localizer: some Localizer = Catalog.english,
        type: String = "about:blank",
        instance: String? = nil
    ) {
        var extensions: [String: Value] = [:]
        if let preset = screen.preset { extensions["preset"] = .string(preset.rawValue) }
        if let icon = screen.icon { extensions["icon"] = .string(icon.symbol.rawValue) }
        if let retry = screen.retry {
            extensions["retryButtonTitle"] = .string(retry.title.resolved(using: localizer))
            extensions["retryAction"] = .string(retry.action.rawValue)
        }
        self.init(
            type: type,
            status: status ?? screen.preset?.httpStatus ?? 500,
            title: screen.title?.resolved(using: localizer),
            detail: screen.message?.resolved(using: localizer),
            instance: instance,
            extensions: extensions
        )
    }
}
