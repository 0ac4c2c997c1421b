/// An error that names a value the package rejected and the rule it broke.
///
/// Every throwing initializer and factory in Anshin throws this type, so a caller can show or log
/// one clear sentence: ``description`` names the parameter, the rejected value and the requirement.
///
/// ```swift
/// do {
///     _ = try StatusMessage.DisplayDuration.timed(.seconds(-1))
/// } catch {
///     print(error) // Invalid duration (-1.0 seconds): a display duration must be greater than zero.
/// }
/// ```
public struct ValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The name of the rejected parameter, as the API spells it (for example `duration`).
    public var parameter: String

    /// The rejected value, written for a person to read.
    public var value: String

    /// The requirement the value did not meet, as a sentence fragment.
    public var requirement: String

    /// Creates an error for a rejected value.
    /// - Parameters:
    ///   - parameter: The name of the rejected parameter.
    ///   - value: The rejected value, written for a person to read.
    ///   - requirement: The requirement the value did not meet.
    public init(parameter: String, value: String, requirement: String) {
        self.parameter = parameter
        self.value = value
        self.requirement = requirement
    }

    /// One sentence naming the parameter, the value and the requirement.
    public var description: String {
        "Invalid \(self.parameter) (\(self.value)): \(self.requirement)."
    }
}
