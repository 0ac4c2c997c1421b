extension Catalog {
    /// The built-in Ukrainian catalog (`uk`): every string the package supplies, and CLDR's
    /// number symbols for `uk`.
    public static let ukrainian = Catalog(
        languageCode: "uk",
        numberSymbols: NumberSymbols(decimalSeparator: ",", groupingSeparator: "\u{00A0}"),
        entries: [
            .ok: "OK",
            .cancel: "Скасувати",
            .retry: "Повторити",
            .signIn: "Увійти",
            .close: "Закрити",
            .undo: "Відмінити",
            .statusKindNormal: "Інформація",
            .statusKindSuccess: "Успішно",
            .statusKindCaution: "Увага",
            .statusKindError: "Помилка",
            .statusKindDebug: "Налагодження",
            .statusKindInternalError: "Внутрішня помилка",
            .statusPrefixed: "{0}: {1}",
            .sentences: "{0} {1}",
            .repeatCount: .plural(
                one: "{count} раз",
                few: "{count} рази",
                many: "{count} разів",
                other: "{count} раза"
            ),
            .itemsRegistered: .plural(
                one: "Зареєстровано {count} об’єкт",
                few: "Зареєстровано {count} об’єкти",
                many: "Зареєстровано {count} об’єктів",
                other: "Зареєстровано {count} об’єкта"
            ),
            .itemsSaved: .plural(
                one: "Збережено {count} об’єкт",
                few: "Збережено {count} об’єкти",
                many: "Збережено {count} об’єктів",
                other: "Збережено {count} об’єкта"
            ),
            .itemsUpdated: .plural(
                one: "Оновлено {count} об’єкт",
                few: "Оновлено {count} об’єкти",
                many: "Оновлено {count} об’єктів",
                other: "Оновлено {count} об’єкта"
            ),
            .itemsDeleted: .plural(
                one: "Видалено {count} об’єкт",
                few: "Видалено {count} об’єкти",
                many: "Видалено {count} об’єктів",
                other: "Видалено {count} об’єкта"
            ),
            .loading: "Завантаження…",
            .completed: "Готово",
            .retryAfter: .plural(
                one: "Спробуйте ще раз через {count} секунду.",
                few: "Спробуйте ще раз через {count} секунди.",
                many: "Спробуйте ще раз через {count} секунд.",
                other: "Спробуйте ще раз через {count} секунди."
            ),
            .notAcceptable: "Неприйнятний формат: цей ресурс доступний у форматі {0}.",
            .forbiddenTitle: "Немає доступу",
            .forbiddenMessage: "У вас немає дозволу на перегляд цього вмісту.",
            .networkTitle: "Не вдалося під’єднатися",
            .networkMessage: "Перевірте підключення до мережі та спробуйте ще раз.",
            .notFoundTitle: "Не знайдено",
            .notFoundMessage: "Вміст, який ви шукаєте, не існує або його видалено.",
            .unauthorizedTitle: "Потрібно увійти",
            .unauthorizedMessage: "Ваш сеанс завершився. Увійдіть знову, щоб продовжити.",
            .serverTitle: "Помилка сервера",
            .serverMessage: "На нашому боці сталася проблема. Спробуйте ще раз пізніше.",
            .timeoutTitle: "Час очікування минув",
            .timeoutMessage: "Сервер надто довго не відповідав. Спробуйте ще раз.",
            .offlineTitle: "Немає з’єднання з інтернетом",
            .offlineMessage: "Підключіться до інтернету та спробуйте ще раз.",
            .maintenanceTitle: "Тривають технічні роботи",
            .maintenanceMessage: "Ми проводимо технічне обслуговування. Спробуйте ще раз пізніше.",
            .emptyTitle: "Тут поки нічого немає",
            .emptyMessage: "Зараз тут нічого показати.",
            .rateLimitedTitle: "Забагато запитів",
            .rateLimitedMessage: "Ви надіслали забагато запитів. Зачекайте трохи та спробуйте ще раз.",
            .unexpectedTitle: "Щось пішло не так",
            .unexpectedMessage: "Сталася неочікувана помилка. Спробуйте ще раз.",
            .secondShort: "{count} с",
            .secondSpoken: .plural(
                one: "{count} секунда",
                few: "{count} секунди",
                many: "{count} секунд",
                other: "{count} секунди"
            ),
            .minuteShort: "{count} хв",
            .minuteSpoken: .plural(
                one: "{count} хвилина",
                few: "{count} хвилини",
                many: "{count} хвилин",
                other: "{count} хвилини"
            ),
            .hourShort: "{count} год",
            .hourSpoken: .plural(
                one: "{count} година",
                few: "{count} години",
                many: "{count} годин",
                other: "{count} години"
            ),
            .dayShort: "{count} дн.",
            .daySpoken: .plural(one: "{count} день", few: "{count} дні", many: "{count} днів", other: "{count} дня"),
            .itemShort: .plural(
                one: "{count} об’єкт",
                few: "{count} об’єкти",
                many: "{count} об’єктів",
                other: "{count} об’єкта"
            ),
            .itemSpoken: .plural(
                one: "{count} об’єкт",
                few: "{count} об’єкти",
                many: "{count} об’єктів",
                other: "{count} об’єкта"
            ),
            .metreShort: "{count} м",
            .metreSpoken: .plural(
                one: "{count} метр",
                few: "{count} метри",
                many: "{count} метрів",
                other: "{count} метра"
            ),
            .kilometreShort: "{count} км",
            .kilometreSpoken: .plural(
                one: "{count} кілометр",
                few: "{count} кілометри",
                many: "{count} кілометрів",
                other: "{count} кілометра"
            ),
            .kilogramShort: "{count} кг",
            .kilogramSpoken: .plural(
                one: "{count} кілограм",
                few: "{count} кілограми",
                many: "{count} кілограмів",
                other: "{count} кілограма"
            ),
            .percentShort: "{count} %",
            .percentSpoken: .plural(
                one: "{count} відсоток",
                few: "{count} відсотки",
                many: "{count} відсотків",
                other: "{count} відсотка"
            ),
            .spokenButton: "Кнопка",
            .spokenHeading: "Заголовок рівня {0}",
            .spokenImage: "Зображення",
            .spokenLink: "Посилання",
            .spokenSelected: "Вибрано",
            .spokenDimmed: "Неактивно",
            .spokenAdjustable: "Регульований елемент",
            .spokenBusy: "Зайнято",
            .spokenAlert: "Попередження",
            .spokenDialog: "Діалогове вікно",
            .spokenProgress: "Індикатор виконання",
            .spokenPercent: "{0} %",
            .spokenAnnouncement: "Оголошення: {0}",
            .spokenUrgentAnnouncement: "Термінове оголошення: {0}",
        ]
    )
}
