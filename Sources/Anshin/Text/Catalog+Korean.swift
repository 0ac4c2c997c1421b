extension Catalog {
    /// The built-in Korean catalog (`ko`): every string the package supplies, and CLDR's
    /// number symbols for `ko`.
    public static let korean = Catalog(
        languageCode: "ko",
        numberSymbols: NumberSymbols(decimalSeparator: ".", groupingSeparator: ","),
        table: """
            button.ok 확인
            button.cancel 취소
            button.retry 다시 시도
            button.signIn 로그인
            button.close 닫기
            button.undo 실행 취소
            statusMessage.kind.normal 알림
            statusMessage.kind.success 성공
            statusMessage.kind.caution 주의
            statusMessage.kind.error 오류
            statusMessage.kind.debug 디버그
            statusMessage.kind.internalError 내부 오류
            text.sentences {0} {1}
            statusMessage.prefixed {0}: {1}
            statusMessage.repeatCount {count}회
            statusBoard.label 알림
            message.itemsRegistered 항목 {count}개를 등록했습니다
            message.itemsSaved 항목 {count}개를 저장했습니다
            message.itemsUpdated 항목 {count}개를 업데이트했습니다
            message.itemsDeleted 항목 {count}개를 삭제했습니다
            progress.loading 로드 중…
            progress.completed 완료
            errorScreen.retryAfter {count}초 후에 다시 시도하세요.
            http.notAcceptable 허용되지 않는 형식: 이 리소스는 {0} 형식으로 제공됩니다.
            errorScreen.forbidden.title 접근 권한 없음
            errorScreen.forbidden.message 이 콘텐츠를 볼 수 있는 권한이 없습니다.
            errorScreen.network.title 연결할 수 없음
            errorScreen.network.message 네트워크 연결을 확인한 후 다시 시도하세요.
            errorScreen.notFound.title 찾을 수 없음
            errorScreen.notFound.message 찾으시는 콘텐츠가 없거나 삭제되었습니다.
            errorScreen.unauthorized.title 로그인 필요
            errorScreen.unauthorized.message 세션이 종료되었습니다. 계속하려면 다시 로그인하세요.
            errorScreen.server.title 서버 오류
            errorScreen.server.message 서버에 문제가 발생했습니다. 잠시 후 다시 시도하세요.
            errorScreen.server.cause 서버에 문제가 발생했습니다.
            errorScreen.timeout.title 요청 시간 초과
            errorScreen.timeout.message 서버가 응답하는 데 너무 오래 걸립니다. 다시 시도하세요.
            errorScreen.timeout.cause 서버가 응답하는 데 너무 오래 걸립니다.
            errorScreen.offline.title 오프라인 상태
            errorScreen.offline.message 인터넷에 연결한 후 다시 시도하세요.
            errorScreen.maintenance.title 점검 중
            errorScreen.maintenance.message 현재 점검 중입니다. 잠시 후 다시 시도하세요.
            errorScreen.maintenance.cause 현재 점검 중입니다.
            errorScreen.empty.title 아직 항목 없음
            errorScreen.empty.message 지금은 표시할 내용이 없습니다.
            errorScreen.rateLimited.title 요청이 너무 많음
            errorScreen.rateLimited.message 요청이 너무 많습니다. 잠시 기다린 후 다시 시도하세요.
            errorScreen.rateLimited.cause 요청이 너무 많습니다.
            errorScreen.unexpected.title 문제가 발생함
            errorScreen.unexpected.message 예기치 않은 오류가 발생했습니다. 다시 시도하세요.
            errorScreen.unexpected.cause 예기치 않은 오류가 발생했습니다.
            unit.second.short {count}초
            unit.second.spoken {count}초
            unit.minute.short {count}분
            unit.minute.spoken {count}분
            unit.hour.short {count}시간
            unit.hour.spoken {count}시간
            unit.day.short {count}일
            unit.day.spoken {count}일
            unit.item.short {count}개
            unit.item.spoken 항목 {count}개
            unit.metre.short {count}m
            unit.metre.spoken {count}미터
            unit.kilometre.short {count}km
            unit.kilometre.spoken {count}킬로미터
            unit.kilogram.short {count}kg
            unit.kilogram.spoken {count}킬로그램
            unit.percent.short {count}%
            unit.percent.spoken {count}퍼센트
            spoken.button 버튼
            spoken.heading 제목 레벨 {0}
            spoken.image 이미지
            spoken.link 링크
            spoken.selected 선택됨
            spoken.dimmed 흐리게 표시됨
            spoken.adjustable 조절 가능
            spoken.busy 사용 중
            spoken.alert 경고
            spoken.dialog 대화상자
            spoken.progress 진행 상황 표시기
            spoken.percent {0}퍼센트
            spoken.announcement 알림: {0}
            spoken.urgentAnnouncement 긴급 알림: {0}
            spoken.partSeparator ,\u{0020}
            """
    )
}
