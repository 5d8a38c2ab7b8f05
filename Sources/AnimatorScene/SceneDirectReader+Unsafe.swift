/// The memory a direct read owns: the decoded copy of a file whose strings have escapes, made at
/// the first escape and freed when the read ends, whatever its outcome.
extension SceneDirectReader {
  /// Reads the document from `bytes` with the stack memory `scratch` and `hints`, then frees the
  /// decoded copy if the read made one.
  static func read(
    _ bytes: _UnsafeBytes, scratch: _UnsafeScratch<Double>, hints: _UnsafeScratch<Int>, split: Split
  ) -> Outcome {
    var reader = SceneDirectReader(bytes: bytes, scratch: scratch, hints: hints)
    reader.split = split
    defer {
      // Every view of the copy (``bytes`` among them) ends with the reader, here.
      reader.decoded?.free()
    }
    // A UTF-8 byte-order mark says nothing JSON needs: skip it.
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { reader.index = 3 }
    do throws(GiveUp) {
      let document = try reader.document()
      reader.skipSpace()
      return reader.index == bytes.count ? .document(document) : .unknown
    } catch {
      return reader.refusal.map { .refused($0) } ?? .unknown
    }
  }

  /// The decoded copy of the file (made on the first call, as a copy of ``bytes``, which then
  /// become a view of it): escaped strings are written over in it with what they mean.
  mutating func decodedCopy() -> _UnsafeScratch<UInt8> {
    if let decoded { return decoded }
    assert(bytes.count == original.count, "the decoded copy is made once, from the file")
    let copy = bytes.copy()
    decoded = copy
    bytes = copy.bytes
    return copy
  }
}
