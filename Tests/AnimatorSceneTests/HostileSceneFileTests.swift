import Animator
import AnimatorScene
import Testing

/// Scene files a hostile sweep found crashing, hanging or misleading the loader. Every
/// test here crashed, hung or failed before its fix.
@Suite("Hostile scene files")
struct HostileSceneFileTests {
  static func document(version: String = "2", layers: String = "[]", timeline: String = "[]") -> String {
    """
    {"format": "animator-scene", "version": \(version), "name": "n", "size": [10, 10],
     "layers": \(layers), "timeline": \(timeline)}
    """
  }

  static func error(_ text: String) -> SceneFileError? {
    do {
      _ = try SceneDocument.load(text)
      return nil
    } catch {
      return error
    }
  }

  @Test(
    "a version beyond Int.max is refused as newer than this reader, not a crash",
    arguments: [
      "1e19", "1e308", "9223372036854775808", "9223372036854775807",
    ])
  func versionBeyondIntMax(version: String) throws {
    let error = try #require(Self.error(Self.document(version: version)))
    #expect(error.path == "version")
    #expect(error.problem.contains("newer than this reader's \(SceneDocument.currentVersion)"), "\(error)")
  }

  @Test("100,000 layers each the sublayer of the one before are refused by the depth limit")
  func deepLayerChainIsRefused() throws {
    var layers = [#"{"name": "l0"}"#]
    for index in 1..<100_000 { layers.append(#"{"name": "l\#(index)", "parent": "l\#(index - 1)"}"#) }
    let error = try #require(Self.error(Self.document(layers: "[" + layers.joined(separator: ",\n") + "]")))
    #expect(error.path == "layers[128].parent")
    #expect(error.line == 130)
    #expect(error.problem.contains("128 levels"), "\(error)")
  }

  @Test("an error about a 10 MB member name quotes its start, not all of it")
  func hugeKeysAreTruncated() throws {
    let key = String(repeating: "k", count: 10_000_000)
    let error = try #require(Self.error(#"{"format": "animator-scene", "\#(key)": 1}"#))
    #expect(error.description.utf8.count < 1_000)
    #expect(error.description.contains("kkkk"))
  }

  @Test("a UTF-8 byte-order mark is accepted")
  func byteOrderMarkIsAccepted() throws {
    let document = try SceneDocument.load("\u{FEFF}" + Self.document())
    #expect(document.name == "n")
  }

  @Test("an object of 100,000 members is read in linear time and refused at its first unknown member")
  func manyMembers() throws {
    let members = (0..<100_000).map { #""k\#($0)": 1"# }.joined(separator: ",")
    let error = try #require(Self.error("{" + members + "}"))
    #expect(error.path == "k0")
  }

  @Test("a name of two million \\u escapes is read in linear time")
  func longEscapedString() throws {
    let name = String(repeating: "\\u0041", count: 2_000_000)
    let text = #"{"format": "animator-scene", "version": 2, "name": "\#(name)", "size": [1, 1]}"#
    let document = try SceneDocument.load(text)
    #expect(document.name.utf8.count == 2_000_000)
  }
}

extension HostileSceneFileTests {
  static func bytesError(_ bytes: [UInt8]) -> SceneFileError? {
    do {
      _ = try SceneDocument.load(utf8: bytes)
      return nil
    } catch {
      return error
    }
  }

  @Test("the limits are stated: file size, nesting and layer depth, each error naming its limit")
  func limitsAreStated() throws {
    #expect(SceneDocument.maximumFileSize == 256 << 20)
    #expect(JSONTree.maximumDepth == 64)
    #expect(SceneDocument.maximumLayerDepth == 128)
    let nested = try #require(
      Self.error(String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)))
    #expect(nested.problem.contains("64 levels") && nested.problem.contains("limit"), "\(nested)")
    let big = try #require(Self.bytesError([UInt8](repeating: 0x20, count: SceneDocument.maximumFileSize + 1)))
    #expect(big.problem.contains("256 MiB"), "\(big)")
  }

  @Test("bytes that are not UTF-8 are refused at their line, before the JSON is read")
  func invalidUTF8Bytes() throws {
    var bytes = Array(Self.document(layers: #"[{"name": "aXb"}]"#).utf8)
    bytes[try #require(bytes.firstIndex(of: UInt8(ascii: "X")))] = 0xC0
    let error = try #require(Self.bytesError(bytes))
    #expect(error.line == 2)
    #expect(error.problem.contains("not UTF-8") && error.problem.contains("0xC0"), "\(error)")
    // Overlong, surrogate and out-of-range sequences are not UTF-8 either; a good four-byte one is.
    for bad: [UInt8] in [[0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]] {
      let text =
        Array(#"{"format": "animator-scene", "version": 2, "name": ""#.utf8) + bad + Array(#"", "size": [1, 1]}"#.utf8)
      #expect(Self.bytesError(text)?.problem.contains("not UTF-8") == true, "\(bad)")
    }
    let emoji = Array(#"{"format": "animator-scene", "version": 2, "name": "😀é", "size": [1, 1]}"#.utf8)
    #expect(try SceneDocument.load(utf8: emoji).name == "😀é")
  }

  @Test("UTF-16 text, with or without its byte-order mark, is refused as UTF-16")
  func utf16Bytes() throws {
    let text = Self.document()
    var little: [UInt8] = []
    for unit in text.utf16 { little += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    for bytes in [[0xFF, 0xFE] + little, little] {
      let error = try #require(Self.bytesError(bytes))
      #expect(error.problem.contains("UTF-16"), "\(error)")
    }
    #expect(try SceneDocument.load(utf8: [0xEF, 0xBB, 0xBF] + Array(text.utf8)).name == "n")
  }

  @Test("a number beyond a double's range names the range")
  func hugeNumbers() throws {
    let error = try #require(Self.error(Self.document(version: "1e400")))
    #expect(error.problem.contains("1.8e308"), "\(error)")
  }
}
