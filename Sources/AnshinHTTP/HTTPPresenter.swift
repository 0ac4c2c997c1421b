public import Anshin
public import AnshinHTML
import AnshinJSON
import AnshinText

/// The answer to a request, for an error or any model: the format and language the request
/// negotiates, the status, the header fields and the body, ready to hand to any server.
///
/// ```swift
/// let responder = HTTPPresenter()   // the built-in catalogs, every format
/// let answer = responder.answer(
///     to: error,
///     method: "GET",
///     accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
///     acceptLanguage: "ja-JP,ja;q=0.9,en;q=0.8"
/// )
/// // answer.status 403, Content-Type "text/html; charset=utf-8", Content-Language "ja",
/// // Vary "Accept, Accept-Language", answer.body: the forbidden screen as a Japanese page
/// ```
///
/// - Format: ``HTTPFormat/negotiated(accept:among:)`` over ``formats``; problem details are offered
///   only for an error screen with a status of 400 or more (an alert is no problem). A request that
///   accepts none of the offered formats gets **406** with a line of text, in its language, naming
///   the media types that are available. No `Accept` gets the wire document.
/// - Language: `AcceptLanguage.bestMatch(in:among:)` over the ``localizers``' languages; the first
///   localizer when none fits. Every answer says it in `Content-Language` (the localizer's
///   `languageTag`: `ja_JP` is sent as `ja-JP`, and a code that is not a tag is never sent), and has
///   `Vary: Accept, Accept-Language`.
/// - HTML: a page with its live script, and a `Content-Security-Policy` that lets only the page's own
///   `<style>` and `<script>` run (or the `<link>` and `<script src>` that load them, where
///   ``pageAssets`` links them), through a nonce made fresh for every answer (`default-src 'none';
///   script-src 'nonce-…'; style-src 'nonce-…'; base-uri 'none'; form-action 'none'; frame-ancestors
///   'none'`).
/// - Status: the failure's, always one a final response can have (200–599; any other is sent as 500).
/// - `HEAD` gets the status and header fields of `GET`, and no body. A status whose response has no
///   content (204, 205, 304) gets neither a body nor `Content-Type`: only `Content-Language`, `Vary`
///   and the failure's own fields.
/// - Problem details follow RFC 9457: `status` is the answer's status; a problem of type
///   `about:blank` is titled with the status phrase ("Forbidden"), the screen's title is the
///   `screenTitle` member and its message the `detail`; a thrown problem keeps its type, instance and
///   extension members; `instance` is the caller's when given.
///
/// Every call renders anew: nothing is kept between calls.
public struct HTTPPresenter: Sendable {
    /// The localizers the answers can be written with, the fallback first.
    public let localizers: [any Localizer]

    /// Their languages, in the same order: what `Accept-Language` is matched against.
    public let languageCodes: [String]

    /// The formats answers can be drawn as, in the server's order of preference; never empty (setting
    /// an empty list stops the program: no request could be answered).
    public var formats: [HTTPFormat] {
        didSet { precondition(!self.formats.isEmpty, "an HTTPPresenter needs at least one format") }
    }

    /// The preferences models present themselves with.
    public var context: PresentationContext

    /// Whether an HTML page embeds the stylesheet and the live script or links them
    /// (`HTMLRenderer.PageAssets`, from `AnshinHTML`): embedded by default, so every page is one
    /// self-contained answer. Linked, each page is a few kilobytes and the host serves
    /// `HTMLRenderer.stylesheet` and `HTMLRenderer.script` at the two addresses, from its own origin;
    /// the answer's `Content-Security-Policy` stays the same, since both elements carry its nonce.
    public var pageAssets: HTMLRenderer.PageAssets = .embedded

    /// Creates a responder.
    /// - Parameters:
    ///   - localizers: The localizers the answers can be written with, the fallback first; every
    ///     built-in catalog (`Catalog.builtIn`, English first) by default. Must not be empty.
    ///   - formats: The formats, in order of preference; every format by default, the wire document
    ///     first. Must not be empty.
    ///   - context: The preferences models present themselves with.
    ///   - pageAssets: Whether an HTML page embeds the stylesheet and the live script or links them;
    ///     embedded by default.
    public init(
        localizers: [any Localizer] = Catalog.builtIn,
        formats: [HTTPFormat] = HTTPFormat.allCases,
        context: PresentationContext = .standard,
        pageAssets: HTMLRenderer.PageAssets = .embedded
    ) {
        precondition(!localizers.isEmpty, "an HTTPPresenter needs at least one localizer")
        precondition(!formats.isEmpty, "an HTTPPresenter needs at least one format")
        self.localizers = localizers
        self.languageCodes = localizers.map(\.languageCode)
        self.formats = formats
        self.context = context
        self.pageAssets = pageAssets
    }

    // MARK: - Answers

