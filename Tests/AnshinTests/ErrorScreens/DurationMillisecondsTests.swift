import Testing

@testable import Anshin

@Suite("Durations in whole milliseconds, as the wire format and the HTML write them")
struct DurationMillisecondsTests {
    @Test(
        "Rounded toward zero, on both sides of the 64-bit attosecond range (about ±9.22 s)",
        arguments: [
            (Duration.zero, Int64(0)),
            (.nanoseconds(999_999), 0),
            (.nanoseconds(-999_999), 0),
            (.milliseconds(300), 300),
            (.microseconds(1_500), 1),
            (.microseconds(-1_500), -1),
            (.seconds(9), 9_000),
            (.nanoseconds(9_223_372_036), 9_223),
            (.nanoseconds(9_223_372_037), 9_223),
            (.nanoseconds(-9_223_372_037), -9_223),
            (.seconds(10) + .microseconds(999), 10_000),
            (.seconds(-10) - .microseconds(999), -10_000),
            (.seconds(86_400 * 365), 31_536_000_000),
        ]
    )
    func wholeMilliseconds(duration: Duration, expected: Int64) {
        #expect(duration.wholeMilliseconds == expected)
    }

    @Test("Too long to count in milliseconds: the nearest 64-bit value")
    func saturates() {
        #expect(Duration.seconds(Int64.max).wholeMilliseconds == .max)
        #expect(Duration.seconds(Int64.min).wholeMilliseconds == .min)
        #expect(Duration.seconds(Int64.max / 1000).wholeMilliseconds == Int64.max / 1000 * 1000)
        #expect((Duration.seconds(Int64.max) * 10).wholeMilliseconds == .max)
        #expect((Duration.seconds(Int64.min) * 10).wholeMilliseconds == .min)
    }
}
