extension Catalog {
    /// The built-in Russian catalog (`ru`): every string the package supplies, and CLDR's
    /// number symbols for `ru`.
    public static let russian = Catalog(
        languageCode: "ru",
        numberSymbols: NumberSymbols(decimalSeparator: ",", groupingSeparator: "\u{00A0}"),
        table: """
            button.ok ОК
            button.cancel Отмена
            button.retry Повторить
            button.signIn Войти
            button.close Закрыть
            button.undo Отменить
            statusMessage.kind.normal Информация
            statusMessage.kind.success Успешно
            statusMessage.kind.caution Внимание
            statusMessage.kind.error Ошибка
            statusMessage.kind.debug Отладка
            statusMessage.kind.internalError Внутренняя ошибка
            text.sentences {0} {1}
            statusMessage.prefixed {0}: {1}
            statusMessage.repeatCount#one {count} раз
            statusMessage.repeatCount#few {count} раза
            statusMessage.repeatCount#many {count} раз
            statusMessage.repeatCount#other {count} раза
            statusBoard.label Уведомления
            message.itemsRegistered#one Зарегистрирован {count} объект
            message.itemsRegistered#few Зарегистрировано {count} объекта
            message.itemsRegistered#many Зарегистрировано {count} объектов
            message.itemsRegistered#other Зарегистрировано {count} объекта
            message.itemsSaved#one Сохранён {count} объект
            message.itemsSaved#few Сохранено {count} объекта
            message.itemsSaved#many Сохранено {count} объектов
            message.itemsSaved#other Сохранено {count} объекта
            message.itemsUpdated#one Обновлён {count} объект
            message.itemsUpdated#few Обновлено {count} объекта
            message.itemsUpdated#many Обновлено {count} объектов
            message.itemsUpdated#other Обновлено {count} объекта
            message.itemsDeleted#one Удалён {count} объект
            message.itemsDeleted#few Удалено {count} объекта
            message.itemsDeleted#many Удалено {count} объектов
            message.itemsDeleted#other Удалено {count} объекта
            progress.loading Загрузка…
            progress.completed Готово
            errorScreen.retryAfter#one Повторите попытку через {count} секунду.
            errorScreen.retryAfter#few Повторите попытку через {count} секунды.
            errorScreen.retryAfter#many Повторите попытку через {count} секунд.
            errorScreen.retryAfter#other Повторите попытку через {count} секунды.
            http.notAcceptable Неприемлемый формат: этот ресурс доступен в формате {0}.
            errorScreen.forbidden.title Нет доступа
            errorScreen.forbidden.message У вас нет разрешения на просмотр этого содержимого.
            errorScreen.network.title Не удалось подключиться
            errorScreen.network.message Проверьте подключение к сети и повторите попытку.
            errorScreen.notFound.title Не найдено
            errorScreen.notFound.message Содержимое, которое вы ищете, не существует или было удалено.
            errorScreen.unauthorized.title Требуется вход
            errorScreen.unauthorized.message Ваш сеанс завершён. Войдите снова, чтобы продолжить.
            errorScreen.server.title Ошибка сервера
            errorScreen.server.message На нашей стороне возникла проблема. Повторите попытку позже.
            errorScreen.server.cause На нашей стороне возникла проблема.
            errorScreen.timeout.title Время ожидания истекло
            errorScreen.timeout.message Сервер слишком долго не отвечает. Повторите попытку.
            errorScreen.timeout.cause Сервер слишком долго не отвечает.
            errorScreen.offline.title Нет подключения к интернету
            errorScreen.offline.message Подключитесь к интернету и повторите попытку.
            errorScreen.maintenance.title Технические работы
            errorScreen.maintenance.message Мы проводим технические работы. Повторите попытку позже.
            errorScreen.maintenance.cause Мы проводим технические работы.
            errorScreen.empty.title Здесь пока ничего нет
            errorScreen.empty.message Сейчас здесь нечего показать.
            errorScreen.rateLimited.title Слишком много запросов
            errorScreen.rateLimited.message Вы отправили слишком много запросов. Подождите немного и повторите попытку.
            errorScreen.rateLimited.cause Вы отправили слишком много запросов.
            errorScreen.unexpected.title Что-то пошло не так
            errorScreen.unexpected.message Произошла непредвиденная ошибка. Повторите попытку.
            errorScreen.unexpected.cause Произошла непредвиденная ошибка.
            unit.second.short {count} с
            unit.second.spoken#one {count} секунда
            unit.second.spoken#few {count} секунды
            unit.second.spoken#many {count} секунд
            unit.second.spoken#other {count} секунды
            unit.minute.short {count} мин
            unit.minute.spoken#one {count} минута
            unit.minute.spoken#few {count} минуты
            unit.minute.spoken#many {count} минут
            unit.minute.spoken#other {count} минуты
            unit.hour.short {count} ч
            unit.hour.spoken#one {count} час
            unit.hour.spoken#few {count} часа
            unit.hour.spoken#many {count} часов
            unit.hour.spoken#other {count} часа
            unit.day.short {count} дн.
            unit.day.spoken#one {count} день
            unit.day.spoken#few {count} дня
            unit.day.spoken#many {count} дней
            unit.day.spoken#other {count} дня
            unit.item.short#one {count} объект
            unit.item.short#few {count} объекта
            unit.item.short#many {count} объектов
            unit.item.short#other {count} объекта
            unit.item.spoken#one {count} объект
            unit.item.spoken#few {count} объекта
            unit.item.spoken#many {count} объектов
            unit.item.spoken#other {count} объекта
            unit.metre.short {count} м
            unit.metre.spoken#one {count} метр
            unit.metre.spoken#few {count} метра
            unit.metre.spoken#many {count} метров
            unit.metre.spoken#other {count} метра
            unit.kilometre.short {count} км
            unit.kilometre.spoken#one {count} километр
            unit.kilometre.spoken#few {count} километра
            unit.kilometre.spoken#many {count} километров
            unit.kilometre.spoken#other {count} километра
            unit.kilogram.short {count} кг
            unit.kilogram.spoken#one {count} килограмм
            unit.kilogram.spoken#few {count} килограмма
            unit.kilogram.spoken#many {count} килограмм
            unit.kilogram.spoken#other {count} килограмма
            unit.percent.short {count} %
            unit.percent.spoken#one {count} процент
            unit.percent.spoken#few {count} процента
            unit.percent.spoken#many {count} процентов
            unit.percent.spoken#other {count} процента
            spoken.button Кнопка
            spoken.heading Заголовок уровня {0}
            spoken.image Изображение
            spoken.link Ссылка
            spoken.selected Выбрано
            spoken.dimmed Недоступно
            spoken.adjustable Регулируемый элемент
            spoken.busy Занято
            spoken.alert Предупреждение
            spoken.dialog Диалоговое окно
            spoken.progress Индикатор выполнения
            spoken.percent {0} %
            spoken.announcement Объявление: {0}
            spoken.urgentAnnouncement Срочное объявление: {0}
            spoken.partSeparator ,\u{0020}
            """
    )
}
