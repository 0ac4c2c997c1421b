// Temporary: the front ends' fast paths still read models in place. Deleted with those fast paths.
extension Presentable {
    @inlinable @inline(__always)
    package static func reading<Value>(_ value: Value, _ body: (UnsafePointer<Self>) -> Void) {
        guard ObjectIdentifier(Value.self) == ObjectIdentifier(Self.self) else { return }
        withUnsafePointer(to: value) { body(UnsafeRawPointer($0).assumingMemoryBound(to: Self.self)) }
    }
}
