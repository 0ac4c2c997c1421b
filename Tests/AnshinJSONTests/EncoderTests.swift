import Anshin
import AnshinJSON
import Testing

@Suite("The encoder and the renderer's entry points")
struct EncoderTests {
    @Test("Pretty form: two-space indentation, \"key\": value, empty containers, final newline")
    func pretty() throws {
        struct Sample: Encodable {
            var b = [1, 2]
            var a: [String: [Int]] = ["z": [], "y": [3]]
            var c = [String: Int]()
            var d = "x/y"
        }
        let expected = """
            {
              "a": {
                "y": [
                  3
                ],
                "z": []
              },
              "b": [
                1,
                2
              ],
              "c": {},
              "d": "x/y"
            }

            """
        #expect(try WireEncoder(formatting: .pretty).encode(Sample()) == expected)
        #expect(try WireEncoder(formatting: .pretty).encode(42) == "42\n")
        #expect(try WireEncoder().encode(Sample()) == #"{"a":{"y":[3],"z":[]},"b":[1,2],"c":{},"d":"x/y"}"#)
    }

    @Test("Strings: RFC 8259 escapes, lowercase hex, raw UTF-8, no escaped slash")
    func strings() throws {
        #expect(
            try WireEncoder().encode("\"\\/\u{8}\u{c}\n\r\t\u{0}\u{1f}\u{7f}é日本😀")
                == "\"\\\"\\\\/\\b\\f\\n\\r\\t\\u0000\\u001f\u{7f}é日本😀\""
        )
    }

    @Test("Numbers: integers as integers, shortest doubles without .0")
    func numbers() throws {
        #expect(try WireEncoder().encode([Int.min, 0, Int.max]) == "[-9223372036854775808,0,9223372036854775807]")
        #expect(try WireEncoder().encode([UInt64.max]) == "[18446744073709551615]")
        #expect(
            try WireEncoder().encode([1.0, 0.05, 100.0, -0.0, 1e-7, 1e21, 0.1 + 0.2, 2.5])
                == "[1,0.05,100,-0,1e-07,1e+21,0.30000000000000004,2.5]"
        )
        #expect(try WireEncoder().encode(Float(0.1)) == "0.1")
        #expect(throws: WireFormatError.self) { try WireEncoder().encode([1, Double.infinity]) }
        #expect(
            WireEncoder().encodeOrFail(["a": [1, Double.nan]])
                == "a[1]: The number nan is not finite, and JSON has no infinity or NaN."
        )
        #expect(
            WireEncoder().encodeOrFail(Double.infinity)
                == "document: The number inf is not finite, and JSON has no infinity or NaN."
        )
        #expect(
            WireEncoder().encodeOrFail(["f": [Float(1), -Float.infinity]])
                == "f[1]: The number -inf is not finite, and JSON has no infinity or NaN."
        )
        #expect(
            WireEncoder().encodeOrFail(Float.nan)
                == "document: The number nan is not finite, and JSON has no infinity or NaN."
        )
    }

    @Test("A root value that writes nothing, and containers used wrongly, are errors")
    func misuse() {
        struct Nothing: Encodable {
            func encode(to encoder: any Encoder) throws {}
        }
        struct TwoKinds: Encodable {
            func encode(to encoder: any Encoder) throws {
                var keyed = encoder.container(keyedBy: WireKeyForTests.self)
                try keyed.encode(1, forKey: .a)
                var unkeyed = encoder.unkeyedContainer()
                try unkeyed.encode(2)
            }
        }
        struct TwoValues: Encodable {
            func encode(to encoder: any Encoder) throws {
                var single = encoder.singleValueContainer()
                try single.encode(1)
                try single.encode(2)
            }
        }
        #expect(WireEncoder().encodeOrFail(Nothing()) == "document: Top-level Nothing did not encode any values.")
        #expect(
            WireEncoder().encodeOrFail(TwoKinds())
                == "document: A value asked for an unkeyed container after it had already encoded something else."
        )
        #expect(
            WireEncoder().encodeOrFail([TwoValues()])
                == "[0]: A single value container was asked to encode more than one value."
        )
    }

    @Test("Entry points append to caller-owned buffers and leave them as they were on failure")
    func buffers() throws {
        let screen = ErrorScreen(.preset(.network))
        let renderer = JSONRenderer(formatting: .compact)
        var bytes: [UInt8] = Array("prefix:".utf8)
        renderer.render(screen, into: &bytes)
        renderer.render(screen.presentation, into: &bytes)
        #expect(
            String(decoding: bytes, as: UTF8.self)
                == "prefix:" + renderer.render(screen) + renderer.render(screen.presentation)
        )
        var string = "> "
        renderer.render(screen, into: &string)
        renderer.render(screen.presentation, into: &string)
        #expect(string == "> " + renderer.render(screen) + renderer.render(screen.presentation))
        var encoded: [UInt8] = [1, 2]
        try WireEncoder().encode(screen, into: &encoded)
        #expect(encoded == [1, 2] + Array(try WireEncoder().encode(screen).utf8))
        #expect(throws: WireFormatError.self) { try WireEncoder().encode([Double.nan], into: &encoded) }
        #expect(encoded == [1, 2] + Array(try WireEncoder().encode(screen).utf8))
        var text = "x"
        try WireEncoder().encode([1], into: &text)
        #expect(text == "x[1]")
    }

    @Test("The renderer's options, and the static members")
    func options() {
        let screen = ErrorScreen(.preset(.network))
        #expect(screen.rendered(using: .json) == JSONRenderer().render(screen))
        let renderer = JSONRenderer.json(
            text: .resolved(using: Catalog.english),
            formatting: .compact,
            context: PresentationContext(reduceMotion: true)
        )
        #expect(
            renderer
                == JSONRenderer(
                    text: .resolved(using: Catalog.english),
                    formatting: .compact,
                    context: .init(reduceMotion: true)
                )
        )
        #expect(renderer != JSONRenderer())
        #expect(JSONRenderer.Formatting.pretty.description == "pretty")
        let json = screen.rendered(using: renderer)
        #expect(json.contains(#""presentation":{"root":"#))
        #expect(json.contains(#""transition":{}}"#))
        // A status board entry is written as its message, which its presentation describes.
        var board = StatusBoard()
        let token = board.post(StatusMessage("Saved", kind: .success), at: .zero)
        let entry = board.entry(for: token)!
        #expect(
            (try? WireDocument.decode(entry.rendered(using: .json)).model)
                == .statusMessage(StatusMessage("Saved", kind: .success))
        )
    }

    @Test("A status board's presentation names its group: the key, or the text in the renderer's language")
    func boardPresentationIsNamed() {
        let board = StatusBoard()
        #expect(
            board.rendered(using: JSONRenderer(formatting: .compact)).contains(
                #""presentation":{"root":{"accessibility":{"label":{"key":"statusBoard.label"},"role":"group"},"#
            )
        )
        #expect(
            board.rendered(using: JSONRenderer(text: .resolved(using: Catalog.japanese), formatting: .compact))
                .contains(
                    #""presentation":{"root":{"accessibility":{"label":"通知","role":"group"},"#
                )
        )
    }

    @Test("Public types are Sendable and Hashable")
    func conformances() {
        func check<T: Sendable & Hashable>(_: T.Type) {}
        check(JSONRenderer.self)
        check(JSONRenderer.Formatting.self)
        check(WireEncoder.self)
        check(WireDecoder.self)
        check(WireDocument.self)
        check(AnyModel.self)
        check(WireFormatError.self)
        check(WireFormatError.Kind.self)
    }
}

enum WireKeyForTests: String, CodingKey {
    case a
}
