import Anshin

/// A host model that uses quantities, merged groups, a heading made from a label and sort priority.
struct WeeklySummary: Presentable {
    func presentation(in context: PresentationContext) -> Presentation {
        let workouts = AccessibilityDescriptor.text("Workouts")
        let count = AccessibilityDescriptor.quantity(100, unit: .item)
        return Presentation(
            type: "summary",
            root: Presentation.Element(
                id: "summary",
                kind: .container(),
                accessibility: AccessibilityDescriptor(label: "Weekly summary", role: .group),
                children: [
                    Presentation.Element(
                        id: "caption",
                        kind: .label,
                        text: "Weekly summary",
                        accessibility: .heading("Weekly summary", level: 2)
                    ),
                    Presentation.Element(
                        id: "column",
                        kind: .container(),
                        accessibility: .combining([workouts, count]),
                        children: [
                            Presentation.Element(id: "title", kind: .label, text: "Workouts", accessibility: workouts),
                            Presentation.Element(
                                id: "count",
                                kind: .label,
                                text: .localized(.itemShort, count: 100),
                                accessibility: count
                            ),
                        ]
                    ),
                    Presentation.Element(
                        id: "duration",
                        kind: .paragraph,
                        text: .localized(.minuteShort, count: 10),
                        accessibility: .quantity(10, unit: .minute)
                    ),
                    Presentation.Element(
                        id: "more",
                        kind: .button(.init(role: .default, action: "summary.open")),
                        text: "Details",
                        accessibility: AccessibilityDescriptor(
                            label: "Details",
                            traits: [.button, .selected],
                            sortPriority: 1
                        )
                    ),
                ]
            )
        )
    }
}
