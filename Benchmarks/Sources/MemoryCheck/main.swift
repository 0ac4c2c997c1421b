import Anshin
import AnshinHTML
import AnshinJSON
import AnshinText
import Foundation
import SizeModels

// Resident memory stays flat while renders go on with ever new localizers: nothing a render makes is
// kept. Renders every model through every front end with 10,000 distinct localizers (half host
// localizers, half catalogs with a language tag of their own), and compares resident memory after
// the first 10,000 renders with resident memory after 1,000,000.
//
// Usage: MemoryCheck [RENDERS]     (default 1,000,000; exits 1 when memory grew by more than 5 MB)

/// A host's localizer with an identity of its own: its own word for one key, the built-in catalog
/// for the rest.
struct NumberedStrings: Localizer {
    let number: Int
    var languageCode: String { "en" }

    func template(for key: UserText.Key, form: PluralCategory) -> String? {
        key == .retry ? "Retry #\(self.number)" : nil
    }
}

/// Resident memory in bytes, from `/proc/self/statm` (Linux), or `nil` where there is none.
func residentBytes() -> Int? {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

let renders = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 1_000_000 : 1_000_000
let localizers: [any Localizer] = (0..<10_000).map { number in
    if number.isMultiple(of: 2) { return NumberedStrings(number: number) }
    var catalog = Catalog.english
    catalog.languageCode = "en-x-\(number)"
    return catalog
}
let models = EveryModel.models(seed: 3)
var buffer: [UInt8] = []
var checksum = 0
var afterWarmUp: Int?
for index in 0..<renders {
    let localizer = localizers[index % localizers.count]
    let model = models[index % models.count]
    buffer.removeAll(keepingCapacity: true)
    switch index % 3 {
    case 0: HTMLRenderer(localizer: localizer).render(model, into: &buffer)
    case 1: JSONRenderer(text: .resolved(using: localizer), formatting: .compact).render(model, into: &buffer)
    default: TextRenderer(localizer: localizer).render(model, into: &buffer)
    }
    checksum &+= buffer.count
    if index + 1 == localizers.count { afterWarmUp = residentBytes() }
}
guard let before = afterWarmUp, let after = residentBytes() else {
    print("memory: not measured here (no /proc/self/statm); \(renders) renders, checksum \(checksum)")
    exit(0)
}
let growth = after - before
func megabytes(_ bytes: Int) -> String { String(format: "%.2f MB", Double(bytes) / 1_048_576) }
print(
    "memory: \(megabytes(before)) resident after \(localizers.count) renders, \(megabytes(after)) after \(renders); "
        + "grew \(megabytes(growth)) (limit 5 MB); checksum \(checksum)"
)
exit(growth <= 5 * 1_048_576 ? 0 : 1)
