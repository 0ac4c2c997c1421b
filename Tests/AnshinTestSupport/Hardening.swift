import Foundation

/// The switch between the normal suite's quick property runs and the hardening script's long ones.
///
/// `ANSHIN_HARDENING=1` (set by `Tests/Hardening/run.sh`) turns the long runs on;
/// `ANSHIN_HARDENING_SEED` (decimal or `0x…`) replaces every property test's base seed, so a reported
/// failure can be replayed. Each property test prints a line starting `hardening-count:` with what it
/// tried, which the script collects into its summary.
public enum Hardening: Sendable {
    /// Whether the long runs are on.
    public static var isEnabled: Bool {
        ProcessInfo.processInfo.environment["ANSHIN_HARDENING"] == "1"
    }

    /// The count for this run: the normal suite's or the hardening script's.
    public static func count(normal: Int, hardening: Int) -> Int {
        self.isEnabled ? hardening : normal
    }

    /// The base seed: `ANSHIN_HARDENING_SEED` when set, otherwise the test's own.
    public static func seed(_ standard: UInt64) -> UInt64 {
        guard let text = ProcessInfo.processInfo.environment["ANSHIN_HARDENING_SEED"] else { return standard }
        let parsed = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
        return parsed ?? standard
    }

    /// `0x…`, the way seeds are printed and read back.
    public static func hex(_ seed: UInt64) -> String {
        "0x" + String(seed, radix: 16)
    }

    /// Prints what a property test tried, for the script's summary.
    public static func report(_ what: String) {
        print("hardening-count: \(what)")
    }
}
