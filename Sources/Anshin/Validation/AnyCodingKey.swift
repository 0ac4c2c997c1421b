/// A coding key made from a string or an index, for reading members by name and for naming a
/// member in a decoding error.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(_ string: String) {
        self.stringValue = string
    }

    init(index: Int) {
        self.stringValue = "Index \(index)"
        self.intValue = index
    }

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        self.init(index: intValue)
    }
}
