#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading and writing whole files with the C library, so the demo needs no Foundation.
enum Files {
  /// Writes `contents` to `path`, replacing the file.
  ///
  /// - Parameters:
  ///   - contents: The text.
  ///   - path: The file's path.
  /// - Throws: ``FileError`` with the system's reason (`No such file or directory`, ...).
  static func write(_ contents: String, to path: String) throws(FileError) {
    guard !path.isEmpty, !path.utf8.contains(0) else { throw FileError(message: "the path is empty or not text") }
    guard let file = fopen(path, "wb") else { throw FileError(message: reason()) }
    let bytes = Array(contents.utf8)
    let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    let closed = fclose(file)
    guard written == bytes.count, closed == 0 else { throw FileError(message: reason()) }
  }

  /// The contents of the file at `path` as text (bytes that are not UTF-8 are replaced).
  ///
  /// - Parameter path: The file's path.
  /// - Returns: The text.
  /// - Throws: ``FileError`` with the system's reason.
  static func read(_ path: String) throws(FileError) -> String {
    guard !path.isEmpty, !path.utf8.contains(0) else { throw FileError(message: "the path is empty or not text") }
    guard let file = fopen(path, "rb") else { throw FileError(message: reason()) }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
      if count > 0 { bytes += buffer.prefix(count) }
      if count < buffer.count { break }
    }
    guard ferror(file) == 0 else { throw FileError(message: reason()) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Makes the folder at `path`; does nothing if it exists already. Its parent must exist.
  ///
  /// - Parameter path: The folder's path.
  /// - Throws: ``FileError`` with the system's reason.
  static func makeDirectory(_ path: String) throws(FileError) {
    guard !path.isEmpty, !path.utf8.contains(0) else { throw FileError(message: "the path is empty or not text") }
    guard mkdir(path, 0o755) != 0 else { return }
    let failure = errno
    var status = stat()
    if failure == EEXIST, stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR { return }
    errno = failure == EEXIST ? ENOTDIR : failure
    throw FileError(message: "\(path): \(reason())")
  }

  private static func reason() -> String {
    guard let text = strerror(errno) else { return "error \(errno)" }
    return String(cString: text)
  }
}
