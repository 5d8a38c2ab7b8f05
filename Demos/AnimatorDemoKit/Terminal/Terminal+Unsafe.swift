#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal's writes of raw bytes and its one edit of a C array in place.
extension Terminal {
  /// Writes `text` to standard output and flushes it.
  ///
  /// - Parameter text: The text.
  package static func write(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        assert(offset < buffer.count, "a write past the text")
        return posixWrite(STDOUT_FILENO, buffer.baseAddress.unsafelyUnwrapped + offset, buffer.count - offset)
      }
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        return
      }
    }
  }

  /// Writes `text` to standard output with `write(2)` alone, as a signal handler may.
  static func writeInSignalHandler(_ text: StaticString) {
    _ = posixWrite(STDOUT_FILENO, text.utf8Start, text.utf8CodeUnitCount)
  }

  /// Sets control character `index` (`VMIN`, `VTIME`) of `attributes` to `value`: `c_cc` is a C
  /// array, which Swift sees as a tuple.
  static func setControlCharacter(_ index: Int32, to value: UInt8, in attributes: inout termios) {
    withUnsafeMutableBytes(of: &attributes.c_cc) { bytes in
      assert(Int(index) < bytes.count, "a control character past the end of c_cc")
      bytes[Int(index)] = value
    }
  }
}

/// `write(2)`, under a name that the `Terminal.write(_:)` method does not hide.
private func posixWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
