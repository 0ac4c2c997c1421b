extension AccessibilityDescriptor: CustomReflectable {
    /// The descriptor's members under their public names, for `print`, `dump`, debuggers and test
    /// failure messages (``children`` is stored under another name; see the type's declaration).
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "label": self.label as Any,
                "spokenLabel": self.spokenLabel as Any,
                "hint": self.hint as Any,
                "value": self.value as Any,
                "traits": self.traits,
                "role": self.role as Any,
                "headingLevel": self.headingLevel as Any,
                "grouping": self.grouping,
                "sortPriority": self.sortPriority,
                "announcement": self.announcement as Any,
                "isBusy": self.isBusy,
                "isHidden": self.isHidden,
                "children": self.children,
            ],
            displayStyle: .struct
        )
    }
}
