/// The trickle progress's wire form.
struct TrickleProgressMirror: PlainMirror {
    struct Configuration: Codable, Sendable {
        var cap: Double
        var graceTimeMilliseconds: Int
        var initialValue: Double
        var maximumIncrement: Double
        var maximumIntervalMilliseconds: Int
        var minimumIncrement: Double
        var minimumIntervalMilliseconds: Int
        var minimumShowTimeMilliseconds: Int
    }

    var configuration: Configuration
    var label: String
    var phase: String
    var value: Double
    var completedAtMilliseconds: Int?
}