    /// The answer for an error: ``HTTPFailure/init(_:screen:)``'s mapping, drawn for the request.
    /// - Parameters:
    ///   - error: The error.
    ///   - method: The request's method: `HEAD` gets no body.
    ///   - accept: The request's `Accept` (several fields joined with commas), or `nil`.
    ///   - acceptLanguage: The request's `Accept-Language`, or `nil`.
    ///   - instance: A URI reference for this occurrence, for problem details (such as the path).
    /// - Returns: The answer.
    public func answer(
        to error: any Error,
        method: String,
        accept: String?,
        acceptLanguage: String?,
        instance: String? = nil
    ) -> HTTPAnswer {
        self.answer(
            to: HTTPFailure(error),
            method: method,
            accept: accept,
            acceptLanguage: acceptLanguage,
            instance: instance
        )
    }

    /// The answer for a failure.
    /// - Parameters:
    ///   - failure: The screen, status, header fields and thrown problem.
    ///   - method: The request's method: `HEAD` gets no body.
    ///   - accept: The request's `Accept` (several fields joined with commas), or `nil`.
    ///   - acceptLanguage: The request's `Accept-Language`, or `nil`.
    ///   - instance: A URI reference for this occurrence, for problem details (such as the path).
    /// - Returns: The answer.
    public func answer(
        to failure: HTTPFailure,
        method: String,
        accept: String?,
        acceptLanguage: String?,
        instance: String? = nil
    ) -> HTTPAnswer {
        let localizer = self.localizer(forAcceptLanguage: acceptLanguage)
        var failure = failure
        failure.status = HTTPFailure.finalStatus(failure.status)
        guard let screen = failure.screen, HTTPAnswer.statusHasContent(failure.status) else {
            return self.answerWithoutBody(status: failure.status, fields: failure.headerFields, localizer: localizer)
        }
        let offered = failure.status >= 400 ? self.formats : self.formats.filter { $0 != .problemDetails }
        guard let format = HTTPFormat.negotiated(accept: accept, among: offered) else {
            return self.notAcceptable(offered: offered, method: method, localizer: localizer)
        }
        let policy = format == .html ? ContentSecurityPolicy() : nil
        var body: [UInt8] = []
        if format == .problemDetails {
            self.writeProblem(for: screen, failure: failure, instance: instance, localizer: localizer, into: &body)
        } else {
            self.write(screen, as: format, localizer: localizer, policy: policy, into: &body)
        }
        return self.answer(
            status: failure.status,
            format: format,
            fields: failure.headerFields,
            body: body,
            method: method,
            localizer: localizer,
            policy: policy
        )
    }

    /// The answer for any model: an alert, a status message, a screen that is not an error.
    /// Problem details are not offered.
    ///
    /// The model is drawn as it is given: a `Retry-After` among `headerFields` is sent, not said in
    /// its text. To answer an error screen whose message says the delay, answer an ``HTTPFailure``
    /// made with it (`answer(to:method:accept:acceptLanguage:instance:)`), which does so by the rule
    /// of `ErrorScreen.sayingRetryAfter(_:)`, or draw the screen that rule makes.
    /// - Parameters:
    ///   - model: The model.
    ///   - status: The status; 200 by default. One no final response can have (below 200 or above
    ///     599) is answered as 500.
    ///   - headerFields: Further header fields; one an answer cannot write
    ///     (``HTTPAnswer/HeaderField/isWritable``) or writes itself is dropped, and so is a
    ///     `Retry-After` after the first (a singleton field).
    ///   - method: The request's method: `HEAD` gets no body.
    ///   - accept: The request's `Accept` (several fields joined with commas), or `nil`.
    ///   - acceptLanguage: The request's `Accept-Language`, or `nil`.
    /// - Returns: The answer.
    public func answer(
        _ model: some Presentable,
        status: Int = 200,
        headerFields: [HTTPAnswer.HeaderField] = [],
        method: String,
        accept: String?,
        acceptLanguage: String?
    ) -> HTTPAnswer {
        let localizer = self.localizer(forAcceptLanguage: acceptLanguage)
        let status = HTTPFailure.finalStatus(status)
        guard HTTPAnswer.statusHasContent(status) else {
            return self.answerWithoutBody(status: status, fields: headerFields, localizer: localizer)
        }
        let offered = self.formats.filter { $0 != .problemDetails }
        guard let format = HTTPFormat.negotiated(accept: accept, among: offered) else {
            return self.notAcceptable(offered: offered, method: method, localizer: localizer)
        }
        let policy = format == .html ? ContentSecurityPolicy() : nil
        var body: [UInt8] = []
        self.write(model, as: format, localizer: localizer, policy: policy, into: &body)
        return self.answer(
            status: status,
            format: format,
            fields: headerFields,
            body: body,
            method: method,
            localizer: localizer,
            policy: policy
        )
    }

    /// The localizer for an `Accept-Language` header: the best fit among ``localizers``, else the
    /// first.
    /// - Parameter acceptLanguage: The header's value (several fields joined with commas), or `nil`.
    /// - Returns: The localizer.
    public func localizer(forAcceptLanguage acceptLanguage: String?) -> any Localizer {
        guard let acceptLanguage,
            let index = AcceptLanguage.bestMatch(in: acceptLanguage, among: self.languageCodes)
        else { return self.localizers[0] }
        return self.localizers[index]
    }

