extension MediaRange {
    /// Which of a range's names are the wildcard `*`.
    enum Wildcard {
        /// `*/*`: any type, any subtype.
        case typeAndSubtype
        /// `text/*`: any subtype of the type.
        case subtype
        /// `text/html`: no wildcard.
        case none
    }
}
