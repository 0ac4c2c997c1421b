extension ErrorScreen {
    /// The error screen for a problem details body.
    ///
    /// The screen starts from the preset the problem's `preset` extension member names, when it names
    /// one this version knows (a problem written by ``ProblemDetails/init(_:status:localizer:type:instance:)``;
    /// an app's own presets are known through ``init(_:placement:presets:)-(ProblemDetails,_,_)``).
    /// A `preset` member naming no known preset is ignored, and the screen starts from the one its
    /// `status` gets (``init(httpStatus:retryAfter:placement:)``, so a client error the status table
    /// does not name, such as 422, starts without a retry button and with "An unexpected error
    /// occurred." as its message); else from ``Preset/unexpected``. A `preset` member that is `null`
    /// means a screen made from no preset, whose parts are only what the problem carries. A non-blank
    /// `screenTitle` member, else a non-blank `title` (blank as ``UserText/isBlank`` judges it),
    /// replaces the preset's title — except a `title` that is exactly the status phrase
    /// (``ProblemDetails/statusPhrase(for:)``) of an `about:blank` problem ("Forbidden"), where the
    /// preset's own title says more; a problem of another type keeps such a title. A non-blank
    /// `detail` replaces the preset's message. An `icon` member names the icon's symbol, with the
    /// `iconLabel` member as its label (decorative without one); the preset's own icon is kept when it
    /// has that symbol.
    ///
    /// What is absent comes from the preset, and `null` says "none": an `icon` or `retryAction` member
    /// that is `null` means the screen has no icon or no retry button (so a network screen whose retry
    /// was removed comes back without one), and a screen made from no preset has only what its
    /// members give. Any other problem — a server's `{"status":503}` — gets the icon and retry button of
    /// the screen it starts from (`{"status":422}` none). A `retryAction` string that is not blank
    /// (``ActionIdentifier/isBlank``; a blank one is ignored, as an absent one is) sets the button's
    /// action, adding a button titled with the default Retry title (`button.retry`) to a screen
    /// without one, and a non-blank `retryButtonTitle` its title. Other members are ignored.
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
        switch problem.extensions["preset"] {
        case .string(let name)? where presets.content(for: Preset(rawValue: name)) != nil:
            self.init(.preset(Preset(rawValue: name)), placement: placement, presets: presets)
        case .null?:
            // A screen made from no preset, with only what the members give.
            self.init(placement: placement)
        default:
            // The screen the status gets (a client error's has no retry), else the unexpected one.
            self =
                problem.status.flatMap { ErrorScreen(httpStatus: $0, placement: placement, presets: presets) }
                ?? ErrorScreen(.preset(.unexpected), placement: placement, presets: presets)
        }
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
        switch problem.extensions["icon"] {
        case .null?:
            self.icon = nil
        case .string(let name)? where !name.isEmpty:
            let symbol = Icon.Symbol(rawValue: name)
            if case .string(let label)? = problem.extensions["iconLabel"], !UserText(verbatim: label).isBlank {
                self.icon = Icon(symbol, label: UserText(verbatim: label))
            } else if self.icon?.symbol != symbol {
                self.icon = .decorative(symbol)
            }
        default: break
        }
        switch problem.extensions["retryAction"] {
        case .null?:
            self.retry = nil
        case .string(let action)? where !ActionIdentifier(rawValue: action).isBlank:
            var retry = self.retry ?? Retry()
            retry.action = ActionIdentifier(rawValue: action)
            self.retry = retry
        default: break
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
    /// extension members: `preset` (`null` for a screen made from no preset), `icon` (the symbol's
    /// name) and `iconLabel` (for an icon that is not decorative), `retryButtonTitle` and
    /// `retryAction`. A screen that lacks an icon or a retry button its preset has says so with
    /// `"icon": null` or `"retryAction": null`, so ``ErrorScreen/init(_:placement:)-(ProblemDetails,_)``
    /// reads every screen back with the icon and retry button it had.
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
    ///   - status: The HTTP status; by default the preset's (``ErrorScreen/Preset/httpStatus``), else
    ///     500: for a screen made from no preset, and for the ``ErrorScreen/Preset/empty`` screen, which
    ///     has no status of its own (`HTTPFailure` answers that screen with 200, and never as problem
    ///     details).
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
        extensions["preset"] = screen.preset.map { .string($0.rawValue) } ?? .null
        // What a reader takes from the preset when a member is absent; an unknown preset, everything.
        let presetContent = screen.preset.map { PresetLibrary().content(for: $0) ?? ErrorScreen.Preset.fallbackContent }
        if let icon = screen.icon {
            extensions["icon"] = .string(icon.symbol.rawValue)
            if !icon.isDecorative, let label = icon.label {
                extensions["iconLabel"] = .string(label.resolved(using: localizer))
            }
        } else if presetContent?.icon != nil {
            extensions["icon"] = .null
        }
        if let retry = screen.shownRetry {
            extensions["retryButtonTitle"] = .string(retry.title.resolved(using: localizer))
            extensions["retryAction"] = .string(retry.action.rawValue)
        } else if presetContent?.retry != nil {
            extensions["retryAction"] = .null
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
