extension Catalog {
    /// The built-in Hebrew catalog (`he`): every string the package supplies, and CLDR's
    /// number symbols for `he`.
    public static let hebrew = Catalog(
        languageCode: "he",
        numberSymbols: NumberSymbols(decimalSeparator: ".", groupingSeparator: ",", minusSign: "\u{200E}-"),
        table: """
            button.ok אישור
            button.cancel ביטול
            button.retry ניסיון חוזר
            button.signIn התחברות
            button.close סגירה
            button.undo ביטול פעולה
            statusMessage.kind.normal מידע
            statusMessage.kind.success הצלחה
            statusMessage.kind.caution זהירות
            statusMessage.kind.error שגיאה
            statusMessage.kind.debug ניפוי באגים
            statusMessage.kind.internalError שגיאה פנימית
            text.sentences {0} {1}
            statusMessage.prefixed {0}: {1}
            statusMessage.repeatCount#one {count} פעם
            statusMessage.repeatCount#two פעמיים
            statusMessage.repeatCount#other {count} פעמים
            statusBoard.label התראות
            message.itemsRegistered#one {count} פריט נרשם
            message.itemsRegistered#two {count} פריטים נרשמו
            message.itemsRegistered#other {count} פריטים נרשמו
            message.itemsSaved#one {count} פריט נשמר
            message.itemsSaved#two {count} פריטים נשמרו
            message.itemsSaved#other {count} פריטים נשמרו
            message.itemsUpdated#one {count} פריט עודכן
            message.itemsUpdated#two {count} פריטים עודכנו
            message.itemsUpdated#other {count} פריטים עודכנו
            message.itemsDeleted#one {count} פריט נמחק
            message.itemsDeleted#two {count} פריטים נמחקו
            message.itemsDeleted#other {count} פריטים נמחקו
            progress.loading בטעינה…
            progress.completed הושלם
            errorScreen.retryAfter#one יש לנסות שוב בעוד {count} שנייה.
            errorScreen.retryAfter#two יש לנסות שוב בעוד שתי שניות.
            errorScreen.retryAfter#other יש לנסות שוב בעוד {count} שניות.
            http.notAcceptable לא קביל: המשאב הזה זמין בפורמט {0}.
            errorScreen.forbidden.title אין לך גישה
            errorScreen.forbidden.message אין לך הרשאה להציג את התוכן הזה.
            errorScreen.network.title לא ניתן להתחבר
            errorScreen.network.message יש לבדוק את החיבור לרשת ולנסות שוב.
            errorScreen.notFound.title לא נמצא
            errorScreen.notFound.message התוכן שחיפשת לא קיים או שהוסר.
            errorScreen.unauthorized.title נדרשת התחברות
            errorScreen.unauthorized.message ההפעלה שלך הסתיימה. יש להתחבר שוב כדי להמשיך.
            errorScreen.server.title שגיאת שרת
            errorScreen.server.message אירעה בעיה אצלנו. יש לנסות שוב מאוחר יותר.
            errorScreen.server.cause אירעה בעיה אצלנו.
            errorScreen.timeout.title תם הזמן הקצוב לבקשה
            errorScreen.timeout.message לשרת לקח יותר מדי זמן להגיב. יש לנסות שוב.
            errorScreen.timeout.cause לשרת לקח יותר מדי זמן להגיב.
            errorScreen.offline.title אין חיבור לאינטרנט
            errorScreen.offline.message יש להתחבר לאינטרנט ולנסות שוב.
            errorScreen.maintenance.title בתחזוקה
            errorScreen.maintenance.message אנחנו מבצעים עבודות תחזוקה. יש לנסות שוב מאוחר יותר.
            errorScreen.maintenance.cause אנחנו מבצעים עבודות תחזוקה.
            errorScreen.empty.title אין כאן כלום עדיין
            errorScreen.empty.message אין מה להציג כרגע.
            errorScreen.rateLimited.title יותר מדי בקשות
            errorScreen.rateLimited.message שלחת יותר מדי בקשות. יש להמתין רגע ולנסות שוב.
            errorScreen.rateLimited.cause שלחת יותר מדי בקשות.
            errorScreen.unexpected.title משהו השתבש
            errorScreen.unexpected.message אירעה שגיאה לא צפויה. יש לנסות שוב.
            errorScreen.unexpected.cause אירעה שגיאה לא צפויה.
            unit.second.short {count} שנ׳
            unit.second.spoken#one {count} שניה
            unit.second.spoken#two שתי שניות
            unit.second.spoken#other {count} שניות
            unit.minute.short {count} דק׳
            unit.minute.spoken#one {count} דקה
            unit.minute.spoken#two שתי דקות
            unit.minute.spoken#other {count} דקות
            unit.hour.short#one {count} שעה
            unit.hour.short#two שעתיים
            unit.hour.short#other {count} שע׳
            unit.hour.spoken#one {count} שעה
            unit.hour.spoken#two שעתיים
            unit.hour.spoken#other {count} שעות
            unit.day.short#one {count} יום
            unit.day.short#two יומיים
            unit.day.short#other {count} ימ׳
            unit.day.spoken#one {count} יום
            unit.day.spoken#two יומיים
            unit.day.spoken#other {count} ימים
            unit.item.short#one {count} פריט
            unit.item.short#two {count} פריטים
            unit.item.short#other {count} פריטים
            unit.item.spoken#one {count} פריט
            unit.item.spoken#two {count} פריטים
            unit.item.spoken#other {count} פריטים
            unit.metre.short {count} מ׳
            unit.metre.spoken#one {count} מטר
            unit.metre.spoken#two {count} מטרים
            unit.metre.spoken#other {count} מטרים
            unit.kilometre.short {count} ק״מ
            unit.kilometre.spoken#one {count} קילומטר
            unit.kilometre.spoken#two {count} קילומטרים
            unit.kilometre.spoken#other {count} קילומטרים
            unit.kilogram.short {count} ק״ג
            unit.kilogram.spoken#one {count} קילוגרם
            unit.kilogram.spoken#two {count} קילוגרם
            unit.kilogram.spoken#other {count} קילוגרם
            unit.percent.short {count}%
            unit.percent.spoken {count} אחוז
            spoken.button כפתור
            spoken.heading כותרת רמה {0}
            spoken.image תמונה
            spoken.link קישור
            spoken.selected נבחר
            spoken.dimmed מעומעם
            spoken.adjustable ניתן לכוונון
            spoken.busy עסוק
            spoken.alert התראה
            spoken.dialog תיבת דו-שיח
            spoken.progress מחוון התקדמות
            spoken.percent {0} אחוז
            spoken.announcement הודעה: {0}
            spoken.urgentAnnouncement הודעה דחופה: {0}
            spoken.partSeparator ,\u{0020}
            """
    )
}
