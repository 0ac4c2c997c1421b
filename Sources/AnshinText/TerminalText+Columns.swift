extension TerminalText {
    /// How many terminal columns the neutralized text takes, as the text front end measures it:
    /// two for East Asian wide and fullwidth characters and for emoji (a ZWJ sequence, a flag or a
    /// keycap is one picture), none for combining marks and zero-width characters, one for the rest.
    ///
    /// ```swift
    /// TerminalText("件を登録しました").columns   // 16
    /// TerminalText("e\u{301}").columns          // 1
    /// ```
    public var columns: Int {
        DisplayWidth.of(self.text)
    }
}
