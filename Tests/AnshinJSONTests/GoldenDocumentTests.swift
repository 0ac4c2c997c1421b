import Anshin
import AnshinJSON
import Testing

/// The whole pretty document of the forbidden preset, exactly, with text kept as keys and resolved in
/// English and in Japanese.
@Suite("Golden documents")
struct GoldenDocumentTests {
    @Test("Forbidden preset, text kept as keys")
    func keys() {
        let json = ErrorScreen(.preset(.forbidden)).rendered(using: .json)
        #expect(json == Self.forbiddenKeys)
        #expect(JSONRenderer().render(ErrorScreen(.preset(.forbidden))) == json)
    }

    @Test("Forbidden preset, text resolved in English")
    func english() {
        let json = ErrorScreen(.preset(.forbidden)).rendered(using: .json(text: .resolved(using: Catalog.english)))
        #expect(json == Self.forbiddenEnglish)
    }

    @Test("Forbidden preset, text resolved in Japanese")
    func japanese() {
        let json = ErrorScreen(.preset(.forbidden)).rendered(using: .json(text: .resolved(using: Catalog.japanese)))
        #expect(json == Self.forbiddenJapanese)
    }

    @Test("Pretty documents end with one newline; compact ones hold the same members without white space")
    func formatting() throws {
        let pretty = ErrorScreen(.preset(.forbidden)).rendered(using: .json)
        let compact = ErrorScreen(.preset(.forbidden)).rendered(using: .json(formatting: .compact))
        #expect(pretty.hasSuffix("}\n") && !pretty.hasSuffix("\n\n"))
        #expect(!compact.contains("\n") && !compact.contains(" "))
        #expect(try WireDocument.decode(pretty) == (try WireDocument.decode(compact)))
    }

    /// The forbidden preset with text kept as keys.
    static let forbiddenKeys = #"""
        {
          "model": {
            "icon": {
              "symbol": "lock"
            },
            "message": {
              "key": "errorScreen.forbidden.message"
            },
            "placement": "fillBody",
            "preset": "forbidden",
            "retry": null,
            "title": {
              "key": "errorScreen.forbidden.title"
            },
            "transition": {
              "hide": {
                "delayMilliseconds": 250,
                "durationMilliseconds": 300
              },
              "show": {
                "delayMilliseconds": 0,
                "durationMilliseconds": 300
              }
            }
          },
          "presentation": {
            "root": {
              "accessibility": {
                "label": {
                  "key": "errorScreen.forbidden.title"
                },
                "role": "region"
              },
              "children": [
                {
                  "accessibility": {
                    "isHidden": true,
                    "traits": [
                      "image"
                    ]
                  },
                  "icon": {
                    "symbol": "lock"
                  },
                  "id": "icon",
                  "kind": "icon"
                },
                {
                  "accessibility": {
                    "headingLevel": 2,
                    "label": {
                      "key": "errorScreen.forbidden.title"
                    },
                    "traits": [
                      "header"
                    ]
                  },
                  "id": "title",
                  "kind": "heading",
                  "level": 2,
                  "text": {
                    "key": "errorScreen.forbidden.title"
                  }
                },
                {
                  "accessibility": {
                    "label": {
                      "key": "errorScreen.forbidden.message"
                    },
                    "traits": [
                      "staticText"
                    ]
                  },
                  "id": "message",
                  "kind": "paragraph",
                  "text": {
                    "key": "errorScreen.forbidden.message"
                  }
                }
              ],
              "describedBy": "message",
              "id": "error-screen",
              "kind": "container",
              "labelledBy": "title"
            },
            "transition": {
              "hide": {
                "delayMilliseconds": 250,
                "durationMilliseconds": 300
              },
              "show": {
                "delayMilliseconds": 0,
                "durationMilliseconds": 300
              }
            }
          },
          "type": "errorScreen",
          "version": 1
        }

