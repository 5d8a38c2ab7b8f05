/// Memory of a fixed number of elements that a reader writes as it reads: room for the numbers of
/// an array on the stack, the names found last at each place of a file, and the decoded copy of a
/// file whose strings have escapes. Indexed with no bounds check in a release build; debug builds
/// check every index with an assertion.
///
/// Stack memory lives for the closure of ``withStack(capacity:initializedTo:_:)``; a copy made by
/// ``_UnsafeBytes/copy()`` lives until ``free()``, which its one owner (``SceneDirectReader``, in
/// `SceneDirectReader+Unsafe.swift`) calls once, after the read.
struct _UnsafeScratch<Element> {
  private let buffer: UnsafeMutableBufferPointer<Element>

  /// A view of `buffer`, which must outlive it.
  init(_ buffer: UnsafeMutableBufferPointer<Element>) {
    self.buffer = buffer
  }

  /// Calls `body` with `capacity` elements on the stack, each `initial`, or left uninitialised
  /// when `initial` is `nil` (for elements that are always written before they are read).
  static func withStack<Result>(
    capacity: Int, initializedTo initial: Element? = nil, _ body: (_UnsafeScratch) -> Result
  ) -> Result {
    withUnsafeTemporaryAllocation(of: Element.self, capacity: capacity) { buffer in
      if let initial { buffer.initialize(repeating: initial) }
      return body(_UnsafeScratch(buffer))
    }
  }

  var count: Int { buffer.count }

  @inline(__always)
  subscript(index: Int) -> Element {
    get {
      assert(index >= 0 && index < buffer.count, "an element outside the scratch memory")
      return buffer[index]
    }
    nonmutating set {
      assert(index >= 0 && index < buffer.count, "an element outside the scratch memory")
      buffer[index] = newValue
    }
  }

  /// The first `count` elements, copied into an array.
  func array(count: Int) -> [Element] {
    assert(count >= 0 && count <= buffer.count, "more elements than the scratch memory holds")
    return Array(UnsafeMutableBufferPointer(rebasing: buffer[0..<count]))
  }
}

extension _UnsafeScratch<UInt8> {
  /// Frees a copy made by ``_UnsafeBytes/copy()``; neither it nor a view of it may be used again.
  func free() {
    buffer.deallocate()
  }

  /// A view of the bytes, valid until ``free()``.
  var bytes: _UnsafeBytes { _UnsafeBytes(UnsafeBufferPointer(buffer)) }
}
