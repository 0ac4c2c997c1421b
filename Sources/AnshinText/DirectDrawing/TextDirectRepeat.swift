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
        let run = Self.kept.runs[self.rawValue]
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
        let start = 3 * (Self.keptCount - filled)
        return UnsafeBufferPointer(rebasing: Self.kept.bar[start..<(start + 3 * cells)])
    }

    /// A run kept for the life of the process: its bytes (held by their start, so that a leak
    /// checker sees them reachable), and the lengths of its parts.
    private struct Run {
        let bytes: UnsafeBufferPointer<UInt8>
        let pieceLength: Int
        let suffixLength: Int
    }

    /// The kept runs and bar.
    private struct Kept: @unchecked Sendable {
        // Unchecked: the memory is written once, before the value exists, and only read afterwards.

        /// The runs, by raw value.
        let runs: UnsafeBufferPointer<Run>

        /// ``keptCount`` filled cells, then as many empty ones.
        let bar: UnsafeBufferPointer<UInt8>
    }

    /// Every kept run and the bar, written on first use (about 26 KB).
    private static let kept = Kept(
        runs: UnsafeBufferPointer(keeping: Self.allCases.map(Self.keeping)),
        bar: UnsafeBufferPointer(
            keeping: Array(String(repeating: "█", count: Self.keptCount).utf8)
                + Array(String(repeating: "░", count: Self.keptCount).utf8)
        )
    )

    /// A character written ``keptCount`` times and its suffix, in memory that is never freed.
    private static func keeping(_ repeated: Self) -> Run {
        var bytes: [UInt8] = []
        let piece = repeated.piece
        for _ in 0..<Self.keptCount {
            bytes.append(contentsOf: UnsafeBufferPointer(start: piece.utf8Start, count: piece.utf8CodeUnitCount))
        }
        let suffix = repeated.suffix
        bytes.append(contentsOf: UnsafeBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount))
        return Run(
            bytes: UnsafeBufferPointer(keeping: bytes),
            pieceLength: piece.utf8CodeUnitCount,
            suffixLength: suffix.utf8CodeUnitCount
        )
    }
}
