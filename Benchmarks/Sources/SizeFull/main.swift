import Anshin
import AnshinHTML
import AnshinJSON
import SizeModels

// A backend's use of the package: every model rendered as an HTML fragment, an HTML page and a JSON
// document, and one document decoded.
let fragment = HTMLRenderer()
let page = HTMLRenderer(layout: .document())
let json = JSONRenderer(formatting: .compact)
var bytes = 0
var lastDocument = ""
for model in EveryModel.models(seed: CommandLine.arguments.count) {
    bytes += fragment.render(model).utf8.count
    bytes += page.render(model).utf8.count
    lastDocument = json.render(model)
    bytes += lastDocument.utf8.count
}
let decoded = try WireDocument.decode(lastDocument)
print(bytes, decoded.type)
