import Animator
import Foundation

/// The fast path of ``SceneDocument/load(utf8:)`` and ``SceneDocument/load(_:)``: reads a file
/// straight into a document in one pass over its bytes, with no tree of values, no string per
/// member name and no path per field, checking every field as ``SceneReader`` does.
///
/// It knows no messages. On anything it does not accept (a field that is wrong, a member that
/// appears twice, JSON it does not read, or a rare spelling such as a member name that is an escape
/// away from a known one) it gives up, and the loader reads the file again with the tree of values
/// and ``SceneReader``, which name the line and path of the first problem. So a file this reader
/// accepts is one the tree-based reader accepts, with an equal document (`SceneLoadCostTests` and
/// the scene-file fuzzer compare the two on every file), and every error is the tree-based reader's.
///
/// Its parts, by concern: the document here; layers (`+Layers`, with the ``LayerTable`` of names
/// declared so far), items (`+Items`), JSON's structure, strings and numbers (`+JSON`, `+Strings`,
/// `+Numbers`), naming the problem of one item or layer without the whole tree (`+Refusals`), a long
/// timeline read in two halves (`+TimelineHalf`), and the memory it borrows and frees (`+Unsafe`,
/// over ``_UnsafeBytes``, ``_UnsafeScratch`` and the name tables of ``_UnsafeKeys``).
struct SceneDirectReader {
  /// Any problem: the caller reads the file again to name it.
  struct GiveUp: Error {}

  /// The file's bytes; once a string with an escape is met, ``decoded``.
  var bytes: _UnsafeBytes
  /// The file's bytes as they are (``bytes`` may be the decoded copy).
  let original: _UnsafeBytes
  /// The tree-based reader's error for the file, when this reader gave up on a timeline item and
  /// could name that item's problem itself (``explain(item:at:layers:topLevel:)``).
  var refusal: SceneFileError?
  /// A copy of the file, made when the first escape is met, in which each escaped string is written
  /// over with what it means (``unescape(from:)``); freed when the document is read.
  var decoded: _UnsafeScratch<UInt8>?
  var index = 0
  /// Room for the first numbers of the array being read, on the stack (see ``numbers(limit:within:)``).
  let scratch: _UnsafeScratch<Double>
  /// For each place a name is read (a member of an item or a layer by its position, an item's type,
  /// property and curve), the name found there last, or -1: files write their members in one order
  /// and repeat their values, so the name there is most often the one before, checked in two
  /// compares (``_UnsafeKeys/matching(_:_:_:)``). On the stack, with ``scratch``.
  let hints: _UnsafeScratch<Int>
  /// The last array read of each length up to 8, to share with the next one that is the same.
  var recent = [[Double]](repeating: [], count: 9)
  /// How many bytes a timeline must have left, at its start, to be read in two halves on two
  /// threads (``TimelineHalf``); where the search for the second half's first item begins, for
  /// tests (the middle of the rest of the file by default).
  var split = Split()
  /// Whether an escaped string gives up (the second half of a timeline, read on another thread,
  /// leaves escapes to the first, which owns the decoded copy of the file).
  var refusesEscapes = false

  /// When a timeline is read in two halves.
  struct Split {
    /// The fewest bytes after a timeline's `[` that are read in two halves: 4 MiB (tens of
    /// thousands of items), where a second thread saves far more than it costs to start.
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
  static func document(_ bytes: [UInt8], checkEncoding: Bool, split: Split = Split()) -> SceneDocument? {
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
  ///   - checkEncoding: Whether to check that they are UTF-8.
  ///   - split: When a long timeline is read in two halves (tests choose where).
  /// - Returns: The document, the error, or ``Outcome/unknown``.
  static func load(_ bytes: [UInt8], checkEncoding: Bool, split: Split = Split()) -> Outcome {
    _UnsafeBytes.borrowing(bytes) { load($0, checkEncoding: checkEncoding, split: split) }
  }

  /// ``load(_:checkEncoding:split:)`` for a file's text, whose bytes are UTF-8.
  static func load(_ text: String) -> Outcome {
    _UnsafeBytes.borrowing(text) { load($0, checkEncoding: false, split: Split()) }
  }

  static func load(_ bytes: _UnsafeBytes, checkEncoding: Bool, split: Split) -> Outcome {
    if checkEncoding && !TextEncoding.isUTF8(bytes) { return .unknown }
    return withStackMemory { scratch, hints in read(bytes, scratch: scratch, hints: hints, split: split) }
  }

  /// Calls `body` with what a reader keeps on the stack: room for 16 numbers (``scratch``) and
  /// the hints, each -1 (``hints``).
  static func withStackMemory<Result>(_ body: (_UnsafeScratch<Double>, _UnsafeScratch<Int>) -> Result) -> Result {
    _UnsafeScratch<Double>.withStack(capacity: 16) { scratch in
      _UnsafeScratch<Int>.withStack(capacity: Hint.count, initializedTo: -1) { hints in body(scratch, hints) }
    }
  }

  init(bytes: _UnsafeBytes, scratch: _UnsafeScratch<Double>, hints: _UnsafeScratch<Int>) {
    self.bytes = bytes
    original = bytes
    self.scratch = scratch
    self.hints = hints
  }

  /// Where in ``hints`` each place keeps its name.
  enum Hint {
    static let item = 0
    static let layer = 16
    static let type = 32
    static let kind = 33
    static let curve = 34
    static let other = 35
    static let count = 36
  }

  // MARK: The document

  static let documentKeys = _UnsafeKeys([
    "format", "version", "name", "size", "background", "layers", "timeline", "graph",
  ])

  mutating func document() throws(GiveUp) -> SceneDocument {
    var format: String?
    var version: Double?
    var name: String?
    var size: [Double]?
    var background: String?
    var layers: [SceneLayer]?
    var timeline: [SceneItem]?
    // The graph's value, parsed as the tree-based reader parses it and checked by that reader's
    // own functions once the layers are known: graphs are small, and the readers then agree.
    var graph: JSONTree?
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
      case 7:
        reader.skipSpace()
        let start = reader.index
        let line = Self.line(at: start, in: reader.original)
        guard case .success(let parsed) = JSONTree.parseValue(in: reader.original, at: start, line: line, depth: 1)
        else { throw GiveUp() }
        graph = parsed.tree
        reader.index = parsed.end
      default:
        // Items are checked against the layers declared so far: in a file whose timeline comes
        // before its layers, an item that names a layer gives up, and the tree-based reader reads it.
        var list: [SceneItem] = []
        let start = reader.index
        // Read once: the table, a variable this closure captures, would be copied for each item
        // (its six arrays retained and released).
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
    if let graph {
      // Everything else was read and found valid, and the tree-based reader checks the graph last:
      // its problem is the file's first.
      do throws(SceneFileError) {
        document.graph = try SceneReader.graph(
          Node(tree: graph, path: "graph"), layers: Set(table.names), version: Int(version))
      } catch {
        refusal = error
        throw GiveUp()
      }
    }
    return document
  }

  /// Once a long array's first 4,096 elements are read, makes room for as many more as the rest of
  /// the file would hold at their average length (and a twentieth more): a million items then fill
  /// one array, where growing by doubling held the old array and the new one at once while copying.
  func reserve<Element>(_ list: inout [Element], from start: Int) {
    guard list.count == 4_096 else { return }
    let average = Double(index - start) / Double(list.count)
    let more = Double(bytes.count - index) / average
    list.reserveCapacity(list.count + Int(more * 1.05) + 16)
  }
}
