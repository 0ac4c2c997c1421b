/// The paths the servers route and the methods each allows: what answers an unknown method with 405
/// and `Allow`, which neither framework does by itself (both answer 404).
public enum RouteTable: Sendable {
    /// The route patterns, a `{name}` segment matching any one segment.
    public static var patterns: [String] { ["/errors/{preset}", "/alerts/{name}", "/fail/{kind}"] }

    /// The methods every route allows.
    public static var allowedMethods: [String] { ["GET", "HEAD"] }

    /// The `Allow` value for a path that a route matches, or `nil` when none does (the answer is then
    /// 404, whatever the method).
    /// - Parameter path: The request's path, without the query.
    /// - Returns: `GET, HEAD`, or `nil`.
    public static func allow(forPath path: String) -> String? {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        for pattern in Self.patterns {
            let parts = pattern.split(separator: "/").map(String.init)
            guard parts.count == segments.count else { continue }
            let matches = zip(parts, segments).allSatisfy { part, segment in
                part.hasPrefix("{") ? !segment.isEmpty : part == segment
            }
            if matches { return Self.allowedMethods.joined(separator: ", ") }
        }
        return nil
    }
}
