extension Catalog {
    /// The built-in Arabic catalog (`ar`): every string the package supplies, and CLDR's
    /// number symbols for `ar`.
    public static let arabic = Catalog(
        languageCode: "ar",
        numberSymbols: NumberSymbols(decimalSeparator: ".", groupingSeparator: ",", minusSign: "\u{200E}-"),
        entries: [
            .ok: "حسنًا",
            .cancel: "إلغاء",
            .retry: "إعادة المحاولة",
            .signIn: "تسجيل الدخول",
            .close: "إغلاق",
            .undo: "تراجع",
            .statusKindNormal: "معلومات",
            .statusKindSuccess: "نجاح",
            .statusKindCaution: "تحذير",
            .statusKindError: "خطأ",
            .statusKindDebug: "تصحيح الأخطاء",
            .statusKindInternalError: "خطأ داخلي",
            .statusPrefixed: "{0}: {1}",
            .sentences: "{0} {1}",
            .repeatCount: .plural(
                zero: "{count} مرة",
                one: "مرة واحدة",
                two: "مرتان",
                few: "{count} مرات",
                many: "{count} مرة",
                other: "{count} مرة"
            ),
            .itemsRegistered: .plural(
                zero: "تم تسجيل {count} عنصر",
                one: "تم تسجيل عنصر واحد",
                two: "تم تسجيل عنصرين",
                few: "تم تسجيل {count} عناصر",
                many: "تم تسجيل {count} عنصرًا",
                other: "تم تسجيل {count} عنصر"
            ),
            .itemsSaved: .plural(
                zero: "تم حفظ {count} عنصر",
                one: "تم حفظ عنصر واحد",
                two: "تم حفظ عنصرين",
                few: "تم حفظ {count} عناصر",
                many: "تم حفظ {count} عنصرًا",
                other: "تم حفظ {count} عنصر"
            ),
            .itemsUpdated: .plural(
                zero: "تم تحديث {count} عنصر",
                one: "تم تحديث عنصر واحد",
                two: "تم تحديث عنصرين",
                few: "تم تحديث {count} عناصر",
                many: "تم تحديث {count} عنصرًا",
                other: "تم تحديث {count} عنصر"
            ),
            .itemsDeleted: .plural(
                zero: "تم حذف {count} عنصر",
                one: "تم حذف عنصر واحد",
                two: "تم حذف عنصرين",
                few: "تم حذف {count} عناصر",
                many: "تم حذف {count} عنصرًا",
                other: "تم حذف {count} عنصر"
            ),
            .loading: "جارٍ التحميل…",
            .completed: "تم",
            .retryAfter: .plural(
                zero: "أعد المحاولة بعد {count} ثانية.",
                one: "أعد المحاولة بعد ثانية واحدة.",
                two: "أعد المحاولة بعد ثانيتين.",
                few: "أعد المحاولة بعد {count} ثوانٍ.",
                many: "أعد المحاولة بعد {count} ثانية.",
                other: "أعد المحاولة بعد {count} ثانية."
            ),
            .notAcceptable: "غير مقبول: هذا المورد متاح بتنسيق {0}.",
            .forbiddenTitle: "ليس لديك إذن بالوصول",
            .forbiddenMessage: "ليس لديك إذن بعرض هذا المحتوى.",
            .networkTitle: "تعذّر الاتصال",
            .networkMessage: "تحقق من اتصالك بالشبكة وأعد المحاولة.",
            .notFoundTitle: "غير موجود",
            .notFoundMessage: "المحتوى الذي تبحث عنه غير موجود أو تمت إزالته.",
            .unauthorizedTitle: "يلزم تسجيل الدخول",
            .unauthorizedMessage: "انتهت جلستك. سجّل الدخول مرة أخرى للمتابعة.",
            .serverTitle: "خطأ في الخادم",
            .serverMessage: "حدثت مشكلة من جهتنا. يُرجى إعادة المحاولة لاحقًا.",
            .timeoutTitle: "انتهت مهلة الطلب",
            .timeoutMessage: "استغرق الخادم وقتًا طويلاً للرد. أعد المحاولة.",
            .offlineTitle: "أنت غير متصل بالإنترنت",
            .offlineMessage: "اتصل بالإنترنت وأعد المحاولة.",
            .maintenanceTitle: "الصيانة جارية",
            .maintenanceMessage: "نجري بعض أعمال الصيانة. يُرجى إعادة المحاولة لاحقًا.",
            .emptyTitle: "لا يوجد شيء بعد",
            .emptyMessage: "لا يوجد ما يمكن عرضه الآن.",
            .rateLimitedTitle: "طلبات كثيرة جدًا",
            .rateLimitedMessage: "لقد أرسلت طلبات كثيرة جدًا. انتظر لحظة وأعد المحاولة.",
            .unexpectedTitle: "حدث خطأ ما",
            .unexpectedMessage: "حدث خطأ غير متوقع. يُرجى إعادة المحاولة.",
            .secondShort: "{count} ث",
            .secondSpoken: .plural(
                zero: "{count} ثانية",
                one: "ثانية",
                two: "ثانيتان",
                few: "{count} ثوان",
                many: "{count} ثانية",
                other: "{count} ثانية"
            ),
            .minuteShort: "{count} د",
            .minuteSpoken: .plural(
                zero: "{count} دقيقة",
                one: "دقيقة",
                two: "دقيقتان",
                few: "{count} دقائق",
                many: "{count} دقيقة",
                other: "{count} دقيقة"
            ),
            .hourShort: "{count} س",
            .hourSpoken: .plural(
                zero: "{count} ساعة",
                one: "ساعة",
                two: "ساعتان",
                few: "{count} ساعات",
                many: "{count} ساعة",
                other: "{count} ساعة"
            ),
            .dayShort: .plural(
                zero: "{count} يوم",
                one: "يوم",
                two: "يومان",
                few: "{count} أيام",
                many: "{count} يومًا",
                other: "{count} يوم"
            ),
            .daySpoken: .plural(
                zero: "{count} يوم",
                one: "يوم",
                two: "يومان",
                few: "{count} أيام",
                many: "{count} يومًا",
                other: "{count} يوم"
            ),
            .itemShort: .plural(
                zero: "{count} عنصر",
                one: "عنصر واحد",
                two: "عنصران",
                few: "{count} عناصر",
                many: "{count} عنصرًا",
                other: "{count} عنصر"
            ),
            .itemSpoken: .plural(
                zero: "{count} عنصر",
                one: "عنصر واحد",
                two: "عنصران",
                few: "{count} عناصر",
                many: "{count} عنصرًا",
                other: "{count} عنصر"
            ),
            .metreShort: .plural(
                zero: "{count} متر",
                one: "متر",
                two: "متران",
                few: "{count} أمتار",
                many: "{count} مترًا",
                other: "{count} متر"
            ),
            .metreSpoken: .plural(
                zero: "{count} متر",
                one: "متر",
                two: "{count} متر",
                few: "{count} أمتار",
                many: "{count} مترًا",
                other: "{count} متر"
            ),
            .kilometreShort: "{count} كم",
            .kilometreSpoken: .plural(
                zero: "{count} كيلومتر",
                one: "{count} كيلومتر",
                two: "{count} كيلومتر",
                few: "{count} كيلومترات",
                many: "{count} كيلومترًا",
                other: "{count} كيلومتر"
            ),
            .kilogramShort: "{count} كغم",
            .kilogramSpoken: .plural(
                zero: "{count} كيلوغرام",
                one: "{count} كيلوغرام",
                two: "{count} كيلوغرام",
                few: "{count} كيلوغرام",
                many: "{count} كيلوغرام",
                other: "{count} كيلوغرام"
            ),
            .percentShort: "{count}٪",
            .percentSpoken: "{count} بالمائة",
            .spokenButton: "زر",
            .spokenHeading: "عنوان المستوى {0}",
            .spokenImage: "صورة",
            .spokenLink: "رابط",
            .spokenSelected: "محدد",
            .spokenDimmed: "معطّل",
            .spokenAdjustable: "قابل للتعديل",
            .spokenBusy: "مشغول",
            .spokenAlert: "تنبيه",
            .spokenDialog: "مربع حوار",
            .spokenProgress: "مؤشر التقدم",
            .spokenPercent: "{0} بالمائة",
            .spokenAnnouncement: "إعلان: {0}",
            .spokenUrgentAnnouncement: "إعلان عاجل: {0}",
        ]
    )
}
