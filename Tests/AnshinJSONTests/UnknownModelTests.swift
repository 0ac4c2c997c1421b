import Anshin
import AnshinJSON
import Testing

/// What a newer peer sends degrades gracefully: unknown model types are marked unknown and still
/// drawable; unknown presets, kinds, element kinds and members are kept or ignored.
@Suite("Unknown types, presets and kinds")
struct UnknownModelTests {
    static let coupon = """
        {
          "version": 1,
          "type": "coupon",
          "model": {"code": "SPRING", "discount": 0.25},
          "futureMember": [1, 2, 3],
          "presentation": {
            "root": {
              "id": "coupon",
              "kind": "carousel",
              "accessibility": {"label": "Spring sale", "role": "marquee", "traits": ["button", "sparkly"]},
              "children": [
                {"id": "title", "kind": "heading", "level": 2, "text": "25% off", "accessibility": {"label": "25% off"}},
                {"id": "use", "kind": "button", "button": {"role": "default", "action": "coupon.use", "isInitialFocus": true},
                 "text": {"key": "coupon.use", "fallback": "Use"}, "tone": "celebration", "accessibility": {}}
              ]
            },
            "transition": {"show": {"durationMilliseconds": 200}}
          }
        }
        """

    @Test("An unknown model type is marked unknown and drawn from its presentation")
    func unknownType() throws {
        let document = try WireDocument.decode(Self.coupon)
        #expect(document.type == "coupon")
        #expect(document.model.isUnknown)
        let presentation = try #require(document.presentation)
        #expect(document.model == .unknown(type: "coupon", presentation: presentation))
        #expect(document.model.presentation == presentation)
        #expect(presentation.type == "coupon")
        // An unknown element kind is a container that keeps its children and text.
        #expect(presentation.root.kind == .container(labelledBy: nil, describedBy: nil))
        #expect(presentation.elements.map(\.id) == ["coupon", "title", "use"])
        // An unknown role is dropped, unknown traits are ignored, an unknown tone is kept.
        #expect(presentation.root.accessibility.role == nil)
        #expect(presentation.root.accessibility.traits == .button)
        #expect(presentation.element(withID: "use")?.tone == ColorToken(rawValue: "celebration"))
        #expect(presentation.transition == Transition(show: .init(duration: .milliseconds(200)), hide: nil))
        // Reduced motion drops the transition.
        #expect(document.model.presentation(in: PresentationContext(reduceMotion: true)).transition == Transition.none)
        // Drawn again, it is a document without a model.
        let redrawn = try WireDocument.decode(document.model.rendered(using: .json))
        #expect(redrawn.model == document.model)
        #expect(!document.model.rendered(using: .json).contains("\"model\""))
    }

    @Test("An unknown model type without a presentation draws an empty container")
    func unknownWithoutPresentation() throws {
        let document = try WireDocument.decode(#"{"version": 1, "type": "coupon", "model": {"code": "X"}}"#)
        #expect(document.model == .unknown(type: "coupon", presentation: nil))
        #expect(document.presentation == nil)
        #expect(
            document.model.presentation
                == Presentation(type: "coupon", root: Presentation.Element(id: "coupon", kind: .container()))
        )
    }

    @Test("A known type without a model is unknown, with its presentation")
    func knownTypeWithoutModel() throws {
        let presentation = ErrorScreen(.preset(.network)).presentation
        let document = try WireDocument.decode(JSONRenderer().render(presentation))
        #expect(document.model == .unknown(type: "errorScreen", presentation: presentation))
        #expect(document.model.presentation == presentation)
    }

    @Test("An unknown preset keeps its name and shows the unexpected screen")
    func unknownPreset() throws {
        let document = try WireDocument.decode(
            #"{"version": 1, "type": "errorScreen", "model": {"preset": "paymentRequired"}}"#
        )
        guard case .errorScreen(let screen) = document.model else {
            Issue.record("Expected an error screen, got \(document.model)")
            return
        }
        #expect(screen.preset?.rawValue == "paymentRequired")
        #expect(screen.preset?.isKnown == false)
        #expect(screen.title == .localized(.unexpectedTitle))
        #expect(screen.retry != nil)
        #expect(WireEncoder().encodeOrFail(screen).contains(#""preset":"paymentRequired""#))
    }

    @Test("An unknown message kind keeps its name and presents as normal")
    func unknownKind() throws {
        let document = try WireDocument.decode(
            #"{"version": 1, "type": "statusMessage", "model": {"text": "Hi", "kind": "celebration"}}"#
        )
        guard case .statusMessage(let message) = document.model else {
            Issue.record("Expected a status message, got \(document.model)")
            return
        }
        #expect(message.kind.rawValue == "celebration")
        #expect(!message.kind.isKnown)
        #expect(message.duration == .normal)
        #expect(message.kind.colorToken == .neutral)
    }

    @Test("A byte order mark is skipped, and unknown members are ignored")
    func byteOrderMarkAndUnknownMembers() throws {
        let json =
            "\u{FEFF}"
            + #"{"version": 1, "type": "loadingScreen", "model": {"label": "Wait", "placement": "fillBody", "spinner": "dots"}, "x": null}"#
        let document = try WireDocument.decode(Array(json.utf8))
        #expect(document.model == .loadingScreen(LoadingScreen("Wait")))
    }
}

extension WireEncoder {
    /// The JSON of a value, or the error's description.
    func encodeOrFail(_ value: some Encodable) -> String {
        do {
            return try self.encode(value)
        } catch {
            return "\(error)"
        }
    }
}
