import Anshin
import AnshinJSON
import AnshinTestSupport

/// Helpers of the hostile-input tests: reading a document to an outcome, and the fixture documents
/// to mutate.
enum HostileInput {
    /// What reading a document gave.
    enum Outcome {
        case document(WireDocument)
        case error(WireFormatError)
    }

    static func read(_ json: String) -> Outcome {
        do {
            return .document(try WireDocument.decode(json))
        } catch {
            return .error(error)
        }
    }

    static func read(_ bytes: [UInt8]) -> Outcome {
        do {
            return .document(try WireDocument.decode(bytes))
        } catch {
            return .error(error)
        }
    }

    /// The fixture documents as trees: the model alone, or (with hardening on, for every fixture)
    /// the whole document with its presentation.
    static func documents() throws -> [(name: String, tree: JSONTree)] {
        var result: [(name: String, tree: JSONTree)] = []
        for (index, item) in Fixtures.all.enumerated() {
            let full = try WireDecoder().decode(JSONTree.self, from: item.model.rendered(using: .json))
            guard case .object(let members) = full else { continue }
            result.append((item.name, .object(members.filter { $0.0 != "presentation" })))
            if Hardening.isEnabled || index % 8 == 0 { result.append((item.name + " (whole)", full)) }
        }
        return result
    }

    /// Whether a wrong type is accepted by design: a string is text wherever text is; an argument is
    /// a string, a whole number or text; a duration is milliseconds or `"sticky"`; and an error
    /// screen's `transition` is written for front ends and not read (documented in its decoder).
    static func acceptsByDesign(path: String, original: JSONTree, replacement: JSONTree) -> Bool {
        if path.hasPrefix("model.transition") { return true }
        if case .object(let members) = original, case .string = replacement,
            members.contains(where: { ["key", "joined", "verbatim"].contains($0.0) })
        {
            return true
        }
        if path.hasSuffix("]"), path.contains("arguments[") {
            switch replacement {
            case .string, .integer: return true
            default: return false
            }
        }
        // A duration is whole milliseconds or "sticky": a number in place of "sticky" is a duration.
        if path.hasSuffix("duration") || path.hasSuffix("timeToLive"), case .integer = replacement { return true }
        return false
    }

}
