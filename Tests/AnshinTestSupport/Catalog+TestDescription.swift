public import Anshin
public import Testing

/// A catalog passed to a parameterized test is named by its language tag in the test's log, not
/// written out with its hundred entries (which made every such case's line about 7 KB long).
extension Catalog: CustomTestStringConvertible {
    /// The catalog's type and language tag, as `Catalog(ja)`.
    public var testDescription: String { "Catalog(\(self.languageCode))" }
}
