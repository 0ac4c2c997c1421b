/// What no renderer can beat: appending the final, already-escaped bytes into a buffer whose
/// capacity is already reserved.
public struct Floor: Sendable {
    /// The final output.
    public let bytes: [UInt8]

    /// Creates the floor of an output.
    /// - Parameter output: The final output.
    public init(_ output: String) {
        self.bytes = Array(output.utf8)
    }

    /// Empties the buffer, keeping its capacity, and appends the output.
    /// - Parameter buffer: The reserved buffer.
    @inline(never)
    public func write(into buffer: inout [UInt8]) {
        buffer.removeAll(keepingCapacity: true)
        buffer.append(contentsOf: self.bytes)
    }
}
