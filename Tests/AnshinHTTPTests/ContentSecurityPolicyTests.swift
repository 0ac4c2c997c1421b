import Testing

@testable import AnshinHTTP

@Suite("Content Security Policy")
struct ContentSecurityPolicyTests {
    @Test(
        "Nonces are written in base64 with padding (RFC 4648 §10's vectors)",
        arguments: [
            ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="), ("foobar", "Zm9vYmFy"),
        ]
    )
    func base64(input: String, expected: String) {
        #expect(ContentSecurityPolicy.base64(Array(input.utf8)) == expected)
    }

    @Test("Every sextet has its own digit, from A to /")
    func base64Alphabet() {
        // 0x00 0x10 0x83 0x10 0x51 0x87 … spells the sextets 0, 1, 2, … 63 in order.
        var bits: [Bool] = []
        for sextet in 0..<64 { for shift in (0..<6).reversed() { bits.append(sextet >> shift & 1 == 1) } }
        let bytes = stride(from: 0, to: bits.count, by: 8).map { start in
            bits[start..<start + 8].reduce(UInt8(0)) { $0 << 1 | ($1 ? 1 : 0) }
        }
        #expect(
            ContentSecurityPolicy.base64(bytes)
                == "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
        )
    }

    @Test("The policy allows the page's own nonce for scripts and styles, and nothing else")
    func value() {
        let policy = ContentSecurityPolicy()
        #expect(
            policy.value
                == "default-src 'none'; script-src 'nonce-\(policy.nonce)'; style-src 'nonce-\(policy.nonce)'; "
                + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
        )
        #expect(ContentSecurityPolicy().nonce != policy.nonce)
    }
}
