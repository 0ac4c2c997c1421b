import Anshin

/// Strings built to break front ends: random Unicode weighted toward what escapers, terminals and
/// width counters get wrong, and a curated list of known injection payloads.
enum HostileStrings {
    /// Pieces of markup, script and escape syntax, drawn as whole atoms.
    static let fragments: [String] = [
        "<script>", "</script>", "<img src=x onerror=alert(1)>", "<svg onload=alert(1)>", "\" onmouseover=\"",
        "' onfocus='", "</textarea>", "</title>", "</style>", "<!--", "-->", "--!>", "<![CDATA[", "]]>", "&amp;",
        "&lt;", "&gt;", "&quot;", "&#39;", "&#x3C;", "&#60", "&#0000106", "&colon;", "javascript:", "JaVaScRiPt:",
        "data:text/html,", "data:text/html;base64,PHNjcmlwdD4=", "vbscript:", "`", "${", "}}", "{{", "{0}", "{1}",
        "{count}", "{{0}}", "\r\n", "\r", "\u{1B}[31m", "\u{1B}[2J", "\u{1B}]0;pwned\u{07}", "\u{1B}P", "\u{9B}1m",
        "%3Cscript%3E", "\\u003c", "\\x3c", "/>", "=", "<", ">", "&", "\"", "'", "\\", "/", "_", "_2E", "qZ", "Zq",
    ]

    /// Scalars at the edges: around the surrogates, noncharacters, the replacement character, the byte
    /// order mark, the last scalar, and the line and paragraph separators.
    static let edges: [UInt32] = [
        0xD7FF, 0xE000, 0xFFFD, 0xFEFF, 0xFFFE, 0xFFFF, 0xFDD0, 0xFDEF, 0xFDCF, 0xFDF0, 0x1FFFE, 0x1FFFF, 0x10FFFE,
        0x10FFFF, 0x10000, 0xF8FF, 0x0085, 0x00A0, 0x2028, 0x2029, 0x3000, 0x1680, 0x200B, 0x00AD, 0x034F,
    ]

    /// Bidirectional overrides, isolates and marks.
    static let bidi: [UInt32] = [
        0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C,
    ]

    /// Grapheme clusters that are hard to measure: emoji ZWJ sequences, flags, keycaps, skin tones,
    /// variation selectors, stacked combining marks, and wide and halfwidth characters.
    static let clusters: [String] = [
        "👩‍👩‍👧‍👦", "🏳️‍🌈", "🧑🏽‍💻", "👍🏿", "🇯🇵", "🇺🇳", "1️⃣", "#️⃣", "❤️", "❤︎", "☺", "☺️", "⌚", "e\u{301}\u{302}\u{303}",
        "Z\u{351}\u{352}\u{357}\u{35B}\u{363}\u{36B}", "\u{301}", "\u{20DD}", "\u{200D}", "\u{200C}", "\u{FE0F}",
        "\u{FE0E}",
        "漢字", "カタカナ", "ｶﾀｶﾅ", "ﾞ", "한국어", "\u{1100}\u{1161}\u{11A8}", "Ａ", "！", "。", "、", "ー", "゛", "𠀋", "𪚥",
        "\u{0E01}\u{0E34}\u{0E48}", "\u{0915}\u{094D}\u{0937}", "ﷺ", "\u{FDFD}", "𒐫", "\u{1F9D1}\u{200D}",
    ]

    /// One atom of a random string.
    static func atom(using generator: inout SplitMix64) -> String {
        func scalar(_ value: UInt32) -> String { Unicode.Scalar(value).map { String(Character($0)) } ?? "\u{FFFD}" }
        switch Int.random(in: 0..<100, using: &generator) {
        case 0..<25:
            // Printable ASCII, markup characters twice as likely.
            if Bool.random(using: &generator) {
                return String(UnicodeScalar(UInt8.random(in: 0x20...0x7E, using: &generator)))
            }
            return ["<", ">", "&", "\"", "'", "`", "=", "/", " ", ";", "#", "x"].randomElement(using: &generator)!
        case 25..<35:
            // C0 controls with NUL, DEL, C1 controls.
            return [
                scalar(UInt32.random(in: 0...0x1F, using: &generator)), "\u{0}", "\u{7F}",
                scalar(UInt32.random(in: 0x80...0x9F, using: &generator)),
            ].randomElement(using: &generator)!
        case 35..<47:
            return Self.fragments.randomElement(using: &generator)!
        case 47..<57:
            return scalar(Self.edges.randomElement(using: &generator)!)
        case 57..<65:
            return scalar(Self.bidi.randomElement(using: &generator)!)
        case 65..<72:
            // Combining marks on their own, to land after anything.
            return scalar(UInt32.random(in: 0x300...0x36F, using: &generator))
        case 72..<85:
            return Self.clusters.randomElement(using: &generator)!
        default:
            // Any scalar at all.
            var value = UInt32.random(in: 0...0x10FFFF, using: &generator)
            if (0xD800...0xDFFF).contains(value) { value -= 0x800 }
            return scalar(value)
        }
    }

