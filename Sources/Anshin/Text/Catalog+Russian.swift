extension Catalog {
    /// The built-in Russian catalog (`ru`): every string the package supplies, and CLDR's
    /// number symbols for `ru`.
    public static let russian = Catalog(
        languageCode: "ru",
        numberSymbols: NumberSymbols(decimalSeparator: ",", groupingSeparator: "\u{00A0}"),
        entries: [
            .ok: "ОК",
            .cancel: "Отмена",
            .retry: "Повторить",
            .signIn: "Войти",
            .close: "Закрыть",
            .undo: "Отменить",
            .statusKindNormal: "Информация",
            .statusKindSuccess: "Успешно",
            .statusKindCaution: "Внимание",
            .statusKindError: "Ошибка",
            .statusKindDebug: "Отладка",
            .statusKindInternalError: "Внутренняя ошибка",
            .statusPrefixed: "{0}: {1}",
            .sentences: "{0} {1}",
            .repeatCount: .plural(one: "{count} раз", few: "{count} раза", many: "{count} раз", other: "{count} раза"),
            .itemsRegistered: .plural(
                one: "Зарегистрирован {count} объект",
                few: "Зарегистрировано {count} объекта",
                many: "Зарегистрировано {count} объектов",
                other: "Зарегистрировано {count} объекта"
            ),
            .itemsSaved: .plural(
                one: "Сохранён {count} объект",
                few: "Сохранено {count} объекта",
                many: "Сохранено {count} объектов",
                other: "Сохранено {count} объекта"
            ),
            .itemsUpdated: .plural(
                one: "Обновлён {count} объект",
                few: "Обновлено {count} объекта",
                many: "Обновлено {count} объектов",
                other: "Обновлено {count} объекта"
            ),
            .itemsDeleted: .plural(
                one: "Удалён {count} объект",
                few: "Удалено {count} объекта",
                many: "Удалено {count} объектов",
                other: "Удалено {count} объекта"
            ),
            .loading: "Загрузка…",
            .completed: "Готово",
            .retryAfter: .plural(
                one: "Повторите попытку через {count} секунду.",
                few: "Повторите попытку через {count} секунды.",
                many: "Повторите попытку через {count} секунд.",
                other: "Повторите попытку через {count} секунды."
            ),
            .notAcceptable: "Неприемлемый формат: этот ресурс доступен в формате {0}.",
            .forbiddenTitle: "Нет доступа",
            .forbiddenMessage: "У вас нет разрешения на просмотр этого содержимого.",
            .networkTitle: "Не удалось подключиться",
            .networkMessage: "Проверьте подключение к сети и повторите попытку.",
            .notFoundTitle: "Не найдено",
            .notFoundMessage: "Содержимое, которое вы ищете, не существует или было удалено.",
            .unauthorizedTitle: "Требуется вход",
            .unauthorizedMessage: "Ваш сеанс завершён. Войдите снова, чтобы продолжить.",
            .serverTitle: "Ошибка сервера",
            .serverMessage: "На нашей стороне возникла проблема. Повторите попытку позже.",
            .timeoutTitle: "Время ожидания истекло",
            .timeoutMessage: "Сервер слишком долго не отвечает. Повторите попытку.",
            .offlineTitle: "Нет подключения к интернету",
            .offlineMessage: "Подключитесь к интернету и повторите попытку.",
            .maintenanceTitle: "Технические работы",
            .maintenanceMessage: "Мы проводим технические работы. Повторите попытку позже.",
            .emptyTitle: "Здесь пока ничего нет",
            .emptyMessage: "Сейчас здесь нечего показать.",
            .rateLimitedTitle: "Слишком много запросов",
            .rateLimitedMessage: "Вы отправили слишком много запросов. Подождите немного и повторите попытку.",
            .unexpectedTitle: "Что-то пошло не так",
            .unexpectedMessage: "Произошла непредвиденная ошибка. Повторите попытку.",
            .secondShort: "{count} с",
            .secondSpoken: .plural(
                one: "{count} секунда",
                few: "{count} секунды",
                many: "{count} секунд",
                other: "{count} секунды"
            ),
            .minuteShort: "{count} мин",
            .minuteSpoken: .plural(
                one: "{count} минута",
                few: "{count} минуты",
                many: "{count} минут",
                other: "{count} минуты"
            ),
            .hourShort: "{count} ч",
            .hourSpoken: .plural(one: "{count} час", few: "{count} часа", many: "{count} часов", other: "{count} часа"),
            .dayShort: "{count} дн.",
            .daySpoken: .plural(one: "{count} день", few: "{count} дня", many: "{count} дней", other: "{count} дня"),
            .itemShort: .plural(
                one: "{count} объект",
                few: "{count} объекта",
                many: "{count} объектов",
                other: "{count} объекта"
            ),
            .itemSpoken: .plural(
                one: "{count} объект",
                few: "{count} объекта",
                many: "{count} объектов",
                other: "{count} объекта"
            ),
            .metreShort: "{count} м",
            .metreSpoken: .plural(
                one: "{count} метр",
                few: "{count} метра",
                many: "{count} метров",
                other: "{count} метра"
            ),
            .kilometreShort: "{count} км",
            .kilometreSpoken: .plural(
                one: "{count} километр",
                few: "{count} километра",
                many: "{count} километров",
                other: "{count} километра"
            ),
            .kilogramShort: "{count} кг",
            .kilogramSpoken: .plural(
                one: "{count} килограмм",
                few: "{count} килограмма",
                many: "{count} килограмм",
                other: "{count} килограмма"
            ),
            .percentShort: "{count} %",
            .percentSpoken: .plural(
                one: "{count} процент",
                few: "{count} процента",
                many: "{count} процентов",
                other: "{count} процента"
            ),
            .spokenButton: "Кнопка",
            .spokenHeading: "Заголовок уровня {0}",
            .spokenImage: "Изображение",
            .spokenLink: "Ссылка",
            .spokenSelected: "Выбрано",
            .spokenDimmed: "Недоступно",
            .spokenAdjustable: "Регулируемый элемент",
            .spokenBusy: "Занято",
            .spokenAlert: "Предупреждение",
            .spokenDialog: "Диалоговое окно",
            .spokenProgress: "Индикатор выполнения",
            .spokenPercent: "{0} %",
            .spokenAnnouncement: "Объявление: {0}",
            .spokenUrgentAnnouncement: "Срочное объявление: {0}",
        ]
    )
}
