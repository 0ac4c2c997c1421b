extension Catalog {
    /// The built-in French catalog (`fr`): every string the package supplies, and CLDR's
    /// number symbols for `fr`.
    public static let french = Catalog(
        languageCode: "fr",
        numberSymbols: NumberSymbols(decimalSeparator: ",", groupingSeparator: "\u{202F}"),
        table: """
            button.ok OK
            button.cancel Annuler
            button.retry Réessayer
            button.signIn Se connecter
            button.close Fermer
            button.undo Annuler
            statusMessage.kind.normal Info
            statusMessage.kind.success Succès
            statusMessage.kind.caution Attention
            statusMessage.kind.error Erreur
            statusMessage.kind.debug Débogage
            statusMessage.kind.internalError Erreur interne
            text.sentences {0} {1}
            statusMessage.prefixed {0}\u{00A0}: {1}
            statusMessage.repeatCount#one {count} fois
            statusMessage.repeatCount#many {count} fois
            statusMessage.repeatCount#other {count} fois
            statusBoard.label Notifications
            message.itemsRegistered#one {count} élément ajouté
            message.itemsRegistered#many {count} éléments ajoutés
            message.itemsRegistered#other {count} éléments ajoutés
            message.itemsSaved#one {count} élément enregistré
            message.itemsSaved#many {count} éléments enregistrés
            message.itemsSaved#other {count} éléments enregistrés
            message.itemsUpdated#one {count} élément mis à jour
            message.itemsUpdated#many {count} éléments mis à jour
            message.itemsUpdated#other {count} éléments mis à jour
            message.itemsDeleted#one {count} élément supprimé
            message.itemsDeleted#many {count} éléments supprimés
            message.itemsDeleted#other {count} éléments supprimés
            progress.loading Chargement…
            progress.completed Terminé
            errorScreen.retryAfter#one Réessayez dans {count} seconde.
            errorScreen.retryAfter#many Réessayez dans {count} secondes.
            errorScreen.retryAfter#other Réessayez dans {count} secondes.
            http.notAcceptable Non acceptable\u{00A0}: cette ressource est disponible au format {0}.
            errorScreen.forbidden.title Accès refusé
            errorScreen.forbidden.message Vous n’avez pas l’autorisation d’afficher ce contenu.
            errorScreen.network.title Connexion impossible
            errorScreen.network.message Vérifiez votre connexion réseau et réessayez.
            errorScreen.notFound.title Introuvable
            errorScreen.notFound.message Le contenu que vous recherchez n’existe pas ou a été supprimé.
            errorScreen.unauthorized.title Connexion requise
            errorScreen.unauthorized.message Votre session a expiré. Reconnectez-vous pour continuer.
            errorScreen.server.title Erreur du serveur
            errorScreen.server.message Un problème est survenu de notre côté. Veuillez réessayer plus tard.
            errorScreen.server.cause Un problème est survenu de notre côté.
            errorScreen.timeout.title Délai d’attente dépassé
            errorScreen.timeout.message Le serveur a mis trop de temps à répondre. Réessayez.
            errorScreen.timeout.cause Le serveur a mis trop de temps à répondre.
            errorScreen.offline.title Vous êtes hors ligne
            errorScreen.offline.message Connectez-vous à Internet et réessayez.
            errorScreen.maintenance.title Maintenance en cours
            errorScreen.maintenance.message Une opération de maintenance est en cours. Veuillez réessayer plus tard.
            errorScreen.maintenance.cause Une opération de maintenance est en cours.
            errorScreen.empty.title Rien pour l’instant
            errorScreen.empty.message Il n’y a rien à afficher pour le moment.
            errorScreen.rateLimited.title Trop de requêtes
            errorScreen.rateLimited.message Vous avez envoyé trop de requêtes. Patientez un instant, puis réessayez.
            errorScreen.rateLimited.cause Vous avez envoyé trop de requêtes.
            errorScreen.unexpected.title Une erreur s’est produite
            errorScreen.unexpected.message Une erreur inattendue s’est produite. Veuillez réessayer.
            errorScreen.unexpected.cause Une erreur inattendue s’est produite.
            unit.second.short {count}\u{202F}s
            unit.second.spoken#one {count}\u{00A0}seconde
            unit.second.spoken#many {count}\u{00A0}secondes
            unit.second.spoken#other {count}\u{00A0}secondes
            unit.minute.short {count}\u{00A0}min
            unit.minute.spoken#one {count} minute
            unit.minute.spoken#many {count} minutes
            unit.minute.spoken#other {count} minutes
            unit.hour.short {count}\u{202F}h
            unit.hour.spoken#one {count}\u{00A0}heure
            unit.hour.spoken#many {count}\u{00A0}heures
            unit.hour.spoken#other {count}\u{00A0}heures
            unit.day.short {count}\u{202F}j
            unit.day.spoken#one {count}\u{00A0}jour
            unit.day.spoken#many {count}\u{00A0}jours
            unit.day.spoken#other {count}\u{00A0}jours
            unit.item.short#one {count} élément
            unit.item.short#many {count} éléments
            unit.item.short#other {count} éléments
            unit.item.spoken#one {count} élément
            unit.item.spoken#many {count} éléments
            unit.item.spoken#other {count} éléments
            unit.metre.short {count}\u{202F}m
            unit.metre.spoken#one {count}\u{00A0}mètre
            unit.metre.spoken#many {count}\u{00A0}mètres
            unit.metre.spoken#other {count}\u{00A0}mètres
            unit.kilometre.short {count}\u{202F}km
            unit.kilometre.spoken#one {count}\u{00A0}kilomètre
            unit.kilometre.spoken#many {count}\u{00A0}kilomètres
            unit.kilometre.spoken#other {count}\u{00A0}kilomètres
            unit.kilogram.short {count}\u{202F}kg
            unit.kilogram.spoken#one {count}\u{00A0}kilogramme
            unit.kilogram.spoken#many {count}\u{00A0}kilogrammes
            unit.kilogram.spoken#other {count}\u{00A0}kilogrammes
            unit.percent.short {count} %
            unit.percent.spoken {count} pour cent
            spoken.button Bouton
            spoken.heading En-tête de niveau {0}
            spoken.image Image
            spoken.link Lien
            spoken.selected Sélectionné
            spoken.dimmed Estompé
            spoken.adjustable Réglable
            spoken.busy Occupé
            spoken.alert Alerte
            spoken.dialog Boîte de dialogue
            spoken.progress Indicateur de progression
            spoken.percent {0} pour cent
            spoken.announcement Annonce\u{00A0}: {0}
            spoken.urgentAnnouncement Annonce urgente\u{00A0}: {0}
            spoken.partSeparator ,\u{0020}
            """
    )
}
