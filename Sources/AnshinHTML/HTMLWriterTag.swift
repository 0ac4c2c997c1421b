import Anshin

extension HTMLWriter {
    /// An HTML element the writer opens, and closes: every one has an `id`.
    enum Tag: Equatable {
        case div, section, span, p, button, svg
        /// `<dialog>`: a dialog's or alert's root, which the live script opens modally.
        case dialog
        /// `<progress>`: a progress bar.
        case progress
        /// `<a href="">`: a page's Retry, which reloads the page without JavaScript.
        case reloadLink
        /// `<h1>` to `<h6>`: a level outside 1…6 is the nearest of them.
        case heading(Int)

        /// The start tag up to the value of its `id`: `<div id="`. A button is never a submit button.
        var startUpToID: String {
            switch self {
            case .div: #"<div id=""#
            case .section: #"<section id=""#
            case .span: #"<span id=""#
            case .p: #"<p id=""#
            case .button: #"<button type="button" id=""#
            case .svg: #"<svg id=""#
            case .dialog: #"<dialog id=""#
            case .progress: #"<progress id=""#
            case .reloadLink: #"<a href="" id=""#
            case .heading(let level):
                switch level {
                case ...1: #"<h1 id=""#
                case 2: #"<h2 id=""#
                case 3: #"<h3 id=""#
                case 4: #"<h4 id=""#
                case 5: #"<h5 id=""#
                default: #"<h6 id=""#
                }
            }
        }

        /// The end tag, `</div>`, with a line break after it when asked: blocks end their line.
        func end(breakingLine: Bool) -> String {
            switch self {
            case .div: breakingLine ? "</div>\n" : "</div>"
            case .section: breakingLine ? "</section>\n" : "</section>"
            case .span: breakingLine ? "</span>\n" : "</span>"
            case .p: breakingLine ? "</p>\n" : "</p>"
            case .button: breakingLine ? "</button>\n" : "</button>"
            case .svg: breakingLine ? "</svg>\n" : "</svg>"
            case .dialog: breakingLine ? "</dialog>\n" : "</dialog>"
            case .progress: breakingLine ? "</progress>\n" : "</progress>"
            case .reloadLink: breakingLine ? "</a>\n" : "</a>"
            case .heading(let level):
                switch level {
                case ...1: breakingLine ? "</h1>\n" : "</h1>"
                case 2: breakingLine ? "</h2>\n" : "</h2>"
                case 3: breakingLine ? "</h3>\n" : "</h3>"
                case 4: breakingLine ? "</h4>\n" : "</h4>"
                case 5: breakingLine ? "</h5>\n" : "</h5>"
                default: breakingLine ? "</h6>\n" : "</h6>"
                }
            }
        }
    }
}
