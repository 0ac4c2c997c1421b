import Anshin
import Foundation
import Testing

@Suite("Icons")
struct IconTests {
    @Test func decorativeIconIsHidden() {
        let icon = Icon.decorative(.lock)
        #expect(icon.symbol == .lock)
        #expect(icon.label == nil)
        #expect(icon.isDecorative)
        #expect(icon.accessibility == .decorative)
        #expect(icon.accessibility.isHidden)
        #expect(icon.accessibility.traits == .image)
    }

    @Test func labelledIconIsAnImage() {
        let icon = Icon(.warning, label: .localized(.statusKindError))
        #expect(!icon.isDecorative)
        #expect(icon.accessibility == .image(.localized(.statusKindError)))
        #expect(!icon.accessibility.isHidden)
        #expect(icon.accessibility.label?.resolved(using: Catalog.japanese) == "エラー")
    }

    @Test func presetSymbolWireNames() {
        let symbols: [Icon.Symbol] = [
            .lock, .networkError, .search, .signIn, .serverError, .clock, .offline, .maintenance, .tray, .hourglass,
            .warning,
        ]
        #expect(
            symbols.map(\.rawValue) == [
                "lock", "network-error", "search", "sign-in", "server-error", "clock", "offline", "maintenance", "tray",
                "hourglass", "warning",
            ]
        )
        #expect(symbols.allSatisfy { Icon.Symbol.allKnown.contains($0) })
    }

    @Test func everyKnownSymbolHasASystemNameAndAHostSymbolHasNone() {
        #expect(Icon.Symbol.allKnown.allSatisfy { $0.systemName != nil })
        #expect(Set(Icon.Symbol.allKnown.map(\.rawValue)).count == Icon.Symbol.allKnown.count)
        #expect(Icon.Symbol.lock.systemName == "lock.fill")
        #expect(Icon.Symbol.networkError.systemName == "wifi.exclamationmark")
        let custom: Icon.Symbol = "company-logo"
        #expect(custom.systemName == nil)
        #expect(custom.description == "company-logo")
    }

    @Test func iconJSON() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let decorative = try encoder.encode(Icon.decorative(.networkError))
        #expect(String(decoding: decorative, as: UTF8.self) == #"{"symbol":"network-error"}"#)
        let labelled = try encoder.encode(Icon("company-logo", label: "Acme"))
        #expect(String(decoding: labelled, as: UTF8.self) == #"{"label":"Acme","symbol":"company-logo"}"#)
        #expect(try JSONDecoder().decode(Icon.self, from: decorative) == .decorative(.networkError))
        #expect(try JSONDecoder().decode(Icon.self, from: labelled) == Icon("company-logo", label: "Acme"))
    }
}
