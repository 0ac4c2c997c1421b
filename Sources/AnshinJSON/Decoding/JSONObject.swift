/// The members of a parsed JSON object, in document order, with unique names.
struct JSONObject {
    /// Objects with more members than this get a dictionary for lookups; smaller ones are searched.
    private static var indexThreshold: Int { 12 }

    private(set) var keys: [String] = []
    private(set) var values: [JSONValue] = []
    private var index: [String: Int]?

    /// The value of a member, or `nil` when the object has none of that name.
    func value(forKey key: String) -> JSONValue? {
        self.position(of: key).map { self.values[$0] }
    }

    /// Whether the object has a member of that name.
    func contains(_ key: String) -> Bool {
        self.position(of: key) != nil
    }

    private func position(of key: String) -> Int? {
        if let index { return index[key] }
        return self.keys.firstIndex(of: key)
    }

    /// Adds a member whose name the object does not have yet.
    mutating func append(_ key: String, _ value: JSONValue) {
        if self.index != nil {
            self.index?[key] = self.keys.count
        } else if self.keys.count == Self.indexThreshold {
            var index: [String: Int] = [:]
            for (position, key) in self.keys.enumerated() { index[key] = position }
            index[key] = self.keys.count
            self.index = index
        }
        self.keys.append(key)
        self.values.append(value)
    }
}
