import Anshin
import Testing

@Suite("User text equality and hashing")
struct UserTextEqualityTests {
    @Test("Localized text is equal by key, arguments, count and fallback, however it was built")
    func localizedTextIsEqualByValue() {
        let key = UserText.Key("host.itemsSaved")
        let first = UserText.localized(key, arguments: [.text("Inbox")], count: 3, fallback: "Saved")
        let second = UserText.localized(key, arguments: [.text("Inbox")], count: 3, fallback: "Saved")
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(Set([first, second]).count == 1)

        #expect(first != .localized(key, arguments: [.text("Inbox")], count: 4, fallback: "Saved"))
        #expect(first != .localized(key, arguments: [.text("Inbox")], count: 3, fallback: "Kept"))
        #expect(first != .localized(key, arguments: [.text("Outbox")], count: 3, fallback: "Saved"))
        #expect(first != .localized(key, arguments: [.text("Inbox")], fallback: "Saved"))
        #expect(first != .localized(key, arguments: [.text("Inbox")], count: 3))
    }

    @Test("A bare key equals the same key given no count, no fallback and no arguments explicitly")
    func bareKeyEqualsExplicitlyEmptyKey() {
        let key = UserText.Key("host.title")
        let bare = UserText.localized(key)
        let explicit = UserText.localized(key, arguments: [], count: nil, fallback: nil)
        #expect(bare == explicit)
        #expect(bare.hashValue == explicit.hashValue)
        #expect(bare.pluralCount == nil)
        #expect(bare.fallback == nil)
        #expect(bare.arguments.isEmpty)
        #expect(bare != .localized(key, count: 0))
        #expect(bare != .localized(key, fallback: ""))
    }

    @Test("A localized text reads back its count, fallback and arguments")
    func localizedTextReadsBack() {
        let text = UserText.localized(.itemsRegistered, arguments: [.integer(2)], count: 2, fallback: "Registered")
        #expect(text.key == .itemsRegistered)
        #expect(text.pluralCount == 2)
        #expect(text.fallback == "Registered")
        #expect(text.arguments == [.integer(2)])
    }
}
