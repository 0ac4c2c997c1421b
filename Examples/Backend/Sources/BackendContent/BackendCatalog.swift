public import Anshin

/// The backend's own text — its named alerts and the failures it demonstrates — as catalog keys, with English and Japanese catalogs that add them to the built-in ones.
///
/// A host extends Anshin's catalogs this way: its keys and templates are merged into the built-in
/// catalog of each language, and `Catalog.negotiated(for:among:)` picks one per request.
public enum BackendCatalog: Sendable {
    /// English: the built-in catalog and the backend's keys.
    public static let english = Catalog.english.merging(
        Catalog(
            languageCode: "en",
            entries: [
                .saveFailedTitle: "Couldn't save the draft",
                .saveFailedMessage: "The server didn't respond. Your changes are kept on this device.",
                .deleteDraftTitle: "Delete this draft?",
                .deleteDraftMessage: "You can't undo this.",
                .delete: "Delete",
                .uploadFailedTitle: "Upload failed",
                .uploadFailedMessage: "The photo couldn't be uploaded.",
                .tryAgain: "Try Again",
                .unsavedChangesTitle: "Unsaved changes",
                .unsavedChangesMessage: "Save the draft before closing?",
                .save: "Save",
                .discard: "Discard",
                .storageFullTitle: "Storage is full",
                .storageFullReason: "Your account has used all of its storage.",
                .storageFullSuggestion: "Delete some files and try again.",
                .tooManyRequestsTitle: "Slow down",
                .tooManyRequestsDetail: .plural(
                    one: "You've sent more than {count} request a minute.",
                    other: "You've sent more than {count} requests a minute."
                ),
            ]
        )
    )

    /// Japanese: the built-in catalog and the backend's keys.
    public static let japanese = Catalog.japanese.merging(
        Catalog(
            languageCode: "ja",
            entries: [
                .saveFailedTitle: "下書きを保存できませんでした",
                .saveFailedMessage: "サーバーが応答しませんでした。変更内容はこの端末に残っています。",
                .deleteDraftTitle: "この下書きを削除しますか？",
                .deleteDraftMessage: "この操作は取り消せません。",
                .delete: "削除",
                .uploadFailedTitle: "アップロードできませんでした",
                .uploadFailedMessage: "写真をアップロードできませんでした。",
                .tryAgain: "再試行",
                .unsavedChangesTitle: "保存されていない変更",
                .unsavedChangesMessage: "閉じる前に下書きを保存しますか？",
                .save: "保存",
                .discard: "破棄",
                .storageFullTitle: "ストレージがいっぱいです",
                .storageFullReason: "アカウントのストレージをすべて使用しています。",
                .storageFullSuggestion: "ファイルを削除してから再度お試しください。",
                .tooManyRequestsTitle: "リクエストが多すぎます",
                .tooManyRequestsDetail: "1分間のリクエストが{count}件を超えました。",
            ]
        )
    )

    /// The catalogs the backend answers in, English first (the fallback): English and Japanese only.
    ///
    /// The package has built-in catalogs in more languages, but the backend's own strings exist in
    /// these two, and an answer never mixes languages: a German page would show a built-in German
    /// preset beside an English alert. A request for any other language gets English
    /// (`Content-Language: en`). To answer in another language, merge the backend's keys, translated,
    /// into that language's built-in catalog and add it here.
    public static var all: [Catalog] { [Self.english, Self.japanese] }

    /// The catalog for an `Accept-Language` header value; English when the header is absent or
    /// names no language the backend has.
    /// - Parameter acceptLanguage: The header's value, or several joined with commas; `nil` when absent.
    /// - Returns: The catalog.
    public static func negotiated(for acceptLanguage: String?) -> Catalog {
        Catalog.negotiated(for: acceptLanguage ?? "", among: Self.all)
    }
}

extension UserText.Key {
    static var saveFailedTitle: Self { "backend.alert.saveFailed.title" }
    static var saveFailedMessage: Self { "backend.alert.saveFailed.message" }
    static var deleteDraftTitle: Self { "backend.alert.deleteDraft.title" }
    static var deleteDraftMessage: Self { "backend.alert.deleteDraft.message" }
    static var delete: Self { "backend.button.delete" }
    static var uploadFailedTitle: Self { "backend.alert.uploadFailed.title" }
    static var uploadFailedMessage: Self { "backend.alert.uploadFailed.message" }
    static var tryAgain: Self { "backend.button.tryAgain" }
    static var unsavedChangesTitle: Self { "backend.alert.unsavedChanges.title" }
    static var unsavedChangesMessage: Self { "backend.alert.unsavedChanges.message" }
    static var save: Self { "backend.button.save" }
    static var discard: Self { "backend.button.discard" }
    static var storageFullTitle: Self { "backend.error.storageFull.title" }
    static var storageFullReason: Self { "backend.error.storageFull.reason" }
    static var storageFullSuggestion: Self { "backend.error.storageFull.suggestion" }
    static var tooManyRequestsTitle: Self { "backend.problem.tooManyRequests.title" }
    static var tooManyRequestsDetail: Self { "backend.problem.tooManyRequests.detail" }
}
