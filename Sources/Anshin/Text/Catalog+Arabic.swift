extension Catalog {
    /// The built-in Arabic catalog (`ar`): every string the package supplies, and CLDR's
    /// number symbols for `ar`.
    public static let arabic = Catalog(
        languageCode: "ar",
        numberSymbols: NumberSymbols(decimalSeparator: ".", groupingSeparator: ",", minusSign: "\u{200E}-"),
        table: """
            button.ok حسنًا
            button.cancel إلغاء
            button.retry إعادة المحاولة
            button.signIn تسجيل الدخول
            button.close إغلاق
            button.undo تراجع
            statusMessage.kind.normal معلومات
            statusMessage.kind.success نجاح
            statusMessage.kind.caution تحذير
            statusMessage.kind.error خطأ
            statusMessage.kind.debug تصحيح الأخطاء
            statusMessage.kind.internalError خطأ داخلي
            text.sentences {0} {1}
            statusMessage.prefixed {0}: {1}
            statusMessage.repeatCount#zero {count} مرة
            statusMessage.repeatCount#one مرة واحدة
            statusMessage.repeatCount#two مرتان
            statusMessage.repeatCount#few {count} مرات
            statusMessage.repeatCount#many {count} مرة
            statusMessage.repeatCount#other {count} مرة
            statusBoard.label الإشعارات
            message.itemsRegistered#zero تم تسجيل {count} عنصر
            message.itemsRegistered#one تم تسجيل عنصر واحد
            message.itemsRegistered#two تم تسجيل عنصرين
            message.itemsRegistered#few تم تسجيل {count} عناصر
            message.itemsRegistered#many تم تسجيل {count} عنصرًا
            message.itemsRegistered#other تم تسجيل {count} عنصر
            message.itemsSaved#zero تم حفظ {count} عنصر
            message.itemsSaved#one تم حفظ عنصر واحد
            message.itemsSaved#two تم حفظ عنصرين
            message.itemsSaved#few تم حفظ {count} عناصر
            message.itemsSaved#many تم حفظ {count} عنصرًا
            message.itemsSaved#other تم حفظ {count} عنصر
            message.itemsUpdated#zero تم تحديث {count} عنصر
            message.itemsUpdated#one تم تحديث عنصر واحد
            message.itemsUpdated#two تم تحديث عنصرين
            message.itemsUpdated#few تم تحديث {count} عناصر
            message.itemsUpdated#many تم تحديث {count} عنصرًا
            message.itemsUpdated#other تم تحديث {count} عنصر
            message.itemsDeleted#zero تم حذف {count} عنصر
            message.itemsDeleted#one تم حذف عنصر واحد
            message.itemsDeleted#two تم حذف عنصرين
            message.itemsDeleted#few تم حذف {count} عناصر
            message.itemsDeleted#many تم حذف {count} عنصرًا
            message.itemsDeleted#other تم حذف {count} عنصر
            progress.loading جارٍ التحميل…
            progress.completed تم
            errorScreen.retryAfter#zero أعد المحاولة بعد {count} ثانية.
            errorScreen.retryAfter#one أعد المحاولة بعد ثانية واحدة.
            errorScreen.retryAfter#two أعد المحاولة بعد ثانيتين.
            errorScreen.retryAfter#few أعد المحاولة بعد {count} ثوانٍ.
            errorScreen.retryAfter#many أعد المحاولة بعد {count} ثانية.
            errorScreen.retryAfter#other أعد المحاولة بعد {count} ثانية.
            http.notAcceptable غير مقبول: هذا المورد متاح بتنسيق {0}.
            errorScreen.forbidden.title ليس لديك إذن بالوصول
            errorScreen.forbidden.message ليس لديك إذن بعرض هذا المحتوى.
            errorScreen.network.title تعذّر الاتصال
            errorScreen.network.message تحقق من اتصالك بالشبكة وأعد المحاولة.
            errorScreen.notFound.title غير موجود
            errorScreen.notFound.message المحتوى الذي تبحث عنه غير موجود أو تمت إزالته.
            errorScreen.unauthorized.title يلزم تسجيل الدخول
            errorScreen.unauthorized.message انتهت جلستك. سجّل الدخول مرة أخرى للمتابعة.
            errorScreen.server.title خطأ في الخادم
            errorScreen.server.message حدثت مشكلة من جهتنا. يُرجى إعادة المحاولة لاحقًا.
            errorScreen.server.cause حدثت مشكلة من جهتنا.
            errorScreen.timeout.title انتهت مهلة الطلب
            errorScreen.timeout.message استغرق الخادم وقتًا طويلاً للرد. أعد المحاولة.
            errorScreen.timeout.cause استغرق الخادم وقتًا طويلاً للرد.
            errorScreen.offline.title أنت غير متصل بالإنترنت
            errorScreen.offline.message اتصل بالإنترنت وأعد المحاولة.
            errorScreen.maintenance.title الصيانة جارية
            errorScreen.maintenance.message نجري بعض أعمال الصيانة. يُرجى إعادة المحاولة لاحقًا.
            errorScreen.maintenance.cause نجري بعض أعمال الصيانة.
            errorScreen.empty.title لا يوجد شيء بعد
            errorScreen.empty.message لا يوجد ما يمكن عرضه الآن.
            errorScreen.rateLimited.title طلبات كثيرة جدًا
            errorScreen.rateLimited.message لقد أرسلت طلبات كثيرة جدًا. انتظر لحظة وأعد المحاولة.
            errorScreen.rateLimited.cause لقد أرسلت طلبات كثيرة جدًا.
            errorScreen.unexpected.title حدث خطأ ما
            errorScreen.unexpected.message حدث خطأ غير متوقع. يُرجى إعادة المحاولة.
            errorScreen.unexpected.cause حدث خطأ غير متوقع.
            unit.second.short {count} ث
            unit.second.spoken#zero {count} ثانية
            unit.second.spoken#one ثانية
            unit.second.spoken#two ثانيتان
            unit.second.spoken#few {count} ثوان
            unit.second.spoken#many {count} ثانية
            unit.second.spoken#other {count} ثانية
            unit.minute.short {count} د
            unit.minute.spoken#zero {count} دقيقة
            unit.minute.spoken#one دقيقة
            unit.minute.spoken#two دقيقتان
            unit.minute.spoken#few {count} دقائق
            unit.minute.spoken#many {count} دقيقة
            unit.minute.spoken#other {count} دقيقة
            unit.hour.short {count} س
            unit.hour.spoken#zero {count} ساعة
            unit.hour.spoken#one ساعة
            unit.hour.spoken#two ساعتان
            unit.hour.spoken#few {count} ساعات
            unit.hour.spoken#many {count} ساعة
            unit.hour.spoken#other {count} ساعة
            unit.day.short#zero {count} يوم
            unit.day.short#one يوم
            unit.day.short#two يومان
            unit.day.short#few {count} أيام
            unit.day.short#many {count} يومًا
            unit.day.short#other {count} يوم
            unit.day.spoken#zero {count} يوم
            unit.day.spoken#one يوم
            unit.day.spoken#two يومان
            unit.day.spoken#few {count} أيام
            unit.day.spoken#many {count} يومًا
            unit.day.spoken#other {count} يوم
            unit.item.short#zero {count} عنصر
            unit.item.short#one عنصر واحد
            unit.item.short#two عنصران
            unit.item.short#few {count} عناصر
            unit.item.short#many {count} عنصرًا
            unit.item.short#other {count} عنصر
            unit.item.spoken#zero {count} عنصر
            unit.item.spoken#one عنصر واحد
            unit.item.spoken#two عنصران
            unit.item.spoken#few {count} عناصر
            unit.item.spoken#many {count} عنصرًا
            unit.item.spoken#other {count} عنصر
            unit.metre.short#zero {count} متر
            unit.metre.short#one متر
            unit.metre.short#two متران
            unit.metre.short#few {count} أمتار
            unit.metre.short#many {count} مترًا
            unit.metre.short#other {count} متر
            unit.metre.spoken#zero {count} متر
            unit.metre.spoken#one متر
            unit.metre.spoken#two {count} متر
            unit.metre.spoken#few {count} أمتار
            unit.metre.spoken#many {count} مترًا
            unit.metre.spoken#other {count} متر
            unit.kilometre.short {count} كم
            unit.kilometre.spoken#zero {count} كيلومتر
            unit.kilometre.spoken#one {count} كيلومتر
            unit.kilometre.spoken#two {count} كيلومتر
            unit.kilometre.spoken#few {count} كيلومترات
            unit.kilometre.spoken#many {count} كيلومترًا
            unit.kilometre.spoken#other {count} كيلومتر
            unit.kilogram.short {count} كغم
            unit.kilogram.spoken#zero {count} كيلوغرام
            unit.kilogram.spoken#one {count} كيلوغرام
            unit.kilogram.spoken#two {count} كيلوغرام
            unit.kilogram.spoken#few {count} كيلوغرام
            unit.kilogram.spoken#many {count} كيلوغرام
            unit.kilogram.spoken#other {count} كيلوغرام
            unit.percent.short {count}٪
            unit.percent.spoken {count} بالمائة
            spoken.button زر
            spoken.heading عنوان المستوى {0}
            spoken.image صورة
            spoken.link رابط
            spoken.selected محدد
            spoken.dimmed معطّل
            spoken.adjustable قابل للتعديل
            spoken.busy مشغول
            spoken.alert تنبيه
            spoken.dialog مربع حوار
            spoken.progress مؤشر التقدم
            spoken.percent {0} بالمائة
            spoken.announcement إعلان: {0}
            spoken.urgentAnnouncement إعلان عاجل: {0}
            spoken.partSeparator ،\u{0020}
            """
    )
}
