extension Catalog {
    /// The built-in Spanish catalog (`es`): every string the package supplies, and CLDR's
    /// number symbols for `es`.
    public static let spanish = Catalog(
        languageCode: "es",
        numberSymbols: NumberSymbols(decimalSeparator: ",", groupingSeparator: ".", minimumGroupingDigits: 2),
        table: """
            button.ok Aceptar
            button.cancel Cancelar
            button.retry Reintentar
            button.signIn Iniciar sesión
            button.close Cerrar
            button.undo Deshacer
            statusMessage.kind.normal Información
            statusMessage.kind.success Éxito
            statusMessage.kind.caution Precaución
            statusMessage.kind.error Error
            statusMessage.kind.debug Depuración
            statusMessage.kind.internalError Error interno
            text.sentences {0} {1}
            statusMessage.prefixed {0}: {1}
            statusMessage.repeatCount#one {count} vez
            statusMessage.repeatCount#many {count} veces
            statusMessage.repeatCount#other {count} veces
            statusBoard.label Notificaciones
            message.itemsRegistered#one Se registró {count} elemento
            message.itemsRegistered#many Se registraron {count} elementos
            message.itemsRegistered#other Se registraron {count} elementos
            message.itemsSaved#one Se guardó {count} elemento
            message.itemsSaved#many Se guardaron {count} elementos
            message.itemsSaved#other Se guardaron {count} elementos
            message.itemsUpdated#one Se actualizó {count} elemento
            message.itemsUpdated#many Se actualizaron {count} elementos
            message.itemsUpdated#other Se actualizaron {count} elementos
            message.itemsDeleted#one Se eliminó {count} elemento
            message.itemsDeleted#many Se eliminaron {count} elementos
            message.itemsDeleted#other Se eliminaron {count} elementos
            progress.loading Cargando…
            progress.completed Listo
            errorScreen.retryAfter#one Vuelve a intentarlo en {count} segundo.
            errorScreen.retryAfter#many Vuelve a intentarlo en {count} segundos.
            errorScreen.retryAfter#other Vuelve a intentarlo en {count} segundos.
            http.notAcceptable No aceptable: este recurso está disponible como {0}.
            errorScreen.forbidden.title No tienes acceso
            errorScreen.forbidden.message No tienes permiso para ver este contenido.
            errorScreen.network.title No se pudo conectar
            errorScreen.network.message Comprueba tu conexión de red y vuelve a intentarlo.
            errorScreen.notFound.title No encontrado
            errorScreen.notFound.message El contenido que buscas no existe o se eliminó.
            errorScreen.unauthorized.title Debes iniciar sesión
            errorScreen.unauthorized.message Tu sesión ha finalizado. Vuelve a iniciar sesión para continuar.
            errorScreen.server.title Error del servidor
            errorScreen.server.message Se produjo un problema por nuestra parte. Vuelve a intentarlo más tarde.
            errorScreen.server.cause Se produjo un problema por nuestra parte.
            errorScreen.timeout.title Se agotó el tiempo de espera
            errorScreen.timeout.message El servidor tardó demasiado en responder. Vuelve a intentarlo.
            errorScreen.timeout.cause El servidor tardó demasiado en responder.
            errorScreen.offline.title No tienes conexión
            errorScreen.offline.message Conéctate a internet y vuelve a intentarlo.
            errorScreen.maintenance.title En mantenimiento
            errorScreen.maintenance.message Estamos realizando tareas de mantenimiento. Vuelve a intentarlo más tarde.
            errorScreen.maintenance.cause Estamos realizando tareas de mantenimiento.
            errorScreen.empty.title Aún no hay nada
            errorScreen.empty.message No hay nada que mostrar en este momento.
            errorScreen.rateLimited.title Demasiadas solicitudes
            errorScreen.rateLimited.message Has hecho demasiadas solicitudes. Espera un momento y vuelve a intentarlo.
            errorScreen.rateLimited.cause Has hecho demasiadas solicitudes.
            errorScreen.unexpected.title Algo salió mal
            errorScreen.unexpected.message Se produjo un error inesperado. Vuelve a intentarlo.
            errorScreen.unexpected.cause Se produjo un error inesperado.
            unit.second.short {count} s
            unit.second.spoken#one {count} segundo
            unit.second.spoken#many {count} segundos
            unit.second.spoken#other {count} segundos
            unit.minute.short {count} min
            unit.minute.spoken#one {count} minuto
            unit.minute.spoken#many {count} minutos
            unit.minute.spoken#other {count} minutos
            unit.hour.short {count} h
            unit.hour.spoken#one {count} hora
            unit.hour.spoken#many {count} horas
            unit.hour.spoken#other {count} horas
            unit.day.short {count} d
            unit.day.spoken#one {count} día
            unit.day.spoken#many {count} días
            unit.day.spoken#other {count} días
            unit.item.short#one {count} elemento
            unit.item.short#many {count} elementos
            unit.item.short#other {count} elementos
            unit.item.spoken#one {count} elemento
            unit.item.spoken#many {count} elementos
            unit.item.spoken#other {count} elementos
            unit.metre.short {count} m
            unit.metre.spoken#one {count} metro
            unit.metre.spoken#many {count} metros
            unit.metre.spoken#other {count} metros
            unit.kilometre.short {count} km
            unit.kilometre.spoken#one {count} kilómetro
            unit.kilometre.spoken#many {count} kilómetros
            unit.kilometre.spoken#other {count} kilómetros
            unit.kilogram.short {count} kg
            unit.kilogram.spoken#one {count} kilogramo
            unit.kilogram.spoken#many {count} kilogramos
            unit.kilogram.spoken#other {count} kilogramos
            unit.percent.short {count}\u{00A0}%
            unit.percent.spoken {count} por ciento
            spoken.button Botón
            spoken.heading Encabezado de nivel {0}
            spoken.image Imagen
            spoken.link Enlace
            spoken.selected Seleccionado
            spoken.dimmed Atenuado
            spoken.adjustable Ajustable
            spoken.busy Ocupado
            spoken.alert Alerta
            spoken.dialog Cuadro de diálogo
            spoken.progress Indicador de progreso
            spoken.percent {0} por ciento
            spoken.announcement Anuncio: {0}
            spoken.urgentAnnouncement Anuncio urgente: {0}
            spoken.partSeparator ,\u{0020}
            """
    )
}
