import Anshin
import Testing

@Suite("Status messages and their kinds")
struct StatusMessageTests {
    @Test func everyKnownKindInOrder() {
        #expect(StatusMessage.Kind.allKnown == [.normal, .success, .caution, .error, .debug, .internalError])
        #expect(
            StatusMessage.Kind.allKnown.map(\.rawValue) == [
                "normal", "success", "caution", "error", "debug", "internalError",
            ]
        )
        #expect(StatusMessage.Kind.allKnown.allSatisfy { $0.isKnown })
    }

    @Test(
        "Each kind's default duration",
        arguments: [
            (StatusMessage.Kind.normal, StatusMessage.DisplayDuration.normal),
            (.success, .successShort),
            (.caution, .cautionShort),
            (.error, .errorMedium),
            (.debug, .normal),
            (.internalError, .sticky),
        ]
    )
    func defaultDuration(kind: StatusMessage.Kind, expected: StatusMessage.DisplayDuration) {
        #expect(kind.defaultDuration == expected)
        #expect(StatusMessage("Text", kind: kind).duration == expected)
    }

    @Test func defaultDurationsInSeconds() {
        #expect(StatusMessage.Kind.normal.defaultDuration.timeToLive == .seconds(4))
        #expect(StatusMessage.Kind.success.defaultDuration.timeToLive == .seconds(4))
        #expect(StatusMessage.Kind.caution.defaultDuration.timeToLive == .seconds(6))
        #expect(StatusMessage.Kind.error.defaultDuration.timeToLive == .seconds(9))
        #expect(StatusMessage.Kind.debug.defaultDuration.timeToLive == .seconds(4))
        #expect(StatusMessage.Kind.internalError.defaultDuration.isSticky)
    }

    @Test func anExplicitDurationOverridesTheKindsDefault() {
        let message = StatusMessage("Enter a name.", kind: .error, duration: .errorLong)
        #expect(message.duration == .errorLong)
        #expect(StatusMessage("Crashed", kind: .internalError, duration: .errorShort).duration == .errorShort)
    }

    @Test func theDefaultKindIsNormal() {
        let message = StatusMessage("Saved")
        #expect(message.kind == .normal)
        #expect(message.duration == .normal)
    }

    @Test(
        "Each kind's colour token",
        arguments: [
            (StatusMessage.Kind.normal, "neutral"),
            (.success, "success"),
            (.caution, "caution"),
            (.error, "error"),
            (.debug, "debug"),
            (.internalError, "internalError"),
        ]
    )
    func colorToken(kind: StatusMessage.Kind, expected: String) {
        #expect(kind.colorToken.rawValue == expected)
    }

    @Test func colourTokensMatchTheSemanticPresets() {
        #expect(StatusMessage.Kind.success.colorToken == .success)
        #expect(StatusMessage.Kind.caution.colorToken == .caution)
        #expect(StatusMessage.Kind.error.colorToken == .error)
        #expect(StatusMessage.Kind.debug.colorToken == .debug)
        #expect(StatusMessage.Kind.internalError.colorToken == .internalError)
    }

    @Test func everyKindHasItsOwnColourTokenAndIcon() {
        #expect(Set(StatusMessage.Kind.allKnown.map(\.colorToken)).count == StatusMessage.Kind.allKnown.count)
        #expect(Set(StatusMessage.Kind.allKnown.map(\.symbol)).count == StatusMessage.Kind.allKnown.count)
    }

    @Test(
        "Each kind's icon",
        arguments: [
            (StatusMessage.Kind.normal, Icon.Symbol.info),
            (.success, .checkmark),
            (.caution, .exclamation),
            (.error, .xmark),
            (.debug, .bug),
            (.internalError, .bolt),
        ]
    )
    func symbol(kind: StatusMessage.Kind, expected: Icon.Symbol) {
        #expect(kind.symbol == expected)
    }

    @Test(
        "Each kind's politeness",
        arguments: [
            (StatusMessage.Kind.normal, Announcement.Politeness.polite),
            (.success, .polite),
            (.debug, .polite),
            (.caution, .assertive),
            (.error, .assertive),
            (.internalError, .assertive),
        ]
    )
    func politeness(kind: StatusMessage.Kind, expected: Announcement.Politeness) {
        #expect(kind.politeness == expected)
        #expect(StatusMessage("Text", kind: kind).announcement.politeness == expected)
    }

    @Test(
        "Each kind's prefix in English and Japanese",
        arguments: [
            (StatusMessage.Kind.success, "Success", "成功"),
            (.caution, "Caution", "注意"),
            (.error, "Error", "エラー"),
            (.debug, "Debug", "デバッグ"),
            (.internalError, "Internal error", "内部エラー"),
        ]
    )
    func prefix(kind: StatusMessage.Kind, english: String, japanese: String) throws {
        let prefix = try #require(kind.prefix)
        #expect(prefix.resolved(using: Catalog.english) == english)
        #expect(prefix.resolved(using: Catalog.japanese) == japanese)
    }

    @Test func aNormalMessageHasNoPrefix() {
        #expect(StatusMessage.Kind.normal.prefix == nil)
        let message = StatusMessage("Saved")
        #expect(message.prefixedText == "Saved")
        #expect(message.announcement == Announcement("Saved", politeness: .polite))
    }

    @Test func thePrefixedTextNamesTheKind() {
        let message = StatusMessage("Enter a name.", kind: .error)
        #expect(message.prefixedText.resolved(using: Catalog.english) == "Error: Enter a name.")
        #expect(message.prefixedText.resolved(using: Catalog.japanese) == "エラー：Enter a name.")
        #expect(message.announcement.text.resolved(using: Catalog.english) == "Error: Enter a name.")
        #expect(message.announcement.politeness == .assertive)
    }

    @Test func countedTextIsPluralAware() {
        let one = StatusMessage(.localized(.itemsRegistered, count: 1), kind: .success)
        let two = StatusMessage(.localized(.itemsRegistered, count: 2), kind: .success)
        #expect(one.text.resolved(using: Catalog.english) == "Registered 1 item")
        #expect(two.text.resolved(using: Catalog.english) == "Registered 2 items")
        #expect(one.text.resolved(using: Catalog.japanese) == "1件を登録しました")
        #expect(two.prefixedText.resolved(using: Catalog.english) == "Success: Registered 2 items")
    }

    @Test func anUnknownKindKeepsItsNameAndIsPresentedAsNormal() {
        let kind = StatusMessage.Kind(rawValue: "celebration")
        #expect(kind.rawValue == "celebration")
        #expect(kind.description == "celebration")
        #expect(!kind.isKnown)
        #expect(kind != .normal)
        #expect(kind.colorToken == StatusMessage.Kind.normal.colorToken)
        #expect(kind.politeness == .polite)
        #expect(kind.prefix == nil)
        #expect(kind.symbol == StatusMessage.Kind.normal.symbol)
        #expect(kind.defaultDuration == .normal)

        let message = StatusMessage("Party", kind: kind)
        #expect(message.kind.rawValue == "celebration")
        #expect(message.presentation == StatusMessage("Party", kind: .normal).presentation)
    }

    @Test func aKnownKindFromItsRawValueEqualsThePreset() {
        #expect(StatusMessage.Kind(rawValue: "caution") == .caution)
        #expect(StatusMessage.Kind(rawValue: "caution").isKnown)
        #expect(StatusMessage.Kind(rawValue: "Caution") != .caution)
    }

    @Test func kindsFromNamesAndPresetsHashAlike() {
        // A set of kinds built from wire names and one built from presets must be the same set.
        let decoded = Set(["success", "error", "celebration"].map(StatusMessage.Kind.init(rawValue:)))
        let presets: Set<StatusMessage.Kind> = [.success, .error, StatusMessage.Kind(rawValue: "celebration")]
        #expect(decoded == presets)
        #expect(decoded.contains(.success))
        #expect(!decoded.contains(.caution))
    }

    @Test func presentationOfAnErrorMessage() throws {
        let message = StatusMessage("Enter a name.", kind: .error)
        let presentation = message.presentation
        #expect(presentation.type == "statusMessage")
        #expect(presentation.elements.map(\.id) == ["status-message", "icon", "kind", "text"])

        let root = presentation.root
        #expect(root.kind == .container())
        #expect(root.tone == .error)
        #expect(root.accessibility.role == .alert)
        #expect(root.accessibility.label?.resolved(using: Catalog.english) == "Error: Enter a name.")
        #expect(root.accessibility.announcement?.politeness == .assertive)

        let icon = try #require(presentation.element(withID: "icon"))
        #expect(icon.kind == .icon(.decorative(.xmark)))
        #expect(icon.accessibility.isHidden)

        let prefix = try #require(presentation.element(withID: "kind"))
        #expect(prefix.kind == .label)
        #expect(prefix.tone == .error)
        #expect(prefix.text?.resolved(using: Catalog.english) == "Error")

        let text = try #require(presentation.element(withID: "text"))
        #expect(text.kind == .paragraph)
        #expect(text.text == "Enter a name.")
        #expect(text.accessibility.label == "Enter a name.")
    }

    @Test func presentationOfANormalMessageIsAPoliteStatusWithoutPrefix() {
        let presentation = StatusMessage("Saved").presentation
        #expect(presentation.elements.map(\.id) == ["status-message", "icon", "text"])
        #expect(presentation.root.tone == .neutral)
        #expect(presentation.root.accessibility.role == .status)
        #expect(presentation.root.accessibility.announcement == Announcement("Saved", politeness: .polite))
    }

    @Test(
        "Polite kinds are status regions, assertive kinds are alerts",
        arguments: StatusMessage.Kind.allKnown
    )
    func roleFollowsPoliteness(kind: StatusMessage.Kind) {
        let role = StatusMessage("Text", kind: kind).presentation.root.accessibility.role
        #expect(role == (kind.politeness == .assertive ? .alert : .status))
    }
}
