extension UnsafeBufferPointer {
    /// A pointer to each element in order, so the text front ends read large elements in place: a
    /// `for element in buffer` loop, or an element passed on from `buffer[index]`, is a copy.
    var elementPointers: LazyMapSequence<Range<Int>, UnsafePointer<Element>> {
        self.indices.lazy.map { self.baseAddress! + $0 }
    }
}
