import Anshin
import Foundation
import Testing

@Suite("Decoding accessibility descriptors")
struct AccessibilityDescriptorDecodingTests {
    private func decode(_ json: String) throws -> AccessibilityDescriptor {
        try JSONDecoder().decode(AccessibilityDescriptor.self, from: Data(json.utf8))
    }

    @Test func unknownRoleAndGroupingNamesDegradeToAbsent() throws {
        let descriptor = try self.decode(#"{"label":"Hi","role":"carousel","grouping":"flatten"}"#)
        #expect(descriptor == AccessibilityDescriptor(label: "Hi"))
    }

    @Test(arguments: [
        (#"{"role":5}"#, ["role"]),
        (#"{"grouping":true}"#, ["grouping"]),
        (#"{"headingLevel":0}"#, ["headingLevel"]),
        (#"{"headingLevel":7}"#, ["headingLevel"]),
        (#"{"children":[{"headingLevel":9}]}"#, ["children", "Index 0", "headingLevel"]),
    ])
    func malformedMembersAreErrorsNamingThePath(json: String, path: [String]) {
        #expect {
            try self.decode(json)
        } throws: { error in
            guard let error = error as? DecodingError else { return false }
            let context: DecodingError.Context? =
                switch error {
                case .typeMismatch(_, let context), .dataCorrupted(let context): context
                default: nil
                }
            return context?.codingPath.map(\.stringValue) == path
        }
    }
}
