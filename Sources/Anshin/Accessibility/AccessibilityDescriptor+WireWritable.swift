extension AccessibilityDescriptor: WireWritable {
    /// Writes the descriptor as its `Codable` conformance does: absent parts, no traits, the default
    /// grouping, a zero sort priority, `false` flags and no children are left out.
    /// - Parameter writer: The writer.
    package func write(to writer: inout WireWriter) {
        let enclosing = writer.beginObject()
        if let announcement = self.announcement {
            writer.key("announcement")
            announcement.write(to: &writer)
        }
        if !self.children.isEmpty {
            writer.key("children")
            writer.array(self.children)
        }
        if self.grouping != .default {
            writer.key("grouping")
            writer.string(self.grouping.rawValue)
        }
        if let headingLevel = self.headingLevel {
            writer.key("headingLevel")
            writer.integer(Int64(headingLevel))
        }
        self.writeText(self.hint, "hint", to: &writer)
        if self.isBusy {
            writer.key("isBusy")
            writer.bool(true)
        }
        if self.isHidden {
            writer.key("isHidden")
            writer.bool(true)
        }
        self.writeText(self.label, "label", to: &writer)
        if let role = self.role {
            writer.key("role")
            writer.string(role.rawValue)
        }
        if self.sortPriority != 0 {
            writer.key("sortPriority")
            writer.integer(Int64(self.sortPriority))
        }
        self.writeText(self.spokenLabel, "spokenLabel", to: &writer)
        if !self.traits.isEmpty {
            writer.key("traits")
            let array = writer.beginArray()
            for (name, trait) in AccessibilityTraits.named where self.traits.contains(trait) {
                writer.element()
                writer.string(name)
            }
            writer.endArray(array)
        }
        self.writeText(self.value, "value", to: &writer)
        writer.endObject(enclosing)
    }

    private func writeText(_ text: UserText?, _ key: StaticString, to writer: inout WireWriter) {
        guard let text else { return }
        writer.key(key)
        writer.text(text)
    }
}
