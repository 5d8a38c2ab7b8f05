import Foundation
import Testing

/// Scene files in the wrong encoding, loaded by the built `animator` as a user loads them: the
/// answer names the encoding and the line, rather than blaming the JSON or a later field.
@Suite("Scene files in the wrong encoding")
struct HostileFileEncodingTests {
  static let scene = """
    {"format": "animator-scene", "version": 2, "name": "n", "size": [10, 10],
     "layers": [{"name": "NAME"}],
     "timeline": [{"type": "tween", "layer": "NAME", "property": "opacity", "to": 0, "duration": 1}]}

    """

  /// Runs `animator load FILE` on `bytes` written to a file.
  static func load(_ bytes: [UInt8]) throws -> (output: String, status: Int32) {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString).json")
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    return try ExecutableTests.run(["load", url.path], input: "")
  }

  @Test("invalid UTF-8 in a layer name is refused at its line, as not UTF-8")
  func invalidUTF8() throws {
    let text = Self.scene.replacingOccurrences(of: "[{\"name\": \"NAME\"}]", with: "[{\"name\": \"BAD\"}]")
    var bytes = Array(text.utf8)
    let at = try #require(bytes.firstIndex(of: UInt8(ascii: "B")))
    bytes[at] = 0xFF
    let (output, status) = try Self.load(bytes)
    #expect(status == 1)
    #expect(output.contains("line 2"), "\(output)")
    #expect(output.contains("UTF-8"), "\(output)")
  }

  @Test("a UTF-16 file is refused as UTF-16, with what to do")
  func utf16() throws {
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in Self.scene.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    let (output, status) = try Self.load(bytes)
    #expect(status == 1)
    #expect(output.contains("UTF-16"), "\(output)")
  }

  @Test("a file that starts with a UTF-8 byte-order mark loads")
  func utf8ByteOrderMark() throws {
    let (output, status) = try Self.load([0xEF, 0xBB, 0xBF] + Array(Self.scene.utf8))
    #expect(status == 0, "\(output)")
  }
}
