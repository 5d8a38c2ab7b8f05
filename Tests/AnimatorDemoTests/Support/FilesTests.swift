import Foundation
import Testing

@testable import AnimatorDemoKit

/// `Files.readBytes` reads a regular file straight into its array, sized by `fstat`, and reads on
/// in pieces when the file holds more than it said (a file that grew, or one of `/proc`, which
/// says 0 bytes).
@Suite("Reading files")
struct FilesTests {
  @Test("every byte of files around the sizes the reader works with, and the limit enforced")
  func sizes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animator-files-\(getpid())").path
    try Files.makeDirectory(folder)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for size in [0, 1, 4_095, 65_536, 65_537, 200_003] {
      let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
      let path = "\(folder)/f\(size)"
      #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
      #expect(try Files.readBytes(path) == bytes, "\(size) bytes")
      if size > 0 {
        #expect(throws: FileError.self) { try Files.readBytes(path, limit: size - 1) }
        #expect(try Files.readBytes(path, limit: size) == bytes)
      }
    }
  }

  @Test("a regular file that says it is empty but is not (/proc) is read whole")
  func procFile() throws {
    guard FileManager.default.fileExists(atPath: "/proc/self/status") else { return }
    let text = String(decoding: try Files.readBytes("/proc/self/status"), as: UTF8.self)
    #expect(text.contains("Name:") && text.contains("Pid:"))
  }
}
