public import Anshin
public import Foundation

extension ErrorScreen.Preset {
    /// The preset for a `URLError`, or `nil` when the user cancelled (nothing is shown for that).
    ///
    /// | Code | Preset |
    /// | --- | --- |
    /// | `notConnectedToInternet`, `dataNotAllowed`, `internationalRoamingOff` | `ErrorScreen/Preset/offline` |
    /// | `timedOut` | `ErrorScreen/Preset/timeout` |
    /// | `networkConnectionLost`, `cannotFindHost`, `cannotConnectToHost`, `dnsLookupFailed`, secure-connection failures, others | `ErrorScreen/Preset/network` |
    /// | `badServerResponse`, `cannotParseResponse`, `cannotDecodeContentData`, `cannotDecodeRawData` | `ErrorScreen/Preset/server` |
    /// | `userAuthenticationRequired` | `ErrorScreen/Preset/unauthorized` |
    /// | `noPermissionsToReadFile` | `ErrorScreen/Preset/forbidden` |
    /// | `fileDoesNotExist` | `ErrorScreen/Preset/notFound` |
    /// | `cancelled`, `userCancelledAuthentication` | `nil` |
    /// - Parameter urlError: The error.
    public init?(urlError: URLError) {
        switch urlError.code {
        case .cancelled, .userCancelledAuthentication:
            return nil
        case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff:
            self = .offline
        case .timedOut:
            self = .timeout
        case .badServerResponse, .cannotParseResponse, .cannotDecodeContentData, .cannotDecodeRawData:
            self = .server
        case .userAuthenticationRequired:
            self = .unauthorized
        case .noPermissionsToReadFile:
            self = .forbidden
        case .fileDoesNotExist:
            self = .notFound
        default:
            self = .network
        }
    }
}
