extension Catalog {
    /// The built-in Ukrainian catalog (`uk`): every string the package supplies, and CLDR's
    /// number symbols for `uk`.
    public static let ukrainian = Catalog(
        languageCode: "uk",
        numberSymbols: NumberSymbols(decimalSeparator: ",", groupingSeparator: "\u{00A0}"),
        table: """
            button.ok OK
            button.cancel Скасувати
            button.retry Повторити
            button.signIn Увійти
            button.close Закрити
            button.undo Відмінити
            statusMessage.kind.normal Інформація
            statusMessage.kind.success Успішно
            statusMessage.kind.caution Увага
            statusMessage.kind.error Помилка
            statusMessage.kind.debug Налагодження
            statusMessage.kind.internalError Внутрішня помилка
            text.sentences {0} {1}
            statusMessage.prefixed {0}: {1}
            statusMessage.repeatCount#one {count} раз
            statusMessage.repeatCount#few {count} рази
            statusMessage.repeatCount#many {count} разів
            statusMessage.repeatCount#other {count} раза
            statusBoard.label Сповіщення
            message.itemsRegistered#one Зареєстровано {count} об’єкт
            message.itemsRegistered#few Зареєстровано {count} об’єкти
            message.itemsRegistered#many Зареєстровано {count} об’єктів
            message.itemsRegistered#other Зареєстровано {count} об’єкта
            message.itemsSaved#one Збережено {count} об’єкт
            message.itemsSaved#few Збережено {count} об’єкти
            message.itemsSaved#many Збережено {count} об’єктів
            message.itemsSaved#other Збережено {count} об’єкта
            message.itemsUpdated#one Оновлено {count} об’єкт
            message.itemsUpdated#few Оновлено {count} об’єкти
            message.itemsUpdated#many Оновлено {count} об’єктів
            message.itemsUpdated#other Оновлено {count} об’єкта
            message.itemsDeleted#one Видалено {count} об’єкт
            message.itemsDeleted#few Видалено {count} об’єкти
            message.itemsDeleted#many Видалено {count} об’єктів
            message.itemsDeleted#other Видалено {count} об’єкта
            progress.loading Завантаження…
            progress.completed Готово
            errorScreen.retryAfter#one Спробуйте ще раз через {count} секунду.
            errorScreen.retryAfter#few Спробуйте ще раз через {count} секунди.
            errorScreen.retryAfter#many Спробуйте ще раз через {count} секунд.
            errorScreen.retryAfter#other Спробуйте ще раз через {count} секунди.
            http.notAcceptable Неприйнятний формат: цей ресурс доступний у форматі {0}.
            errorScreen.forbidden.title Немає доступу
            errorScreen.forbidden.message У вас немає дозволу на перегляд цього вмісту.
            errorScreen.network.title Не вдалося під’єднатися
            errorScreen.network.message Перевірте підключення до мережі та спробуйте ще раз.
            errorScreen.notFound.title Не знайдено
            errorScreen.notFound.message Вміст, який ви шукаєте, не існує або його видалено.
            errorScreen.unauthorized.title Потрібно увійти
            errorScreen.unauthorized.message Ваш сеанс завершився. Увійдіть знову, щоб продовжити.
            errorScreen.server.title Помилка сервера
            errorScreen.server.message На нашому боці сталася проблема. Спробуйте ще раз пізніше.
            errorScreen.server.cause На нашому боці сталася проблема.
            errorScreen.timeout.title Час очікування минув
            errorScreen.timeout.message Сервер надто довго не відповідав. Спробуйте ще раз.
            errorScreen.timeout.cause Сервер надто довго не відповідав.
            errorScreen.offline.title Немає з’єднання з інтернетом
            errorScreen.offline.message Підключіться до інтернету та спробуйте ще раз.
            errorScreen.maintenance.title Тривають технічні роботи
            errorScreen.maintenance.message Ми проводимо технічне обслуговування. Спробуйте ще раз пізніше.
            errorScreen.maintenance.cause Ми проводимо технічне обслуговування.
            errorScreen.empty.title Тут поки нічого немає
            errorScreen.empty.message Зараз тут нічого показати.
            errorScreen.rateLimited.title Забагато запитів
            errorScreen.rateLimited.message Ви надіслали забагато запитів. Зачекайте трохи та спробуйте ще раз.
            errorScreen.rateLimited.cause Ви надіслали забагато запитів.
            errorScreen.unexpected.title Щось пішло не так
            errorScreen.unexpected.message Сталася неочікувана помилка. Спробуйте ще раз.
            errorScreen.unexpected.cause Сталася неочікувана помилка.
            unit.second.short {count} с
            unit.second.spoken#one {count} секунда
            unit.second.spoken#few {count} секунди
            unit.second.spoken#many {count} секунд
            unit.second.spoken#other {count} секунди
            unit.minute.short {count} хв
            unit.minute.spoken#one {count} хвилина
            unit.minute.spoken#few {count} хвилини
            unit.minute.spoken#many {count} хвилин
            unit.minute.spoken#other {count} хвилини
            unit.hour.short {count} год
            unit.hour.spoken#one {count} година
            unit.hour.spoken#few {count} години
            unit.hour.spoken#many {count} годин
            unit.hour.spoken#other {count} години
            unit.day.short {count} дн.
            unit.day.spoken#one {count} день
            unit.day.spoken#few {count} дні
            unit.day.spoken#many {count} днів
            unit.day.spoken#other {count} дня
            unit.item.short#one {count} об’єкт
            unit.item.short#few {count} об’єкти
            unit.item.short#many {count} об’єктів
            unit.item.short#other {count} об’єкта
            unit.item.spoken#one {count} об’єкт
            unit.item.spoken#few {count} об’єкти
            unit.item.spoken#many {count} об’єктів
            unit.item.spoken#other {count} об’єкта
            unit.metre.short {count} м
            unit.metre.spoken#one {count} метр
            unit.metre.spoken#few {count} метри
            unit.metre.spoken#many {count} метрів
            unit.metre.spoken#other {count} метра
            unit.kilometre.short {count} км
            unit.kilometre.spoken#one {count} кілометр
            unit.kilometre.spoken#few {count} кілометри
            unit.kilometre.spoken#many {count} кілометрів
            unit.kilometre.spoken#other {count} кілометра
            unit.kilogram.short {count} кг
            unit.kilogram.spoken#one {count} кілограм
            unit.kilogram.spoken#few {count} кілограми
            unit.kilogram.spoken#many {count} кілограмів
            unit.kilogram.spoken#other {count} кілограма
            unit.percent.short {count} %
            unit.percent.spoken#one {count} відсоток
            unit.percent.spoken#few {count} відсотки
            unit.percent.spoken#many {count} відсотків
            unit.percent.spoken#other {count} відсотка
            spoken.button Кнопка
            spoken.heading Заголовок рівня {0}
            spoken.image Зображення
            spoken.link Посилання
            spoken.selected Вибрано
            spoken.dimmed Неактивно
            spoken.adjustable Регульований елемент
            spoken.busy Зайнято
            spoken.alert Попередження
            spoken.dialog Діалогове вікно
            spoken.progress Індикатор виконання
            spoken.percent {0} %
            spoken.announcement Оголошення: {0}
            spoken.urgentAnnouncement Термінове оголошення: {0}
            spoken.partSeparator ,\u{0020}
            """
    )
}