    // MARK: - Drawing

    private func answer(
        status: Int,
        format: HTTPFormat,
        fields: [HTTPAnswer.HeaderField],
        body: [UInt8],
        method: String,
        localizer: some Localizer,
        policy: ContentSecurityPolicy? = nil
    ) -> HTTPAnswer {
        var headerFields: [HTTPAnswer.HeaderField] = []
        headerFields.reserveCapacity(4 + fields.count)
        headerFields.append(HTTPAnswer.HeaderField("Content-Type", format.contentType))
        if let language = Self.contentLanguage(of: localizer) { headerFields.append(language) }
        headerFields.append(HTTPAnswer.HeaderField("Vary", "Accept, Accept-Language"))
        if let policy { headerFields.append(HTTPAnswer.HeaderField("Content-Security-Policy", policy.value)) }
        headerFields.append(contentsOf: HTTPFailure.carried(fields))
        return HTTPAnswer(
            status: HTTPFailure.finalStatus(status),
            headerFields: headerFields,
            body: method == "HEAD" ? [] : body,
            contentLength: body.count,
            format: format,
            languageCode: localizer.languageTag
        )
    }

    /// An answer without a body (a redirect, a cancelled request, a status that has no content): its
    /// status, `Content-Language`, `Vary` and the failure's or caller's own fields.
    private func answerWithoutBody(
        status: Int,
        fields: [HTTPAnswer.HeaderField],
        localizer: some Localizer
    ) -> HTTPAnswer {
        HTTPAnswer(
            status: status,
            headerFields: (Self.contentLanguage(of: localizer).map { [$0] } ?? [])
                + [HTTPAnswer.HeaderField("Vary", "Accept, Accept-Language")] + HTTPFailure.carried(fields),
            body: [],
            format: nil,
            languageCode: localizer.languageTag
        )
    }

    /// `Content-Language`: the localizer's `languageTag`, never its code as given (a
    /// host's catalog file may name anything); none when the language is undetermined
    /// (`determinedLanguageTag`).
    private static func contentLanguage(of localizer: some Localizer) -> HTTPAnswer.HeaderField? {
        localizer.determinedLanguageTag.map { HTTPAnswer.HeaderField("Content-Language", $0) }
    }

    /// 406 with a line of text naming the media types available.
    private func notAcceptable(offered: [HTTPFormat], method: String, localizer: some Localizer) -> HTTPAnswer {
        let list = offered.map(\.mediaType).joined(separator: ", ")
        let text = UserText.localized(.notAcceptable, arguments: [.string(list)]).resolved(using: localizer)
        return self.answer(
            status: 406,
            format: .text,
            fields: [],
            body: Array((text + "\n").utf8),
            method: method,
            localizer: localizer
        )
    }

    /// A model's body in a format other than problem details.
    private func write(
        _ model: some Presentable,
        as format: HTTPFormat,
        localizer: some Localizer,
        policy: ContentSecurityPolicy?,
        into body: inout [UInt8]
    ) {
        switch format {
        case .wireDocument, .problemDetails:
            JSONRenderer(text: .resolved(using: localizer), formatting: .compact, context: self.context)
                .render(model, into: &body)
        case .html:
            HTMLRenderer(
                localizer: localizer,
                layout: .document(),
                context: self.context,
                nonce: policy?.nonce,
                pageAssets: self.pageAssets
            )
            .render(model, into: &body)
        case .text:
            TextRenderer(localizer: localizer, context: self.context).render(model, into: &body)
            body.append(UInt8(ascii: "\n"))
        }
    }

    /// The problem details of a failure: the screen's (``ProblemDetails/init(_:status:localizer:type:instance:)``)
    /// with the answer's status, and the type, instance and extension members of a thrown problem.
    private func writeProblem(
        for screen: ErrorScreen,
        failure: HTTPFailure,
        instance: String?,
        localizer: some Localizer,
        into body: inout [UInt8]
    ) {
        let thrown = failure.problem
        var problem = ProblemDetails(
            screen,
            status: failure.status,
            localizer: localizer,
            type: thrown?.type ?? "about:blank",
            instance: instance ?? thrown?.instance
        )
        if let thrown { problem.extensions.merge(thrown.extensions) { _, thrown in thrown } }
        do {
            try WireEncoder(formatting: .compact).encode(problem, into: &body)
        } catch {
            // An extension member holding a number that is not finite has no JSON form: that member
            // is left out, rather than the body or the thrown problem's other members.
            problem.extensions = problem.extensions.filter { Self.hasJSONForm($0.value) }
            try? WireEncoder(formatting: .compact).encode(problem, into: &body)
        }
    }

    /// Whether a problem member's value can be written as JSON: every number in it is finite.
    private static func hasJSONForm(_ value: ProblemDetails.Value) -> Bool {
        switch value {
        case .number(let number): number.isFinite
        case .array(let elements): elements.allSatisfy(Self.hasJSONForm)
        case .object(let members): members.values.allSatisfy(Self.hasJSONForm)
        case .null, .bool, .integer, .string: true
        }
    }
}