    /// A random hostile string: empty, white space only, repaired from invalid UTF-8 or from UTF-16
    /// with lone surrogates, or a run of atoms.
    static func random(using generator: inout SplitMix64) -> String {
        switch Int.random(in: 0..<100, using: &generator) {
        case 0..<3:
            return ""
        case 3..<7:
            let spaces = [" ", "\t", "\n", "\r\n", "\u{A0}", "\u{3000}", "\u{2028}", "\u{85}", "\u{0B}", "\u{0C}"]
            return (0..<Int.random(in: 1...4, using: &generator)).map { _ in spaces.randomElement(using: &generator)! }
                .joined()
        case 7..<10:
            // Invalid UTF-8 (overlong forms, encoded surrogates, stray bytes), repaired as Swift does.
            let bytes = (0..<Int.random(in: 1...12, using: &generator)).map { _ in
                [0xC0, 0xED, 0xA0, 0x80, 0xF4, 0x90, 0xFF, 0x3C, 0x41].randomElement(using: &generator)! as UInt8
            }
            return String(decoding: bytes, as: UTF8.self)
        case 10..<13:
            // UTF-16 with lone surrogates, repaired as Swift does.
            let units = (0..<Int.random(in: 1...8, using: &generator)).map { _ in
                [0xD800, 0xDBFF, 0xDC00, 0xDFFF, 0x003C, 0xD83D, 0xDE00].randomElement(using: &generator)! as UInt16
            }
            return String(decoding: units, as: UTF16.self)
        default:
            return (0..<Int.random(in: 1...24, using: &generator)).map { _ in Self.atom(using: &generator) }.joined()
        }
    }

