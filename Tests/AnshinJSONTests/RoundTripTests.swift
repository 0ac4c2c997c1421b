import Anshin
import AnshinJSON
import Testing

/// Encoding and then decoding gives back an equal model and presentation, for every preset, alert
/// variant, message kind, board and progress state.
@Suite("Round trips")
struct RoundTripTests {
    @Test("Documents with text kept as keys", arguments: Fixtures.all)
    func keys(_ item: Fixtures.Item) throws {
        for formatting in [JSONRenderer.Formatting.pretty, .compact] {
            let json = item.model.rendered(using: .json(formatting: formatting))
            let document = try WireDocument.decode(json)
            #expect(document.version == 1)
            #expect(document.type == item.model.type)
            #expect(document.language == nil)
            #expect(document.model == item.model)
            #expect(document.presentation == item.model.presentation)
            // Writing the decoded document gives the same bytes.
            #expect(document.model.rendered(using: .json(formatting: formatting)) == json)
            #expect(try WireEncoder(formatting: formatting).encode(document) == json)
        }
    }

    @Test("Documents with text resolved", arguments: Fixtures.all)
    func resolved(_ item: Fixtures.Item) throws {
        for catalog in [Catalog.english, Catalog.japanese] {
            let renderer = JSONRenderer(text: .resolved(using: catalog))
            let document = try WireDocument.decode(item.model.rendered(using: renderer))
            #expect(document.language == catalog.languageCode)
            #expect(document.type == item.model.type)
            #expect(!document.model.isUnknown)
            // Resolved text reads back as verbatim strings, which resolve to the same strings.
            let reread = try #require(document.presentation)
            let original = item.model.presentation
            #expect(reread.elements.map(\.id) == original.elements.map(\.id))
            #expect(
                reread.elements.map { $0.text?.resolved(using: Catalog.english) }
                    == original.elements.map { $0.text?.resolved(using: catalog) }
            )
            #expect(reread.elements.map(\.text?.verbatim) == reread.elements.map { $0.text?.verbatim })
        }
    }

    @Test("Models through the generic encoder and decoder", arguments: Fixtures.all)
    func models(_ item: Fixtures.Item) throws {
        let json = try WireEncoder().encode(item.model.encodable)
        let decoder = WireDecoder()
        let decoded: AnyModel =
            switch item.model {
            case .errorScreen: .errorScreen(try decoder.decode(ErrorScreen.self, from: json))
            case .alert: .alert(try decoder.decode(Alert.self, from: json))
            case .actionSheet: .actionSheet(try decoder.decode(ActionSheet.self, from: json))
            case .statusMessage: .statusMessage(try decoder.decode(StatusMessage.self, from: json))
            case .statusBoard: .statusBoard(try decoder.decode(StatusBoard.self, from: Array(json.utf8)))
            case .trickleProgress: .trickleProgress(try decoder.decode(TrickleProgress.self, from: json))
            case .loadingScreen: .loadingScreen(try decoder.decode(LoadingScreen.self, from: json))
            case .unknown(let type, let presentation): .unknown(type: type, presentation: presentation)
            }
        #expect(decoded == item.model)
    }

    @Test("Presentations in every context", arguments: Fixtures.all)
    func presentations(_ item: Fixtures.Item) throws {
        for context in [
            PresentationContext.standard, PresentationContext(buttonArrangement: .cancelLeading, reduceMotion: true),
        ] {
            let presentation = item.model.presentation(in: context)
            let document = try WireDocument.decode(JSONRenderer(context: context).render(presentation))
            #expect(document.presentation == presentation)
            #expect(document.model == .unknown(type: presentation.type, presentation: presentation))
        }
    }
}
