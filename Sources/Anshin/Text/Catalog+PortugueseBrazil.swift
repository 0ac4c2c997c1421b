extension Catalog {
    /// The built-in Portuguese (Brazil) catalog (`pt-BR`): every string the package supplies, and CLDR's
    /// number symbols for `pt`.
    public static let portugueseBrazil = Catalog(
        languageCode: "pt-BR",
        numberSymbols: NumberSymbols(decimalSeparator: ",", groupingSeparator: "."),
        table: """
            button.ok OK
            button.cancel Cancelar
            button.retry Tentar novamente
            button.signIn Entrar
            button.close Fechar
            button.undo Desfazer
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
            message.itemsRegistered#one {count} item registrado
            message.itemsRegistered#many {count} itens registrados
            message.itemsRegistered#other {count} itens registrados
            message.itemsSaved#one {count} item salvo
            message.itemsSaved#many {count} itens salvos
            message.itemsSaved#other {count} itens salvos
            message.itemsUpdated#one {count} item atualizado
            message.itemsUpdated#many {count} itens atualizados
            message.itemsUpdated#other {count} itens atualizados
            message.itemsDeleted#one {count} item excluído
            message.itemsDeleted#many {count} itens excluídos
            message.itemsDeleted#other {count} itens excluídos
            progress.loading Carregando…
            progress.completed Concluído
            errorScreen.retryAfter#one Tente novamente em {count} segundo.
            errorScreen.retryAfter#many Tente novamente em {count} segundos.
            errorScreen.retryAfter#other Tente novamente em {count} segundos.
            http.notAcceptable Não aceitável: este recurso está disponível como {0}.
            errorScreen.forbidden.title Você não tem acesso
            errorScreen.forbidden.message Você não tem permissão para ver este conteúdo.
            errorScreen.network.title Não foi possível conectar
            errorScreen.network.message Verifique sua conexão de rede e tente novamente.
            errorScreen.notFound.title Não encontrado
            errorScreen.notFound.message O conteúdo que você procura não existe ou foi removido.
            errorScreen.unauthorized.title É necessário entrar
            errorScreen.unauthorized.message Sua sessão terminou. Entre novamente para continuar.
            errorScreen.server.title Erro no servidor
            errorScreen.server.message Ocorreu um problema do nosso lado. Tente novamente mais tarde.
            errorScreen.server.cause Ocorreu um problema do nosso lado.
            errorScreen.timeout.title Tempo esgotado
            errorScreen.timeout.message O servidor demorou demais para responder. Tente novamente.
            errorScreen.timeout.cause O servidor demorou demais para responder.
            errorScreen.offline.title Você está offline
            errorScreen.offline.message Conecte-se à internet e tente novamente.
            errorScreen.maintenance.title Em manutenção
            errorScreen.maintenance.message Estamos fazendo uma manutenção. Tente novamente mais tarde.
            errorScreen.maintenance.cause Estamos fazendo uma manutenção.
            errorScreen.empty.title Nada aqui ainda
            errorScreen.empty.message Não há nada para mostrar no momento.
            errorScreen.rateLimited.title Solicitações demais
            errorScreen.rateLimited.message Você fez solicitações demais. Aguarde um momento e tente novamente.
            errorScreen.rateLimited.cause Você fez solicitações demais.
            errorScreen.unexpected.title Algo deu errado
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
            unit.kilometre.spoken#one {count} quilômetro
            unit.kilometre.spoken#many {count} quilômetros
            unit.kilometre.spoken#other {count} quilômetros
            unit.kilogram.short {count} kg
            unit.kilogram.spoken#one {count} quilograma
            unit.kilogram.spoken#many {count} quilogramas
            unit.kilogram.spoken#other {count} quilogramas
            unit.percent.short {count}%
            unit.percent.spoken {count} por cento
            spoken.button Botão
            spoken.heading Título de nível {0}
            spoken.image Imagem
            spoken.link Link
            spoken.selected Selecionado
            spoken.dimmed Esmaecido
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
