import Anshin

/// The HTML pages the tool writes.
enum Pages {
    static func document(for model: any Presentable, title: String?, localizer: Catalog) -> String {
        "<!-- HTML front end not merged yet -->"
    }
}
