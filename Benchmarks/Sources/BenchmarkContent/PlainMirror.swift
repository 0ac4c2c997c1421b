/// A plain `Codable` struct that mirrors a model's wire form field by field: what an app without
/// Anshin would write for the same JSON, and what Foundation's `JSONEncoder` and `JSONDecoder` are
/// measured on.
public protocol PlainMirror: Codable, Sendable {}
