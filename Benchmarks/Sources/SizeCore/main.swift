import Anshin
import SizeModels

// The core alone: every model built and asked for its presentation, as an app that draws natively
// links it.
var elements = 0
for model in EveryModel.models(seed: CommandLine.arguments.count) {
    elements += model.presentation.elements.count
}
print(elements)
