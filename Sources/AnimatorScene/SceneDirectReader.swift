import Animator
import Foundation

/// The fast path of ``SceneDocument/load(utf8:)`` and ``SceneDocument/load(_:)``: reads a file
/// straight into a document in one pass over its bytes, with no tree of values, no string per
/// member name and no path per field, checking every field as ``SceneReader`` does.
///
/// It knows no messages. On anything it does not accept (a field that is wrong, a member that
/// appears twice, JSON it does not read, or a rare spelling such as a member name that is an escape
/// away from a known one) it gives up, and the loader reads the file again with the tree of values and ``SceneReader``, which name
/// the line and path of the first problem, as they always have. So a file this reader accepts is
/// one the tree-based reader accepts, with an equal document (`DirectReaderTests` and the
/// scene-file fuzzer compare the two on every file), and every error is the tree-based reader's.
struct SceneDirectReader {
  /// Any problem: the caller reads the file again to name it.
  struct GiveUp: Error {}

  /// The file's bytes; once a string with an escape is met, ``decoded``.
  private var bytes: UnsafeBufferPointer<UInt8>
  /// The file's bytes as they are (``bytes`` may be the decoded copy).
  private let original: UnsafeBufferPointer<UInt8>
  /// The tree-based reader's error for the file, when this reader gave up on a timeline item and
  /// could name that item's problem itself (``explain(item:at:layers:topLevel:)``).
  private var refusal: SceneFileError?
  /// A copy of the file, made when the first escape is met, in which each escaped string is written
  /// over with what it means (``unescape(from:)``); freed when the document is read.
  private var decoded: UnsafeMutableBufferPointer<UInt8>?
  private var index = 0
  /// Room for the first numbers of the array being read, on the stack (see ``numbers(limit:within:)``).
  private let scratch: UnsafeMutableBufferPointer<Double>
  /// For each place a name is read (a member of an item or a layer by its position, an item's type,
  /// property and curve), the name found there last, or -1: files write their members in one order
  /// and repeat their values, so the name there is most often the one before, checked in two
  /// compares (``Keys/matching(_:_:_:)``). On the stack, with ``scratch``.
  private let hints: UnsafeMutableBufferPointer<Int>
  /// The last array read of each length up to 8, to share with the next one that is the same.
  private var recent = [[Double]](repeating: [], count: 9)
  /// How many bytes a timeline must have left, at its start, to be read in two halves on two
  /// threads (``TimelineHalf``); where the search for the second half's first item begins, for
  /// tests (the middle of the rest of the file by default).
  private var split = Split()
  /// Whether an escaped string gives up (the second half of a timeline, read on another thread,
  /// leaves escapes to the first, which owns the decoded copy of the file).
  private var refusesEscapes = false

  /// When a timeline is read in two halves.
  struct Split {
    /// The fewest bytes after a timeline's `[` that are read in two halves: 4 MiB (about 27,000
    /// items), where a second thread saves far more than it costs to start.
    var minimumBytes = 4 << 20
    /// Where to start looking for the second half's first item, or `nil` for the middle.
    var searchFrom: Int?
    /// Told, for tests, whether a second half was started and whether its items were used.
    var outcome: SplitOutcome?
  }

  /// What became of a timeline's second half (``Split/outcome``).
  final class SplitOutcome {
    /// A second half was started.
    var started = false
    /// Its items were used.
    var joined = false
  }

  /// The document, or `nil` when the file has a problem (or a spelling this reader leaves to the
  /// tree-based one).
  ///
  /// - Parameters:
  ///   - bytes: The file's bytes.
  ///   - checkEncoding: Whether to check that they are UTF-8 (they are, when they come from a `String`).
  ///   - split: When a long timeline is read in two halves (tests choose where).
  /// - Returns: The document, or `nil` for the tree-based reader to read the file and name its problem.
  static func document(_ bytes: UnsafeBufferPointer<UInt8>, checkEncoding: Bool, split: Split = Split())
    -> SceneDocument?
  {
    if case .document(let document) = load(bytes, checkEncoding: checkEncoding, split: split) { return document }
    return nil
  }

  /// What ``load(_:checkEncoding:split:)`` found.
  enum Outcome: Equatable {
    /// The file's document.
    case document(SceneDocument)
    /// The tree-based reader's error for the file, found without it: the file's one problem is in
    /// a timeline item, named by reading that item alone.
    case refused(SceneFileError)
    /// A problem, or a spelling, left to the tree-based reader.
    case unknown
  }

