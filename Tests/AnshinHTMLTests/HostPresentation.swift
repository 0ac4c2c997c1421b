import Anshin

/// A presentation a host builds by hand, drawn as it is: the edge cases of the conformance samples,
/// which no model of the package makes.
struct HostPresentation: Presentable {
    /// The presentation, the same in every context.
    var described: Presentation

    func presentation(in context: PresentationContext) -> Presentation {
        self.described
    }
}
