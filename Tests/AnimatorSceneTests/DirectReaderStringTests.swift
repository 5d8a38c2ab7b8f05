import Testing

@testable import AnimatorScene

/// Strings the direct reader (`SceneDirectReader`) must read itself, or leave to the tree-based
/// reader, so that a large file is never read twice for a spelling, and never accepted where the
/// tree-based reader refuses it.
///
/// A valid file with one escaped character (a `\u00e9` in one name) is read here, not again by the
/// slower tree-based reader.
@Suite("Direct reader strings")
struct DirectReaderStringTests {
  /// A scene whose layer names, text and item names are written with `name`, `text` and `item`.
  static func scene(name: String, text: String, item: String, reference: String? = nil) -> String {
    """
    {"format": "animator-scene", "version": 2, "name": "s", "size": [390, 844],
     "layers": [
      {"name": "root", "bounds": [0, 0, 390, 844]},
      {"name": "\(name)", "parent": "root", "text": "\(text)"}
     ],
     "timeline": [
      {"type": "tween", "name": "\(item)", "layer": "\(reference ?? name)", "property": "opacity", "to": 0.5, "duration": 1}
     ]}
    """
  }

  static func direct(_ text: String) -> SceneDocument? {
    let bytes = Array(text.utf8)
    return SceneDirectReader.document(bytes, checkEncoding: true)
  }

  static func outcome(_ text: String, direct: Bool) -> Result<SceneDocument, SceneFileError> {
    do {
      return .success(direct ? try SceneDocument.load(text) : try SceneDocument.loadNamingProblem(text))
    } catch {
      return .failure(error)
    }
  }

  @Test(
    "escaped strings are read by the direct reader, to the same document as the tree-based reader's",
    arguments: [
      (#"caf\u00e9"#, #"Say \"hi\"\nthere"#, #"a\/b\\c"#),
      (#"\ud83d\ude00 smile"#, #"tab\there\r\b\f"#, #"\u0041BC"#),
      (#"plain"#, #"\u0000 nul"#, #"\u20ac"#),
    ])
  func escapes(name: String, text: String, item: String) throws {
    let file = Self.scene(name: name, text: text, item: item)
    let reference = try SceneDocument.loadNamingProblem(file)
    #expect(Self.direct(file) == reference, "the direct reader gave up, or read another document")
    #expect(try SceneDocument.load(file) == reference)
    // The same name written with and without escapes is one layer.
    let unescaped = reference.layers[1].name
    let mixed = Self.scene(name: name, text: text, item: item, reference: unescaped)
    #expect(Self.direct(mixed) == (try SceneDocument.loadNamingProblem(mixed)))
  }

  @Test(
    "escapes the tree-based reader refuses are refused with its message",
    arguments: [
      #"\ud83d alone"#, #"\ude00 alone"#, #"\ud83d\u0041"#, #"\x41"#, #"\u12"#, #"\u12G4"#, #"end\"#,
    ])
  func badEscapes(name: String) {
    let file = Self.scene(name: name, text: "t", item: "i")
    let loaded = Self.outcome(file, direct: true)
    #expect(loaded == Self.outcome(file, direct: false))
    guard case .failure = loaded else {
      Issue.record("\(name) was accepted")
      return
    }
  }

  @Test("names equal as text but not as bytes are one name, as the tree-based reader has them")
  func canonicallyEqualNames() {
    // "é" precomposed (U+00E9) and decomposed (e, U+0301); the Kelvin sign (U+212A) and "K".
    for (declared, referenced) in [("\u{E9}", "e\u{301}"), ("\u{212A}", "K"), ("K", "\u{212A}")] {
      let file = Self.scene(name: declared, text: "t", item: "i", reference: referenced)
      let direct = Self.outcome(file, direct: true)
      #expect(direct == Self.outcome(file, direct: false), "\(declared.unicodeScalars.map(\.value))")
    }
    // Two layers whose names are canonically equal: the tree-based reader refuses the second.
    let twice = """
      {"format": "animator-scene", "version": 2, "name": "s", "size": [390, 844],
       "layers": [{"name": "root"}, {"name": "\u{E9}", "parent": "root"}, {"name": "e\u{301}", "parent": "root"}]}
      """
    let loaded = Self.outcome(twice, direct: true)
    #expect(loaded == Self.outcome(twice, direct: false))
    guard case .failure = loaded else {
      Issue.record("a second layer named like the first was accepted")
      return
    }
  }
}
