extension Catalog {
    /// The built-in Japanese catalog: every string the package supplies.
    public static let japanese = Catalog(
        languageCode: "ja",
        numberSymbols: NumberSymbols(decimalSeparator: ".", groupingSeparator: ","),
        table: """
            button.ok OK
            button.cancel キャンセル
            button.retry 再試行
            button.signIn ログイン
            button.close 閉じる
            button.undo 取り消す
            statusMessage.kind.normal お知らせ
            statusMessage.kind.success 成功
            statusMessage.kind.caution 注意
            statusMessage.kind.error エラー
            statusMessage.kind.debug デバッグ
            statusMessage.kind.internalError 内部エラー
            text.sentences {0}{1}
            statusMessage.prefixed {0}：{1}
            statusMessage.repeatCount {count}回
            message.itemsRegistered {count}件を登録しました
            message.itemsSaved {count}件を保存しました
            message.itemsUpdated {count}件を更新しました
            message.itemsDeleted {count}件を削除しました
            progress.loading 読み込み中…
            progress.completed 完了しました
            errorScreen.retryAfter {count}秒後に再度お試しください。
            http.notAcceptable この形式では応答できません。利用できる形式: {0}
            errorScreen.forbidden.title アクセスできません
            errorScreen.forbidden.message このコンテンツを表示する権限がありません。
            errorScreen.network.title 通信エラー
            errorScreen.network.message 通信環境の良いところで、再度お試しください。
            errorScreen.notFound.title 見つかりません
            errorScreen.notFound.message お探しのコンテンツは存在しないか、削除された可能性があります。
            errorScreen.unauthorized.title ログインが必要です
            errorScreen.unauthorized.message セッションが終了しました。続けるには、もう一度ログインしてください。
            errorScreen.server.title サーバーエラー
            errorScreen.server.message サーバーで問題が発生しました。しばらくしてから再度お試しください。
            errorScreen.timeout.title タイムアウトしました
            errorScreen.timeout.message サーバーの応答に時間がかかっています。再度お試しください。
            errorScreen.offline.title オフラインです
            errorScreen.offline.message インターネットに接続して、再度お試しください。
            errorScreen.maintenance.title メンテナンス中です
            errorScreen.maintenance.message ただいまメンテナンス中です。しばらくしてから再度お試しください。
            errorScreen.empty.title まだ何もありません
            errorScreen.empty.message 表示する内容がありません。
            errorScreen.rateLimited.title リクエストが多すぎます
            errorScreen.rateLimited.message リクエストが集中しています。少し待ってから再度お試しください。
            errorScreen.unexpected.title エラーが発生しました
            errorScreen.unexpected.message 予期しないエラーが発生しました。再度お試しください。
            unit.second.short {count}秒
            unit.second.spoken {count}秒
            unit.minute.short {count}分
            unit.minute.spoken {count}分
            unit.hour.short {count}時間
            unit.hour.spoken {count}時間
            unit.day.short {count}日
            unit.day.spoken {count}日
            unit.item.short {count}件
            unit.item.spoken {count}件
            unit.metre.short {count}m
            unit.metre.spoken {count}メートル
            unit.kilometre.short {count}km
            unit.kilometre.spoken {count}キロメートル
            unit.kilogram.short {count}kg
            unit.kilogram.spoken {count}キログラム
            unit.percent.short {count}%
            unit.percent.spoken {count}パーセント
            spoken.button ボタン
            spoken.heading 見出しレベル{0}
            spoken.image 画像
            spoken.link リンク
            spoken.selected 選択中
            spoken.dimmed 無効
            spoken.adjustable 調整可能
            spoken.busy 処理中
            spoken.alert アラート
            spoken.dialog ダイアログ
            spoken.progress 進行状況インジケータ
            spoken.percent {0}パーセント
            spoken.announcement 通知：{0}
            spoken.urgentAnnouncement 緊急の通知：{0}
            """
    )
}
