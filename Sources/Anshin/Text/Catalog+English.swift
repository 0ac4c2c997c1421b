extension Catalog {
    /// The built-in English catalog: every string the package supplies.
    public static let english = Catalog(
        languageCode: "en",
        numberSymbols: NumberSymbols(decimalSeparator: ".", groupingSeparator: ","),
        table: """
            button.ok OK
            button.cancel Cancel
            button.retry Retry
            button.signIn Sign In
            button.close Close
            button.undo Undo
            statusMessage.kind.normal Info
            statusMessage.kind.success Success
            statusMessage.kind.caution Caution
            statusMessage.kind.error Error
            statusMessage.kind.debug Debug
            statusMessage.kind.internalError Internal error
            text.sentences {0} {1}
            statusMessage.prefixed {0}: {1}
            statusMessage.repeatCount#one {count} time
            statusMessage.repeatCount#other {count} times
            statusBoard.label Notifications
            message.itemsRegistered#one Registered {count} item
            message.itemsRegistered#other Registered {count} items
            message.itemsSaved#one Saved {count} item
            message.itemsSaved#other Saved {count} items
            message.itemsUpdated#one Updated {count} item
            message.itemsUpdated#other Updated {count} items
            message.itemsDeleted#one Deleted {count} item
            message.itemsDeleted#other Deleted {count} items
            progress.loading Loading…
            progress.completed Done
            errorScreen.retryAfter#one Try again in {count} second.
            errorScreen.retryAfter#other Try again in {count} seconds.
            http.notAcceptable Not acceptable: this resource is available as {0}.
            errorScreen.forbidden.title You don't have access
            errorScreen.forbidden.message You don't have permission to view this content.
            errorScreen.network.title Couldn't connect
            errorScreen.network.message Check your network connection and try again.
            errorScreen.notFound.title Not found
            errorScreen.notFound.message The content you're looking for doesn't exist or was removed.
            errorScreen.unauthorized.title Sign in required
            errorScreen.unauthorized.message Your session has ended. Sign in again to continue.
            errorScreen.server.title Server error
            errorScreen.server.message A problem occurred on our side. Please try again later.
            errorScreen.server.cause A problem occurred on our side.
            errorScreen.timeout.title Request timed out
            errorScreen.timeout.message The server took too long to respond. Try again.
            errorScreen.timeout.cause The server took too long to respond.
            errorScreen.offline.title You're offline
            errorScreen.offline.message Connect to the internet and try again.
            errorScreen.maintenance.title Under maintenance
            errorScreen.maintenance.message We're doing some maintenance. Please try again later.
            errorScreen.maintenance.cause We're doing some maintenance.
            errorScreen.empty.title Nothing here yet
            errorScreen.empty.message There's nothing to show right now.
            errorScreen.rateLimited.title Too many requests
            errorScreen.rateLimited.message You've made too many requests. Wait a moment and try again.
            errorScreen.rateLimited.cause You've made too many requests.
            errorScreen.unexpected.title Something went wrong
            errorScreen.unexpected.message An unexpected error occurred. Please try again.
            errorScreen.unexpected.cause An unexpected error occurred.
            unit.second.short {count} s
            unit.second.spoken#one {count} second
            unit.second.spoken#other {count} seconds
            unit.minute.short {count} min
            unit.minute.spoken#one {count} minute
            unit.minute.spoken#other {count} minutes
            unit.hour.short {count} h
            unit.hour.spoken#one {count} hour
            unit.hour.spoken#other {count} hours
            unit.day.short {count} d
            unit.day.spoken#one {count} day
            unit.day.spoken#other {count} days
            unit.item.short#one {count} item
            unit.item.short#other {count} items
            unit.item.spoken#one {count} item
            unit.item.spoken#other {count} items
            unit.metre.short {count} m
            unit.metre.spoken#one {count} metre
            unit.metre.spoken#other {count} metres
            unit.kilometre.short {count} km
            unit.kilometre.spoken#one {count} kilometre
            unit.kilometre.spoken#other {count} kilometres
            unit.kilogram.short {count} kg
            unit.kilogram.spoken#one {count} kilogram
            unit.kilogram.spoken#other {count} kilograms
            unit.percent.short {count}%
            unit.percent.spoken {count} percent
            spoken.button Button
            spoken.heading Heading level {0}
            spoken.image Image
            spoken.link Link
            spoken.selected Selected
            spoken.dimmed Dimmed
            spoken.adjustable Adjustable
            spoken.busy Busy
            spoken.alert Alert
            spoken.dialog Dialog
            spoken.progress Progress indicator
            spoken.percent {0} percent
            spoken.announcement Announcement: {0}
            spoken.urgentAnnouncement Urgent announcement: {0}
            spoken.partSeparator ,\u{0020}
            """
    )
}