        """#

    /// The forbidden preset with text resolved in English.
    static let forbiddenEnglish = #"""
        {
          "direction": "ltr",
          "language": "en",
          "model": {
            "icon": {
              "symbol": "lock"
            },
            "message": "You don't have permission to view this content.",
            "placement": "fillBody",
            "preset": "forbidden",
            "retry": null,
            "title": "You don't have access",
            "transition": {
              "hide": {
                "delayMilliseconds": 250,
                "durationMilliseconds": 300
              },
              "show": {
                "delayMilliseconds": 0,
                "durationMilliseconds": 300
              }
            }
          },
          "presentation": {
            "root": {
              "accessibility": {
                "label": "You don't have access",
                "role": "region"
              },
              "children": [
                {
                  "accessibility": {
                    "isHidden": true,
                    "traits": [
                      "image"
                    ]
                  },
                  "icon": {
                    "symbol": "lock"
                  },
                  "id": "icon",
                  "kind": "icon"
                },
                {
                  "accessibility": {
                    "headingLevel": 2,
                    "label": "You don't have access",
                    "traits": [
                      "header"
                    ]
                  },
                  "id": "title",
                  "kind": "heading",
                  "level": 2,
                  "text": "You don't have access"
                },
                {
                  "accessibility": {
                    "label": "You don't have permission to view this content.",
                    "traits": [
                      "staticText"
                    ]
                  },
                  "id": "message",
                  "kind": "paragraph",
                  "text": "You don't have permission to view this content."
                }
              ],
              "describedBy": "message",
              "id": "error-screen",
              "kind": "container",
              "labelledBy": "title"
            },
            "transition": {
              "hide": {
                "delayMilliseconds": 250,
                "durationMilliseconds": 300
              },
              "show": {
                "delayMilliseconds": 0,
                "durationMilliseconds": 300
              }
            }
          },
          "type": "errorScreen",
          "version": 1
        }

        """#

    /// The forbidden preset with text resolved in Japanese.
    static let forbiddenJapanese = #"""
        {
          "direction": "ltr",
          "language": "ja",
          "model": {
            "icon": {
              "symbol": "lock"
            },
            "message": "このコンテンツを表示する権限がありません。",
            "placement": "fillBody",
            "preset": "forbidden",
            "retry": null,
            "title": "アクセスできません",
            "transition": {
              "hide": {
                "delayMilliseconds": 250,
                "durationMilliseconds": 300
              },
              "show": {
                "delayMilliseconds": 0,
                "durationMilliseconds": 300
              }
            }
          },
          "presentation": {
            "root": {
              "accessibility": {
                "label": "アクセスできません",
                "role": "region"
              },
              "children": [
                {
                  "accessibility": {
                    "isHidden": true,
                    "traits": [
                      "image"
                    ]
                  },
                  "icon": {
                    "symbol": "lock"
                  },
                  "id": "icon",
                  "kind": "icon"
                },
                {
                  "accessibility": {
                    "headingLevel": 2,
                    "label": "アクセスできません",
                    "traits": [
                      "header"
                    ]
                  },
                  "id": "title",
                  "kind": "heading",
                  "level": 2,
                  "text": "アクセスできません"
                },
                {
                  "accessibility": {
                    "label": "このコンテンツを表示する権限がありません。",
                    "traits": [
                      "staticText"
                    ]
                  },
                  "id": "message",
                  "kind": "paragraph",
                  "text": "このコンテンツを表示する権限がありません。"
                }
              ],
              "describedBy": "message",
              "id": "error-screen",
              "kind": "container",
              "labelledBy": "title"
            },
            "transition": {
              "hide": {
                "delayMilliseconds": 250,
                "durationMilliseconds": 300
              },
              "show": {
                "delayMilliseconds": 0,
                "durationMilliseconds": 300
              }
            }
          },
          "type": "errorScreen",
          "version": 1
        }

        """#
}
