import Anshin
import Foundation
import Testing

private func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}

private func decode<T: Decodable>(_ type: T.Type, _ string: String) throws -> T {
    try JSONDecoder().decode(type, from: Data(string.utf8))
}

private let transitionJSON =
    #""transition":{"hide":{"delayMilliseconds":250,"durationMilliseconds":300},"#
    + #""show":{"delayMilliseconds":0,"durationMilliseconds":300}}"#

@Suite("Error screen JSON")
struct ErrorScreenCodableTests {
    @Test func presetScreenJSON() throws {
        let forbidden = ErrorScreen(.preset(.forbidden))
        let encoded = try json(forbidden)
        #expect(
            encoded == #"{"icon":{"symbol":"lock"},"message":{"key":"errorScreen.forbidden.message"},"#
                + #""placement":"fillBody","preset":"forbidden","retry":null,"#
                + #""title":{"key":"errorScreen.forbidden.title"},"# + transitionJSON + "}"
        )
        #expect(try decode(ErrorScreen.self, encoded) == forbidden)
    }

    @Test func presetScreenWithRetryJSON() throws {
        let network = ErrorScreen(.preset(.network), placement: .compact)
        let encoded = try json(network)
        #expect(
            encoded == #"{"icon":{"symbol":"network-error"},"message":{"key":"errorScreen.network.message"},"#
                + #""placement":"compact","preset":"network","retry":{"action":"retry","title":{"key":"button.retry"}},"#
                + #""title":{"key":"errorScreen.network.title"},"# + transitionJSON + "}"
        )
        #expect(try decode(ErrorScreen.self, encoded) == network)
    }

    @Test func presetNameAloneIsTheWholeScreen() throws {
        let decoded = try decode(ErrorScreen.self, #"{"preset":"forbidden"}"#)
        #expect(decoded == ErrorScreen(.preset(.forbidden)))
        #expect(decoded.preset == .forbidden)
        #expect(decoded.icon == .decorative(.lock))
        #expect(decoded.title?.resolved(using: Catalog.english) == "You don't have access")
        #expect(decoded.message?.resolved(using: Catalog.japanese) == "このコンテンツを表示する権限がありません。")
        #expect(decoded.retry == nil)
        #expect(decoded.placement == .fillBody)
        #expect(decoded.presentation.root.children.map(\.id) == ["icon", "title", "message"])
    }

    @Test func explicitNullPartsStayAbsentAndRoundTrip() throws {
        let decoded = try decode(ErrorScreen.self, #"{"preset":"network","icon":null,"retry":null}"#)
        var expected = ErrorScreen(.preset(.network))
        expected.icon = nil
        expected.retry = nil
        #expect(decoded == expected)
        #expect(decoded.presentation.root.children.map(\.id) == ["title", "message"])
        let encoded = try json(decoded)
        #expect(
            encoded == #"{"icon":null,"message":{"key":"errorScreen.network.message"},"#
                + #""placement":"fillBody","preset":"network","retry":null,"#
                + #""title":{"key":"errorScreen.network.title"},"# + transitionJSON + "}"
        )
        let again = try decode(ErrorScreen.self, encoded)
        #expect(again == decoded)
        #expect(again.icon == nil)
        #expect(again.retry == nil)
    }

    @Test func presentPartsOverrideThePreset() throws {
        let decoded = try decode(
            ErrorScreen.self,
            #"{"preset":"network","title":"Upload failed","retry":{"action":"upload","title":"Upload Again"}}"#
        )
        #expect(decoded.preset == .network)
        #expect(decoded.icon == .decorative(.networkError))
        #expect(decoded.title == "Upload failed")
        #expect(decoded.message == .localized(.networkMessage))
        #expect(decoded.retry == ErrorScreen.Retry(title: "Upload Again", action: "upload"))
        #expect(try decode(ErrorScreen.self, try json(decoded)) == decoded)
    }

    @Test func screenWithoutPresetWritesNoNulls() throws {
        let screen = ErrorScreen(.message(icon: Icon(.tray, label: "Inbox"), title: "No messages"))
        let encoded = try json(screen)
        #expect(
            encoded == #"{"icon":{"label":"Inbox","symbol":"tray"},"placement":"fillBody","#
                + #""title":"No messages","# + transitionJSON + "}"
        )
        #expect(try decode(ErrorScreen.self, encoded) == screen)
    }

    @Test func retryTemplateRoundTrips() throws {
        let screen = ErrorScreen(
            .retry(
                icon: nil,
                title: "Still syncing",
                message: "This can take a minute.",
                retryButtonTitle: "Check Again",
                action: "sync/check"
            ),
            placement: .compact
        )
        let encoded = try json(screen)
        #expect(
            encoded == #"{"message":"This can take a minute.","placement":"compact","#
                + #""retry":{"action":"sync/check","title":"Check Again"},"title":"Still syncing","#
                + transitionJSON + "}"
        )
        #expect(try decode(ErrorScreen.self, encoded) == screen)
    }

    @Test func emptyObjectIsAnEmptyScreen() throws {
        #expect(try decode(ErrorScreen.self, "{}") == ErrorScreen())
    }

    @Test func unknownPresetKeepsItsNameAndRoundTrips() throws {
        let decoded = try decode(ErrorScreen.self, #"{"preset":"teapot"}"#)
        #expect(decoded.preset?.rawValue == "teapot")
        #expect(decoded.preset?.isKnown == false)
        #expect(decoded.title?.resolved(using: Catalog.english) == "Something went wrong")
        #expect(decoded.retry == ErrorScreen.Retry())
        let encoded = try json(decoded)
        #expect(encoded.contains(#""preset":"teapot""#))
        #expect(try decode(ErrorScreen.self, encoded) == decoded)
    }

    @Test func transitionMemberIsIgnoredOnDecoding() throws {
        let decoded = try decode(ErrorScreen.self, #"{"title":"T","transition":{}}"#)
        #expect(decoded == ErrorScreen(title: "T"))
        #expect(decoded.transition == .errorScreen)
    }

    @Test func unknownPlacementNamesThePlacementMember() throws {
        let error = #expect(throws: DecodingError.self) {
            try decode(ErrorScreen.self, #"{"preset":"network","placement":"sidebar"}"#)
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("Expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["placement"])
    }
}
