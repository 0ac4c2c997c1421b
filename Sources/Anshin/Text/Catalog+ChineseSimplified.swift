extension Catalog {
    /// The built-in Chinese (Simplified) catalog (`zh-Hans`): every string the package supplies, and CLDR's
    /// number symbols for `zh-Hans`.
    public static let chineseSimplified = Catalog(
        languageCode: "zh-Hans",
        numberSymbols: NumberSymbols(decimalSeparator: ".", groupingSeparator: ","),
        table: """
            button.ok 确定
            button.cancel 取消
            button.retry 重试
            button.signIn 登录
            button.close 关闭
            button.undo 撤销
            statusMessage.kind.normal 信息
            statusMessage.kind.success 成功
            statusMessage.kind.caution 注意
            statusMessage.kind.error 错误
            statusMessage.kind.debug 调试
            statusMessage.kind.internalError 内部错误
            text.sentences {0}{1}
            statusMessage.prefixed {0}：{1}
            statusMessage.repeatCount {count} 次
            statusBoard.label 通知
            message.itemsRegistered 已登记 {count} 个项目
            message.itemsSaved 已保存 {count} 个项目
            message.itemsUpdated 已更新 {count} 个项目
            message.itemsDeleted 已删除 {count} 个项目
            progress.loading 正在加载…
            progress.completed 已完成
            errorScreen.retryAfter 请在 {count} 秒后重试。
            http.notAcceptable 无法接受：此资源仅以 {0} 格式提供。
            errorScreen.forbidden.title 无权访问
            errorScreen.forbidden.message 你没有查看此内容的权限。
            errorScreen.network.title 无法连接
            errorScreen.network.message 请检查网络连接，然后重试。
            errorScreen.notFound.title 未找到
            errorScreen.notFound.message 你要查找的内容不存在或已被删除。
            errorScreen.unauthorized.title 需要登录
            errorScreen.unauthorized.message 你的会话已结束。请重新登录以继续。
            errorScreen.server.title 服务器错误
            errorScreen.server.message 我们这边出现了问题。请稍后重试。
            errorScreen.server.cause 我们这边出现了问题。
            errorScreen.timeout.title 请求超时
            errorScreen.timeout.message 服务器响应时间过长。请重试。
            errorScreen.timeout.cause 服务器响应时间过长。
            errorScreen.offline.title 你已离线
            errorScreen.offline.message 请连接到互联网，然后重试。
            errorScreen.maintenance.title 正在维护
            errorScreen.maintenance.message 我们正在进行维护。请稍后重试。
            errorScreen.maintenance.cause 我们正在进行维护。
            errorScreen.empty.title 暂无内容
            errorScreen.empty.message 目前没有可显示的内容。
            errorScreen.rateLimited.title 请求过多
            errorScreen.rateLimited.message 你的请求过于频繁。请稍等片刻，然后重试。
            errorScreen.rateLimited.cause 你的请求过于频繁。
            errorScreen.unexpected.title 出现问题
            errorScreen.unexpected.message 发生意外错误。请重试。
            errorScreen.unexpected.cause 发生意外错误。
            unit.second.short {count}秒
            unit.second.spoken {count}秒
            unit.minute.short {count}分钟
            unit.minute.spoken {count}分钟
            unit.hour.short {count}小时
            unit.hour.spoken {count}小时
            unit.day.short {count}天
            unit.day.spoken {count}天
            unit.item.short {count} 项
            unit.item.spoken {count} 个项目
            unit.metre.short {count}米
            unit.metre.spoken {count}米
            unit.kilometre.short {count}公里
            unit.kilometre.spoken {count}公里
            unit.kilogram.short {count}千克
            unit.kilogram.spoken {count}千克
            unit.percent.short {count}%
            unit.percent.spoken 百分之{count}
            spoken.button 按钮
            spoken.heading {0}级标题
            spoken.image 图像
            spoken.link 链接
            spoken.selected 已选择
            spoken.dimmed 变暗
            spoken.adjustable 可调整
            spoken.busy 忙碌
            spoken.alert 提醒
            spoken.dialog 对话框
            spoken.progress 进度指示器
            spoken.percent 百分之{0}
            spoken.announcement 通知：{0}
            spoken.urgentAnnouncement 紧急通知：{0}
            spoken.partSeparator 、
            """
    )
}
