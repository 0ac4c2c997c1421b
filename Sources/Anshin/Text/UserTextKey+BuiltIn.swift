// This file lists the key of every string the package supplies.
// Every built-in catalog (Catalog+English.swift, Catalog+Japanese.swift, …) has each of them; a test checks it.

extension UserText.Key {
    /// The OK button of a confirmation alert.
    public static var ok: Self { "button.ok" }
    /// The cancel button of a suggestion alert or action sheet.
    public static var cancel: Self { "button.cancel" }
    /// The retry button of an error screen.
    public static var retry: Self { "button.retry" }
    /// The sign-in button of the unauthorized error screen.
    public static var signIn: Self { "button.signIn" }
    /// A button that closes a message or screen.
    public static var close: Self { "button.close" }
    /// The undo action of a status message (``StatusMessage/Action/undo(_:)``).
    public static var undo: Self { "button.undo" }
    /// The name of the normal kind ("Info"); a normal status message shows no prefix (see
    /// ``StatusMessage/Kind/prefix``).
    public static var statusKindNormal: Self { "statusMessage.kind.normal" }
    /// The spoken and text prefix of a success message.
    public static var statusKindSuccess: Self { "statusMessage.kind.success" }
    /// The spoken and text prefix of a caution message.
    public static var statusKindCaution: Self { "statusMessage.kind.caution" }
    /// The spoken and text prefix of an error message.
    public static var statusKindError: Self { "statusMessage.kind.error" }
    /// The spoken and text prefix of a debug message.
    public static var statusKindDebug: Self { "statusMessage.kind.debug" }
    /// The spoken and text prefix of an internal-error message.
    public static var statusKindInternalError: Self { "statusMessage.kind.internalError" }
    /// Two sentences in a row: "{0} {1}" in English, "{0}{1}" in Japanese, which puts no space
    /// after a full stop.
    public static var sentences: Self { "text.sentences" }
    /// A status message's text after its kind's prefix: "{0}: {1}" ("Error: Enter a name.").
    public static var statusPrefixed: Self { "statusMessage.prefixed" }
    /// How often an identical message was posted.
    public static var repeatCount: Self { "statusMessage.repeatCount" }
    /// The accessible name of a ``StatusBoard``, the region its messages appear in: "Notifications",
    /// as platforms and ARIA toast regions name it. It is the board's accessibility label, so a screen
    /// reader names the region, and a page of only a board takes it as its title; it is not drawn.
    public static var statusBoardLabel: Self { "statusBoard.label" }
    /// A counted success message: items were registered.
    public static var itemsRegistered: Self { "message.itemsRegistered" }
    /// A counted success message: items were saved.
    public static var itemsSaved: Self { "message.itemsSaved" }
    /// A counted success message: items were updated.
    public static var itemsUpdated: Self { "message.itemsUpdated" }
    /// A counted success message: items were deleted.
    public static var itemsDeleted: Self { "message.itemsDeleted" }
    /// The label of work in progress when the caller gives none.
    public static var loading: Self { "progress.loading" }
    /// The announcement when work in progress completes.
    public static var completed: Self { "progress.completed" }
    /// When to retry, for a server that said so.
    public static var retryAfter: Self { "errorScreen.retryAfter" }
    /// A backend's answer when a request accepts none of the formats a resource is available as:
    /// `{0}` is the list of media types.
    public static var notAcceptable: Self { "http.notAcceptable" }
    /// The title of the ``ErrorScreen/Preset/forbidden`` error screen.
    public static var forbiddenTitle: Self { "errorScreen.forbidden.title" }
    /// The message of the ``ErrorScreen/Preset/forbidden`` error screen.
    public static var forbiddenMessage: Self { "errorScreen.forbidden.message" }
    /// The title of the ``ErrorScreen/Preset/network`` error screen.
    public static var networkTitle: Self { "errorScreen.network.title" }
    /// The message of the ``ErrorScreen/Preset/network`` error screen.
    public static var networkMessage: Self { "errorScreen.network.message" }
    /// The title of the ``ErrorScreen/Preset/notFound`` error screen.
    public static var notFoundTitle: Self { "errorScreen.notFound.title" }
    /// The message of the ``ErrorScreen/Preset/notFound`` error screen.
    public static var notFoundMessage: Self { "errorScreen.notFound.message" }
    /// The title of the ``ErrorScreen/Preset/unauthorized`` error screen.
    public static var unauthorizedTitle: Self { "errorScreen.unauthorized.title" }
    /// The message of the ``ErrorScreen/Preset/unauthorized`` error screen.
    public static var unauthorizedMessage: Self { "errorScreen.unauthorized.message" }
    /// The title of the ``ErrorScreen/Preset/server`` error screen.
    public static var serverTitle: Self { "errorScreen.server.title" }
    /// The message of the ``ErrorScreen/Preset/server`` error screen.
    public static var serverMessage: Self { "errorScreen.server.message" }
    /// The first sentence of the ``ErrorScreen/Preset/server`` screen's message, what happened, without
    /// its advice to try again: the message says it before when to try again, for a server that said
    /// so (``ErrorScreen/sayingRetryAfter(_:)``).
    public static var serverCause: Self { "errorScreen.server.cause" }
    /// The title of the ``ErrorScreen/Preset/timeout`` error screen.
    public static var timeoutTitle: Self { "errorScreen.timeout.title" }
    /// The message of the ``ErrorScreen/Preset/timeout`` error screen.
    public static var timeoutMessage: Self { "errorScreen.timeout.message" }
    /// The first sentence of the ``ErrorScreen/Preset/timeout`` screen's message, what happened, without
    /// its advice to try again: the message says it before when to try again, for a server that said
    /// so (``ErrorScreen/sayingRetryAfter(_:)``).
    public static var timeoutCause: Self { "errorScreen.timeout.cause" }
    /// The title of the ``ErrorScreen/Preset/offline`` error screen.
    public static var offlineTitle: Self { "errorScreen.offline.title" }
    /// The message of the ``ErrorScreen/Preset/offline`` error screen.
    public static var offlineMessage: Self { "errorScreen.offline.message" }
    /// The title of the ``ErrorScreen/Preset/maintenance`` error screen.
    public static var maintenanceTitle: Self { "errorScreen.maintenance.title" }
    /// The message of the ``ErrorScreen/Preset/maintenance`` error screen.
    public static var maintenanceMessage: Self { "errorScreen.maintenance.message" }
    /// The first sentence of the ``ErrorScreen/Preset/maintenance`` screen's message, what happened, without
    /// its advice to try again: the message says it before when to try again, for a server that said
    /// so (``ErrorScreen/sayingRetryAfter(_:)``).
    public static var maintenanceCause: Self { "errorScreen.maintenance.cause" }
    /// The title of the ``ErrorScreen/Preset/empty`` error screen.
    public static var emptyTitle: Self { "errorScreen.empty.title" }
    /// The message of the ``ErrorScreen/Preset/empty`` error screen.
    public static var emptyMessage: Self { "errorScreen.empty.message" }
    /// The title of the ``ErrorScreen/Preset/rateLimited`` error screen.
    public static var rateLimitedTitle: Self { "errorScreen.rateLimited.title" }
    /// The message of the ``ErrorScreen/Preset/rateLimited`` error screen.
    public static var rateLimitedMessage: Self { "errorScreen.rateLimited.message" }
    /// The first sentence of the ``ErrorScreen/Preset/rateLimited`` screen's message, what happened, without
    /// its advice to try again: the message says it before when to try again, for a server that said
    /// so (``ErrorScreen/sayingRetryAfter(_:)``).
    public static var rateLimitedCause: Self { "errorScreen.rateLimited.cause" }
    /// The title of the ``ErrorScreen/Preset/unexpected`` error screen.
    public static var unexpectedTitle: Self { "errorScreen.unexpected.title" }
    /// The message of the ``ErrorScreen/Preset/unexpected`` error screen.
    public static var unexpectedMessage: Self { "errorScreen.unexpected.message" }
    /// The first sentence of the ``ErrorScreen/Preset/unexpected`` screen's message, what happened, without
    /// its advice to try again: the message says it before when to try again, for a server that said
    /// so (``ErrorScreen/sayingRetryAfter(_:)``).
    public static var unexpectedCause: Self { "errorScreen.unexpected.cause" }
    /// A count of seconds as shown, such as "10 s".
    public static var secondShort: Self { "unit.second.short" }
    /// A count of seconds as spoken, such as "10 seconds".
    public static var secondSpoken: Self { "unit.second.spoken" }
    /// A count of minutes as shown, such as "10 min".
    public static var minuteShort: Self { "unit.minute.short" }
    /// A count of minutes as spoken, such as "10 minutes".
    public static var minuteSpoken: Self { "unit.minute.spoken" }
    /// A count of hours as shown, such as "10 h".
    public static var hourShort: Self { "unit.hour.short" }
    /// A count of hours as spoken, such as "10 hours".
    public static var hourSpoken: Self { "unit.hour.spoken" }
    /// A count of days as shown, such as "10 d".
    public static var dayShort: Self { "unit.day.short" }
    /// A count of days as spoken, such as "10 days".
    public static var daySpoken: Self { "unit.day.spoken" }
    /// A count of items as shown, such as "10 items".
    public static var itemShort: Self { "unit.item.short" }
    /// A count of items as spoken, such as "10 items".
    public static var itemSpoken: Self { "unit.item.spoken" }
    /// A length in metres as shown, such as "25 m".
    public static var metreShort: Self { "unit.metre.short" }
    /// A length in metres as spoken, such as "25 metres".
    public static var metreSpoken: Self { "unit.metre.spoken" }
    /// A distance in kilometres as shown, such as "2.5 km".
    public static var kilometreShort: Self { "unit.kilometre.short" }
    /// A distance in kilometres as spoken, such as "2.5 kilometres".
    public static var kilometreSpoken: Self { "unit.kilometre.spoken" }
    /// A mass in kilograms as shown, such as "60 kg".
    public static var kilogramShort: Self { "unit.kilogram.short" }
    /// A mass in kilograms as spoken, such as "60 kilograms".
    public static var kilogramSpoken: Self { "unit.kilogram.spoken" }
    /// A percentage as shown, such as "40%".
    public static var percentShort: Self { "unit.percent.short" }
    /// A percentage as spoken, such as "40 percent".
    public static var percentSpoken: Self { "unit.percent.spoken" }
    /// The trait word a screen reader says after a button's label.
    public static var spokenButton: Self { "spoken.button" }
    /// The trait words a screen reader says after a heading's label.
    public static var spokenHeading: Self { "spoken.heading" }
    /// The trait word a screen reader says after an image's label.
    public static var spokenImage: Self { "spoken.image" }
    /// The trait word a screen reader says after a link's label.
    public static var spokenLink: Self { "spoken.link" }
    /// The state a screen reader says for a selected element.
    public static var spokenSelected: Self { "spoken.selected" }
    /// The state a screen reader says for an element that is not enabled.
    public static var spokenDimmed: Self { "spoken.dimmed" }
    /// The trait word a screen reader says after an adjustable element.
    public static var spokenAdjustable: Self { "spoken.adjustable" }
    /// The state a screen reader says for work in progress.
    public static var spokenBusy: Self { "spoken.busy" }
    /// The role a screen reader says when an alert dialog appears.
    public static var spokenAlert: Self { "spoken.alert" }
    /// The role a screen reader says when a dialog appears.
    public static var spokenDialog: Self { "spoken.dialog" }
    /// The role a screen reader says for a progress indicator.
    public static var spokenProgress: Self { "spoken.progress" }
    /// A real progress value as a screen reader says it.
    public static var spokenPercent: Self { "spoken.percent" }
    /// A polite announcement in a spoken transcript.
    public static var spokenAnnouncement: Self { "spoken.announcement" }
    /// An assertive announcement in a spoken transcript.
    public static var spokenUrgentAnnouncement: Self { "spoken.urgentAnnouncement" }
    /// What a spoken transcript writes between the parts of one utterance (a label, its value, its
    /// trait words, its hint): the separator itself, without placeholders — the separator of the
    /// language's CLDR list pattern, ", " in English, "、" in Japanese and Chinese, "، " in Arabic.
    public static var spokenPartSeparator: Self { "spoken.partSeparator" }
}
