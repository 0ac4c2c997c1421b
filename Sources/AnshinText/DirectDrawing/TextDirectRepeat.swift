import Anshin

/// A character the direct drawings repeat — a framed line's padding, a frame's rule, a heading's
/// underline — and what may follow the repetitions, kept written out as long as the widest line in
/// memory that is never freed, so a run of it is one copy, with no reference counted.
///
/// A kept run is the character ``keptCount`` times and then its ``suffix``: `count` repetitions
/// and the suffix are the run's last bytes, copied at once.
enum TextDirectRepeat: Int, CaseIterable {
    /// `═`: a level-1 or level-2 heading's underline.
    case doubleRule
    /// Spaces, then the end of a framed line and the start of the next: padding to the frame.
    case framedLineEnd
    /// `─`, then the frame's top corner and the start of its first line: the top rule after `┌`.
    case topRule
    /// `─`, then the frame's bottom corner: the bottom rule after `└`.
    case bottomRule

    /// The character repeated.
    var piece: StaticString {
        switch self {
        case .framedLineEnd: " "
        case .doubleRule: "═"
        case .topRule, .bottomRule: "─"
        }
    }

    /// What follows the repetitions.
    var suffix: StaticString {
        switch self {
        case .doubleRule: ""
        case .framedLineEnd: " │\n│ "
        case .topRule: "┐\n│ "
        case .bottomRule: "┘"
        }
    }

    /// The kept run: its bytes' end, and the lengths of the character and of the suffix.
    var kept: (end: UnsafePointer<UInt8>, pieceLength: Int, suffixLength: Int) {
        let run = Self.keptRuns.runs[self.rawValue]
        return (run.bytes.baseAddress.unsafelyUnwrapped + run.bytes.count, run.pieceLength, run.suffixLength)
    }

    /// How many characters each kept run holds: as many as the widest line can show.
    static let keptCount = TextRenderer.widthRange.upperBound

    /// A bar's cells, `filled` of `cells` filled (`█`, then `░`), as one slice of a kept run of
    /// ``keptCount`` filled cells followed by as many empty ones: one copy for the whole bar.
    /// - Parameters:
    ///   - filled: The filled cells, from 0 to `cells`.
    ///   - cells: The cells, at most ``keptCount``.
    /// - Returns: The cells' UTF-8, or `nil` for counts out of range.
    static func barCells(filled: Int, of cells: Int) -> UnsafeBufferPointer<UInt8>? {
        guard 0 <= filled, filled <= cells, cells <= Self.keptCount else { return nil }
        // Both characters take three bytes.
        let bar = Self.keptBar.bytes
        return UnsafeBufferPointer(
            rebasing: bar[(3 * (Self.keptCount - filled))..<(3 * (Self.keptCount - filled + cells))]
        )
    }

    /// A run kept for the life of the process: its bytes (held by their start, so that a leak
    /// checker sees them reachable), and the lengths of its parts.
    private struct Run {
        let bytes: UnsafeBufferPointer<UInt8>
        let pieceLength: Int
        let suffixLength: Int
    }

    /// Runs kept for the life of the process.
    private struct Kept: @unchecked Sendable {
        // Unchecked: the memory is written once, before the value exists, and only read afterwards.

        /// The runs, by raw value.
        let runs: UnsafeBufferPointer<Run>

        /// Bytes kept for the life of the process.
        struct Bytes: @unchecked Sendable {
            // Unchecked: the memory is written once, before the value exists, and only read afterwards.

            /// The bytes, held by their start.
            let bytes: UnsafeBufferPointer<UInt8>
        }
    }

    /// The kept bar: ``keptCount`` filled cells, then as many empty ones (6 KB), written on first use.
    private static let keptBar: Kept.Bytes = {
        let bytes =
            Array(String(repeating: "█", count: Self.keptCount).utf8)
            + Array(String(repeating: "░", count: Self.keptCount).utf8)
        let kept = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = kept.initialize(from: bytes)
        return Kept.Bytes(bytes: UnsafeBufferPointer(kept))
    }()

    /// Every kept run, written on first use (about 20 KB).
    private static let keptRuns: Kept = {
        let runs = UnsafeMutableBufferPointer<Run>.allocate(capacity: Self.allCases.count)
        _ = runs.initialize(from: Self.allCases.map(Self.keeping))
        return Kept(runs: UnsafeBufferPointer(runs))
    }()

    /// A character written ``keptCount`` times and its suffix, in memory that is never freed, as a
    /// `static let` is never freed.
    private static func keeping(_ repeated: Self) -> Run {
        var bytes: [UInt8] = []
        let piece = repeated.piece
        for _ in 0..<Self.keptCount {
            bytes.append(contentsOf: UnsafeBufferPointer(start: piece.utf8Start, count: piece.utf8CodeUnitCount))
        }
        let suffix = repeated.suffix
        bytes.append(contentsOf: UnsafeBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount))
        let kept = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = kept.initialize(from: bytes)
        return Run(
            bytes: UnsafeBufferPointer(kept),
            pieceLength: piece.utf8CodeUnitCount,
            suffixLength: suffix.utf8CodeUnitCount
        )
    }
}
