extension Catalog {
    /// The built-in Italian catalog (`it`): every string the package supplies, and CLDR's
    /// number symbols for `it`.
    public static let italian = Catalog(
        languageCode: "it",
        numberSymbols: NumberSymbols(decimalSeparator: ",", groupingSeparator: "."),
        table: """
            button.ok OK
            button.cancel Annulla
            button.retry Riprova
            button.signIn Accedi
            button.close Chiudi
            button.undo Annulla
            statusMessage.kind.normal Info
            statusMessage.kind.success Operazione riuscita
            statusMessage.kind.caution Attenzione
            statusMessage.kind.error Errore
            statusMessage.kind.debug Debug
            statusMessage.kind.internalError Errore interno
            text.sentences {0} {1}
            statusMessage.prefixed {0}: {1}
            statusMessage.repeatCount#one {count} volta
            statusMessage.repeatCount#many {count} volte
            statusMessage.repeatCount#other {count} volte
            statusBoard.label Notifiche
            message.itemsRegistered#one {count} elemento registrato
            message.itemsRegistered#many {count} elementi registrati
            message.itemsRegistered#other {count} elementi registrati
            message.itemsSaved#one {count} elemento salvato
            message.itemsSaved#many {count} elementi salvati
            message.itemsSaved#other {count} elementi salvati
            message.itemsUpdated#one {count} elemento aggiornato
            message.itemsUpdated#many {count} elementi aggiornati
            message.itemsUpdated#other {count} elementi aggiornati
            message.itemsDeleted#one {count} elemento eliminato
            message.itemsDeleted#many {count} elementi eliminati
            message.itemsDeleted#other {count} elementi eliminati
            progress.loading Caricamento…
            progress.completed Completato
            errorScreen.retryAfter#one Riprova tra {count} secondo.
            errorScreen.retryAfter#many Riprova tra {count} secondi.
            errorScreen.retryAfter#other Riprova tra {count} secondi.
            http.notAcceptable Non accettabile: questa risorsa è disponibile come {0}.
            errorScreen.forbidden.title Accesso negato
            errorScreen.forbidden.message Non hai l’autorizzazione per visualizzare questo contenuto.
            errorScreen.network.title Impossibile connettersi
            errorScreen.network.message Controlla la connessione di rete e riprova.
            errorScreen.notFound.title Non trovato
            errorScreen.notFound.message Il contenuto che cerchi non esiste o è stato rimosso.
            errorScreen.unauthorized.title Accesso richiesto
            errorScreen.unauthorized.message La sessione è scaduta. Accedi di nuovo per continuare.
            errorScreen.server.title Errore del server
            errorScreen.server.message Si è verificato un problema da parte nostra. Riprova più tardi.
            errorScreen.server.cause Si è verificato un problema da parte nostra.
            errorScreen.timeout.title Tempo scaduto
            errorScreen.timeout.message Il server ha impiegato troppo tempo a rispondere. Riprova.
            errorScreen.timeout.cause Il server ha impiegato troppo tempo a rispondere.
            errorScreen.offline.title Sei offline
            errorScreen.offline.message Connettiti a Internet e riprova.
            errorScreen.maintenance.title Manutenzione in corso
            errorScreen.maintenance.message Stiamo effettuando un intervento di manutenzione. Riprova più tardi.
            errorScreen.maintenance.cause Stiamo effettuando un intervento di manutenzione.
            errorScreen.empty.title Ancora niente
            errorScreen.empty.message Al momento non c’è niente da mostrare.
            errorScreen.rateLimited.title Troppe richieste
            errorScreen.rateLimited.message Hai inviato troppe richieste. Attendi un momento e riprova.
            errorScreen.rateLimited.cause Hai inviato troppe richieste.
            errorScreen.unexpected.title Si è verificato un errore
            errorScreen.unexpected.message Si è verificato un errore imprevisto. Riprova.
            errorScreen.unexpected.cause Si è verificato un errore imprevisto.
            unit.second.short {count} s
            unit.second.spoken#one {count} secondo
            unit.second.spoken#many {count} secondi
            unit.second.spoken#other {count} secondi
            unit.minute.short {count} min
            unit.minute.spoken#one {count} minuto
            unit.minute.spoken#many {count} minuti
            unit.minute.spoken#other {count} minuti
            unit.hour.short {count} h
            unit.hour.spoken#one {count} ora
            unit.hour.spoken#many {count} ore
            unit.hour.spoken#other {count} ore
            unit.day.short#one {count} giorno
            unit.day.short#many {count} giorni
            unit.day.short#other {count} giorni
            unit.day.spoken#one {count} giorno
            unit.day.spoken#many {count} giorni
            unit.day.spoken#other {count} giorni
            unit.item.short#one {count} elemento
            unit.item.short#many {count} elementi
            unit.item.short#other {count} elementi
            unit.item.spoken#one {count} elemento
            unit.item.spoken#many {count} elementi
            unit.item.spoken#other {count} elementi
            unit.metre.short {count} m
            unit.metre.spoken#one {count} metro
            unit.metre.spoken#many {count} metri
            unit.metre.spoken#other {count} metri
            unit.kilometre.short {count} km
            unit.kilometre.spoken#one {count} chilometro
            unit.kilometre.spoken#many {count} chilometri
            unit.kilometre.spoken#other {count} chilometri
            unit.kilogram.short {count} kg
            unit.kilogram.spoken#one {count} chilogrammo
            unit.kilogram.spoken#many {count} chilogrammi
            unit.kilogram.spoken#other {count} chilogrammi
            unit.percent.short {count}%
            unit.percent.spoken {count} percento
            spoken.button Pulsante
            spoken.heading Intestazione di livello {0}
            spoken.image Immagine
            spoken.link Link
            spoken.selected Selezionato
            spoken.dimmed Oscurato
            spoken.adjustable Regolabile
            spoken.busy Occupato
            spoken.alert Avviso
            spoken.dialog Finestra di dialogo
            spoken.progress Indicatore di avanzamento
            spoken.percent {0} percento
            spoken.announcement Annuncio: {0}
            spoken.urgentAnnouncement Annuncio urgente: {0}
            spoken.partSeparator ,\u{0020}
            """
    )
}
