extension Catalog {
    /// The built-in French catalog (`fr`): every string the package supplies, and CLDR's
    /// number symbols for `fr`.
    public static let french = Catalog(
        languageCode: "fr",
        numberSymbols: NumberSymbols(decimalSeparator: ",", groupingSeparator: "\u{202F}"),
        entries: [
            .ok: "OK",
            .cancel: "Annuler",
            .retry: "Réessayer",
            .signIn: "Se connecter",
            .close: "Fermer",
            .undo: "Annuler",
            .statusKindNormal: "Info",
            .statusKindSuccess: "Succès",
            .statusKindCaution: "Attention",
            .statusKindError: "Erreur",
            .statusKindDebug: "Débogage",
            .statusKindInternalError: "Erreur interne",
            .statusPrefixed: "{0}\u{00A0}: {1}",
            .sentences: "{0} {1}",
            .repeatCount: .plural(one: "{count} fois", many: "{count} fois", other: "{count} fois"),
            .itemsRegistered: .plural(
                one: "{count} élément ajouté",
                many: "{count} éléments ajoutés",
                other: "{count} éléments ajoutés"
            ),
            .itemsSaved: .plural(
                one: "{count} élément enregistré",
                many: "{count} éléments enregistrés",
                other: "{count} éléments enregistrés"
            ),
            .itemsUpdated: .plural(
                one: "{count} élément mis à jour",
                many: "{count} éléments mis à jour",
                other: "{count} éléments mis à jour"
            ),
            .itemsDeleted: .plural(
                one: "{count} élément supprimé",
                many: "{count} éléments supprimés",
                other: "{count} éléments supprimés"
            ),
            .loading: "Chargement…",
            .completed: "Terminé",
            .retryAfter: .plural(
                one: "Réessayez dans {count} seconde.",
                many: "Réessayez dans {count} secondes.",
                other: "Réessayez dans {count} secondes."
            ),
            .notAcceptable: "Non acceptable\u{00A0}: cette ressource est disponible au format {0}.",
            .forbiddenTitle: "Accès refusé",
            .forbiddenMessage: "Vous n’avez pas l’autorisation d’afficher ce contenu.",
            .networkTitle: "Connexion impossible",
            .networkMessage: "Vérifiez votre connexion réseau et réessayez.",
            .notFoundTitle: "Introuvable",
            .notFoundMessage: "Le contenu que vous recherchez n’existe pas ou a été supprimé.",
            .unauthorizedTitle: "Connexion requise",
            .unauthorizedMessage: "Votre session a expiré. Reconnectez-vous pour continuer.",
            .serverTitle: "Erreur du serveur",
            .serverMessage: "Un problème est survenu de notre côté. Veuillez réessayer plus tard.",
            .timeoutTitle: "Délai d’attente dépassé",
            .timeoutMessage: "Le serveur a mis trop de temps à répondre. Réessayez.",
            .offlineTitle: "Vous êtes hors ligne",
            .offlineMessage: "Connectez-vous à Internet et réessayez.",
            .maintenanceTitle: "Maintenance en cours",
            .maintenanceMessage: "Une opération de maintenance est en cours. Veuillez réessayer plus tard.",
            .emptyTitle: "Rien pour l’instant",
            .emptyMessage: "Il n’y a rien à afficher pour le moment.",
            .rateLimitedTitle: "Trop de requêtes",
            .rateLimitedMessage: "Vous avez envoyé trop de requêtes. Patientez un instant, puis réessayez.",
            .unexpectedTitle: "Une erreur s’est produite",
            .unexpectedMessage: "Une erreur inattendue s’est produite. Veuillez réessayer.",
            .secondShort: "{count}\u{202F}s",
            .secondSpoken: .plural(
                one: "{count}\u{00A0}seconde",
                many: "{count}\u{00A0}secondes",
                other: "{count}\u{00A0}secondes"
            ),
            .minuteShort: "{count}\u{00A0}min",
            .minuteSpoken: .plural(one: "{count} minute", many: "{count} minutes", other: "{count} minutes"),
            .hourShort: "{count}\u{202F}h",
            .hourSpoken: .plural(
                one: "{count}\u{00A0}heure",
                many: "{count}\u{00A0}heures",
                other: "{count}\u{00A0}heures"
            ),
            .dayShort: "{count}\u{202F}j",
            .daySpoken: .plural(
                one: "{count}\u{00A0}jour",
                many: "{count}\u{00A0}jours",
                other: "{count}\u{00A0}jours"
            ),
            .itemShort: .plural(one: "{count} élément", many: "{count} éléments", other: "{count} éléments"),
            .itemSpoken: .plural(one: "{count} élément", many: "{count} éléments", other: "{count} éléments"),
            .metreShort: "{count}\u{202F}m",
            .metreSpoken: .plural(
                one: "{count}\u{00A0}mètre",
                many: "{count}\u{00A0}mètres",
                other: "{count}\u{00A0}mètres"
            ),
            .kilometreShort: "{count}\u{202F}km",
            .kilometreSpoken: .plural(
                one: "{count}\u{00A0}kilomètre",
                many: "{count}\u{00A0}kilomètres",
                other: "{count}\u{00A0}kilomètres"
            ),
            .kilogramShort: "{count}\u{202F}kg",
            .kilogramSpoken: .plural(
                one: "{count}\u{00A0}kilogramme",
                many: "{count}\u{00A0}kilogrammes",
                other: "{count}\u{00A0}kilogrammes"
            ),
            .percentShort: "{count} %",
            .percentSpoken: "{count} pour cent",
            .spokenButton: "Bouton",
            .spokenHeading: "En-tête de niveau {0}",
            .spokenImage: "Image",
            .spokenLink: "Lien",
            .spokenSelected: "Sélectionné",
            .spokenDimmed: "Estompé",
            .spokenAdjustable: "Réglable",
            .spokenBusy: "Occupé",
            .spokenAlert: "Alerte",
            .spokenDialog: "Boîte de dialogue",
            .spokenProgress: "Indicateur de progression",
            .spokenPercent: "{0} pour cent",
            .spokenAnnouncement: "Annonce\u{00A0}: {0}",
            .spokenUrgentAnnouncement: "Annonce urgente\u{00A0}: {0}",
        ]
    )
}
