import Anshin
import Foundation
import Testing

@Suite("Accessibility descriptors")
struct AccessibilityDescriptorTests {
    private static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private static func decode<T: Decodable>(_ type: T.Type, from json: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }

    private static func english(_ text: UserText?) -> String? {
        text?.resolved(using: Catalog.english)
    }

    private static func japanese(_ text: UserText?) -> String? {
        text?.resolved(using: Catalog.japanese)
    }

    // MARK: Initializers

    @Test("The initializers keep every member where it was given, and each member can be changed alone")
    func initializersKeepEveryMember() {
        let child = AccessibilityDescriptor.text("Child")
        var descriptor = AccessibilityDescriptor(
            label: "Label",
            spokenLabel: "Spoken",
            hint: "Hint",
            value: "Value",
            traits: [.button, .selected],
            role: .group,
            headingLevel: 3,
            grouping: .merge,
            sortPriority: 7,
            announcement: Announcement("Announced", politeness: .assertive),
            isBusy: true,
            isHidden: true,
            children: [child]
        )
        #expect(Self.english(descriptor.label) == "Label")
        #expect(Self.english(descriptor.spokenLabel) == "Spoken")
        #expect(Self.english(descriptor.hint) == "Hint")
        #expect(Self.english(descriptor.value) == "Value")
        #expect(descriptor.traits == [.button, .selected])
        #expect(descriptor.role == .group)
        #expect(descriptor.headingLevel == 3)
        #expect(descriptor.grouping == .merge)
        #expect(descriptor.sortPriority == 7)
        #expect(descriptor.announcement == Announcement("Announced", politeness: .assertive))
        #expect(descriptor.isBusy && descriptor.isHidden)
        #expect(descriptor.children == [child])
        let shown = descriptor
        descriptor.isHidden = false
        #expect(!descriptor.isHidden && descriptor != shown)
        descriptor.isHidden = true
        #expect(descriptor == shown)

        var element = Presentation.Element(
            id: "kind",
            kind: .label,
            text: "Error",
            tone: .error,
            accessibility: descriptor,
            children: [Presentation.Element(id: "inner", kind: .paragraph)]
        )
        #expect(element.id == "kind" && element.kind == .label && Self.english(element.text) == "Error")
        #expect(element.tone == .error && element.accessibility == shown)
        #expect(element.children.map(\.id) == ["inner"])
        let toned = element
        element.tone = nil
        #expect(element.tone == nil && element != toned)
        #expect(Presentation.Element(id: "plain", kind: .paragraph).tone == nil)
    }