    /// Known injection payloads in the style of OWASP's XSS filter evasion cheat sheet: script and
    /// event-handler tags, attribute breakouts with either quote, closing tags of raw-text elements,
    /// comment and CDATA tricks, entity- and percent-encoded variants, `javascript:` and `data:` URLs,
    /// and terminal escape sequences.
    static let payloads: [String] = [
        #"<script>alert(1)</script>"#,
        #"<SCRIPT SRC=http://xss.rocks/xss.js></SCRIPT>"#,
        #"<IMG SRC="javascript:alert('XSS');">"#,
        #"<IMG SRC=JaVaScRiPt:alert('XSS')>"#,
        #"<IMG SRC=`javascript:alert("RSnake says, 'XSS'")`>"#,
        #"<a onmouseover="alert(document.cookie)">xxs link</a>"#,
        #"<IMG """><SCRIPT>alert("XSS")</SCRIPT>">"#,
        #"<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>"#,
        #"<IMG SRC=# onmouseover="alert('xxs')">"#,
        #"<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>"#,
        #"<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">"#,
        #"<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>"#,
        #"<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>"#,
        "<IMG SRC=\"jav\tascript:alert('XSS');\">",
        #"<IMG SRC="jav&#x09;ascript:alert('XSS');">"#,
        #"<IMG SRC="jav&#x0A;ascript:alert('XSS');">"#,
        #"<IMG SRC=" &#14;  javascript:alert('XSS');">"#,
        #"<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>"#,
        #"<BODY onload!#$%&()*~+-_.,:;?@[/|\]^`=alert("XSS")>"#,
        #"<<SCRIPT>alert("XSS");//\<</SCRIPT>"#,
        #"<SCRIPT SRC=http://xss.rocks/xss.js?< B >"#,
        #"<IMG SRC="`<javascript:alert>`('XSS')""#,
        #"<iframe src=http://xss.rocks/scriptlet.html <"#,
        #"\";alert('XSS');//"#,
        #"</TITLE><SCRIPT>alert("XSS");</SCRIPT>"#,
        #"<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">"#,
        #"<svg/onload=alert('XSS')>"#,
        #"<svg><script>alert(1)</script></svg>"#,
        #"<svg><![CDATA[<script>alert(1)</script>]]></svg>"#,
        #"<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>"#,
        #"<BODY ONLOAD=alert('XSS')>"#,
        #"<STYLE>@import'http://xss.rocks/xss.css';</STYLE>"#,
        #"<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html;base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">"#,
        #"<IFRAME SRC="javascript:alert('XSS');"></IFRAME>"#,
        #"<DIV STYLE="background-image: url(javascript:alert('XSS'))">"#,
        #"<DIV STYLE="width: expression(alert('XSS'));">"#,
        #"<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->"#,
        #"<BASE HREF="javascript:alert('XSS');//">"#,
        #"<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>"#,
        #"<SCRIPT a=">" SRC="http://xss.rocks/xss.js"></SCRIPT>"#,
        #""><script>alert(1)</script>"#,
        #"'><script>alert(1)</script>"#,
        #"" onmouseover="alert(1)"#,
        #"' onmouseover='alert(1)"#,
        #"" autofocus onfocus="alert(1)" x=""#,
        #""/><img src=x onerror=alert(1)>"#,
        #"</textarea><script>alert(1)</script>"#,
        #"</title><script>alert(1)</script>"#,
        #"</style><script>alert(1)</script>"#,
        #"</noscript><script>alert(1)</script>"#,
        #"</p></div></section></main></body></html><script>alert(1)</script>"#,
        #"<!-- x --><script>alert(1)</script>"#,
        #"<!--<script>alert(1)//-->"#,
        #"--!><script>alert(1)</script>"#,
        #"<![CDATA[<script>alert(1)</script>]]>"#,
        #"]]><script>alert(1)</script>"#,
        #"&lt;script&gt;alert(1)&lt;/script&gt;"#,
        #"&#60;script&#62;alert(1)&#60;/script&#62;"#,
        #"&#x3c;script&#x3e;alert(1)&#x3c;/script&#x3e;"#,
        #"&#X3C;script&#X3E;"#,
        #"&lt&gtscript&lt&gt"#,
        #"&amp;lt;script&amp;gt;"#,
        #"%3Cscript%3Ealert(1)%3C/script%3E"#,
        #"\u003cscript\u003ealert(1)\u003c/script\u003e"#,
        #"\x3cscript\x3ealert(1)\x3c/script\x3e"#,
        #"javascript:alert(1)"#,
        #" javascript:alert(1)"#,
        "java\u{0}script:alert(1)",
        "java\nscript:alert(1)",
        #"data:text/html,<script>alert(1)</script>"#,
        #"data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="#,
        #"vbscript:msgbox(1)"#,
        #"`${alert(1)}`"#,
        #"{{constructor.constructor('alert(1)')()}}"#,
        #"<x onclick=alert(1)>click"#,
        #"<a href="javascript&colon;alert(1)">x</a>"#,
        #"<img src="x" onerror="alert`1`">"#,
        #"<details open ontoggle=alert(1)>"#,
        #"<video><source onerror="alert(1)">"#,
        #"<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;">"#,
        #"<form><button formaction=javascript:alert(1)>x"#,
        #"<xmp><script>alert(1)</script></xmp>"#,
        #"<plaintext><script>alert(1)"#,
        #"<template><script>alert(1)</script></template>"#,
        "\u{0}<script>alert(1)</script>",
        "<scr\u{0}ipt>alert(1)</scr\u{0}ipt>",
        "<script\u{0C}>alert(1)</script>",
        "\u{FEFF}<script>alert(1)</script>",
        "\u{202E}<script>alert(1)</script>\u{202C}",
        "\r\n\r\n<script>alert(1)</script>\r",
        "\u{1B}[2J\u{1B}[31mowned\u{1B}]0;title\u{07}",
        "\u{9B}31mC1 CSI\u{9C}",
        "\u{2066}\u{202E}isolated override\u{2069}",
        "{0}{1}{count}{{",
    ]
}
