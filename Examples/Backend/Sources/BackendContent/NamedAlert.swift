public import Anshin

/// The alerts the backend serves at `GET /alerts/{name}`: one of each shape a `Dialog` takes.
public enum NamedAlert: String, Sendable, Hashable, CaseIterable {
    /// A confirmation: one OK button.
    case confirmation
    /// A suggestion with a destructive recovery: shown in red, leading; cancel trailing.
    case deleteDraft = "delete-draft"
    /// A suggestion with a nondestructive recovery: trailing; cancel leading.
    case retryUpload = "retry-upload"
    /// Three choices: an action sheet (save, discard, cancel).
    case unsavedChanges = "unsaved-changes"

    /// The alert's title and message.
    public var content: Alert.Content {
        switch self {
        case .confirmation:
            Alert.Content(title: .localized(.saveFailedTitle), message: .localized(.saveFailedMessage))
        case .deleteDraft:
            Alert.Content(title: .localized(.deleteDraftTitle), message: .localized(.deleteDraftMessage))
        case .retryUpload:
            Alert.Content(title: .localized(.uploadFailedTitle), message: .localized(.uploadFailedMessage))
        case .unsavedChanges:
            Alert.Content(title: .localized(.unsavedChangesTitle), message: .localized(.unsavedChangesMessage))
        }
    }

    /// The ways out it offers, besides cancel, in display order.
    /// - Throws: `ValidationError` when a recovery is invalid (a blank name, or the action `cancel`);
    ///   never for these.
    public var recoveries: [Alert.Recovery] {
        get throws(ValidationError) {
            switch self {
            case .confirmation: []
            case .deleteDraft: [try Alert.Recovery(.localized(.delete), style: .destructive, action: "draft.delete")]
            case .retryUpload:
                [try Alert.Recovery(.localized(.tryAgain), style: .nondestructive, action: "upload.retry")]
            case .unsavedChanges:
                [
                    try Alert.Recovery(.localized(.save), style: .nondestructive, action: "draft.save"),
                    try Alert.Recovery(.localized(.discard), style: .destructive, action: "draft.discard"),
                ]
            }
        }
    }

    /// The dialog: a confirmation, a suggestion or an action sheet, by the number of recoveries.
    /// - Throws: `ValidationError` when a recovery is invalid, or two run the same action; never for these.
    public func dialog() throws(ValidationError) -> Dialog {
        try Dialog(self.content, recoveries: try self.recoveries)
    }
}
