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

private let deleteDraft = Alert.suggestion(
    Alert.Content(title: "Delete this draft?", message: "You can't undo this."),
    try! Alert.Recovery("Delete", style: .destructive, action: "draft/delete")
)

@Suite("Alert and action sheet JSON")
struct AlertCodableTests {
    @Test func confirmationJSON() throws {
        let alert = Alert.confirmation(Alert.Content(title: "Saved", message: .localized(.networkMessage)))
        let encoded = try json(alert)
        #expect(encoded == #"{"kind":"confirmation","message":{"key":"errorScreen.network.message"},"title":"Saved"}"#)
        #expect(try decode(Alert.self, encoded) == alert)
    }

    @Test func confirmationWithoutMessageLeavesMessageOut() throws {
        let alert = Alert.confirmation(Alert.Content(title: "Saved"))
        let encoded = try json(alert)
        #expect(encoded == #"{"kind":"confirmation","title":"Saved"}"#)
        #expect(try decode(Alert.self, encoded) == alert)
    }

    @Test func suggestionJSON() throws {
        let encoded = try json(deleteDraft)
        #expect(
            encoded == #"{"kind":"suggestion","message":"You can't undo this.","#
                + #""recovery":{"action":"draft/delete","name":"Delete","style":"destructive"},"#
                + #""title":"Delete this draft?"}"#
        )
        #expect(try decode(Alert.self, encoded) == deleteDraft)
    }

    @Test func nondestructiveSuggestionRoundTrips() throws {
        let alert = Alert.suggestion(
            Alert.Content(title: .localized(.networkTitle)),
            try Alert.Recovery(.localized(.retry), style: .nondestructive, action: .retry)
        )
        let encoded = try json(alert)
        #expect(
            encoded == #"{"kind":"suggestion","#
                + #""recovery":{"action":"retry","name":{"key":"button.retry"},"style":"nondestructive"},"#
                + #""title":{"key":"errorScreen.network.title"}}"#
        )
        #expect(try decode(Alert.self, encoded) == alert)
    }

    @Test func nullMessageDecodesAsNoMessage() throws {
        let alert = try decode(Alert.self, #"{"kind":"confirmation","title":"Saved","message":null}"#)
        #expect(alert == .confirmation(Alert.Content(title: "Saved", message: nil)))
    }

    @Test func unknownKindNamesTheKindMember() throws {
        let error = #expect(throws: DecodingError.self) {
            try decode(Alert.self, #"{"kind":"toast","title":"Saved"}"#)
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("Expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["kind"])
        #expect(context.debugDescription == #"Unknown alert kind "toast": expected "confirmation" or "suggestion"."#)
    }

    @Test func suggestionWithoutRecoveryNamesTheRecoveryMember() throws {
        let error = #expect(throws: DecodingError.self) {
            try decode(Alert.self, #"{"kind":"suggestion","title":"Delete this draft?"}"#)
        }
        guard case .keyNotFound(let key, let context) = error else {
            Issue.record("Expected keyNotFound, got \(String(describing: error))")
            return
        }
        #expect(key.stringValue == "recovery")
        #expect(context.codingPath.isEmpty)
    }

    @Test func unknownRecoveryStyleIsAnError() throws {
        let error = #expect(throws: DecodingError.self) {
            try decode(
                Alert.self,
                #"{"kind":"suggestion","title":"T","recovery":{"action":"a","name":"N","style":"loud"}}"#
            )
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("Expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["recovery", "style"])
    }

    @Test func actionSheetJSON() throws {
        let sheet = try ActionSheet(
            Alert.Content(title: "Unsaved changes", message: "Save them before closing?"),
            choices: [
                try Alert.Recovery("Save", style: .nondestructive, action: "save"),
                try Alert.Recovery("Discard", style: .destructive, action: "discard"),
            ]
        )
        let encoded = try json(sheet)
        #expect(
            encoded == #"{"choices":[{"action":"save","name":"Save","style":"nondestructive"},"#
                + #"{"action":"discard","name":"Discard","style":"destructive"}],"#
                + #""message":"Save them before closing?","title":"Unsaved changes"}"#
        )
        #expect(try decode(ActionSheet.self, encoded) == sheet)
    }

    @Test func actionSheetWithoutMessageRoundTrips() throws {
        let sheet = try ActionSheet(
            Alert.Content(title: "Share"),
            choices: [
                try Alert.Recovery("Copy Link", style: .nondestructive, action: "share/link"),
                try Alert.Recovery("Email", style: .nondestructive, action: "share/email"),
                try Alert.Recovery("Revoke", style: .destructive, action: "share/revoke"),
            ]
        )
        let encoded = try json(sheet)
        #expect(
            encoded == #"{"choices":[{"action":"share/link","name":"Copy Link","style":"nondestructive"},"#
                + #"{"action":"share/email","name":"Email","style":"nondestructive"},"#
                + #"{"action":"share/revoke","name":"Revoke","style":"destructive"}],"title":"Share"}"#
        )
        let decoded = try decode(ActionSheet.self, encoded)
        #expect(decoded == sheet)
        #expect(decoded.buttons.map(\.role) == [.default, .default, .destructive, .cancel])
    }

    @Test(arguments: [
        (#"[{"action":"save","name":"Save","style":"nondestructive"}]"#, "1 choice"),
        ("[]", "0 choices"),
    ])
    func actionSheetWithFewerThanTwoChoicesFailsNamingChoices(_ choices: String, _ counted: String) throws {
        let error = #expect(throws: DecodingError.self) {
            try decode(ActionSheet.self, #"{"title":"Unsaved changes","choices":"# + choices + "}")
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("Expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["choices"])
        #expect(
            context.debugDescription
                == "Invalid choices (\(counted)): an action sheet needs at least two choices; use Alert.suggestion for one."
        )
    }
}
