extension Presentation.Element: CustomReflectable {
    /// The element's members under their public names, for `print`, `dump`, debuggers and test
    /// failure messages (``behavior`` is stored under another name; see the type's declaration).
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "id": self.id,
                "kind": self.kind,
                "text": self.text as Any,
                "tone": self.tone as Any,
                "accessibility": self.accessibility,
                "children": self.children,
                "behavior": self.behavior as Any,
            ],
            displayStyle: .struct
        )
    }
}
