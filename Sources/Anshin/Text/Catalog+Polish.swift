extension Catalog {
    /// The built-in Polish catalog (`pl`): every string the package supplies, and CLDR's
    /// number symbols for `pl`.
    public static let polish = Catalog(
        languageCode: "pl",
        numberSymbols: NumberSymbols(decimalSeparator: ",", groupingSeparator: "\u{00A0}", minimumGroupingDigits: 2),
        table: """
            button.ok OK
            button.cancel Anuluj
            button.retry Ponów
            button.signIn Zaloguj się
            button.close Zamknij
            button.undo Cofnij
            statusMessage.kind.normal Informacja
            statusMessage.kind.success Sukces
            statusMessage.kind.caution Uwaga
            statusMessage.kind.error Błąd
            statusMessage.kind.debug Debugowanie
            statusMessage.kind.internalError Błąd wewnętrzny
            text.sentences {0} {1}
            statusMessage.prefixed {0}: {1}
            statusMessage.repeatCount#one {count} raz
            statusMessage.repeatCount#few {count} razy
            statusMessage.repeatCount#many {count} razy
            statusMessage.repeatCount#other {count} raza
            statusBoard.label Powiadomienia
            message.itemsRegistered#one Zarejestrowano {count} element
            message.itemsRegistered#few Zarejestrowano {count} elementy
            message.itemsRegistered#many Zarejestrowano {count} elementów
            message.itemsRegistered#other Zarejestrowano {count} elementu
            message.itemsSaved#one Zapisano {count} element
            message.itemsSaved#few Zapisano {count} elementy
            message.itemsSaved#many Zapisano {count} elementów
            message.itemsSaved#other Zapisano {count} elementu
            message.itemsUpdated#one Zaktualizowano {count} element
            message.itemsUpdated#few Zaktualizowano {count} elementy
            message.itemsUpdated#many Zaktualizowano {count} elementów
            message.itemsUpdated#other Zaktualizowano {count} elementu
            message.itemsDeleted#one Usunięto {count} element
            message.itemsDeleted#few Usunięto {count} elementy
            message.itemsDeleted#many Usunięto {count} elementów
            message.itemsDeleted#other Usunięto {count} elementu
            progress.loading Wczytywanie…
            progress.completed Gotowe
            errorScreen.retryAfter#one Spróbuj ponownie za {count} sekundę.
            errorScreen.retryAfter#few Spróbuj ponownie za {count} sekundy.
            errorScreen.retryAfter#many Spróbuj ponownie za {count} sekund.
            errorScreen.retryAfter#other Spróbuj ponownie za {count} sekundy.
            http.notAcceptable Nieakceptowalny format: ten zasób jest dostępny jako {0}.
            errorScreen.forbidden.title Brak dostępu
            errorScreen.forbidden.message Nie masz uprawnień do wyświetlania tej zawartości.
            errorScreen.network.title Nie można nawiązać połączenia
            errorScreen.network.message Sprawdź połączenie sieciowe i spróbuj ponownie.
            errorScreen.notFound.title Nie znaleziono
            errorScreen.notFound.message Szukana zawartość nie istnieje lub została usunięta.
            errorScreen.unauthorized.title Wymagane logowanie
            errorScreen.unauthorized.message Sesja wygasła. Zaloguj się ponownie, aby kontynuować.
            errorScreen.server.title Błąd serwera
            errorScreen.server.message Wystąpił problem po naszej stronie. Spróbuj ponownie później.
            errorScreen.server.cause Wystąpił problem po naszej stronie.
            errorScreen.timeout.title Przekroczono limit czasu
            errorScreen.timeout.message Serwer zbyt długo nie odpowiadał. Spróbuj ponownie.
            errorScreen.timeout.cause Serwer zbyt długo nie odpowiadał.
            errorScreen.offline.title Brak połączenia z internetem
            errorScreen.offline.message Połącz się z internetem i spróbuj ponownie.
            errorScreen.maintenance.title Trwają prace konserwacyjne
            errorScreen.maintenance.message Prowadzimy prace konserwacyjne. Spróbuj ponownie później.
            errorScreen.maintenance.cause Prowadzimy prace konserwacyjne.
            errorScreen.empty.title Nic tu jeszcze nie ma
            errorScreen.empty.message Obecnie nie ma nic do wyświetlenia.
            errorScreen.rateLimited.title Zbyt wiele żądań
            errorScreen.rateLimited.message Wysłano zbyt wiele żądań. Odczekaj chwilę i spróbuj ponownie.
            errorScreen.rateLimited.cause Wysłano zbyt wiele żądań.
            errorScreen.unexpected.title Coś poszło nie tak
            errorScreen.unexpected.message Wystąpił nieoczekiwany błąd. Spróbuj ponownie.
            errorScreen.unexpected.cause Wystąpił nieoczekiwany błąd.
            unit.second.short {count} sek.
            unit.second.spoken#one {count} sekunda
            unit.second.spoken#few {count} sekundy
            unit.second.spoken#many {count} sekund
            unit.second.spoken#other {count} sekundy
            unit.minute.short {count} min
            unit.minute.spoken#one {count} minuta
            unit.minute.spoken#few {count} minuty
            unit.minute.spoken#many {count} minut
            unit.minute.spoken#other {count} minuty
            unit.hour.short {count} godz.
            unit.hour.spoken#one {count} godzina
            unit.hour.spoken#few {count} godziny
            unit.hour.spoken#many {count} godzin
            unit.hour.spoken#other {count} godziny
            unit.day.short#one {count} dzień
            unit.day.short#few {count} dni
            unit.day.short#many {count} dni
            unit.day.short#other {count} dnia
            unit.day.spoken#one {count} dzień
            unit.day.spoken#few {count} dni
            unit.day.spoken#many {count} dni
            unit.day.spoken#other {count} dnia
            unit.item.short#one {count} element
            unit.item.short#few {count} elementy
            unit.item.short#many {count} elementów
            unit.item.short#other {count} elementu
            unit.item.spoken#one {count} element
            unit.item.spoken#few {count} elementy
            unit.item.spoken#many {count} elementów
            unit.item.spoken#other {count} elementu
            unit.metre.short {count} m
            unit.metre.spoken#one {count} metr
            unit.metre.spoken#few {count} metry
            unit.metre.spoken#many {count} metrów
            unit.metre.spoken#other {count} metra
            unit.kilometre.short {count} km
            unit.kilometre.spoken#one {count} kilometr
            unit.kilometre.spoken#few {count} kilometry
            unit.kilometre.spoken#many {count} kilometrów
            unit.kilometre.spoken#other {count} kilometra
            unit.kilogram.short {count} kg
            unit.kilogram.spoken#one {count} kilogram
            unit.kilogram.spoken#few {count} kilogramy
            unit.kilogram.spoken#many {count} kilogramów
            unit.kilogram.spoken#other {count} kilograma
            unit.percent.short {count}%
            unit.percent.spoken {count} procent
            spoken.button Przycisk
            spoken.heading Nagłówek poziomu {0}
            spoken.image Obraz
            spoken.link Łącze
            spoken.selected Zaznaczone
            spoken.dimmed Wygaszone
            spoken.adjustable Regulowane
            spoken.busy Zajęte
            spoken.alert Ostrzeżenie
            spoken.dialog Okno dialogowe
            spoken.progress Wskaźnik postępu
            spoken.percent {0} procent
            spoken.announcement Ogłoszenie: {0}
            spoken.urgentAnnouncement Pilne ogłoszenie: {0}
            spoken.partSeparator ,\u{0020}
            """
    )
}
