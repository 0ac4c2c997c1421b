extension StatusBoard {
    /// Where a board keeps its entries, so every operation costs O(log n) or less in the number of
    /// messages on the board and an expiry allocates nothing.
    ///
    /// Entries live in slots that are reused once freed. The shown messages and the waiting ones are
    /// two doubly linked lists through the slots (oldest first), so appending, removing from
    /// anywhere and taking the first waiting message are O(1). The running timers are in a binary
    /// min-heap by deadline, ties broken by the order shown (as the board always cleared them), each
    /// slot knowing its heap position so a timer is updated or removed in O(log n). Two dictionaries
    /// find a token's slot and a message's twin — the entry a post of an identical message merges
    /// into — in O(1) (on a board of a few slots, comparing each slot finds them sooner). A message
    /// is hashed once, when it is posted: its twin key keeps the hash, so the dictionary rehashes a
    /// number, not the message, when it moves keys. A waiting entry is shown by moving its slot from
    /// one list to the other, so the dictionaries do not change. Once the arrays and dictionaries
    /// have grown to the board's size, nothing allocates.
    struct Storage: Sendable {
        /// A slot's links: its neighbours in its list, its place in the heap and its order.
        private struct Link: Sendable {
            var previous: Int32 = -1
            var next: Int32 = -1
            /// The slot's index in `heap`, or -1 when its timer is not running.
            var heapPosition: Int32 = -1
            /// The order in which shown entries were appended: the visible order.
            var sequence: UInt64 = 0
            /// The deadline of a running timer, kept beside the heap for cheap comparisons.
            var deadline: Duration = .zero
            /// Whether the slot is in the shown list (otherwise in the waiting list, or free).
            var isShown = false
            /// The hash of the entry's message, once the board indexes its messages.
            var messageHash = 0
        }

        /// Two ends and a count of a list through the slots.
        private struct List: Sendable {
            var first: Int32 = -1
            var last: Int32 = -1
            var count = 0
        }

        private var entries: [Entry?] = []
        private var links: [Link] = []
        private var freeSlots: [Int32] = []
        private var shown = List()
        private var queued = List()
        private var heap: [Int32] = []
        /// Each token's slot, once the board has more slots than ``scanLimit``; empty until then.
        private var slots: [Token: Int32] = [:]
        /// Where each message's entries are, once the board has more slots than ``scanLimit``; empty
        /// until then.
        private var twins: [TwinKey: Twin] = [:]
        private var nextSequence: UInt64 = 0

        /// Where the entries with one message are: the slot of the one with the highest token (the
        /// twin a post merges into), and how many there are. A board that only its own operations
        /// changed holds each message once; a board restored from an older version's JSON may hold
        /// a message more than once, and then the twin's place passes to the next when it goes.
        private struct Twin: Sendable {
            var slot: Int32
            var token: Token
            var count: Int32

            /// Counts one more entry with the message; the one with the higher token is the twin.
            mutating func add(slot: Int32, token: Token) {
                self.count += 1
                if self.count == 1 || self.token < token {
                    self.slot = slot
                    self.token = token
                }
            }
        }

        /// A message with its hash, computed once: the dictionary hashes the number.
        struct TwinKey: Sendable, Hashable {
            let hash: Int
            let message: StatusMessage

            /// The key of a message: hashes it.
            init(_ message: StatusMessage) {
                self.init(message, hash: message.hashValue)
            }

            /// The key of a message whose hash is known.
            init(_ message: StatusMessage, hash: Int) {
                self.hash = hash
                self.message = message
            }

            static func == (lhs: Self, rhs: Self) -> Bool {
                lhs.hash == rhs.hash && lhs.message == rhs.message
            }

            func hash(into hasher: inout Hasher) {
                hasher.combine(self.hash)
            }
        }

        init() {}

        // MARK: Reading

        /// The number of shown entries.
        var visibleCount: Int { self.shown.count }

        /// The number of waiting entries.
        var waitingCount: Int { self.queued.count }

        /// The shown entries, oldest first.
        var visible: [Entry] { self.entries(of: self.shown) }

        /// The waiting entries, in the order they will be shown.
        var waiting: [Entry] { self.entries(of: self.queued) }

        /// The last shown entry.
        var lastVisible: Entry? { self.shown.last < 0 ? nil : self.entries[Int(self.shown.last)] }

        /// The slot of the last shown entry.
        var lastVisibleSlot: Int32? { self.shown.last < 0 ? nil : self.shown.last }

        /// The earliest deadline of a running timer.
        var earliestDeadline: Duration? {
            self.heap.first.map { self.links[Int($0)].deadline }
        }

        /// Up to this many slots, a token's slot is found by comparing the token with each slot's
        /// rather than through ``slots``: hashing a token costs more than a few comparisons, and most
        /// boards hold a message or two. The slots only grow (until ``removeAll()``), so a board that
        /// once held more keeps its dictionary, and a scan never reads more than this many.
        private static var scanLimit: Int { 8 }

        /// Whether ``slots`` holds every entry's token and ``twins`` every entry's message: once
        /// there are more slots than ``scanLimit``.
        private var indexes: Bool { self.entries.count > Self.scanLimit }

        /// The key that finds a message's twin, or `nil` while the board finds twins by comparing
        /// (a key costs a hash of the message; comparing a few slots costs less).
        func twinKey(for message: StatusMessage) -> TwinKey? {
            // A board of nine slots or more indexes; a new slot may be the ninth.
            let indexesAfterPost =
                self.entries.count > Self.scanLimit || (self.entries.count == Self.scanLimit && self.freeSlots.isEmpty)
            return indexesAfterPost ? TwinKey(message) : nil
        }

        /// A token's slot, shown or waiting.
        func slot(of token: Token) -> Int32? {
            if self.indexes { return self.slots[token] }
            for index in self.entries.indices where self.entries[index]?.token == token {
                return Int32(index)
            }
            return nil
        }

        /// The slot of the entry, shown or waiting, whose message is identical to `message` (of two
        /// or more, the one with the highest token), or `nil` when there is none.
        /// - Parameters:
        ///   - message: The message.
        ///   - key: Its key from ``twinKey(for:)``.
        func twin(of message: StatusMessage, key: TwinKey?) -> Int32? {
            if self.indexes, let key { return self.twins[key]?.slot }
            return self.scanForTwin(of: message, excluding: -1)
        }

        /// The slot of the entry with the highest token whose message is `message`, found by
        /// comparing every slot but `excluded`.
        private func scanForTwin(of message: StatusMessage, excluding excluded: Int32) -> Int32? {
            var best: Int32?
            for index in self.entries.indices where index != Int(excluded) {
                guard let entry = self.entries[index], entry.message == message else { continue }
                if let current = best, self.entries[Int(current)]!.token > entry.token { continue }
                best = Int32(index)
            }
            return best
        }

        /// Whether a slot holds a shown entry.
        func isVisible(_ slot: Int32) -> Bool {
            self.links[Int(slot)].isShown
        }

        /// The entry in a slot.
        subscript(slot: Int32) -> Entry {
            self.entries[Int(slot)]!
        }

        /// The slot of the shown entry that clears first if its deadline has come by `now`: the
        /// earliest deadline, and of equal deadlines the one shown first.
        func due(at now: Duration) -> Int32? {
            guard let top = self.heap.first, self.links[Int(top)].deadline <= now else { return nil }
            return top
        }

        // MARK: Writing

        /// Appends an entry to the shown ones.
        /// - Parameters:
        ///   - entry: The entry.
        ///   - key: Its message's key from ``twinKey(for:)``, or `nil` to compute it when needed.
        mutating func appendVisible(_ entry: Entry, key: TwinKey? = nil) {
            let slot = self.allocate(entry, key: key)
            self.show(slot)
        }

        /// Appends an entry to the waiting ones.
        /// - Parameters:
        ///   - entry: The entry.
        ///   - key: Its message's key from ``twinKey(for:)``, or `nil` to compute it when needed.
        mutating func appendWaiting(_ entry: Entry, key: TwinKey? = nil) {
            let slot = self.allocate(entry, key: key)
            self.link(slot, shown: false)
        }

        /// The first waiting entry.
        var firstWaiting: Entry? {
            self.queued.first < 0 ? nil : self.entries[Int(self.queued.first)]
        }

        /// Shows the first waiting entry after the shown ones, with a new timer; its slot moves from
        /// one list to the other, so the dictionaries do not change.
        mutating func showFirstWaiting(timer: Entry.Timer) {
            let slot = self.queued.first
            guard slot >= 0 else { return }
            self.unlink(slot, shown: false)
            self.entries[Int(slot)]!.timer = timer
            self.show(slot)
        }

        /// Links a slot after the shown ones and puts its timer in the heap.
        private mutating func show(_ slot: Int32) {
            self.links[Int(slot)].sequence = self.nextSequence
            self.nextSequence &+= 1
            self.link(slot, shown: true)
            self.links[Int(slot)].isShown = true
            self.timerChanged(slot)
        }

        /// Removes a shown entry.
        mutating func removeVisible(_ slot: Int32) -> Entry {
            self.unlink(slot, shown: true)
            if self.links[Int(slot)].heapPosition >= 0 { self.heapRemove(slot) }
            return self.free(slot)
        }

        /// Removes a waiting entry.
        mutating func removeWaiting(_ slot: Int32) -> Entry {
            self.unlink(slot, shown: false)
            return self.free(slot)
        }

        /// Changes an entry in place, keeping the heap in step with its timer.
        mutating func update(_ slot: Int32, _ change: (inout Entry) -> Void) {
            change(&self.entries[Int(slot)]!)
            if self.links[Int(slot)].isShown { self.timerChanged(slot) }
        }

        /// Changes every shown entry, oldest first, keeping the heap in step: O(n log n).
        mutating func updateAllVisible(_ change: (inout Entry) -> Void) {
            var slot = self.shown.first
            while slot >= 0 {
                change(&self.entries[Int(slot)]!)
                self.timerChanged(slot)
                slot = self.links[Int(slot)].next
            }
        }

        /// Removes every entry, keeping the capacity.
        mutating func removeAll() {
            self.entries.removeAll(keepingCapacity: true)
            self.links.removeAll(keepingCapacity: true)
            self.freeSlots.removeAll(keepingCapacity: true)
            self.heap.removeAll(keepingCapacity: true)
            self.slots.removeAll(keepingCapacity: true)
            self.twins.removeAll(keepingCapacity: true)
            self.shown = List()
            self.queued = List()
        }

        /// Replaces the shown entries.
        mutating func setVisible(_ entries: [Entry]) {
            let waiting = self.waiting
            self.removeAll()
            for entry in entries { self.appendVisible(entry) }
            for entry in waiting { self.appendWaiting(entry) }
        }

        /// Replaces the waiting entries.
        mutating func setWaiting(_ entries: [Entry]) {
            while self.queued.first >= 0 { _ = self.removeWaiting(self.queued.first) }
            for entry in entries { self.appendWaiting(entry) }
        }

        // MARK: Slots and lists

        private func entries(of list: List) -> [Entry] {
            var result: [Entry] = []
            result.reserveCapacity(list.count)
            var slot = list.first
            while slot >= 0 {
                result.append(self.entries[Int(slot)]!)
                slot = self.links[Int(slot)].next
            }
            return result
        }

        private mutating func allocate(_ entry: Entry, key: TwinKey?) -> Int32 {
            let slot: Int32
            if let free = self.freeSlots.popLast() {
                slot = free
                self.entries[Int(slot)] = entry
                self.links[Int(slot)] = Link()
            } else {
                slot = Int32(self.entries.count)
                self.entries.append(entry)
                self.links.append(Link())
                if self.entries.count == Self.scanLimit + 1 {
                    // The board outgrows the scan: every entry so far goes into the dictionaries.
                    for index in self.entries.indices.dropLast() {
                        if let other = self.entries[index] { self.index(Int32(index), key: TwinKey(other.message)) }
                    }
                }
            }
            if self.indexes { self.index(slot, key: key ?? TwinKey(entry.message)) }
            return slot
        }

        /// Puts an entry's token and message into the dictionaries.
        private mutating func index(_ slot: Int32, key: TwinKey) {
            let token = self.entries[Int(slot)]!.token
            self.slots[token] = slot
            self.links[Int(slot)].messageHash = key.hash
            self.twins[key, default: Twin(slot: slot, token: token, count: 0)].add(slot: slot, token: token)
        }

        /// Counts one entry less with a twin's message; `nil` when it was the last. Returns whether
        /// the twin was the freed slot, with others left: a board restored with a message twice.
        private static func release(_ twin: inout Twin?, slot: Int32) -> Bool {
            guard var counted = twin else { return false }
            counted.count -= 1
            twin = counted.count == 0 ? nil : counted
            return counted.count > 0 && counted.slot == slot
        }

        private mutating func free(_ slot: Int32) -> Entry {
            let entry = self.entries[Int(slot)]!
            if self.indexes {
                if let indexed = self.slots.removeValue(forKey: entry.token), indexed != slot {
                    // Two entries with one token, as a corrupt document has before it is rejected.
                    self.slots[entry.token] = indexed
                }
                let key = TwinKey(entry.message, hash: self.links[Int(slot)].messageHash)
                if Self.release(&self.twins[key], slot: slot) {
                    // The next entry with the message is the twin now.
                    if let next = self.scanForTwin(of: entry.message, excluding: slot) {
                        self.twins[key]!.slot = next
                        self.twins[key]!.token = self.entries[Int(next)]!.token
                    }
                }
            }
            self.entries[Int(slot)] = nil
            self.links[Int(slot)] = Link()
            self.freeSlots.append(slot)
            return entry
        }

        private mutating func link(_ slot: Int32, shown: Bool) {
            var list = shown ? self.shown : self.queued
            self.links[Int(slot)].previous = list.last
            self.links[Int(slot)].next = -1
            if list.last >= 0 { self.links[Int(list.last)].next = slot } else { list.first = slot }
            list.last = slot
            list.count += 1
            if shown { self.shown = list } else { self.queued = list }
        }

        private mutating func unlink(_ slot: Int32, shown: Bool) {
            var list = shown ? self.shown : self.queued
            let link = self.links[Int(slot)]
            if link.previous >= 0 { self.links[Int(link.previous)].next = link.next } else { list.first = link.next }
            if link.next >= 0 { self.links[Int(link.next)].previous = link.previous } else { list.last = link.previous }
            self.links[Int(slot)].previous = -1
            self.links[Int(slot)].next = -1
            list.count -= 1
            if shown { self.shown = list } else { self.queued = list }
        }

        // MARK: Heap

        /// Puts a shown slot in the heap, moves it, or takes it out, as its timer now says.
        private mutating func timerChanged(_ slot: Int32) {
            let position = self.links[Int(slot)].heapPosition
            guard let deadline = self.entries[Int(slot)]!.deadline else {
                if position >= 0 { self.heapRemove(slot) }
                return
            }
            self.links[Int(slot)].deadline = deadline
            if position >= 0 {
                self.siftUp(Int(position))
                self.siftDown(Int(self.links[Int(slot)].heapPosition))
            } else {
                self.heap.append(slot)
                self.links[Int(slot)].heapPosition = Int32(self.heap.count - 1)
                self.siftUp(self.heap.count - 1)
            }
        }

        private mutating func heapRemove(_ slot: Int32) {
            let position = Int(self.links[Int(slot)].heapPosition)
            self.links[Int(slot)].heapPosition = -1
            let last = self.heap.removeLast()
            guard position < self.heap.count else { return }
            self.heap[position] = last
            self.links[Int(last)].heapPosition = Int32(position)
            self.siftUp(position)
            self.siftDown(Int(self.links[Int(last)].heapPosition))
        }

        /// Whether the slot at heap position `a` clears before the one at `b`.
        private func precedes(_ a: Int, _ b: Int) -> Bool {
            let left = self.links[Int(self.heap[a])]
            let right = self.links[Int(self.heap[b])]
            return left.deadline != right.deadline ? left.deadline < right.deadline : left.sequence < right.sequence
        }

        private mutating func swapAt(_ a: Int, _ b: Int) {
            self.heap.swapAt(a, b)
            self.links[Int(self.heap[a])].heapPosition = Int32(a)
            self.links[Int(self.heap[b])].heapPosition = Int32(b)
        }

        private mutating func siftUp(_ start: Int) {
            var position = start
            while position > 0 {
                let parent = (position - 1) / 2
                guard self.precedes(position, parent) else { return }
                self.swapAt(position, parent)
                position = parent
            }
        }

        private mutating func siftDown(_ start: Int) {
            var position = start
            while true {
                let left = 2 * position + 1
                guard left < self.heap.count else { return }
                var child = left
                if left + 1 < self.heap.count && self.precedes(left + 1, left) { child = left + 1 }
                guard self.precedes(child, position) else { return }
                self.swapAt(position, child)
                position = child
            }
        }
    }
}
