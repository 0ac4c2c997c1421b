import Anshin
import AnshinBackend
import AnshinJSON
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import NIOCore
import Testing

/// A language a request asks for, with the header that asks and the catalog that answers.
struct Language: Sendable, CustomTestStringConvertible {
    var code: String
    var acceptLanguage: String
    var catalog: Catalog

    static let english = Language(code: "en", acceptLanguage: "en-US,en;q=0.9", catalog: BackendCatalog.english)
    static let japanese = Language(
        code: "ja",
        acceptLanguage: "ja-JP,ja;q=0.9,en;q=0.5",
        catalog: BackendCatalog.japanese
    )
    static let all = [english, japanese]

    var testDescription: String { self.code }
}

/// A route the backend serves, with the model and status it answers with.
struct Route: Sendable, CustomTestStringConvertible {
    var path: String
    var status: HTTPResponse.Status
    var content: PresentedResponse.Content

    var isError: Bool { self.status.code >= 400 }

    var testDescription: String { self.path }

    static let presets: [Route] = ErrorScreen.Preset.allKnown.map { preset in
        Route(
            path: "/errors/\(preset.rawValue)",
            status: HTTPResponse.Status(code: preset.httpStatus ?? 200),
            content: .errorScreen(ErrorScreen(.preset(preset)))
        )
    }

    static let alerts: [Route] = NamedAlert.allCases.map { alert in
        Route(path: "/alerts/\(alert.rawValue)", status: .ok, content: .dialog(try! alert.dialog()))
    }

    static let all = presets + alerts
}

/// Requests through the router, without a network.
enum Client {
    static var quietLogger: Logger {
        var logger = Logger(label: "anshin-backend-tests")
        logger.logLevel = .critical
        return logger
    }

    /// Sends one GET and hands back the response.
    static func get(_ path: String, accept: String?, language: String? = nil) async throws -> TestResponse {
        var headers: HTTPFields = [:]
        if let accept { headers[.accept] = accept }
        if let language { headers[.acceptLanguage] = language }
        let requestHeaders = headers
        return try await Backend.application(logger: Self.quietLogger).test(.router) { client in
            try await client.execute(uri: path, method: .get, headers: requestHeaders)
        }
    }

    /// Sends one GET with several header fields and hands back the response.
    static func get(_ path: String, headers: HTTPFields) async throws -> TestResponse {
        try await Backend.application(logger: Self.quietLogger).test(.router) { client in
            try await client.execute(uri: path, method: .get, headers: headers)
        }
    }
}

extension TestResponse {
    var text: String { String(buffer: self.body) }
}

/// The models as a document with resolved text reads them back: every text verbatim.
enum Resolved {
    static func text(_ text: UserText, _ catalog: Catalog) -> UserText {
        UserText(verbatim: text.resolved(using: catalog))
    }

    static func screen(_ screen: ErrorScreen, _ catalog: Catalog) -> ErrorScreen {
        var copy = screen
        copy.icon = screen.icon.map { icon in
            icon.label.map { Icon(icon.symbol, label: Self.text($0, catalog)) } ?? .decorative(icon.symbol)
        }
        copy.title = screen.title.map { Self.text($0, catalog) }
        copy.message = screen.message.map { Self.text($0, catalog) }
        copy.retry = screen.retry.map { ErrorScreen.Retry(title: Self.text($0.title, catalog), action: $0.action) }
        copy.developerNote = nil
        return copy
    }

    static func content(_ content: Alert.Content, _ catalog: Catalog) -> Alert.Content {
        Alert.Content(title: Self.text(content.title, catalog), message: content.message.map { Self.text($0, catalog) })
    }

    static func recovery(_ recovery: Alert.Recovery, _ catalog: Catalog) throws -> Alert.Recovery {
        try Alert.Recovery(Self.text(recovery.name, catalog), style: recovery.style, action: recovery.action)
    }

    static func model(_ content: PresentedResponse.Content, _ catalog: Catalog) throws -> AnyModel {
        switch content {
        case .errorScreen(let screen, _):
            return .errorScreen(Self.screen(screen, catalog))
        case .dialog(.alert(.confirmation(let content))):
            return .alert(.confirmation(Self.content(content, catalog)))
        case .dialog(.alert(.suggestion(let content, let recovery))):
            return .alert(.suggestion(Self.content(content, catalog), try Self.recovery(recovery, catalog)))
        case .dialog(.actionSheet(let sheet)):
            return .actionSheet(
                try ActionSheet(
                    Self.content(sheet.content, catalog),
                    choices: sheet.choices.map { try Self.recovery($0, catalog) }
                )
            )
        }
    }

    /// The title a page and a reader see first.
    static func title(_ content: PresentedResponse.Content, _ catalog: Catalog) -> String {
        switch content {
        case .errorScreen(let screen, _): screen.title?.resolved(using: catalog) ?? ""
        case .dialog(.alert(let alert)): alert.content.title.resolved(using: catalog)
        case .dialog(.actionSheet(let sheet)): sheet.content.title.resolved(using: catalog)
        }
    }
}
