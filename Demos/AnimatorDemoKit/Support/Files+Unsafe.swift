#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C library's `FILE *`, as `fopen` returns it.
#if canImport(Musl)
  typealias CFile = OpaquePointer
#else
  typealias CFile = UnsafeMutablePointer<FILE>
#endif

/// The C library's reads and writes of a buffer, each over an array's own storage.
extension Files {
  /// Writes `bytes` to `file`: how many were written (all of them, unless there was an error).
  static func write(_ bytes: [UInt8], to file: CFile) -> Int {
    bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
  }

  /// Reads up to `capacity` bytes from `file` straight into a new array: fewer at the end of the
  /// file or on an error.
  static func read(upTo capacity: Int, from file: CFile) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
      count = fread(buffer.baseAddress, 1, capacity, file)
      assert(count <= capacity, "fread reads at most what it is asked for")
    }
  }

  /// Reads up to `buffer.count` bytes from `file` into the start of `buffer`: how many it read.
  static func read(into buffer: inout [UInt8], from file: CFile) -> Int {
    buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
  }
}
