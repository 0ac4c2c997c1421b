extension Catalog {
    /// The built-in Polish catalog (`pl`): every string the package supplies, and CLDR's
    /// number symbols for `pl`.
    public static let polish = Catalog(
        languageCode: "pl",
        numberSymbols: NumberSymbols(decimalSeparator: ",", groupingSeparator: "\u{00A0}", minimumGroupingDigits: 2),
        entries: [
            .ok: "OK",
            .cancel: "Anuluj",
            .retry: "Ponów",
            .signIn: "Zaloguj się",
            .close: "Zamknij",
            .undo: "Cofnij",
            .statusKindNormal: "Informacja",
            .statusKindSuccess: "Sukces",
            .statusKindCaution: "Uwaga",
            .statusKindError: "Błąd",
            .statusKindDebug: "Debugowanie",
            .statusKindInternalError: "Błąd wewnętrzny",
            .statusPrefixed: "{0}: {1}",
            .sentences: "{0} {1}",
            .repeatCount: .plural(one: "{count} raz", few: "{count} razy", many: "{count} razy", other: "{count} raza"),
            .itemsRegistered: .plural(
                one: "Zarejestrowano {count} element",
                few: "Zarejestrowano {count} elementy",
                many: "Zarejestrowano {count} elementów",
                other: "Zarejestrowano {count} elementu"
            ),
            .itemsSaved: .plural(
                one: "Zapisano {count} element",
                few: "Zapisano {count} elementy",
                many: "Zapisano {count} elementów",
                other: "Zapisano {count} elementu"
            ),
            .itemsUpdated: .plural(
                one: "Zaktualizowano {count} element",
                few: "Zaktualizowano {count} elementy",
                many: "Zaktualizowano {count} elementów",
                other: "Zaktualizowano {count} elementu"
            ),
            .itemsDeleted: .plural(
                one: "Usunięto {count} element",
                few: "Usunięto {count} elementy",
                many: "Usunięto {count} elementów",
                other: "Usunięto {count} elementu"
            ),
            .loading: "Wczytywanie…",
            .completed: "Gotowe",
            .retryAfter: .plural(
                one: "Spróbuj ponownie za {count} sekundę.",
                few: "Spróbuj ponownie za {count} sekundy.",
                many: "Spróbuj ponownie za {count} sekund.",
                other: "Spróbuj ponownie za {count} sekundy."
            ),
            .notAcceptable: "Nieakceptowalny format: ten zasób jest dostępny jako {0}.",
            .forbiddenTitle: "Brak dostępu",
            .forbiddenMessage: "Nie masz uprawnień do wyświetlania tej zawartości.",
            .networkTitle: "Nie można nawiązać połączenia",
            .networkMessage: "Sprawdź połączenie sieciowe i spróbuj ponownie.",
            .notFoundTitle: "Nie znaleziono",
            .notFoundMessage: "Szukana zawartość nie istnieje lub została usunięta.",
            .unauthorizedTitle: "Wymagane logowanie",
            .unauthorizedMessage: "Sesja wygasła. Zaloguj się ponownie, aby kontynuować.",
            .serverTitle: "Błąd serwera",
            .serverMessage: "Wystąpił problem po naszej stronie. Spróbuj ponownie później.",
            .timeoutTitle: "Przekroczono limit czasu",
            .timeoutMessage: "Serwer zbyt długo nie odpowiadał. Spróbuj ponownie.",
            .offlineTitle: "Brak połączenia z internetem",
            .offlineMessage: "Połącz się z internetem i spróbuj ponownie.",
            .maintenanceTitle: "Trwają prace konserwacyjne",
            .maintenanceMessage: "Prowadzimy prace konserwacyjne. Spróbuj ponownie później.",
            .emptyTitle: "Nic tu jeszcze nie ma",
            .emptyMessage: "Obecnie nie ma nic do wyświetlenia.",
            .rateLimitedTitle: "Zbyt wiele żądań",
            .rateLimitedMessage: "Wysłano zbyt wiele żądań. Odczekaj chwilę i spróbuj ponownie.",
            .unexpectedTitle: "Coś poszło nie tak",
            .unexpectedMessage: "Wystąpił nieoczekiwany błąd. Spróbuj ponownie.",
            .secondShort: "{count} sek.",
            .secondSpoken: .plural(
                one: "{count} sekunda",
                few: "{count} sekundy",
                many: "{count} sekund",
                other: "{count} sekundy"
            ),
            .minuteShort: "{count} min",
            .minuteSpoken: .plural(
                one: "{count} minuta",
                few: "{count} minuty",
                many: "{count} minut",
                other: "{count} minuty"
            ),
            .hourShort: "{count} godz.",
            .hourSpoken: .plural(
                one: "{count} godzina",
                few: "{count} godziny",
                many: "{count} godzin",
                other: "{count} godziny"
            ),
            .dayShort: .plural(one: "{count} dzień", few: "{count} dni", many: "{count} dni", other: "{count} dnia"),
            .daySpoken: .plural(one: "{count} dzień", few: "{count} dni", many: "{count} dni", other: "{count} dnia"),
            .itemShort: .plural(
                one: "{count} element",
                few: "{count} elementy",
                many: "{count} elementów",
                other: "{count} elementu"
            ),
            .itemSpoken: .plural(
                one: "{count} element",
                few: "{count} elementy",
                many: "{count} elementów",
                other: "{count} elementu"
            ),
            .metreShort: "{count} m",
            .metreSpoken: .plural(
                one: "{count} metr",
                few: "{count} metry",
                many: "{count} metrów",
                other: "{count} metra"
            ),
            .kilometreShort: "{count} km",
            .kilometreSpoken: .plural(
                one: "{count} kilometr",
                few: "{count} kilometry",
                many: "{count} kilometrów",
                other: "{count} kilometra"
            ),
            .kilogramShort: "{count} kg",
            .kilogramSpoken: .plural(
                one: "{count} kilogram",
                few: "{count} kilogramy",
                many: "{count} kilogramów",
                other: "{count} kilograma"
            ),
            .percentShort: "{count}%",
            .percentSpoken: "{count} procent",
            .spokenButton: "Przycisk",
            .spokenHeading: "Nagłówek poziomu {0}",
            .spokenImage: "Obraz",
            .spokenLink: "Łącze",
            .spokenSelected: "Zaznaczone",
            .spokenDimmed: "Wygaszone",
            .spokenAdjustable: "Regulowane",
            .spokenBusy: "Zajęte",
            .spokenAlert: "Ostrzeżenie",
            .spokenDialog: "Okno dialogowe",
            .spokenProgress: "Wskaźnik postępu",
            .spokenPercent: "{0} procent",
            .spokenAnnouncement: "Ogłoszenie: {0}",
            .spokenUrgentAnnouncement: "Pilne ogłoszenie: {0}",
        ]
    )
}
