import Anshin
import Foundation
import Testing

@Suite("Dialogs: an alert or an action sheet by the number of recoveries")
struct DialogTests {
    let content = Alert.Content(title: "Unsaved changes")
    let save = try! Alert.Recovery("Save", style: .nondestructive, action: "save")
    let discard = try! Alert.Recovery("Discard", style: .destructive, action: "discard")

    @Test func theNumberOfRecoveriesDecides() throws {
        #expect(try Dialog(content, recoveries: []) == .alert(.confirmation(content)))
        #expect(try Dialog(content, recoveries: [save]) == .alert(.suggestion(content, save)))
        #expect(
            try Dialog(content, recoveries: [save, discard])
                == .actionSheet(try ActionSheet(content, choices: [save, discard]))
        )
        #expect(
            try Dialog(content, recoveries: [save, discard]).buttons().map(\.role) == [.default, .destructive, .cancel]
        )
    }

    @Test func aDialogIsCodedAsItsAlertOrSheet() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let alert = try Dialog(content, recoveries: [save])
        #expect(
            String(decoding: try encoder.encode(alert), as: UTF8.self)
                == String(decoding: try encoder.encode(Alert.suggestion(content, save)), as: UTF8.self)
        )
        let sheet = try Dialog(content, recoveries: [save, discard])
        for dialog in [alert, sheet] {
            #expect(try JSONDecoder().decode(Dialog.self, from: try encoder.encode(dialog)) == dialog)
        }
        #expect(alert.presentation.type == "alert")
        #expect(sheet.presentation.type == "actionSheet")
    }
}
