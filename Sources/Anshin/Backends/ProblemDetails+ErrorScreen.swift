extension ErrorScreen {
    /// The error screen for a problem details body.
    ///
    /// The preset comes from the problem's `preset` extension member when it names one this version
    /// knows (a problem written by ``ProblemDetails/init(_:status:localizer:type:instance:)``; an app's
    /// own presets are known through ``init(_:placement:presets:)-(ProblemDetails,_,_)``), else
    /// from its `status`, else ``Preset/unexpected``. A non-blank `screenTitle` member, else a
    /// non-blank `title` (blank as ``UserText/isBlank`` judges it), replaces the preset's title — except a `title` that is only the status
    /// phrase of an `about:blank` problem ("Forbidden"), where the preset's own title says more. A
    /// non-blank `detail` replaces the preset's message; `retryButtonTitle` and `retryAction` members
    /// set the retry button. Other members are ignored.
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
        if case .string(let title)? = problem.extensions["screenTitle"], !UserText(verbatim: title).isBlank {
            self.title = UserText(verbatim: title)
        } else if let title = problem.title, !UserText(verbatim: title).isBlank,
            problem.type != "about:blank" || title != problem.status.flatMap(ProblemDetails.statusPhrase(for:))
        {
            self.title = UserText(verbatim: title)
        }
        if let detail = problem.detail, !UserText(verbatim: detail).isBlank {
            self.message = UserText(verbatim: detail)
        }
        if case .string(let action)? = problem.extensions["retryAction"], !action.isEmpty {
            var retry = self.retry ?? Retry()
            retry.action = ActionIdentifier(rawValue: action)
            self.retry = retry
        }
        if case .string(let title)? = problem.extensions["retryButtonTitle"], !UserText(verbatim: title).isBlank,
            self.retry != nil
        {
            self.retry?.title = UserText(verbatim: title)
        }
    }
}

extension ProblemDetails {
    /// The problem details for an error screen, so a backend answers machine clients and people
    /// from one value: the `status`, the screen's message as `detail`, and its presentation fields as
    /// extension members (`preset`, `icon`, `retryButtonTitle`, `retryAction`).
    ///
    /// The `title` follows RFC 9457: a problem of type `about:blank` is titled with its status's
    /// phrase (``statusPhrase(for:)``: "Service Unavailable"), and the screen's own title goes to the
    /// `screenTitle` extension member; a problem of another type is titled with the screen's title.
    /// (A status without a registered phrase keeps the screen's title.)
    ///
    /// ```swift
    /// let problem = ProblemDetails(ErrorScreen(.preset(.maintenance)), localizer: Catalog.english)
    /// // {"detail":"We're doing some maintenance. Please try again later.","icon":"maintenance",
    /// //  "preset":"maintenance","retryAction":"retry","retryButtonTitle":"Retry",
    /// //  "screenTitle":"Under maintenance","status":503,"title":"Service Unavailable","type":"about:blank"}
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
        let status = status ?? screen.preset?.httpStatus ?? 500
        var title = screen.title?.resolved(using: localizer)
        if type == "about:blank", let phrase = Self.statusPhrase(for: status) {
            if let title { extensions["screenTitle"] = .string(title) }
            title = phrase
        }
        self.init(
            type: type,
            status: status,
            title: title,
            detail: screen.message?.resolved(using: localizer),
            instance: instance,
            extensions: extensions
        )
    }
}
