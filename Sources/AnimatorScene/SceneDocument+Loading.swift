import Animator

extension SceneDocument {
  /// Reads a scene file, checking every field: the JSON syntax, the format and version, each
  /// field's type, range and references (layers, properties, curves, timing), before anything is
  /// built from it.
  ///
  /// ```swift
  /// do {
  ///   let document = try SceneDocument.load(text)
  /// } catch {
  ///   print(error)   // line 14: timeline[2].duration: must be a finite number >= 0, not -1
  /// }
  /// ```
  ///
  /// - Parameter text: The file's text.
  /// - Returns: The document.
  /// - Throws: ``SceneFileError`` naming the field's path, its line and the problem, or the limit
  ///   the file exceeds (``maximumFileSize``, ``JSONTree/maximumDepth``, ``maximumLayerDepth``).
  ///   Nothing crashes, whatever the text.
  /// - Complexity: O(n) for n bytes of text.
  public static func load(_ text: String) throws(SceneFileError) -> SceneDocument {
    guard text.utf8.count <= maximumFileSize else { throw tooLarge(text.utf8.count) }
    switch SceneDirectReader.load(text) {
    case .document(let document): return document
    case .refused(let error): throw error
    case .unknown: return try loadNamingProblem(text)
    }
  }

  /// Reads `text` through a tree of values, which names the line and path of a problem: what
  /// ``load(_:)`` does for a file ``SceneDirectReader`` gives up on (and the tests, to compare).
  static func loadNamingProblem(_ text: String) throws(SceneFileError) -> SceneDocument {
    let tree = try JSONTree.parse(text)
    return try SceneReader.document(Node(tree: tree, path: ""))
  }

  /// Reads a scene file from its bytes, as ``load(_:)`` reads its text, after checking that they
  /// are UTF-8 text: a UTF-8 byte-order mark is skipped, and UTF-16 text or bytes that are not
  /// UTF-8 are refused with their line, rather than read with replacement characters that a later
  /// field then trips over.
  ///
  /// - Parameter bytes: The file's bytes.
  /// - Returns: The document.
  /// - Throws: ``SceneFileError`` naming the encoding problem, the limit exceeded (file size,
  ///   nesting, layer depth), or the field's path, its line and the problem.
  /// - Complexity: O(n) for n bytes.
  public static func load(utf8 bytes: [UInt8]) throws(SceneFileError) -> SceneDocument {
    guard bytes.count <= maximumFileSize else { throw tooLarge(bytes.count) }
    switch SceneDirectReader.load(bytes, checkEncoding: true) {
    case .document(let document): return document
    case .refused(let error): throw error
    case .unknown: return try loadNamingProblem(utf8: bytes)
    }
  }

  /// Reads `bytes` through a tree of values, which names the line and path of a problem: what
  /// ``load(utf8:)`` does for a file ``SceneDirectReader`` gives up on (and the tests, to compare).
  static func loadNamingProblem(utf8 bytes: [UInt8]) throws(SceneFileError) -> SceneDocument {
    let tree = try JSONTree.parse(utf8: bytes)
    return try SceneReader.document(Node(tree: tree, path: ""))
  }

  /// The longest time, in seconds, that a file may give as a start or a duration: 9.2e9 s, the
  /// core's own limit on times.
  public static let longestTime = 9.2e9

  /// The largest scene file the loader reads: 256 MiB (about a million timeline items).
  public static let maximumFileSize = 256 << 20

  /// The deepest layer tree a file may describe: a layer may have at most 127 ancestors (masks
  /// count as one level below the layer they mask), so that drawing a tree never exhausts the stack.
  public static let maximumLayerDepth = 128

  static func tooLarge(_ count: Int) -> SceneFileError {
    SceneFileError(
      path: "", line: 1,
      problem: "the file has \(count) bytes, more than the \(maximumFileSize) bytes (256 MiB) the format allows")
  }
}
