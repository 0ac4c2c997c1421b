import Anshin
import AnshinJSON
import Testing

/// A model the package has never heard of, defined here and not `Encodable`: it draws through the
/// JSON front end without any edit to it.
struct Banner: Presentable {
    var text: UserText
    var action: ActionIdentifier

    func presentation(in context: PresentationContext) -> Presentation {
        Presentation(
            type: "banner",
            root: Presentation.Element(
                id: "banner",
                kind: .container(labelledBy: "text"),
                tone: .caution,
                accessibility: AccessibilityDescriptor(label: self.text, role: .status),
                children: [
                    Presentation.Element(
                        id: "text",
                        kind: .paragraph,
                        text: self.text,
                        accessibility: .text(self.text)
                    ),
                    Presentation.Element(
                        id: "dismiss",
                        kind: .button(.init(role: .cancel, action: self.action)),
                        text: .localized(.close),
                        accessibility: .button(.localized(.close))
                    ),
                ]
            )
        )
    }
}

/// A host's `Encodable` model whose encoding fails: drawn without its model, or reported strictly.
struct Gauge: Presentable, Encodable {
    var reading: Double

    func presentation(in context: PresentationContext) -> Presentation {
        Presentation(
            type: "gauge",
            root: Presentation.Element(
                id: "gauge",
                kind: .progress(.init(fraction: self.reading, isSimulated: false)),
                accessibility: AccessibilityDescriptor(label: "Gauge")
            )
        )
    }
}

@Suite("Models the front end has never seen")
struct CustomModelTests {
    @Test("A new model kind renders without a model member")
    func banner() throws {
        let banner = Banner(text: "Your trial ends in 3 days.", action: "banner.dismiss")
        let json = banner.rendered(using: .json(formatting: .compact))
        #expect(
            json
                == #"{"presentation":{"root":{"accessibility":{"label":"Your trial ends in 3 days.","role":"status"},"children":[{"accessibility":{"label":"Your trial ends in 3 days.","traits":["staticText"]},"id":"text","kind":"paragraph","text":"Your trial ends in 3 days."},{"accessibility":{"label":{"key":"button.close"},"traits":["button"]},"button":{"action":"banner.dismiss","isInitialFocus":false,"role":"cancel"},"id":"dismiss","kind":"button","text":{"key":"button.close"}}],"id":"banner","kind":"container","labelledBy":"text","tone":"caution"}},"type":"banner","version":1}"#
        )
        let japanese = banner.rendered(using: .json(text: .resolved(using: Catalog.japanese), formatting: .compact))
        #expect(japanese.hasPrefix(#"{"direction":"ltr","language":"ja","presentation":"#))
        let hebrew = banner.rendered(using: .json(text: .resolved(using: Catalog.hebrew), formatting: .compact))
        #expect(hebrew.hasPrefix(#"{"direction":"rtl","language":"he","presentation":"#))
        #expect(try WireDocument.decode(hebrew).direction == .rightToLeft)
        #expect(try WireDocument.decode(json).direction == nil)
        #expect(japanese.contains(#""text":"閉じる""#))
        let document = try WireDocument.decode(json)
        #expect(document.model == .unknown(type: "banner", presentation: banner.presentation))
    }

    @Test(
        "A model's number that is not finite: an error naming the path in document(for:); a fraction is drawn unknown"
    )
    func nonFinite() throws {
        let gauge = Gauge(reading: .nan)
        let json = gauge.rendered(using: .json(formatting: .compact))
        #expect(
            json
                == #"{"presentation":{"root":{"accessibility":{"label":"Gauge"},"id":"gauge","kind":"progress","progress":{"isSimulated":false}}},"type":"gauge","version":1}"#
        )
        #expect(
            throws: WireFormatError(
                .unencodableValue,
                path: "model.reading",
                message: "The number nan is not finite, and JSON has no infinity or NaN."
            )
        ) {
            try JSONRenderer().document(for: gauge)
        }
        // The presentation's fraction is written as drawn (`drawnFraction`): not finite is unknown.
        #expect(
            try JSONRenderer(formatting: .compact).document(for: Gauge(reading: -.infinity).presentation)
                == #"{"presentation":{"root":{"accessibility":{"label":"Gauge"},"id":"gauge","kind":"progress","progress":{"isSimulated":false}}},"type":"gauge","version":1}"#
        )
        #expect(
            try JSONRenderer(formatting: .compact).document(for: Gauge(reading: 0.5)).hasPrefix(
                #"{"model":{"reading":0.5}"#
            )
        )
    }

    @Test("A document longer than a reader takes (4 MiB): render writes it, document(for:) says so")
    func longerThanAReaderTakes() throws {
        let long = ErrorScreen(title: UserText(verbatim: String(repeating: "x", count: 1_100_000)), message: "m")
        let written = long.rendered(using: .json(formatting: .compact))
        #expect(written.utf8.count > WireDocument.maximumInputSize)
        #expect(throws: WireFormatError.self) { try WireDocument.decode(written) }
        #expect(
            throws: WireFormatError(
                .unencodableValue,
                path: "",
                message:
                    "The document is \(written.utf8.count) bytes, more than the 4194304 bytes (4 MiB) a reader takes."
            )
        ) {
            try JSONRenderer(formatting: .compact).document(for: long)
        }
        // A presentation holds the title three times (heading, its label, the region's label).
        let longer = ErrorScreen(title: UserText(verbatim: String(repeating: "x", count: 1_500_000)), message: "m")
        #expect(throws: WireFormatError.self) { try JSONRenderer().document(for: longer.presentation) }
        // Just under the limit is written, and read back.
        let fits = ErrorScreen(title: UserText(verbatim: String(repeating: "x", count: 1_000_000)), message: "m")
        let document = try JSONRenderer(formatting: .compact).document(for: fits)
        #expect(try WireDocument.decode(document).model == .errorScreen(fits))
    }
}

