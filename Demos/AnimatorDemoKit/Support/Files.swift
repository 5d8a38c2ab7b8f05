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
    let written = write(bytes, to: file)
    let closed = fclose(file)
    guard written == bytes.count, closed == 0 else { throw FileError(message: reason()) }
  }

  /// The most bytes ``read(_:limit:)`` reads by default: 256 MiB, the scene format's limit.
  static let defaultLimit = 256 << 20

  /// The contents of the file at `path` as text (bytes that are not UTF-8 are replaced).
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - limit: The most bytes to read.
  /// - Returns: The text.
  /// - Throws: ``FileError`` with the system's reason, or saying that the path is not a regular
  ///   file or is larger than `limit`.
  static func read(_ path: String, limit: Int = defaultLimit) throws(FileError) -> String {
    String(decoding: try readBytes(path, limit: limit), as: UTF8.self)
  }

  /// The text of a script, which may come from a pipe or `/dev/stdin` as well as a file: anything
  /// that can be read, up to `limit` bytes.
  ///
  /// - Parameters:
  ///   - path: The script's path.
  ///   - limit: The most bytes to read.
  /// - Returns: The text.
  /// - Throws: ``FileError`` with the system's reason, or saying that it is a folder or longer
  ///   than `limit`.
  static func readScript(_ path: String, limit: Int = defaultLimit) throws(FileError) -> String {
    String(decoding: try readBytes(path, limit: limit, regularOnly: false), as: UTF8.self)
  }

  /// The bytes of the file at `path`. Only regular files are read (a device such as `/dev/zero`,
  /// a pipe or a folder is refused before anything is read), and never more than `limit` bytes.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - limit: The most bytes to read.
  ///   - regularOnly: Whether to refuse anything but a regular file (devices, pipes).
  /// - Returns: The bytes.
  /// - Throws: ``FileError`` with the system's reason, or saying that the path is not a regular
  ///   file or is larger than `limit`.
  static func readBytes(_ path: String, limit: Int = defaultLimit, regularOnly: Bool = true) throws(FileError)
    -> [UInt8]
  {
    guard !path.isEmpty, !path.utf8.contains(0) else { throw FileError(message: "the path is empty or not text") }
    guard let file = fopen(path, "rb") else { throw FileError(message: reason()) }
    defer { fclose(file) }
    var status = stat()
    guard fstat(fileno(file), &status) == 0 else { throw FileError(message: reason()) }
    let kind = status.st_mode & S_IFMT
    guard kind == S_IFREG || (!regularOnly && kind != S_IFDIR) else {
      throw FileError(message: "not a regular file (a folder, device or pipe): only files are read")
    }
    guard kind != S_IFREG || status.st_size <= limit else {
      throw FileError(message: "the file has \(status.st_size) bytes, more than the \(limit) this reads")
    }
    // The size may change while reading: read at most one byte past the limit, to tell. A regular
    // file is read straight into the array, sized to the file and a byte more (one copy of the
    // bytes, where reading through a buffer would make two).
    var bytes: [UInt8] = []
    var readOn = kind != S_IFREG
    if kind == S_IFREG {
      let capacity = min(Int(status.st_size), limit) + 1
      bytes = read(upTo: capacity, from: file)
      // Filled: the file grew since `fstat` (or says 0 bytes and has some, as in /proc).
      readOn = bytes.count == capacity
    }
    var buffer = [UInt8](repeating: 0, count: readOn ? 65_536 : 0)
    while readOn, bytes.count <= limit {
      let count = read(into: &buffer, from: file)
      if count > 0 { bytes += buffer.prefix(count) }
      if count < buffer.count { readOn = false }
    }
    guard ferror(file) == 0 else { throw FileError(message: reason()) }
    guard bytes.count <= limit else {
      throw FileError(message: "the file has more than the \(limit) bytes this reads")
    }
    return bytes
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
