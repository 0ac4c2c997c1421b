extension Catalog {
    /// The built-in German catalog (`de`): every string the package supplies, and CLDR's
    /// number symbols for `de`.
    public static let german = Catalog(
        languageCode: "de",
        numberSymbols: NumberSymbols(decimalSeparator: ",", groupingSeparator: "."),
        table: """
            button.ok OK
            button.cancel Abbrechen
            button.retry Erneut versuchen
            button.signIn Anmelden
            button.close Schließen
            button.undo Widerrufen
            statusMessage.kind.normal Info
            statusMessage.kind.success Erfolg
            statusMessage.kind.caution Achtung
            statusMessage.kind.error Fehler
            statusMessage.kind.debug Debug
            statusMessage.kind.internalError Interner Fehler
            text.sentences {0} {1}
            statusMessage.prefixed {0}: {1}
            statusMessage.repeatCount#one {count}-mal
            statusMessage.repeatCount#other {count}-mal
            statusBoard.label Benachrichtigungen
            message.itemsRegistered#one {count} Objekt registriert
            message.itemsRegistered#other {count} Objekte registriert
            message.itemsSaved#one {count} Objekt gespeichert
            message.itemsSaved#other {count} Objekte gespeichert
            message.itemsUpdated#one {count} Objekt aktualisiert
            message.itemsUpdated#other {count} Objekte aktualisiert
            message.itemsDeleted#one {count} Objekt gelöscht
            message.itemsDeleted#other {count} Objekte gelöscht
            progress.loading Wird geladen …
            progress.completed Fertig
            errorScreen.retryAfter#one Versuchen Sie es in {count} Sekunde erneut.
            errorScreen.retryAfter#other Versuchen Sie es in {count} Sekunden erneut.
            http.notAcceptable Nicht akzeptabel: Diese Ressource ist als {0} verfügbar.
            errorScreen.forbidden.title Kein Zugriff
            errorScreen.forbidden.message Sie haben keine Berechtigung, diesen Inhalt anzuzeigen.
            errorScreen.network.title Keine Verbindung
            errorScreen.network.message Überprüfen Sie Ihre Netzwerkverbindung und versuchen Sie es erneut.
            errorScreen.notFound.title Nicht gefunden
            errorScreen.notFound.message Der gesuchte Inhalt existiert nicht oder wurde entfernt.
            errorScreen.unauthorized.title Anmeldung erforderlich
            errorScreen.unauthorized.message Ihre Sitzung ist abgelaufen. Melden Sie sich erneut an, um fortzufahren.
            errorScreen.server.title Serverfehler
            errorScreen.server.message Bei uns ist ein Problem aufgetreten. Bitte versuchen Sie es später erneut.
            errorScreen.server.cause Bei uns ist ein Problem aufgetreten.
            errorScreen.timeout.title Zeitüberschreitung
            errorScreen.timeout.message Der Server hat zu lange nicht geantwortet. Versuchen Sie es erneut.
            errorScreen.timeout.cause Der Server hat zu lange nicht geantwortet.
            errorScreen.offline.title Sie sind offline
            errorScreen.offline.message Stellen Sie eine Verbindung zum Internet her und versuchen Sie es erneut.
            errorScreen.maintenance.title Wartungsarbeiten
            errorScreen.maintenance.message Wir führen gerade Wartungsarbeiten durch. Bitte versuchen Sie es später erneut.
            errorScreen.maintenance.cause Wir führen gerade Wartungsarbeiten durch.
            errorScreen.empty.title Noch nichts vorhanden
            errorScreen.empty.message Derzeit gibt es nichts anzuzeigen.
            errorScreen.rateLimited.title Zu viele Anfragen
            errorScreen.rateLimited.message Sie haben zu viele Anfragen gesendet. Warten Sie einen Moment und versuchen Sie es erneut.
            errorScreen.rateLimited.cause Sie haben zu viele Anfragen gesendet.
            errorScreen.unexpected.title Etwas ist schiefgelaufen
            errorScreen.unexpected.message Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.
            errorScreen.unexpected.cause Ein unerwarteter Fehler ist aufgetreten.
            unit.second.short {count} Sek.
            unit.second.spoken#one {count} Sekunde
            unit.second.spoken#other {count} Sekunden
            unit.minute.short {count} Min.
            unit.minute.spoken#one {count} Minute
            unit.minute.spoken#other {count} Minuten
            unit.hour.short {count} Std.
            unit.hour.spoken#one {count} Stunde
            unit.hour.spoken#other {count} Stunden
            unit.day.short {count} Tg.
            unit.day.spoken#one {count} Tag
            unit.day.spoken#other {count} Tage
            unit.item.short#one {count} Objekt
            unit.item.short#other {count} Objekte
            unit.item.spoken#one {count} Objekt
            unit.item.spoken#other {count} Objekte
            unit.metre.short {count} m
            unit.metre.spoken#one {count} Meter
            unit.metre.spoken#other {count} Meter
            unit.kilometre.short {count} km
            unit.kilometre.spoken#one {count} Kilometer
            unit.kilometre.spoken#other {count} Kilometer
            unit.kilogram.short {count} kg
            unit.kilogram.spoken#one {count} Kilogramm
            unit.kilogram.spoken#other {count} Kilogramm
            unit.percent.short {count} %
            unit.percent.spoken {count} Prozent
            spoken.button Schaltfläche
            spoken.heading Überschrift Ebene {0}
            spoken.image Bild
            spoken.link Link
            spoken.selected Ausgewählt
            spoken.dimmed Gedimmt
            spoken.adjustable Anpassbar
            spoken.busy Beschäftigt
            spoken.alert Hinweis
            spoken.dialog Dialogfenster
            spoken.progress Fortschrittsanzeige
            spoken.percent {0} Prozent
            spoken.announcement Mitteilung: {0}
            spoken.urgentAnnouncement Dringende Mitteilung: {0}
            spoken.partSeparator ,\u{0020}
            """
    )
}