/// A model that is exact on its own but whose presentation holds a fraction that is not finite, which
/// is written as every front end draws it: unknown.
struct Meter: Presentable, Encodable {
    var label = "Meter"

    func presentation(in context: PresentationContext) -> Presentation {
        Presentation(
            type: "meter",
            root: Presentation.Element(id: "meter", kind: .progress(.init(fraction: .infinity, isSimulated: true)))
        )
    }
}

extension CustomModelTests {
    @Test("A presentation's fraction that is not finite is written as unknown, beside the exact model")
    func exactModelWithInexactPresentation() {
        #expect(
            Meter().rendered(using: .json(formatting: .compact))
                == #"{"model":{"label":"Meter"},"presentation":{"root":{"accessibility":{},"id":"meter","kind":"progress","progress":{"isSimulated":true}}},"type":"meter","version":1}"#
        )
    }

    /// A host's descriptor may name any level; every front end draws it within 1…6, so the document
    /// written is one the reader takes, and it reads back equal.
    @Test("A heading level outside 1 to 6 is kept as the nearest end, so its document reads back")
    func headingLevelOutOfRange() throws {
        #expect(AccessibilityDescriptor.heading("Deep", level: 7).headingLevel == 6)
        #expect(AccessibilityDescriptor(headingLevel: -3).headingLevel == 1)
        var descriptor = AccessibilityDescriptor.heading("Deep", level: 2)
        descriptor.headingLevel = 99
        #expect(descriptor.headingLevel == 6)
        descriptor.headingLevel = nil
        #expect(descriptor.headingLevel == nil)
        let deep = Presentation(
            type: "deep",
            root: Presentation.Element(
                id: "title",
                kind: .heading(level: 7),
                text: "Deep",
                accessibility: .heading("Deep", level: 7)
            )
        )
        let document = try JSONRenderer(formatting: .compact).document(for: deep)
        #expect(document.contains(#""headingLevel":6"#))
        #expect(try WireDocument.decode(document).presentation?.root.accessibility == .heading("Deep", level: 6))
    }
}
