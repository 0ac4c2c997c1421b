extension Catalog {
    /// The built-in Portuguese (Portugal) catalog (`pt-PT`): every string the package supplies, and CLDR's
    /// number symbols for `pt-PT`.
    public static let portuguesePortugal = Catalog(
        languageCode: "pt-PT",
        numberSymbols: NumberSymbols(decimalSeparator: ",", groupingSeparator: "\u{00A0}", minimumGroupingDigits: 2),
        table: """
            button.ok OK
            button.cancel Cancelar
            button.retry Tentar novamente
            button.signIn Iniciar sessão
            button.close Fechar
            button.undo Anular
            statusMessage.kind.normal Informação
            statusMessage.kind.success Sucesso
            statusMessage.kind.caution Atenção
            statusMessage.kind.error Erro
            statusMessage.kind.debug Depuração
            statusMessage.kind.internalError Erro interno
            text.sentences {0} {1}
            statusMessage.prefixed {0}: {1}
            statusMessage.repeatCount#one {count} vez
            statusMessage.repeatCount#many {count} vezes
            statusMessage.repeatCount#other {count} vezes
            statusBoard.label Notificações
            message.itemsRegistered#one {count} item registado
            message.itemsRegistered#many {count} itens registados
            message.itemsRegistered#other {count} itens registados
            message.itemsSaved#one {count} item guardado
            message.itemsSaved#many {count} itens guardados
            message.itemsSaved#other {count} itens guardados
            message.itemsUpdated#one {count} item atualizado
            message.itemsUpdated#many {count} itens atualizados
            message.itemsUpdated#other {count} itens atualizados
            message.itemsDeleted#one {count} item eliminado
            message.itemsDeleted#many {count} itens eliminados
            message.itemsDeleted#other {count} itens eliminados
            progress.loading A carregar…
            progress.completed Concluído
            errorScreen.retryAfter#one Tente novamente dentro de {count} segundo.
            errorScreen.retryAfter#many Tente novamente dentro de {count} segundos.
            errorScreen.retryAfter#other Tente novamente dentro de {count} segundos.
            http.notAcceptable Não aceitável: este recurso está disponível como {0}.
            errorScreen.forbidden.title Não tem acesso
            errorScreen.forbidden.message Não tem permissão para ver este conteúdo.
            errorScreen.network.title Não foi possível ligar
            errorScreen.network.message Verifique a ligação à rede e tente novamente.
            errorScreen.notFound.title Não encontrado
            errorScreen.notFound.message O conteúdo que procura não existe ou foi removido.
            errorScreen.unauthorized.title É necessário iniciar sessão
            errorScreen.unauthorized.message A sua sessão terminou. Inicie sessão novamente para continuar.
            errorScreen.server.title Erro do servidor
            errorScreen.server.message Ocorreu um problema do nosso lado. Tente novamente mais tarde.
            errorScreen.server.cause Ocorreu um problema do nosso lado.
            errorScreen.timeout.title O pedido expirou
            errorScreen.timeout.message O servidor demorou demasiado tempo a responder. Tente novamente.
            errorScreen.timeout.cause O servidor demorou demasiado tempo a responder.
            errorScreen.offline.title Está offline
            errorScreen.offline.message Ligue-se à Internet e tente novamente.
            errorScreen.maintenance.title Em manutenção
            errorScreen.maintenance.message Estamos a efetuar trabalhos de manutenção. Tente novamente mais tarde.
            errorScreen.maintenance.cause Estamos a efetuar trabalhos de manutenção.
            errorScreen.empty.title Ainda não há nada
            errorScreen.empty.message Não há nada para mostrar de momento.
            errorScreen.rateLimited.title Demasiados pedidos
            errorScreen.rateLimited.message Efetuou demasiados pedidos. Aguarde um momento e tente novamente.
            errorScreen.rateLimited.cause Efetuou demasiados pedidos.
            errorScreen.unexpected.title Algo correu mal
            errorScreen.unexpected.message Ocorreu um erro inesperado. Tente novamente.
            errorScreen.unexpected.cause Ocorreu um erro inesperado.
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
            unit.day.short#one {count} dia
            unit.day.short#many {count} dias
            unit.day.short#other {count} dias
            unit.day.spoken#one {count} dia
            unit.day.spoken#many {count} dias
            unit.day.spoken#other {count} dias
            unit.item.short#one {count} item
            unit.item.short#many {count} itens
            unit.item.short#other {count} itens
            unit.item.spoken#one {count} item
            unit.item.spoken#many {count} itens
            unit.item.spoken#other {count} itens
            unit.metre.short {count} m
            unit.metre.spoken#one {count} metro
            unit.metre.spoken#many {count} metros
            unit.metre.spoken#other {count} metros
            unit.kilometre.short {count} km
            unit.kilometre.spoken#one {count} quilómetro
            unit.kilometre.spoken#many {count} quilómetros
            unit.kilometre.spoken#other {count} quilómetros
            unit.kilogram.short {count} kg
            unit.kilogram.spoken#one {count} quilograma
            unit.kilogram.spoken#many {count} quilogramas
            unit.kilogram.spoken#other {count} quilogramas
            unit.percent.short {count}%
            unit.percent.spoken {count} por cento
            spoken.button Botão
            spoken.heading Cabeçalho de nível {0}
            spoken.image Imagem
            spoken.link Ligação
            spoken.selected Selecionado
            spoken.dimmed Atenuado
            spoken.adjustable Ajustável
            spoken.busy Ocupado
            spoken.alert Alerta
            spoken.dialog Caixa de diálogo
            spoken.progress Indicador de progresso
            spoken.percent {0} por cento
            spoken.announcement Anúncio: {0}
            spoken.urgentAnnouncement Anúncio urgente: {0}
            spoken.partSeparator ,\u{0020}
            """
    )
}