    @Test("print, dump and debuggers show the members under their public names")
    func reflectionShowsPublicNames() {
        let descriptor = AccessibilityDescriptor(label: "Go", traits: .button, isHidden: true)
        #expect(
            Mirror(reflecting: descriptor).children.map(\.label) == [
                "label", "spokenLabel", "hint", "value", "traits", "role", "headingLevel", "grouping",
                "sortPriority", "announcement", "isBusy", "isHidden", "children",
            ]
        )
        #expect(Mirror(reflecting: descriptor).displayStyle == .struct)
        #expect(String(describing: descriptor).hasSuffix("isBusy: false, isHidden: true, children: [])"))
        let element = Presentation.Element(id: "kind", kind: .label, text: "Error", tone: .error)
        #expect(
            Mirror(reflecting: element).children.map(\.label) == [
                "id", "kind", "text", "tone", "accessibility", "children", "behavior",
            ]
        )
        let printed = String(describing: element)
        #expect(printed.hasPrefix(#"Element(id: "kind", kind: Anshin.Presentation.Element.Kind.label, text: "#))
        #expect(printed.contains("tone: Optional(error), accessibility: "))
        #expect(!printed.contains("stored"))
    }

    // MARK: Traits

    @Test("Every trait has a wire name, in the wire format's order")
    func traitNames() {
        #expect(
            AccessibilityTraits.named.map(\.name) == [
                "button", "header", "image", "link", "selected", "notEnabled", "updatesFrequently", "staticText",
                "summaryElement", "adjustable", "modal",
            ]
        )
        let all = AccessibilityTraits.named.reduce(into: AccessibilityTraits()) { $0.formUnion($1.trait) }
        #expect(all.names == AccessibilityTraits.named.map(\.name))
        #expect(AccessibilityTraits().names == [])
    }

    @Test("A set's names are in the wire order, whatever order the traits were added in")
    func namesAreOrdered() {
        #expect(AccessibilityTraits([.button, .selected]).names == ["button", "selected"])
        #expect(AccessibilityTraits([.selected, .button]).names == ["button", "selected"])
        #expect(AccessibilityTraits([.modal, .staticText, .header]).names == ["header", "staticText", "modal"])
    }

    @Test("Traits encode as an array of names")
    func encodeTraits() throws {
        #expect(try Self.json(AccessibilityTraits([.selected, .button])) == #"["button","selected"]"#)
        #expect(try Self.json(AccessibilityTraits()) == "[]")
        #expect(
            try Self.json(AccessibilityTraits([.notEnabled, .updatesFrequently]))
                == #"["notEnabled","updatesFrequently"]"#
        )
    }

    @Test("Decoding traits ignores names this version does not know")
    func decodeTraits() throws {
        #expect(try Self.decode(AccessibilityTraits.self, from: #"["selected","button"]"#) == [.button, .selected])
        #expect(try Self.decode(AccessibilityTraits.self, from: #"["button","sparkles","Button",""]"#) == [.button])
        #expect(try Self.decode(AccessibilityTraits.self, from: "[]") == [])
        #expect(throws: DecodingError.self) { try Self.decode(AccessibilityTraits.self, from: #""button""#) }
    }

    // MARK: Descriptor wire format

    @Test("An empty descriptor encodes as an empty object")
    func emptyDescriptor() throws {
        #expect(try Self.json(AccessibilityDescriptor()) == "{}")
        #expect(try Self.decode(AccessibilityDescriptor.self, from: "{}") == AccessibilityDescriptor())
    }

    @Test("Each factory's descriptor encodes only the members it sets")
    func factoriesOmitDefaults() throws {
        #expect(try Self.json(AccessibilityDescriptor.text("Saved")) == #"{"label":"Saved","traits":["staticText"]}"#)
        #expect(
            try Self.json(AccessibilityDescriptor.heading("Settings"))
                == #"{"headingLevel":2,"label":"Settings","traits":["header"]}"#
        )
        #expect(
            try Self.json(AccessibilityDescriptor.heading("Settings", level: 1))
                == #"{"headingLevel":1,"label":"Settings","traits":["header"]}"#
        )
        #expect(
            try Self.json(AccessibilityDescriptor.button(.localized(.close), hint: "Closes the message"))
                == #"{"hint":"Closes the message","label":{"key":"button.close"},"traits":["button"]}"#
        )
        #expect(
            try Self.json(AccessibilityDescriptor.image("A padlock")) == #"{"label":"A padlock","traits":["image"]}"#
        )
        #expect(try Self.json(AccessibilityDescriptor.decorative) == #"{"isHidden":true,"traits":["image"]}"#)
    }

    @Test("A descriptor with every member set writes every member")
    func fullDescriptor() throws {
        let descriptor = AccessibilityDescriptor(
            label: "Upload",
            spokenLabel: "Uploading photos",
            hint: "Shows how far the upload is",
            value: .localized(.itemShort, count: 3),
            traits: [.updatesFrequently, .button],
            role: .progressIndicator,
            headingLevel: 3,
            grouping: .exclude,
            sortPriority: -2,
            announcement: Announcement("Done", politeness: .polite),
            isBusy: true,
            isHidden: true,
            children: [.decorative]
        )
        #expect(
            try Self.json(descriptor)
                == #"{"announcement":{"politeness":"polite","text":"Done"},"children":[{"isHidden":true,"traits":["image"]}],"#
                + #""grouping":"exclude","headingLevel":3,"hint":"Shows how far the upload is","isBusy":true,"isHidden":true,"#
                + #""label":"Upload","role":"progressIndicator","sortPriority":-2,"spokenLabel":"Uploading photos","#
                + #""traits":["button","updatesFrequently"],"value":{"count":3,"key":"unit.item.short"}}"#
        )
        #expect(try Self.decode(AccessibilityDescriptor.self, from: try Self.json(descriptor)) == descriptor)
    }

    @Test(
        "Descriptors survive a round trip through JSON",
        arguments: [
            AccessibilityDescriptor(),
            .text("Saved"),
            .heading(.localized(.forbiddenTitle), level: 1),
            .button("Delete", hint: "Deletes the draft"),
            .image("A padlock"),
            .decorative,
            .quantity(10, unit: .minute),
            .combining([.text("Workouts"), .quantity(100, unit: .item)]),
            .listRow("Language", value: "English", hasDisclosureIndicator: true),
            AccessibilityDescriptor(
                label: "Error: Enter a name.",
                role: .alert,
                announcement: Announcement("Error: Enter a name.", politeness: .assertive)
            ),
            AccessibilityDescriptor(label: "Loading…", role: .progressIndicator, sortPriority: 1, isBusy: true),
        ]
    )
    func roundTrip(descriptor: AccessibilityDescriptor) throws {
        #expect(try Self.decode(AccessibilityDescriptor.self, from: try Self.json(descriptor)) == descriptor)
    }

    @Test("A role or grouping this version does not know decodes as none and default")
    func decodeUnknownRoleAndGrouping() throws {
        let decoded = try Self.decode(
            AccessibilityDescriptor.self,
            from: #"{"label":"Map","role":"application","grouping":"flatten","traits":["image","hologram"]}"#
        )
        #expect(decoded == AccessibilityDescriptor(label: "Map", traits: .image))
    }

    @Test("A member of the wrong type is a decoding error")
    func decodeWrongType() {
        #expect(throws: DecodingError.self) {
            try Self.decode(AccessibilityDescriptor.self, from: #"{"isBusy":"yes"}"#)
        }
        #expect(throws: DecodingError.self) {
            try Self.decode(AccessibilityDescriptor.self, from: #"{"label":{}}"#)
        }
        #expect(throws: DecodingError.self) {
            try Self.decode(AccessibilityDescriptor.self, from: #"["button"]"#)
        }
    }

    @Test("Roles, groupings and politeness have stable wire names")
    func enumWireNames() throws {
        #expect(
            AccessibilityRole.allCases.map(\.rawValue) == [
                "alertDialog", "dialog", "status", "alert", "region", "group", "progressIndicator",
            ]
        )
        #expect(AccessibilityGrouping.allCases.map(\.rawValue) == ["default", "merge", "exclude"])
        #expect(Announcement.Politeness.allCases.map(\.rawValue) == ["polite", "assertive"])
        #expect(
            try Self.json(Announcement(.localized(.completed), politeness: .polite))
                == #"{"politeness":"polite","text":{"key":"progress.completed"}}"#
        )
    }

    // MARK: Combining a column

    @Test("A column combines into one element read as \"Workouts, 100 items\"")
    func combiningAColumn() throws {
        let column = AccessibilityDescriptor.combining([.text("Workouts"), .quantity(100, unit: .item)])
        #expect(Self.english(column.label) == "Workouts, 100 items")
        #expect(Self.japanese(column.label) == "Workouts, 100件")
        #expect(column.grouping == .merge)
        #expect(column.traits == [])
        #expect(column.children == [.text("Workouts"), .quantity(100, unit: .item)])
        #expect(
            try Self.json(column)
                == #"{"children":[{"label":"Workouts","traits":["staticText"]},"#
                + #"{"label":{"count":100,"key":"unit.item.short"},"spokenLabel":{"count":100,"key":"unit.item.spoken"},"#
                + #""traits":["staticText"]}],"grouping":"merge","#
                + #""label":{"joined":["Workouts",{"count":100,"key":"unit.item.short"}],"separator":", "},"#
                + #""spokenLabel":{"joined":["Workouts",{"count":100,"key":"unit.item.spoken"}],"separator":", "}}"#
        )
    }

    @Test(
        "A combined label shows each child's label, speaks its spoken label, and leaves out hidden and unlabelled children"
    )
    func combiningUsesSpokenLabels() {
        let row = AccessibilityDescriptor.combining([
            .decorative,
            .text("Duration"),
            AccessibilityDescriptor(traits: .staticText),
            .quantity(10, unit: .minute),
            AccessibilityDescriptor(label: "Hidden", isHidden: true),
        ])
        #expect(Self.english(row.label) == "Duration, 10 min")
        #expect(Self.english(row.spokenLabel) == "Duration, 10 minutes")
        #expect(Self.japanese(row.spokenLabel) == "Duration, 10分")
        #expect(row.children.count == 5)
    }

    @Test("A combined element keeps its own traits and a selected child's selection")
    func combiningTraits() {
        let plain = AccessibilityDescriptor.combining([.text("Wi-Fi"), .text("Home")], traits: .button)
        #expect(plain.traits == .button)
        let selected = AccessibilityDescriptor.combining(
            [AccessibilityDescriptor(label: "Home", traits: [.staticText, .selected, .header]), .text("Connected")],
            traits: .button
        )
        #expect(selected.traits == [.button, .selected])
    }

    // MARK: A value and its unit

    @Test("Ten minutes is one label, shown \"10 min\" and spoken \"10 minutes\"")
    func tenMinutes() {
        let duration = AccessibilityDescriptor.quantity(10, unit: .minute)
        #expect(Self.english(duration.label) == "10 min")
        #expect(Self.english(duration.spokenLabel) == "10 minutes")
        #expect(Self.japanese(duration.label) == "10分")
        #expect(Self.japanese(duration.spokenLabel) == "10分")
        #expect(duration.traits == .staticText)
        #expect(duration.value == nil)
    }

    @Test(
        "Each unit is shown short and spoken in full, singular for 1",
        arguments: [
            (QuantityUnit.second, 1, "1 s", "1 second", "1秒"),
            (.second, 30, "30 s", "30 seconds", "30秒"),
            (.minute, 0, "0 min", "0 minutes", "0分"),
            (.minute, 1, "1 min", "1 minute", "1分"),
            (.minute, 10, "10 min", "10 minutes", "10分"),
            (.hour, 1, "1 h", "1 hour", "1時間"),
            (.hour, 24, "24 h", "24 hours", "24時間"),
            (.day, 1, "1 d", "1 day", "1日"),
            (.day, 7, "7 d", "7 days", "7日"),
            (.item, 1, "1 item", "1 item", "1件"),
            (.item, 100, "100 items", "100 items", "100件"),
            (.item, 1000, "1,000 items", "1,000 items", "1,000件"),
        ]
    )
    func quantities(unit: QuantityUnit, count: Int, shown: String, spoken: String, japanese: String) {
        let quantity = AccessibilityDescriptor.quantity(count, unit: unit)
        #expect(Self.english(quantity.label) == shown)
        #expect(Self.english(quantity.spokenLabel) == spoken)
        #expect(Self.japanese(quantity.label) == japanese)
        #expect(Self.japanese(quantity.spokenLabel) == japanese)
    }

    @Test(
        "The units for lengths, distances, masses and percentages",
        arguments: [
            (QuantityUnit.metre, 25, "25 m", "25 metres", "25m", "25メートル"),
            (.metre, 1, "1 m", "1 metre", "1m", "1メートル"),
            (.kilometre, 5, "5 km", "5 kilometres", "5km", "5キロメートル"),
            (.kilogram, 1, "1 kg", "1 kilogram", "1kg", "1キログラム"),
            (.kilogram, 60, "60 kg", "60 kilograms", "60kg", "60キログラム"),
            (.percent, 40, "40%", "40 percent", "40%", "40パーセント"),
            (.percent, 1, "1%", "1 percent", "1%", "1パーセント"),
        ]
    )
    func newUnits(
        unit: QuantityUnit,
        count: Int,
        shown: String,
        spoken: String,
        japanese: String,
        japaneseSpoken: String
    ) {
        let quantity = AccessibilityDescriptor.quantity(count, unit: unit)
        #expect(Self.english(quantity.label) == shown)
        #expect(Self.english(quantity.spokenLabel) == spoken)
        #expect(Self.japanese(quantity.label) == japanese)
        #expect(Self.japanese(quantity.spokenLabel) == japaneseSpoken)
    }

    @Test("Seed 003's pool length is one label: shown \"25 m\", spoken \"25 metres\"")
    func poolLength() throws {
        let row = AccessibilityDescriptor.combining([.text("Pool length"), .quantity(25, unit: .metre)])
        #expect(Self.english(row.label) == "Pool length, 25 m")
        #expect(Self.english(row.spokenLabel) == "Pool length, 25 metres")
        #expect(Self.japanese(row.spokenLabel) == "Pool length, 25メートル")
        #expect(
            try Self.json(AccessibilityDescriptor.quantity(25, unit: .metre))
                == #"{"label":{"count":25,"key":"unit.metre.short"},"spokenLabel":{"count":25,"key":"unit.metre.spoken"},"#
                + #""traits":["staticText"]}"#
        )
    }

    @Test("A decimal value keeps its digits, takes the form they call for, and uses the language's separator")
    func decimalQuantities() throws {
        let distance = AccessibilityDescriptor.quantity(try UserText.Count("2.5"), unit: .kilometre)
        #expect(Self.english(distance.label) == "2.5 km")
        #expect(Self.english(distance.spokenLabel) == "2.5 kilometres")
        #expect(Self.japanese(distance.label) == "2.5km")
        let one = AccessibilityDescriptor.quantity(try UserText.Count("1.0"), unit: .kilometre)
        #expect(Self.english(one.label) == "1.0 km")
        #expect(Self.english(one.spokenLabel) == "1.0 kilometres")
        #expect(
            Self.english(AccessibilityDescriptor.quantity(UserText.Count(1), unit: .kilometre).spokenLabel)
                == "1 kilometre"
        )
        // German: a catalog with German symbols and units writes "2,5 km".
        let german = Catalog(
            languageCode: "de",
            numberSymbols: NumberSymbols(decimalSeparator: ",", groupingSeparator: "."),
            entries: [
                .kilometreShort: "{count} km",
                .kilometreSpoken: .plural(one: "{count} Kilometer", other: "{count} Kilometer"),
            ]
        )
        #expect(distance.label?.resolved(using: german) == "2,5 km")
        #expect(
            AccessibilityDescriptor.quantity(try UserText.Count("1234.5"), unit: .kilometre).label?.resolved(
                using: german
            )
                == "1.234,5 km"
        )
        #expect(
            try Self.json(distance)
                == #"{"label":{"count":"2.5","key":"unit.kilometre.short"},"#
                + #""spokenLabel":{"count":"2.5","key":"unit.kilometre.spoken"},"traits":["staticText"]}"#
        )
        #expect(try Self.decode(AccessibilityDescriptor.self, from: try Self.json(distance)) == distance)
    }

    @Test("An app's own unit is a name whose two forms its catalogs hold, in each language")
    func appUnits() throws {
        let lap = QuantityUnit(rawValue: "lap")
        #expect(lap.shortKey == "unit.lap.short")
        #expect(lap.spokenKey == "unit.lap.spoken")
        #expect(QuantityUnit.minute.shortKey == .minuteShort && QuantityUnit.minute.spokenKey == .minuteSpoken)
        let english = Catalog.english.merging(
            Catalog(
                languageCode: "en",
                entries: [
                    "unit.lap.short": .plural(one: "{count} lap", other: "{count} laps"),
                    "unit.lap.spoken": .plural(one: "{count} lap swum", other: "{count} laps swum"),
                ]
            )
        )
        let japanese = Catalog(
            languageCode: "ja",
            entries: ["unit.lap.short": "{count}往復", "unit.lap.spoken": "{count}往復"]
        )
        let laps = AccessibilityDescriptor.quantity(12, unit: lap)
        #expect(laps.label?.resolved(using: english) == "12 laps")
        #expect(laps.spokenLabel?.resolved(using: english) == "12 laps swum")
        #expect(AccessibilityDescriptor.quantity(1, unit: lap).spokenLabel?.resolved(using: english) == "1 lap swum")
        #expect(laps.label?.resolved(using: japanese) == "12往復")
        #expect(try Self.json(lap) == #""lap""#)
        #expect(try Self.decode(QuantityUnit.self, from: #""lap""#) == lap)
        #expect(try Self.decode([QuantityUnit].self, from: #"["minute","metre"]"#) == [.minute, .metre])
        #expect(lap.description == "lap")
    }

    @Test("Units have stable wire names")
    func unitNames() throws {
        #expect(
            QuantityUnit.allCases.map(\.rawValue) == [
                "second", "minute", "hour", "day", "item", "metre", "kilometre", "kilogram", "percent",
            ]
        )
        #expect(
            try Self.json(AccessibilityDescriptor.quantity(1, unit: .minute))
                == #"{"label":{"count":1,"key":"unit.minute.short"},"spokenLabel":{"count":1,"key":"unit.minute.spoken"},"#
                + #""traits":["staticText"]}"#
        )
    }

    // MARK: List rows

    @Test("A row with a disclosure indicator is a button")
    func rowWithDisclosureIndicator() throws {
        let row = AccessibilityDescriptor.listRow("Settings", hasDisclosureIndicator: true)
        #expect(row.traits == .button)
        #expect(row.grouping == .merge)
        #expect(Self.english(row.label) == "Settings")
        #expect(row.value == nil)
        #expect(try Self.json(row) == #"{"grouping":"merge","label":"Settings","traits":["button"]}"#)
    }

    @Test("A row without a disclosure indicator is static text")
    func rowWithoutDisclosureIndicator() throws {
        let row = AccessibilityDescriptor.listRow("Version", value: "2.1", hasDisclosureIndicator: false)
        #expect(row.traits == .staticText)
        #expect(!row.traits.contains(.button))
        #expect(row.grouping == .merge)
        #expect(Self.english(row.value) == "2.1")
        #expect(try Self.json(row) == #"{"grouping":"merge","label":"Version","traits":["staticText"],"value":"2.1"}"#)
    }

    @Test("A row's value stays separate from its label")
    func rowValue() {
        let row = AccessibilityDescriptor.listRow("Language", value: "English", hasDisclosureIndicator: true)
        #expect(Self.english(row.label) == "Language")
        #expect(Self.english(row.value) == "English")
        #expect(row.traits == .button)
    }

    // MARK: Icons

    @Test("A labelled icon is an image with its label; a decorative icon is hidden")
    func iconAccessibility() {
        #expect(Icon(.lock, label: "Locked").accessibility == .image("Locked"))
        #expect(Icon(.lock, label: "Locked").isDecorative == false)
        #expect(Icon.decorative(.lock).accessibility == .decorative)
        #expect(Icon.decorative(.lock).accessibility.isHidden)
        #expect(Icon.decorative(.lock).isDecorative)
    }
}
