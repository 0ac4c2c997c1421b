extension Catalog: CustomReflectable {
    /// The catalog's public members, for `print`, `dump`, debuggers and test failure messages (the
    /// plural rules it keeps for its language are left out: they follow from ``languageCode``).
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "languageCode": self.languageCode, "numberSymbols": self.numberSymbols, "entries": self.entries,
            ],
            displayStyle: .struct
        )
    }
}
