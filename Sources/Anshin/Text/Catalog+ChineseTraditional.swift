extension Catalog {
    /// The built-in Chinese (Traditional) catalog (`zh-Hant`): every string the package supplies, and CLDR's
    /// number symbols for `zh-Hant`.
    public static let chineseTraditional = Catalog(
        languageCode: "zh-Hant",
        numberSymbols: NumberSymbols(decimalSeparator: ".", groupingSeparator: ","),
        table: """
            button.ok 確定
            button.cancel 取消
            button.retry 重試
            button.signIn 登入
            button.close 關閉
            button.undo 復原
            statusMessage.kind.normal 資訊
            statusMessage.kind.success 成功
            statusMessage.kind.caution 注意
            statusMessage.kind.error 錯誤
            statusMessage.kind.debug 除錯
            statusMessage.kind.internalError 內部錯誤
            text.sentences {0}{1}
            statusMessage.prefixed {0}：{1}
            statusMessage.repeatCount {count} 次
            statusBoard.label 通知
            message.itemsRegistered 已登錄 {count} 個項目
            message.itemsSaved 已儲存 {count} 個項目
            message.itemsUpdated 已更新 {count} 個項目
            message.itemsDeleted 已刪除 {count} 個項目
            progress.loading 載入中…
            progress.completed 已完成
            errorScreen.retryAfter 請在 {count} 秒後再試一次。
            http.notAcceptable 無法接受：此資源僅以 {0} 格式提供。
            errorScreen.forbidden.title 沒有存取權
            errorScreen.forbidden.message 你沒有檢視此內容的權限。
            errorScreen.network.title 無法連線
            errorScreen.network.message 請檢查網路連線，然後再試一次。
            errorScreen.notFound.title 找不到內容
            errorScreen.notFound.message 你要尋找的內容不存在或已被移除。
            errorScreen.unauthorized.title 需要登入
            errorScreen.unauthorized.message 你的工作階段已結束。請重新登入以繼續。
            errorScreen.server.title 伺服器錯誤
            errorScreen.server.message 我們這裡發生問題。請稍後再試一次。
            errorScreen.server.cause 我們這裡發生問題。
            errorScreen.timeout.title 要求逾時
            errorScreen.timeout.message 伺服器回應時間過長。請再試一次。
            errorScreen.timeout.cause 伺服器回應時間過長。
            errorScreen.offline.title 你目前離線
            errorScreen.offline.message 請連上網際網路，然後再試一次。
            errorScreen.maintenance.title 維護中
            errorScreen.maintenance.message 我們正在進行維護。請稍後再試一次。
            errorScreen.maintenance.cause 我們正在進行維護。
            errorScreen.empty.title 尚無內容
            errorScreen.empty.message 目前沒有可顯示的內容。
            errorScreen.rateLimited.title 要求次數過多
            errorScreen.rateLimited.message 你的要求次數過多。請稍候片刻，然後再試一次。
            errorScreen.rateLimited.cause 你的要求次數過多。
            errorScreen.unexpected.title 發生問題
            errorScreen.unexpected.message 發生未預期的錯誤。請再試一次。
            errorScreen.unexpected.cause 發生未預期的錯誤。
            unit.second.short {count} 秒
            unit.second.spoken {count} 秒
            unit.minute.short {count} 分鐘
            unit.minute.spoken {count} 分鐘
            unit.hour.short {count} 小時
            unit.hour.spoken {count} 小時
            unit.day.short {count} 天
            unit.day.spoken {count} 天
            unit.item.short {count} 個項目
            unit.item.spoken {count} 個項目
            unit.metre.short {count} 公尺
            unit.metre.spoken {count} 公尺
            unit.kilometre.short {count} 公里
            unit.kilometre.spoken {count} 公里
            unit.kilogram.short {count} 公斤
            unit.kilogram.spoken {count} 公斤
            unit.percent.short {count}%
            unit.percent.spoken 百分之{count}
            spoken.button 按鈕
            spoken.heading 標題層級 {0}
            spoken.image 影像
            spoken.link 連結
            spoken.selected 已選取
            spoken.dimmed 變暗
            spoken.adjustable 可調整
            spoken.busy 忙碌中
            spoken.alert 提示
            spoken.dialog 對話框
            spoken.progress 進度指示器
            spoken.percent 百分之{0}
            spoken.announcement 通知：{0}
            spoken.urgentAnnouncement 緊急通知：{0}
            spoken.partSeparator 、
            """
    )
}
