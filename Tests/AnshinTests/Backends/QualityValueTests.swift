import Anshin
import Testing

@Suite("Quality values (RFC 9110, section 12.4.2)")
struct QualityValueTests {
    @Test(arguments: [
        ("0", 0), ("0.", 0), ("0.0", 0), ("0.5", 500), ("0.05", 50), ("0.001", 1), ("0.999", 999), ("1", 1000),
        ("1.", 1000), ("1.0", 1000), ("1.000", 1000),
    ])
    func weights(text: String, thousandths: Int) {
        #expect(QualityValue(text)?.thousandths == thousandths)
    }

    @Test(arguments: [
        "", "2", "1.5", "1.001", "0.1234", ".5", "0x1", "1e999", "1e0", "-0", "+1", " 1", "1 ", "0,5", "01", "00.5",
        "0.5.", "1.0000", "١",
    ])
    func notWeights(text: String) {
        #expect(QualityValue(text) == nil)
    }

    @Test func orderAndValue() {
        #expect(QualityValue.zero < QualityValue(thousandths: 1))
        #expect(QualityValue.one.value == 1)
        #expect(QualityValue(thousandths: 2_000) == .one)
        #expect(QualityValue(thousandths: -3) == .zero)
    }
}