  /// Reads a file: its document, the tree-based reader's error when the problem is a timeline
  /// item's, or ``Outcome/unknown`` for the tree-based reader to read it.
  ///
  /// - Parameters:
  ///   - bytes: The file's bytes.
  ///   - checkEncoding: Whether to check that they are UTF-8 (they are, when they come from a `String`).
  ///   - split: When a long timeline is read in two halves (tests choose where).
  /// - Returns: The document, the error, or ``Outcome/unknown``.
  static func load(_ bytes: UnsafeBufferPointer<UInt8>, checkEncoding: Bool, split: Split = Split()) -> Outcome {
    if checkEncoding && !TextEncoding.isUTF8(bytes) { return .unknown }
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: 16) { scratch in
      withUnsafeTemporaryAllocation(of: Int.self, capacity: Hint.count) { hints in
        hints.initialize(repeating: -1)
        return read(bytes, scratch: scratch, hints: hints, split: split)
      }
    }
  }

  private static func read(
    _ bytes: UnsafeBufferPointer<UInt8>, scratch: UnsafeMutableBufferPointer<Double>,
    hints: UnsafeMutableBufferPointer<Int>, split: Split
  ) -> Outcome {
    var reader = SceneDirectReader(bytes: bytes, scratch: scratch, hints: hints)
    reader.split = split
    defer { reader.decoded?.deallocate() }
    // A UTF-8 byte-order mark says nothing JSON needs: skip it.
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { reader.index = 3 }
    do throws(GiveUp) {
      let document = try reader.document()
      reader.skipSpace()
      return reader.index == bytes.count ? .document(document) : .unknown
    } catch {
      return reader.refusal.map { .refused($0) } ?? .unknown
    }
  }

  private init(
    bytes: UnsafeBufferPointer<UInt8>, scratch: UnsafeMutableBufferPointer<Double>,
    hints: UnsafeMutableBufferPointer<Int>
  ) {
    self.bytes = bytes
    original = bytes
    self.scratch = scratch
    self.hints = hints
  }

  /// Where in ``hints`` each place keeps its name.
  private enum Hint {
    static let item = 0
    static let layer = 16
    static let type = 32
    static let kind = 33
    static let curve = 34
    static let other = 35
    static let count = 36
  }

  // MARK: The document

  private static let documentKeys = Keys(["format", "version", "name", "size", "background", "layers", "timeline"])

  private mutating func document() throws(GiveUp) -> SceneDocument {
    var format: String?
    var version: Double?
    var name: String?
    var size: [Double]?
    var background: String?
    var layers: [SceneLayer]?
    var timeline: [SceneItem]?
    // The layers declared so far, with their depths in the tree.
    var table = LayerTable()
    var usesVersion2 = false
    try object(Self.documentKeys) { reader, key throws(GiveUp) in
      switch key {
      case 0: format = try reader.string()
      case 1: version = try reader.number()
      case 2: name = try reader.string()
      case 3: size = try reader.numbers()
      case 4: background = try reader.string()
      case 5:
        var list: [SceneLayer] = []
        let start = reader.index
        if try reader.openArray() {
          repeat {
            reader.skipSpace()
            let layerStart = reader.index
            do throws(GiveUp) {
              list.append(try reader.layer(&table))
            } catch {
              // As for an item below: name the problem here if it is the file's first. Not when
              // the timeline came first (its items named layers not yet declared).
              if timeline == nil {
                let topLevel = TopLevel(
                  format: format, version: version, name: name, size: size, background: background, usesVersion2: false)
                reader.refusal = reader.explain(layer: list.count, at: layerStart, table: table, topLevel: topLevel)
              }
              throw error
            }
            reader.reserve(&list, from: start)
          } while try reader.nextElement()
        }
        layers = list
      default:
        // Items are checked against the layers declared so far: in a file whose timeline comes
        // before its layers, an item that names a layer gives up, and the tree-based reader reads it.
        var list: [SceneItem] = []
        let start = reader.index
        // Read once: the table, a variable this closure captures, was copied for each item (its
        // six arrays retained and released, about 400 instructions an item).
        let declared = table
        if try reader.openArray() {
          let half = reader.startSecondHalf(layers: declared)
          // The second half reads the file's bytes: it must end before they can go.
          defer { half?.wait() }
          var joining = half != nil
          repeat {
            reader.skipSpace()
            let itemStart = reader.index
            do throws(GiveUp) {
              try reader.item(layers: declared, usesVersion2: &usesVersion2, into: &list)
            } catch {
              // Name the problem here if it is the file's first (the tree-based reader's answer),
              // rather than leave a long file to be read again.
              let topLevel = TopLevel(
                format: format, version: version, name: name, size: size, background: background,
                usesVersion2: usesVersion2)
              reader.refusal = reader.explain(item: list.count, at: itemStart, layers: declared, topLevel: topLevel)
              throw error
            }
            reader.reserve(&list, from: start)
            guard try reader.nextElement() else { break }
            if joining, let half {
              reader.skipSpace()
              if reader.index >= half.start { joining = false }
              // Where the second half began is where this item list goes on: its items are the
              // ones this loop would read, unless it gave up (this loop then reads them itself).
              if reader.index == half.start, half.wait() {
                list.append(contentsOf: half.items)
                half.items = []
                usesVersion2 = usesVersion2 || half.usesVersion2
                reader.index = half.end
                reader.split.outcome?.joined = true
                break
              }
            }
          } while true
        }
        timeline = list
      }
    }
    guard format == SceneDocument.formatName, let version, version == version.rounded(), version >= 1,
      version <= Double(SceneDocument.currentVersion), !usesVersion2 || version >= 2, let name, let size,
      size.count == 2, size.allSatisfy({ $0 > 0 && $0 <= 100_000 })
    else { throw GiveUp() }
    if let background { guard SceneColor.parse(background) != nil else { throw GiveUp() } }
    var document = SceneDocument(name: name)
    document.version = Int(version)
    document.size = size
    document.background = background
    if let layers { document.layers = layers }
    if let timeline { document.timeline = timeline }
    return document
  }

  /// Once a long array's first 4,096 elements are read, makes room for as many more as the rest of
  /// the file would hold at their average length (and a twentieth more): a million items then fill
  /// one array, where growing by doubling held the old array and the new one at once while copying.
  private func reserve<Element>(_ list: inout [Element], from start: Int) {
    guard list.count == 4_096 else { return }
    let average = Double(index - start) / Double(list.count)
    let more = Double(bytes.count - index) / average
    list.reserveCapacity(list.count + Int(more * 1.05) + 16)
  }

  // MARK: Naming a timeline item's problem

  /// The members of the document read before its timeline, checked as ``document()`` checks them.
  private struct TopLevel {
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
  /// is the file's. For 10^6 items with the last one wrong: one reading, not two (issue 30).
  private func explain(item: Int, at start: Int, layers: LayerTable, topLevel: TopLevel) -> SceneFileError? {
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
  private func explain(layer: Int, at start: Int, table: LayerTable, topLevel: TopLevel) -> SceneFileError? {
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
  private func restIsValid(from start: Int, timelineMayFollow: Bool) -> Bool {
    withUnsafeTemporaryAllocation(of: Double.self, capacity: 16) { scratch in
      withUnsafeTemporaryAllocation(of: Int.self, capacity: Hint.count) { hints in
        hints.initialize(repeating: -1)
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
  }

  /// The line (from 1) of `bytes[index]`.
  private static func line(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var line = 1
    var at = 0
    if let base = bytes.baseAddress {
      // Eight bytes at a time: the newlines among them counted in one word.
      let ones: UInt64 = 0x0101_0101_0101_0101
      while at + 8 <= index {
        let word = UnsafeRawPointer(base + at).loadUnaligned(as: UInt64.self) ^ (ones &* 0x0A)
        // A byte of `word` is zero where a newline was: flag each zero byte exactly.
        let zero = ~(((word & (ones &* 0x7F)) &+ (ones &* 0x7F)) | word) & (ones &* 0x80)
        line += zero.nonzeroBitCount
        at += 8
      }
    }
    while at < index {
      if bytes[at] == 0x0A { line += 1 }
      at += 1
    }
    return line
  }

  /// Skips a JSON value, accepting only what the tree-based parse accepts (and less: an escape, a
  /// member name that is not ASCII or nesting past 16 levels give up).
  private mutating func skipValue(depth: Int) throws(GiveUp) {
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
      let word: StaticString = "null"
      guard index + 4 <= bytes.count else { throw GiveUp() }
      for offset in 0..<4 where bytes[index + offset] != word.utf8Start[offset] { throw GiveUp() }
      index += 4
    default: _ = try number()
    }
  }

  // MARK: A long timeline in two halves

  /// The second half of a long timeline, read on another thread while this one reads the first.
  ///
  /// It starts at an item found by its spelling (`}`, `,`, `{` with white space between) past the
  /// middle of the rest of the file, which may be no item at all (that text inside a string, or
  /// in an item's nested object). The first half's reading decides: only when it reaches that very
  /// byte as the start of an item are the second half's items used, and they are then the items it
  /// would have read itself from there (the same bytes, the same layers). Otherwise, or when the
  /// second half gave up, the first half reads on to the end. The document is the same either way.
  private final class TimelineHalf: @unchecked Sendable {
    // `@unchecked`: the other thread writes `items`, `end` and `usesVersion2` before it signals
    // `done`, and this thread reads them only after `wait()`; `bytes` outlives both (the first
    // half waits before it returns).
    let bytes: UnsafeBufferPointer<UInt8>
    let start: Int
    let layers: LayerTable
    var items: [SceneItem] = []
    /// The index after the timeline's `]`, or -1 when the second half gave up.
    var end = -1
    var usesVersion2 = false
    private let done = DispatchSemaphore(value: 0)
    private var finished = false

    init(bytes: UnsafeBufferPointer<UInt8>, start: Int, layers: LayerTable) {
      self.bytes = bytes
      self.start = start
      self.layers = layers
    }

    /// Starts the other thread: a thread of its own, not a worker of a shared pool, which a
    /// caller on that pool (a task, on Linux) could be waiting in while every worker waits too.
    func run() {
      let thread = Thread { [self] in
        SceneDirectReader.read(self)
        done.signal()
      }
      thread.start()
    }

    /// Waits for the second half (once): whether it read its items to the timeline's end.
    @discardableResult
    func wait() -> Bool {
      if !finished {
        done.wait()
        finished = true
      }
      return end >= 0
    }
  }

  /// Starts reading the second half of the timeline whose first item is at ``index``, if the rest
  /// of the file is long enough and an item's start is found past its middle.
  private func startSecondHalf(layers: LayerTable) -> TimelineHalf? {
    guard bytes.count - index >= split.minimumBytes else { return nil }
    var at = max(split.searchFrom ?? (index + (bytes.count - index) / 2), index + 1)
    while at < bytes.count {
      if bytes[at] == UInt8(ascii: "{") {
        var back = at - 1
        while back > index, Self.isSpace(bytes[back]) { back -= 1 }
        if bytes[back] == UInt8(ascii: ",") {
          back -= 1
          while back > index, Self.isSpace(bytes[back]) { back -= 1 }
          if bytes[back] == UInt8(ascii: "}") {
            let half = TimelineHalf(bytes: bytes, start: at, layers: layers)
            half.run()
            split.outcome?.started = true
            return half
          }
        }
      }
      at += 1
    }
    return nil
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
  }

  /// Reads `half`'s items, from its start to the end of the timeline (on the other thread).
  private static func read(_ half: TimelineHalf) {
    withUnsafeTemporaryAllocation(of: Double.self, capacity: 16) { scratch in
      withUnsafeTemporaryAllocation(of: Int.self, capacity: Hint.count) { hints in
        hints.initialize(repeating: -1)
        var reader = SceneDirectReader(bytes: half.bytes, scratch: scratch, hints: hints)
        reader.refusesEscapes = true
        reader.index = half.start
        var list: [SceneItem] = []
        var usesVersion2 = false
        do throws(GiveUp) {
          repeat {
            try reader.item(layers: half.layers, usesVersion2: &usesVersion2, into: &list)
            reader.reserve(&list, from: half.start)
          } while try reader.nextElement()
        } catch {
          return
        }
        half.items = list
        half.usesVersion2 = usesVersion2
        half.end = reader.index
      }
    }
  }

  // MARK: Layers

  private static let layerKeys = Keys([
    "name", "parent", "bounds", "position", "anchorPoint", "transform", "opacity", "backgroundColor",
    "cornerRadius", "text", "textColor", "fontSize", "logo", "maskOf",
  ])

  /// A layer, its fields read into locals in one loop (no closure per member, no layer copied
  /// field by field) and the layer made once at the end.
  private mutating func layer(_ table: inout LayerTable) throws(GiveUp) -> SceneLayer {
    // Where the names are in the file: start -1 when absent.
    var name = (start: -1, end: -1)
    var parent = (start: -1, end: -1)
    var maskOf = (start: -1, end: -1)
    var bounds: (Double, Double, Double, Double)?
    var position: (Double, Double)?
    var anchorPoint: [Double]?
    var transform: [Double]?
    var opacity: Double?
    var backgroundColor: String?
    var cornerRadius: Double?
    var text: String?
    var textColor: String?
    var fontSize: Double?
    var logo: String?
    var seen: UInt32 = 0
    let keys = Self.layerKeys
    var place = Hint.layer
    if try openObject() {
      repeat {
        let key = try member(keys, &seen, hint: place)
        place = min(place + 1, Hint.layer + 15)
        switch key {
        case 0: name = try stringBytes()
        case 1: parent = try stringBytes()
        case 2:
          // Kept inline in the layer: read into ``scratch``, with no array made.
          try numbersInScratch(4)
          guard scratch[2] >= 0, scratch[3] >= 0 else { throw GiveUp() }
          bounds = (scratch[0], scratch[1], scratch[2], scratch[3])
        case 3:
          try numbersInScratch(2)
          position = (scratch[0], scratch[1])
        case 4: anchorPoint = try vector(2)
        case 5: transform = try vector(6)
        case 6: opacity = try number(in: 0...1)
        case 7: backgroundColor = try color()
        case 8: cornerRadius = try number(in: 0...100_000)
        case 9: text = try string()
        case 10: textColor = try color()
        case 11: fontSize = try number(in: 1...1000)
        case 12: logo = try color()
        default: maskOf = try stringBytes()
        }
      } while try nextMember()
    }
    guard name.end > name.start, table.lookUp(bytes, name.start, name.end) == nil else { throw GiveUp() }
    // The first layer is the root; every other one hangs from one declared before it, or masks it.
    var depth = 1
    var above: String?
    switch (parent.start >= 0, maskOf.start >= 0) {
    case (false, false):
      guard table.count == 0 else { throw GiveUp() }
    case (true, false), (false, true):
      let reference = parent.start >= 0 ? parent : maskOf
      guard let index = table.lookUp(bytes, reference.start, reference.end) else { throw GiveUp() }
      depth = Int(table.depths[index]) + 1
      above = table.names[index]
    default: throw GiveUp()
    }
    guard depth <= SceneDocument.maximumLayerDepth else { throw GiveUp() }
    let nameBytes = UnsafeBufferPointer(rebasing: bytes[name.start..<name.end])
    let layerName = String(decoding: nameBytes, as: UTF8.self)
    table.insert(layerName, bytes: nameBytes, depth: depth)
    let isMask = maskOf.start >= 0
    // The members kept in the layer's box of rare fields: anchorPoint, transform, cornerRadius,
    // text, textColor, fontSize, logo, maskOf.
    let hasRare = seen & 0b11_1111_0011_0000 != 0
    return SceneLayer(
      name: layerName, parent: isMask ? nil : above, bounds: bounds, position: position, opacity: opacity,
      backgroundColor: backgroundColor, hasRare: hasRare, anchorPoint: anchorPoint, transform: transform,
      cornerRadius: cornerRadius, text: text, textColor: textColor, fontSize: fontSize, logo: logo,
      maskOf: isMask ? above : nil)
  }

  /// The layers declared so far, found by the bytes of their names (a hash table of its own, so
  /// that an item's layer is found without making a string of it or hashing one with SipHash).
  private struct LayerTable {
    /// The names, in the order declared.
    private(set) var names: [String] = []
    /// Each layer's depth in the tree, the root's 1 (at most 128).
    private(set) var depths: [UInt8] = []
    /// The names' bytes, one after the other, and where each starts (and the last ends).
    private var nameBytes: [UInt8] = []
    private var offsets: [Int32] = [0]
    /// Open addressing: the index of a name plus 1, or 0 for an empty slot.
    private var slots = [Int32](repeating: 0, count: 16)
    /// The names as text, made when a name that is not ASCII is first declared or looked up: two
    /// spellings of one text (`é` as one scalar or as `e` and an accent, the Kelvin sign and `K`)
    /// are one name to the tree-based reader, which keys its names by `String`, and must be here.
    private var byText: [String: Int]?

    var count: Int { names.count }

    private static func hash(_ text: UnsafeBufferPointer<UInt8>) -> Int {
      var hash: UInt64 = 0xCBF2_9CE4_8422_2325
      for byte in text { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
      return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }

    /// ``find(_:_:_:)``, first making ``byText`` if the name is not ASCII, so that a name that is
    /// not ASCII is found however it is spelled (a layer's name, checked against those declared).
    mutating func lookUp(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
      if byText == nil, !Self.isASCII(UnsafeBufferPointer(rebasing: text[start..<end])) { makeTextTable() }
      return find(text, start, end)
    }

    /// The index of the layer named by `text[start..<end]`, or `nil` (also for a name that is not
    /// ASCII while no such name is declared: the tree-based reader then decides).
    func find(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
      let name = UnsafeBufferPointer(rebasing: text[start..<end])
      if let byText { return byText[String(decoding: name, as: UTF8.self)] }
      if !Self.isASCII(name) { return nil }
      let mask = slots.count - 1
      var slot = Self.hash(name) & mask
      while slots[slot] != 0 {
        let index = Int(slots[slot]) - 1
        let from = Int(offsets[index])
        if Int(offsets[index + 1]) - from == name.count {
          var offset = 0
          while offset < name.count, nameBytes[from + offset] == name[offset] { offset += 1 }
          if offset == name.count { return index }
        }
        slot = (slot + 1) & mask
      }
      return nil
    }

    mutating func insert(_ name: String, bytes: UnsafeBufferPointer<UInt8>, depth: Int) {
      if (names.count + 1) * 2 > slots.count {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        for index in names.indices {
          nameBytes.withUnsafeBufferPointer { all in
            place(index, Self.hash(UnsafeBufferPointer(rebasing: all[Int(offsets[index])..<Int(offsets[index + 1])])))
          }
        }
      }
      if byText == nil, !Self.isASCII(bytes) { makeTextTable() }
      if byText != nil, byText?[name] == nil { byText?[name] = names.count }
      names.append(name)
      depths.append(UInt8(depth))
      nameBytes.append(contentsOf: bytes)
      // A file is at most 256 MiB, so its names' bytes count within Int32.
      offsets.append(Int32(nameBytes.count))
      place(names.count - 1, Self.hash(bytes))
    }

    private static func isASCII(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
      text.allSatisfy { $0 < 0x80 }
    }

    /// Makes ``byText`` from the names so far.
    private mutating func makeTextTable() {
      var table: [String: Int] = [:]
      for (index, name) in names.enumerated() where table[name] == nil { table[name] = index }
      byText = table
    }

    private mutating func place(_ index: Int, _ hash: Int) {
      let mask = slots.count - 1
      var slot = hash & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(index + 1)
    }
  }

  // MARK: Items

  private static let itemKeys = Keys([
    "type", "name", "start", "layer", "property", "from", "to", "values", "keyTimes", "curves", "duration", "curve",
    "spring", "springTiming", "timing",
  ])

  /// The members of ``itemKeys`` each type may have, as bits, in the order of `SceneItemType.allCases`.
  private static let allowed: [UInt32] = {
    func bits(_ keys: [Int]) -> UInt32 { keys.reduce(0) { $0 | 1 << $1 } }
    let allowed: [SceneItemType: UInt32] = [
      .tween: bits([0, 1, 2, 3, 4, 5, 6, 10, 11, 13, 14]), .spring: bits([0, 1, 2, 3, 4, 6, 12, 14]),
      .keyframes: bits([0, 1, 2, 3, 4, 7, 8, 9, 10, 14]), .label: bits([0, 1, 2]), .marker: bits([0, 1, 2]),
    ]
    return SceneItemType.allCases.map { allowed[$0] ?? 0 }
  }()

  /// A value before its property's kind is known.
  private enum Raw {
    case number(Double)
    case numbers([Double])
    case string(String)

    func value(_ kind: PropertyKind) throws(GiveUp) -> SceneValue {
      switch self {
      case .number(let number):
        guard kind == .opacity || kind == .cornerRadius, abs(number) <= 1e9 else { throw GiveUp() }
        return .number(number)
      case .string(let text):
        guard kind == .backgroundColor, SceneColor.parse(text) != nil else { throw GiveUp() }
        return .color(text)
      case .numbers(let numbers):
        // Points, rectangles and transforms (the kinds of two numbers or more), of their length.
        guard kind.count >= 2, numbers.count == kind.count else { throw GiveUp() }
        for number in numbers where abs(number) > 1e9 { throw GiveUp() }
        return .numbers(numbers)
      }
    }

  }

  /// Reads an item into `list`, its fields read into locals in one loop (no closure per member) and
  /// the item made once, in the array, with no box for the fields most items lack unless it has one.
  private mutating func item(layers: LayerTable, usesVersion2: inout Bool, into list: inout [SceneItem])
    throws(GiveUp)
  {
    var typeIndex = -1
    var name: String?
    var start: Double?
    var layer = (start: -1, end: -1)
    var kind: PropertyKind?
    var from: Raw?
    var to: Raw?
    var values: [Raw]?
    var curves: [TimingCurve]?
    var duration: Double?
    var curve: String?
    // The fields most items lack, kept together, made only when one is read: checked and boxed.
    var rare: RareFields?
    var seen: UInt32 = 0
    let keys = Self.itemKeys
    var place = Hint.item
    if try openObject() {
      repeat {
        let key = try member(keys, &seen, hint: place)
        place = min(place + 1, Hint.item + 15)
        switch key {
        case 0: typeIndex = try self.name(in: Self.typeNames, hint: Hint.type)
        case 1: name = try string()
        case 2: start = try number(in: 0...SceneDocument.longestTime)
        case 3: layer = try stringBytes()
        case 4: kind = PropertyKind.all[try self.name(in: Self.kindNames, hint: Hint.kind)]
        case 5: from = try raw()
        case 6: to = try raw()
        case 7:
          var list: [Raw] = []
          if try openArray() {
            repeat { list.append(try raw()) } while try nextElement()
          }
          values = list
          if rare == nil { rare = RareFields() }
        case 8:
          let keyTimes = try numbers()
          if rare == nil { rare = RareFields() }
          rare?.keyTimes = keyTimes
        case 9:
          var names: [String] = []
          var parsed: [TimingCurve] = []
          if try openArray() {
            repeat {
              let name = try string()
              guard let curve = SceneCurve.parse(name) else { throw GiveUp() }
              names.append(name)
              parsed.append(curve)
            } while try nextElement()
          }
          if rare == nil { rare = RareFields() }
          rare?.curves = names
          curves = parsed
        case 10: duration = try number(in: 0...SceneDocument.longestTime)
        case 11: curve = try curveName()
        case 12:
          let spring = try spring()
          if rare == nil { rare = RareFields() }
          rare?.spring = spring
        case 13:
          let springTiming = try springTiming()
          if rare == nil { rare = RareFields() }
          rare?.springTiming = springTiming
        default:
          let timing = try timing()
          if rare == nil { rare = RareFields() }
          rare?.timing = timing
        }
      } while try nextMember()
    }
    guard typeIndex >= 0, seen & ~Self.allowed[typeIndex] == 0 else { throw GiveUp() }
    let type = SceneItemType.all[typeIndex]
    if type == .label || type == .marker {
      guard let name, !name.isEmpty else { throw GiveUp() }
      list.append(SceneItem(type: type, start: start, name: name))
      return
    }
    guard layer.start >= 0, let index = layers.find(bytes, layer.start, layer.end), let kind else { throw GiveUp() }
    var target: SceneValue?
    var source: SceneValue?
    switch type {
    case .tween:
      guard let to, let duration else { throw GiveUp() }
      target = try to.value(kind)
      source = try from?.value(kind)
      if let springTiming = rare?.springTiming {
        usesVersion2 = true
        guard curve == nil else { throw GiveUp() }
        do {
          _ = try springTiming.curve(forDuration: duration)
        } catch {
          throw GiveUp()
        }
      }
    case .spring:
      guard let to, kind != .color, rare?.spring != nil else { throw GiveUp() }
      target = try to.value(kind)
    default:
      guard let values, !values.isEmpty, duration != nil else { throw GiveUp() }
      let keyTimes = rare?.keyTimes
      rare?.values = try Self.keyframes(kind: kind, values: values, keyTimes: keyTimes, curves: curves)
    }
    if rare == nil, source == nil, let curveCode = curve == nil ? 0 : SceneItem.curveCode(curve!) {
      list.append(
        SceneItem(
          type: type, start: start, name: name, layer: layers.names[index], kind: kind, duration: duration,
          to: target, curveCode: curveCode))
      return
    }
    let item = SceneItem(
      type: type, start: start, name: name, layer: layers.names[index], kind: kind,
      duration: duration, from: source, to: target, curve: curve, rare: rare)
    list.append(consume item)
  }

  /// A keyframes item's values, checked with its key times and curves: read apart so that the
  /// common items stay short.
  private static func keyframes(kind: PropertyKind, values: [Raw], keyTimes: [Double]?, curves: [TimingCurve]?)
    throws(GiveUp) -> [SceneValue]
  {
    var converted: [SceneValue] = []
    converted.reserveCapacity(values.count)
    for value in values { converted.append(try value.value(kind)) }
    do {
      _ = try Keyframes<Double>(values: converted.indices.map(Double.init), keyTimes: keyTimes, timingCurves: curves)
    } catch {
      throw GiveUp()
    }
    return converted
  }

  private static let typeNames = Keys(SceneItemType.all.map(\.rawValue))
  private static let kindNames = Keys(PropertyKind.all.map(\.rawValue))

  private static let curveNames = Keys(SceneCurve.names)

  /// A curve's name as written, known to ``SceneCurve/parse(_:)``.
  private mutating func curveName() throws(GiveUp) -> String {
    guard try peek() == UInt8(ascii: "\"") else { throw GiveUp() }
    let hint = hints[Hint.curve]
    if hint >= 0, let end = Self.curveNames.matching(hint, bytes, index + 1) {
      index = end + 1
      return SceneCurve.names[hint]
    }
    if let (key, end) = Self.curveNames.quickMatch(bytes, index + 1) {
      index = end + 1
      hints[Hint.curve] = key
      return SceneCurve.names[key]
    }
    let (start, end) = try stringBytes()
    if let found = Self.curveNames.find(bytes, start, end) { return SceneCurve.names[found] }
    let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    guard SceneCurve.parse(name) != nil else { throw GiveUp() }
    return name
  }

  private static let springKeys = Keys(["preset", "mass", "stiffness", "damping"])

  private mutating func spring() throws(GiveUp) -> SceneSpring {
    var spring = SceneSpring()
    let seen = try object(Self.springKeys) { reader, key throws(GiveUp) in
      switch key {
      case 0:
        let name = try reader.string()
        guard SceneSpringPresets.named[name] != nil else { throw GiveUp() }
        spring.preset = name
      case 1: spring.mass = try reader.number(in: 0...1_000_000)
      case 2: spring.stiffness = try reader.number(in: 0...1_000_000)
      default: spring.damping = try reader.number(in: 0...1_000_000)
      }
    }
    if spring.preset != nil {
      guard seen == 1 else { throw GiveUp() }
      return spring
    }
    guard let stiffness = spring.stiffness, let damping = spring.damping,
      (try? Spring(mass: spring.mass ?? 1, stiffness: stiffness, damping: damping)) != nil
    else { throw GiveUp() }
    return spring
  }

  private static let springTimingKeys = Keys(["dampingRatio", "initialVelocity"])

  private mutating func springTiming() throws(GiveUp) -> SceneSpringTiming {
    var ratio: Double?
    var velocity: Double?
    try object(Self.springTimingKeys) { reader, key throws(GiveUp) in
      if key == 0 {
        ratio = try reader.number(in: 0...1_000)
      } else {
        velocity = try reader.number(in: -1_000_000...1_000_000)
      }
    }
    guard let ratio else { throw GiveUp() }
    return SceneSpringTiming(dampingRatio: ratio, initialVelocity: velocity)
  }

  private static let timingKeys = Keys([
    "delay", "endDelay", "iterations", "repeatForever", "iterationStart", "direction", "fill", "playbackRate",
    "repeatDelay",
  ])

  private mutating func timing() throws(GiveUp) -> SceneTiming {
    var timing = SceneTiming()
    try object(Self.timingKeys) { reader, key throws(GiveUp) in
      switch key {
      case 0: timing.delay = try reader.number()
      case 1: timing.endDelay = try reader.number()
      case 2: timing.iterations = try reader.number()
      case 3: timing.repeatForever = try reader.bool()
      case 4: timing.iterationStart = try reader.number()
      case 5:
        let name = try reader.string()
        guard SceneTiming.directions[name] != nil else { throw GiveUp() }
        timing.direction = name
      case 6:
        let name = try reader.string()
        guard SceneTiming.fills[name] != nil else { throw GiveUp() }
        timing.fill = name
      case 7: timing.playbackRate = try reader.number()
      default: timing.repeatDelay = try reader.number()
      }
    }
    if timing.repeatForever == true && (timing.playbackRate ?? 1) < 0 { throw GiveUp() }
    do {
      try timing.effectTiming.validate()
    } catch {
      throw GiveUp()
    }
    return timing
  }

  // MARK: JSON

  /// Names, matched against the file's bytes without making a string of them: a name's length and
  /// first and last bytes pick its slot of a small table, then its bytes are compared. A class, so
  /// that reading a static table of names copies nothing; `@unchecked Sendable` because its
  /// buffers are written only by `init` and read only after.
  private final class Keys: @unchecked Sendable {
    /// The names' bytes, one after the other.
    private let bytes: UnsafeMutableBufferPointer<UInt8>
    /// Where each name starts in ``bytes``, and where the last ends.
    private let offsets: UnsafeMutableBufferPointer<Int>
    /// The index of a name plus 1 by its slot, or 0.
    private let slots: UnsafeMutableBufferPointer<Int>
    /// The multiplier that gives every name a slot of its own.
    private let seed: UInt32
    /// Each name's first sixteen bytes as two words, zero past its end: most names are compared in
    /// two loads.
    private let words: UnsafeMutableBufferPointer<UInt64>
    /// Each name of up to 15 bytes with its closing quote, as two words, and the masks of their
    /// bytes: the name at a place is checked in two loads and two compares. Longer names never
    /// match (their masks are 0, their words 1).
    private let quoted: UnsafeMutableBufferPointer<UInt64>
    private let quotedMasks: UnsafeMutableBufferPointer<UInt64>
    /// How many names.
    private let count: Int

    init(_ names: [String]) {
      let utf8 = names.map { Array($0.utf8) }
      count = names.count
      bytes = .allocate(capacity: max(utf8.reduce(0) { $0 + $1.count }, 1))
      offsets = .allocate(capacity: names.count + 1)
      slots = .allocate(capacity: 256)
      offsets[0] = 0
      words = .allocate(capacity: 2 * names.count)
      words.initialize(repeating: 0)
      for (index, name) in utf8.enumerated() {
        for (offset, byte) in name.prefix(16).enumerated() {
          words[2 * index + offset / 8] |= UInt64(byte) << (8 * UInt64(offset % 8))
        }
      }
      quoted = .allocate(capacity: 2 * names.count)
      quotedMasks = .allocate(capacity: 2 * names.count)
      quoted.initialize(repeating: 1)
      quotedMasks.initialize(repeating: 0)
      for (index, name) in utf8.enumerated() where name.count < 16 {
        quoted[2 * index] = 0
        quoted[2 * index + 1] = 0
        for (offset, byte) in (name + [UInt8(ascii: "\"")]).enumerated() {
          quoted[2 * index + offset / 8] |= UInt64(byte) << (8 * UInt64(offset % 8))
          quotedMasks[2 * index + offset / 8] |= 0xFF << (8 * UInt64(offset % 8))
        }
      }
      for (index, name) in utf8.enumerated() {
        for (offset, byte) in name.enumerated() { bytes[offsets[index] + offset] = byte }
        offsets[index + 1] = offsets[index] + name.count
      }
      // The first odd multiplier under which no two names share a slot (the names of each table
      // differ in their length or their first or last byte, so one is found in a few tries).
      var seed: UInt32 = 1
      while true {
        slots.initialize(repeating: 0)
        var unique = true
        for (index, name) in utf8.enumerated() {
          let slot = Self.slot(name.count, name.first ?? 0, name.last ?? 0, seed)
          if slots[slot] != 0 { unique = false }
          slots[slot] = index + 1
        }
        if unique || seed > 100_000 { break }
        seed += 2
      }
      self.seed = seed
    }

    deinit {
      bytes.deallocate()
      offsets.deallocate()
      slots.deallocate()
      words.deallocate()
      quoted.deallocate()
      quotedMasks.deallocate()
    }

    /// Whether the name `key` starts at `text[start]` (after its opening quote) and its closing
    /// quote follows: the index of that quote, or `nil`.
    /// `key` may be any number (a hint kept for another table): it is checked against ``count``.
    @inline(__always)
    func matching(_ key: Int, _ text: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int? {
      guard key >= 0, key < count, start + 16 <= text.count, let address = text.baseAddress else { return nil }
      let first = UnsafeRawPointer(address + start).loadUnaligned(as: UInt64.self)
      let second = UnsafeRawPointer(address + start + 8).loadUnaligned(as: UInt64.self)
      guard first & quotedMasks[2 * key] == quoted[2 * key], second & quotedMasks[2 * key + 1] == quoted[2 * key + 1]
      else { return nil }
      return start + offsets[key + 1] - offsets[key]
    }

    private static func slot(_ count: Int, _ first: UInt8, _ last: UInt8, _ seed: UInt32) -> Int {
      var key = (UInt32(truncatingIfNeeded: count) | UInt32(first) << 8 | UInt32(last) << 16) &* seed
      key ^= key >> 15
      key &*= 0x2C1B_3C6D
      key ^= key >> 12
      return Int(key & 255)
    }

    /// The index of the name that starts at `text[start]` (after its opening quote) and ends at
    /// a quote within 16 bytes, and the index of that quote: one scan of two words finds the
    /// quote and matches the name. `nil` when the name is not one of these, or has an escape or a
    /// control character, or the text ends within 16 bytes (the caller reads it the long way).
    @inline(__always)
    func quickMatch(_ text: UnsafeBufferPointer<UInt8>, _ start: Int) -> (key: Int, end: Int)? {
      guard start + 16 <= text.count, let address = text.baseAddress else { return nil }
      let first = UnsafeRawPointer(address + start).loadUnaligned(as: UInt64.self)
      let second = UnsafeRawPointer(address + start + 8).loadUnaligned(as: UInt64.self)
      var count = Self.special(first)
      if count == 8 { count += Self.special(second) }
      guard count > 0, count < 16, text[start + count] == UInt8(ascii: "\"") else { return nil }
      let key = slots[Self.slot(count, text[start], text[start + count - 1], seed)] - 1
      guard key >= 0, offsets[key + 1] - offsets[key] == count else { return nil }
      let firstMask: UInt64 = count >= 8 ? ~0 : (1 << (8 * UInt64(count))) - 1
      let secondMask: UInt64 = count <= 8 ? 0 : (1 << (8 * UInt64(count - 8))) - 1
      guard first & firstMask == words[2 * key], second & secondMask == words[2 * key + 1] else { return nil }
      return (key, start + count)
    }

    /// Where the first quote, backslash or control character is in `word` (its bytes in memory
    /// order), 0 to 7, or 8 for none.
    @inline(__always)
    private static func special(_ word: UInt64) -> Int {
      let ones: UInt64 = 0x0101_0101_0101_0101
      let quote = word ^ (ones &* 0x22)
      let backslash = word ^ (ones &* 0x5C)
      // A zero byte in `quote` or `backslash`, or a byte below 0x20 in `word`: the lowest byte
      // flagged is exact (a borrow only reaches the bytes above it).
      let found = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((word &- ones &* 0x20) & ~word)
      return (found & 0x8080_8080_8080_8080).trailingZeroBitCount >> 3
    }

    /// The index of the name spelled by `text[start..<end]`, or `nil`.
    func find(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
      let count = end - start
      guard count > 0 else { return nil }
      let key = slots[Self.slot(count, text[start], text[end - 1], seed)] - 1
      guard key >= 0 else { return nil }
      let base = offsets[key]
      guard offsets[key + 1] - base == count else { return nil }
      if count <= 16, start + 16 <= text.count, let address = text.baseAddress {
        // Two loads of the text, the bytes past the name masked off.
        let first = UnsafeRawPointer(address + start).loadUnaligned(as: UInt64.self)
        let second = UnsafeRawPointer(address + start + 8).loadUnaligned(as: UInt64.self)
        let firstMask: UInt64 = count >= 8 ? ~0 : (1 << (8 * UInt64(count))) - 1
        let secondMask: UInt64 = count >= 16 ? ~0 : count <= 8 ? 0 : (1 << (8 * UInt64(count - 8))) - 1
        return first & firstMask == words[2 * key] && second & secondMask == words[2 * key + 1] ? key : nil
      }
      var offset = 0
      while offset < count, bytes[base + offset] == text[start + offset] { offset += 1 }
      return offset == count ? key : nil
    }
  }

  @inline(__always)
  mutating func skipSpace() {
    // Most calls find a token at once: every byte of white space is below 0x21, nearly no token's first is.
    guard index < bytes.count, bytes[index] <= 0x20 else { return }
    var at = index
    let end = bytes.count
    while at < end {
      switch bytes[at] {
      case 0x20, 0x0A, 0x09, 0x0D: at += 1
      default:
        index = at
        return
      }
    }
    index = at
  }

  /// The next byte after white space, not consumed.
  @inline(__always)
  private mutating func peek() throws(GiveUp) -> UInt8 {
    skipSpace()
    guard index < bytes.count else { throw GiveUp() }
    return bytes[index]
  }

  @inline(__always)
  private mutating func expect(_ byte: UInt8) throws(GiveUp) {
    guard try peek() == byte else { throw GiveUp() }
    index += 1
  }

  /// Reads an object whose members are all among `keys`, each at most once, calling `member` with
  /// the index of each name to read its value.
  ///
  /// - Returns: The members seen, as bits.
  @discardableResult
  private mutating func object(_ keys: Keys, _ member: (inout SceneDirectReader, Int) throws(GiveUp) -> Void)
    throws(GiveUp) -> UInt32
  {
    var seen: UInt32 = 0
    if try openObject() {
      repeat {
        let key = try self.member(keys, &seen, hint: Hint.other)
        try member(&self, key)
      } while try nextMember()
    }
    return seen
  }

  /// Opens an object: `true` when it has members to read, `false` when it is `{}`.
  @inline(__always)
  private mutating func openObject() throws(GiveUp) -> Bool {
    try expect(UInt8(ascii: "{"))
    guard try peek() == UInt8(ascii: "}") else { return true }
    index += 1
    return false
  }

  /// A member's name, which must be among `keys` and not yet in `seen` (which it joins), and its
  /// colon.
  ///
  /// - Returns: The name's index in `keys`.
  @inline(__always)
  private mutating func member(_ keys: Keys, _ seen: inout UInt32, hint: Int) throws(GiveUp) -> Int {
    let found = try name(in: keys, hint: hint)
    guard seen & (1 << found) == 0 else { throw GiveUp() }
    seen |= 1 << found
    try expect(UInt8(ascii: ":"))
    return found
  }

  /// After a member's value: `true` when another member follows, `false` at the object's end.
  @inline(__always)
  private mutating func nextMember() throws(GiveUp) -> Bool {
    switch try peek() {
    case UInt8(ascii: ","):
      index += 1
      return true
    case UInt8(ascii: "}"):
      index += 1
      return false
    default: throw GiveUp()
    }
  }

  /// Opens an array: `true` when it has elements to read, `false` when it is `[]`.
  @inline(__always)
  private mutating func openArray() throws(GiveUp) -> Bool {
    try expect(UInt8(ascii: "["))
    guard try peek() == UInt8(ascii: "]") else { return true }
    index += 1
    return false
  }

  /// After an element: `true` when another element follows, `false` at the array's end.
  @inline(__always)
  private mutating func nextElement() throws(GiveUp) -> Bool {
    switch try peek() {
    case UInt8(ascii: ","):
      index += 1
      return true
    case UInt8(ascii: "]"):
      index += 1
      return false
    default: throw GiveUp()
    }
  }

  /// A string that must be one of `keys`: first the one found last at this place of ``hints``,
  /// then any.
  ///
  /// - Returns: Its index in `keys`.
  @inline(__always)
  private mutating func name(in keys: Keys, hint place: Int) throws(GiveUp) -> Int {
    guard try peek() == UInt8(ascii: "\"") else { throw GiveUp() }
    let hint = hints[place]
    if hint >= 0, let end = keys.matching(hint, bytes, index + 1) {
      index = end + 1
      return hint
    }
    let found: Int
    if let (key, end) = keys.quickMatch(bytes, index + 1) {
      index = end + 1
      found = key
    } else {
      let (start, end) = try stringBytes()
      guard let key = keys.find(bytes, start, end) else { throw GiveUp() }
      found = key
    }
    hints[place] = found
    return found
  }

  /// The bytes of a string between its quotes, its escapes replaced by what they mean.
  private mutating func stringBytes() throws(GiveUp) -> (start: Int, end: Int) {
    guard try peek() == UInt8(ascii: "\"") else { throw GiveUp() }
    let start = index + 1
    // A local index, which stays in a register.
    var at = start
    let end = bytes.count
    // Eight bytes at a time, up to the first that is a quote, a backslash or a control character:
    // the lowest byte each test flags is exact (a borrow only reaches the bytes above it).
    if let base = bytes.baseAddress {
      let ones: UInt64 = 0x0101_0101_0101_0101
      let high: UInt64 = 0x8080_8080_8080_8080
      while at + 8 <= end {
        let word = UnsafeRawPointer(base + at).loadUnaligned(as: UInt64.self)
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        // A zero byte in `quote` or `backslash`, or a byte below 0x20 in `word`.
        let found =
          ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((word &- ones &* 0x20) & ~word)
        let special = found & high
        if special != 0 {
          at += special.trailingZeroBitCount >> 3
          break
        }
        at += 8
      }
    }
    while at < end {
      let byte = bytes[at]
      if byte == UInt8(ascii: "\"") {
        index = at + 1
        return (start, at)
      }
      if byte == UInt8(ascii: "\\") {
        index = at
        return try unescape(from: start)
      }
      // Control characters are the tree-based reader's to refuse.
      if byte < 0x20 { break }
      at += 1
    }
    index = at
    throw GiveUp()
  }

  /// The rest of a string that has an escape, from its first backslash (at ``index``): its escapes
  /// are written over with what they mean, in place, in a copy of the file made when the first is
  /// met (``decoded``), so the string's bytes are again one range. What a string means is never
  /// longer than its spelling, so the writing stays behind the reading.
  ///
  /// A valid file with an escaped character used to be read again by the tree-based reader: for
  /// 10^6 items, three times the load's time (issue 30, item 5). An escape that reader refuses (a
  /// surrogate without its pair, too few hex digits, an unknown letter) is still its to name.
  private mutating func unescape(from start: Int) throws(GiveUp) -> (start: Int, end: Int) {
    if refusesEscapes { throw GiveUp() }
    let text: UnsafeMutableBufferPointer<UInt8>
    if let decoded {
      text = decoded
    } else {
      text = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
      _ = text.initialize(from: bytes)
      decoded = text
      bytes = UnsafeBufferPointer(text)
    }
    var end = index
    while index < text.count {
      let byte = text[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return (start, end)
      case UInt8(ascii: "\\"):
        guard index + 1 < text.count else { throw GiveUp() }
        let escape = text[index + 1]
        index += 2
        let meaning: UInt8
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): meaning = escape
        case UInt8(ascii: "b"): meaning = 0x08
        case UInt8(ascii: "f"): meaning = 0x0C
        case UInt8(ascii: "n"): meaning = 0x0A
        case UInt8(ascii: "r"): meaning = 0x0D
        case UInt8(ascii: "t"): meaning = 0x09
        case UInt8(ascii: "u"):
          var code = try hex4()
          if (0xD800..<0xDC00).contains(code) {
            guard index + 1 < text.count, text[index] == UInt8(ascii: "\\"), text[index + 1] == UInt8(ascii: "u")
            else { throw GiveUp() }
            index += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else { throw GiveUp() }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let scalar = Unicode.Scalar(code) else { throw GiveUp() }
          for unit in scalar.utf8 {
            text[end] = unit
            end += 1
          }
          continue
        default: throw GiveUp()
        }
        text[end] = meaning
        end += 1
      case 0..<0x20:
        throw GiveUp()
      default:
        text[end] = byte
        end += 1
        index += 1
      }
    }
    throw GiveUp()
  }

  /// Four hex digits, as the code of a `\u` escape.
  private mutating func hex4() throws(GiveUp) -> UInt32 {
    guard index + 4 <= bytes.count else { throw GiveUp() }
    var code: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw GiveUp()
      }
      code = code << 4 | UInt32(digit)
      index += 1
    }
    return code
  }

  private mutating func string() throws(GiveUp) -> String {
    let (start, end) = try stringBytes()
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
  }

  /// A colour, `#RRGGBB` or `#RRGGBBAA`: what ``SceneColor/parse(_:)`` accepts, checked on the bytes.
  private mutating func color() throws(GiveUp) -> String {
    let (start, end) = try stringBytes()
    guard end - start == 7 || end - start == 9, bytes[start] == UInt8(ascii: "#") else { throw GiveUp() }
    for offset in start + 1..<end {
      let byte = bytes[offset]
      guard byte &- UInt8(ascii: "0") < 10 || (byte | 0x20) &- UInt8(ascii: "a") < 6 else { throw GiveUp() }
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
  }

  private mutating func bool() throws(GiveUp) -> Bool {
    let first = try peek()
    let word: StaticString = first == UInt8(ascii: "t") ? "true" : "false"
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count else { throw GiveUp() }
    for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { throw GiveUp() }
    index += count
    return first == UInt8(ascii: "t")
  }

  private mutating func raw() throws(GiveUp) -> Raw {
    switch try peek() {
    case UInt8(ascii: "\""): .string(try string())
    case UInt8(ascii: "["): .numbers(try numbers())
    default: .number(try number())
    }
  }

  /// An array of numbers, at most `limit` of them, each within ±`bound`.
  ///
  /// The first 16 are read into ``scratch``, on the stack, and an array of up to 8 numbers shares
  /// its storage with the last one of as many numbers read if they are the same, bit for bit
  /// (``recent``): files repeat their points, rectangles and transforms, and a million layers of
  /// the same bounds then hold one array rather than a million, made with no allocation each.
  private mutating func numbers(limit: Int = .max, within bound: Double = .infinity) throws(GiveUp) -> [Double] {
    guard try openArray() else { return [] }
    var count = 0
    // The numbers past the first 16, with those 16, once there are more.
    var long: [Double] = []
    repeat {
      let number = try number()
      guard count < limit, abs(number) <= bound else { throw GiveUp() }
      if count < scratch.count {
        scratch[count] = number
      } else {
        if count == scratch.count { long = Array(scratch) }
        long.append(number)
      }
      count += 1
    } while try nextElement()
    if count > scratch.count { return long }
    let read = UnsafeMutableBufferPointer(rebasing: scratch[0..<count])
    guard count < recent.count else { return Array(read) }
    let last = recent[count]
    var same = last.count == count
    var offset = 0
    while same, offset < count {
      same = last[offset].bitPattern == read[offset].bitPattern
      offset += 1
    }
    if same { return last }
    let list = Array(read)
    recent[count] = list
    return list
  }

  /// An array of exactly `count` numbers (at most 16), each within ±1e9, read into ``scratch``.
  private mutating func numbersInScratch(_ count: Int) throws(GiveUp) {
    guard try openArray() else { throw GiveUp() }
    var read = 0
    repeat {
      let number = try number()
      guard read < count, abs(number) <= 1e9 else { throw GiveUp() }
      scratch[read] = number
      read += 1
    } while try nextElement()
    guard read == count else { throw GiveUp() }
  }

  /// `count` numbers, each within ±1e9.
  private mutating func vector(_ count: Int) throws(GiveUp) -> [Double] {
    let numbers = try numbers(limit: count, within: 1e9)
    guard numbers.count == count else { throw GiveUp() }
    return numbers
  }

  @inline(__always)
  private mutating func number(in range: ClosedRange<Double>) throws(GiveUp) -> Double {
    // The bounds compared one by one: `contains` on the range went through the generic copy of a
    // range (two a tween, about 150 instructions).
    let lower = range.lowerBound
    let upper = range.upperBound
    let number = try number()
    guard number >= lower, number <= upper else { throw GiveUp() }
    return number
  }

  /// Powers of ten a double holds exactly.
  private static let powersOfTen: [Double] = (0...22).map { (0..<$0).reduce(1.0) { value, _ in value * 10 } }

  /// A JSON number (RFC 8259), finite. Up to 15 digits and a power of ten within ±22 it is one exact
  /// product or quotient of two doubles, so rounded once, as `Double(_:)` rounds the text; other
  /// numbers are read by `Double(_:)`, as the tree-based reader reads them all.
  private mutating func number() throws(GiveUp) -> Double {
    skipSpace()
    let start = index
    // A local index, which stays in a register.
    var at = index
    let end = bytes.count
    guard at < end else { throw GiveUp() }
    let negative = bytes[at] == UInt8(ascii: "-")
    if negative { at += 1 }
    // Only the first 15 digits are used (more take `Double(_:)`), so the mantissa may wrap.
    var mantissa: UInt64 = 0
    let integer = at
    while at < end, case let digit = bytes[at] &- UInt8(ascii: "0"), digit < 10 {
      mantissa = mantissa &* 10 &+ UInt64(digit)
      at += 1
    }
    guard at > integer, bytes[integer] != UInt8(ascii: "0") || at - integer == 1 else {
      index = at
      throw GiveUp()
    }
    var digits = at - integer
    var exponent = 0
    if at < end, bytes[at] == UInt8(ascii: ".") {
      at += 1
      let fraction = at
      while at < end, case let digit = bytes[at] &- UInt8(ascii: "0"), digit < 10 {
        mantissa = mantissa &* 10 &+ UInt64(digit)
        at += 1
      }
      guard at > fraction else { throw GiveUp() }
      digits += at - fraction
      exponent = -(at - fraction)
    }
    var simple = true
    if at < end, bytes[at] | 0x20 == UInt8(ascii: "e") {
      at += 1
      var negativeExponent = false
      if at < end, bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-") {
        negativeExponent = bytes[at] == UInt8(ascii: "-")
        at += 1
      }
      let exponentStart = at
      var written = 0
      while at < end, case let digit = bytes[at] &- UInt8(ascii: "0"), digit < 10 {
        if written < 10_000 { written = written * 10 + Int(digit) }
        at += 1
      }
      guard at > exponentStart else { throw GiveUp() }
      exponent += negativeExponent ? -written : written
      simple = at - exponentStart <= 4
    }
    index = at
    if simple, digits <= 15, exponent >= -22, exponent <= 22 {
      var value = Double(mantissa)
      if exponent != 0 {
        value = exponent > 0 ? value * Self.powersOfTen[exponent] : value / Self.powersOfTen[-exponent]
      }
      return negative ? -value : value
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    guard let number = Double(text), number.isFinite else { throw GiveUp() }
    return number
  }
}

extension SceneItemType {
  /// `allCases`, made once.
  fileprivate static let all = allCases
}

extension PropertyKind {
  /// `allCases`, made once.
  fileprivate static let all = allCases
}
