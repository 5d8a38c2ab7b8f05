/// A file's bytes, borrowed for one read: what the scene readers (``SceneDirectReader``,
/// ``JSONTree``'s parser, ``TextEncoding``) index, with no copy and, in a release build, no bounds
/// check.
///
/// The bytes belong to an array or a string that outlives the view: a view is made only by
/// `borrowing(_:_:)` (its closure is the view's lifetime) and, for the decoded copy of a file, by
/// ``_UnsafeScratch/bytes``, and nothing keeps one past the read that made it (the second half of a long timeline, read on another thread, is waited for
/// before the read returns). Debug builds check every index with an assertion.
struct _UnsafeBytes {
  private let buffer: UnsafeBufferPointer<UInt8>

  /// A view of `buffer`, which must outlive it.
  init(_ buffer: UnsafeBufferPointer<UInt8>) {
    self.buffer = buffer
  }

  /// Calls `body` with a view of `bytes`, valid for the call only.
  static func borrowing<Result>(_ bytes: [UInt8], _ body: (_UnsafeBytes) -> Result) -> Result {
    bytes.withUnsafeBufferPointer { body(_UnsafeBytes($0)) }
  }

  /// Calls `body` with a view of `text`'s UTF-8, valid for the call only: the string's own storage
  /// when it is contiguous (every native string), a copy otherwise.
  static func borrowing<Result>(_ text: String, _ body: (_UnsafeBytes) -> Result) -> Result {
    if let result = text.utf8.withContiguousStorageIfAvailable({ body(_UnsafeBytes($0)) }) { return result }
    return Array(text.utf8).withUnsafeBufferPointer { body(_UnsafeBytes($0)) }
  }

  /// How many bytes.
  var count: Int { buffer.count }

  @inline(__always)
  subscript(index: Int) -> UInt8 {
    assert(index >= 0 && index < buffer.count, "a byte outside the file")
    return buffer[index]
  }

  /// The eight bytes from `index` as one word, in memory order (the first byte lowest on a
  /// little-endian machine); they need not be aligned.
  @inline(__always)
  func word(at index: Int) -> UInt64 {
    assert(index >= 0 && index + 8 <= buffer.count, "a word that reaches outside the file")
    return UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped + index).loadUnaligned(as: UInt64.self)
  }

  /// `self[start..<end]` as text, each sequence that is not UTF-8 read as U+FFFD.
  @inline(__always)
  func string(_ start: Int, _ end: Int) -> String {
    assert(start >= 0 && start <= end && end <= buffer.count, "text outside the file")
    return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
  }

  /// `self[start..<end]` as a view of its own, indexed from 0.
  @inline(__always)
  func rebased(_ start: Int, _ end: Int) -> _UnsafeBytes {
    assert(start >= 0 && start <= end && end <= buffer.count, "a part outside the file")
    return _UnsafeBytes(UnsafeBufferPointer(rebasing: buffer[start..<end]))
  }

  /// Appends `self[start..<end]` to `array` in one copy.
  @inline(__always)
  func append(_ start: Int, _ end: Int, to array: inout [UInt8]) {
    assert(start >= 0 && start <= end && end <= buffer.count, "a part outside the file")
    array.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start..<end]))
  }

  /// Whether `word`'s bytes are there from `index` (`false` when the file ends first).
  @inline(__always)
  func matches(_ word: StaticString, at index: Int) -> Bool {
    let count = word.utf8CodeUnitCount
    guard index >= 0, index + count <= buffer.count else { return false }
    for offset in 0..<count where buffer[index + offset] != word.utf8Start[offset] { return false }
    return true
  }

  /// Whether every byte of `self[start..<end]` is ASCII (below 0x80).
  @inline(__always)
  func isASCII(_ start: Int, _ end: Int) -> Bool {
    assert(start >= 0 && start <= end && end <= buffer.count, "a part outside the file")
    var index = start
    while index < end {
      if buffer[index] >= 0x80 { return false }
      index += 1
    }
    return true
  }

  /// FNV-1a over `self[start..<end]`, for a table of names.
  @inline(__always)
  func hash(_ start: Int, _ end: Int) -> UInt64 {
    assert(start >= 0 && start <= end && end <= buffer.count, "a part outside the file")
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    var index = start
    while index < end {
      hash = (hash ^ UInt64(buffer[index])) &* 0x100_0000_01B3
      index += 1
    }
    return hash
  }

  /// A copy of the bytes on the heap, to be freed with ``_UnsafeScratch/free()``.
  func copy() -> _UnsafeScratch<UInt8> {
    let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: buffer.count)
    _ = copy.initialize(from: buffer)
    return _UnsafeScratch(copy)
  }
}
