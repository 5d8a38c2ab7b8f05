/// Naming the problem of the one timeline item or layer this reader gave up on, as the tree-based
/// reader would, without reading the whole file again: when nothing before it can be the file's
/// first problem, the element is parsed and checked alone (`DirectReaderRefusalTests`).
extension SceneDirectReader {
  /// The members of the document read before its timeline, checked as ``document()`` checks them.
  struct TopLevel {
    var format: String?
    var version: Double?
    var name: String?
    var size: [Double]?
    var background: String?
    var usesVersion2: Bool

    /// The version, when these members are all there and valid (as the tree-based reader, which
    /// checks them before any item, finds them).
    var checkedVersion: Int? {
      guard format == SceneDocument.formatName, let version, version == version.rounded(), version >= 1,
        version <= Double(SceneDocument.currentVersion), !usesVersion2 || version >= 2, name != nil, let size,
        size.count == 2, size.allSatisfy({ $0 > 0 && $0 <= 100_000 })
      else { return nil }
      if let background, SceneColor.parse(background) == nil { return nil }
      return Int(version)
    }
  }

  /// The tree-based reader's error for a file in which this reader gave up on timeline item
  /// `item` (at `start`), when it can tell that this is the file's first problem; `nil` to leave
  /// the file to that reader.
  ///
  /// The tree-based reader parses the whole file, then checks the document's members, its layers,
  /// and its items in order. Everything before this item was read here, and a file this reader
  /// reads is one it reads alike. So the item is parsed alone, as the whole file's parse reads it
  /// (its line and depth); a parse error there is the first. Otherwise the rest of the file must
  /// be JSON that parse accepts (checked here, strictly: an escape, a name that is not ASCII or
  /// deep nesting leave the file to that reader), the timeline the document's last member, and the
  /// members before it valid; then the item's problem, as the tree-based reader checks the item,
  /// is the file's: a long file with its last item wrong is read once, not twice.
  func explain(item: Int, at start: Int, layers: LayerTable, topLevel: TopLevel) -> SceneFileError? {
    let parsed: (tree: JSONTree, end: Int)
    switch JSONTree.parseValue(in: original, at: start, line: Self.line(at: start, in: original), depth: 2) {
    case .failure(let error): return error
    case .success(let value): parsed = value
    }
    guard restIsValid(from: parsed.end, timelineMayFollow: false), let version = topLevel.checkedVersion else {
      return nil
    }
    do throws(SceneFileError) {
      _ = try SceneReader.item(
        Node(tree: parsed.tree, path: "timeline[\(item)]"), layers: Set(layers.names), version: version)
      // The tree-based reader takes the item: this reader gave up on a spelling it leaves to it.
      return nil
    } catch {
      return error
    }
  }

  /// ``explain(item:at:layers:topLevel:)`` for layer `layer` of the file, at `start`, where
  /// `table` holds the layers before it: the tree-based reader checks the layers before the
  /// timeline, so a timeline may follow (its items are then only parsed).
  func explain(layer: Int, at start: Int, table: LayerTable, topLevel: TopLevel) -> SceneFileError? {
    let parsed: (tree: JSONTree, end: Int)
    switch JSONTree.parseValue(in: original, at: start, line: Self.line(at: start, in: original), depth: 2) {
    case .failure(let error): return error
    case .success(let value): parsed = value
    }
    guard restIsValid(from: parsed.end, timelineMayFollow: true), topLevel.checkedVersion != nil else { return nil }
    // Keyed by text, as the tree-based reader keys them (two spellings of one text are one name).
    var depths: [String: Int] = [:]
    for (index, name) in table.names.enumerated() { depths[name] = Int(table.depths[index]) }
    do throws(SceneFileError) {
      _ = try SceneReader.layer(Node(tree: parsed.tree, path: "layers[\(layer)]"), declared: depths)
      return nil
    } catch {
      return error
    }
  }

  /// Whether the file from `start` (just after an element of the document's last array but one,
  /// or last) is the rest of that array, then the timeline member if `timelineMayFollow`, then the
  /// end of the document and the file, all JSON that the tree-based parse accepts.
  func restIsValid(from start: Int, timelineMayFollow: Bool) -> Bool {
    Self.withStackMemory { scratch, hints in
      var rest = SceneDirectReader(bytes: original, scratch: scratch, hints: hints)
      rest.refusesEscapes = true
      rest.index = start
      do throws(GiveUp) {
        while try rest.nextElement() { try rest.skipValue(depth: 2) }
        if !timelineMayFollow {
          try rest.expect(UInt8(ascii: "}"))
        } else if try rest.nextMember() {
          var seen: UInt32 = 0
          guard try rest.member(Self.documentKeys, &seen, hint: Hint.other) == 6 else { return false }
          try rest.skipValue(depth: 1)
          guard try !rest.nextMember() else { return false }
        }
        rest.skipSpace()
        return rest.index == original.count
      } catch {
        return false
      }
    }
  }

  /// The line (from 1) of `bytes[index]`.
  static func line(at index: Int, in bytes: _UnsafeBytes) -> Int {
    var line = 1
    var at = 0
    // Eight bytes at a time: the newlines among them counted in one word.
    let ones: UInt64 = 0x0101_0101_0101_0101
    while at + 8 <= index {
      let word = bytes.word(at: at) ^ (ones &* 0x0A)
      // A byte of `word` is zero where a newline was: flag each zero byte exactly.
      let zero = ~(((word & (ones &* 0x7F)) &+ (ones &* 0x7F)) | word) & (ones &* 0x80)
      line += zero.nonzeroBitCount
      at += 8
    }
    while at < index {
      if bytes[at] == 0x0A { line += 1 }
      at += 1
    }
    return line
  }

  /// Skips a JSON value, accepting only what the tree-based parse accepts (and less: an escape, a
  /// member name that is not ASCII or nesting past 16 levels give up).
  mutating func skipValue(depth: Int) throws(GiveUp) {
    guard depth < 16 else { throw GiveUp() }
    switch try peek() {
    case UInt8(ascii: "{"):
      var names: [(start: Int, end: Int)] = []
      if try openObject() {
        repeat {
          let (start, end) = try stringBytes()
          for at in start..<end where bytes[at] >= 0x80 { throw GiveUp() }
          for other in names where other.end - other.start == end - start {
            if (0..<(end - start)).allSatisfy({ bytes[other.start + $0] == bytes[start + $0] }) { throw GiveUp() }
          }
          guard names.count < 64 else { throw GiveUp() }
          names.append((start, end))
          try expect(UInt8(ascii: ":"))
          try skipValue(depth: depth + 1)
        } while try nextMember()
      }
    case UInt8(ascii: "["):
      if try openArray() {
        repeat { try skipValue(depth: depth + 1) } while try nextElement()
      }
    case UInt8(ascii: "\""): _ = try stringBytes()
    case UInt8(ascii: "t"), UInt8(ascii: "f"): _ = try bool()
    case UInt8(ascii: "n"):
      guard bytes.matches("null", at: index) else { throw GiveUp() }
      index += 4
    default: _ = try number()
    }
  }
}
