import Anshin
import AnshinJSON

/// The built-in catalogs as catalog files: every template the package shows, in each of its
/// languages, with the number symbols — the data a port needs for the built-in steps of the fallback
/// order (`localizer.json`), written by the catalog file writer itself.
enum CatalogVectors {
    static func cases() throws -> [VectorJSON] {
        try Catalog.builtIn.map { catalog in
            vectorCase(
                "catalog-\(catalog.languageCode)",
                "The built-in catalog for \(catalog.languageCode) as a catalog file: its number symbols and every "
                    + "entry (a template, or templates by plural category), keys in the order of their UTF-8 bytes",
                [
                    ("input", .compact(.object([("language", .string(catalog.languageCode))]))),
                    ("expected", try VectorJSON(json: WireEncoder().encode(catalog))),
                ]
            )
        }
    }

    static func files() throws -> [VectorFile] {
        [
            VectorFile(
                name: "catalogs.json",
                schema: "catalogs.schema.json",
                description:
                    "The built-in catalogs, each as a catalog file (the format `Catalog` reads and writes): every "
                    + "template the package shows in each built-in language, and the language's number symbols",
                cases: try Self.cases()
            )
        ]
    }
}
