import Animator

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
  /// A copy of the file, made when the first escape is met, in which each escaped string is written
  /// over with what it means (``unescape(from:)``); freed when the document is read.
  private var decoded: UnsafeMutableBufferPointer<UInt8>?
  private var index = 0

  /// The document, or `nil` when the file has a problem (or a spelling this reader leaves to the
  /// tree-based one).
  ///
  /// - Parameters:
  ///   - bytes: The file's bytes.
  ///   - checkEncoding: Whether to check that they are UTF-8 (they are, when they come from a `String`).
  /// - Returns: The document, or `nil` for the tree-based reader to read the file and name its problem.
  static func document(_ bytes: UnsafeBufferPointer<UInt8>, checkEncoding: Bool) -> SceneDocument? {
    if checkEncoding && !TextEncoding.isUTF8(bytes) { return nil }
    var reader = SceneDirectReader(bytes: bytes)
    defer { reader.decoded?.deallocate() }
    // A UTF-8 byte-order mark says nothing JSON needs: skip it.
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { reader.index = 3 }
    do throws(GiveUp) {
      let document = try reader.document()
      reader.skipSpace()
      return reader.index == bytes.count ? document : nil
    } catch {
      return nil
    }
  }

  private init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
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
        try reader.array { reader throws(GiveUp) in
          list.append(try reader.layer(&table))
          reader.reserve(&list, from: start)
        }
        layers = list
      default:
        // Items are checked against the layers declared so far: in a file whose timeline comes
        // before its layers, an item that names a layer gives up, and the tree-based reader reads it.
        var list: [SceneItem] = []
        let start = reader.index
        try reader.array { reader throws(GiveUp) in
          list.append(try reader.item(layers: table, usesVersion2: &usesVersion2))
          reader.reserve(&list, from: start)
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

  // MARK: Layers

  private static let layerKeys = Keys([
    "name", "parent", "bounds", "position", "anchorPoint", "transform", "opacity", "backgroundColor",
    "cornerRadius", "text", "textColor", "fontSize", "logo", "maskOf",
  ])

  private mutating func layer(_ table: inout LayerTable) throws(GiveUp) -> SceneLayer {
    var name: (start: Int, end: Int)?
    var parent: (start: Int, end: Int)?
    var maskOf: (start: Int, end: Int)?
    var layer = SceneLayer(name: "")
    try object(Self.layerKeys) { reader, key throws(GiveUp) in
      switch key {
      case 0: name = try reader.stringBytes()
      case 1: parent = try reader.stringBytes()
      case 2:
        let bounds = try reader.vector(4)
        guard bounds[2] >= 0, bounds[3] >= 0 else { throw GiveUp() }
        layer.bounds = bounds
      case 3: layer.position = try reader.vector(2)
      case 4: layer.anchorPoint = try reader.vector(2)
      case 5: layer.transform = try reader.vector(6)
      case 6: layer.opacity = try reader.number(in: 0...1)
      case 7: layer.backgroundColor = try reader.color()
      case 8: layer.cornerRadius = try reader.number(in: 0...100_000)
      case 9: layer.text = try reader.string()
      case 10: layer.textColor = try reader.color()
      case 11: layer.fontSize = try reader.number(in: 1...1000)
      case 12: layer.logo = try reader.color()
      default: maskOf = try reader.stringBytes()
      }
    }
    guard let name, name.end > name.start, table.lookUp(bytes, name.start, name.end) == nil else { throw GiveUp() }
    // The first layer is the root; every other one hangs from one declared before it, or masks it.
    var depth = 1
    switch (parent, maskOf) {
    case (nil, nil):
      guard table.count == 0 else { throw GiveUp() }
    case (let above?, nil), (nil, let above?):
      guard let index = table.lookUp(bytes, above.start, above.end) else { throw GiveUp() }
      depth = Int(table.depths[index]) + 1
      if parent != nil { layer.parent = table.names[index] } else { layer.maskOf = table.names[index] }
    default: throw GiveUp()
    }
    guard depth <= SceneDocument.maximumLayerDepth else { throw GiveUp() }
    layer.name = String(decoding: UnsafeBufferPointer(rebasing: bytes[name.start..<name.end]), as: UTF8.self)
    table.insert(layer.name, bytes: UnsafeBufferPointer(rebasing: bytes[name.start..<name.end]), depth: depth)
    return layer
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

  /// The members of ``itemKeys`` each type may have, as bits.
  private static let allowed: [SceneItemType: UInt32] = {
    func bits(_ keys: [Int]) -> UInt32 { keys.reduce(0) { $0 | 1 << $1 } }
    return [
      .tween: bits([0, 1, 2, 3, 4, 5, 6, 10, 11, 13, 14]), .spring: bits([0, 1, 2, 3, 4, 6, 12, 14]),
      .keyframes: bits([0, 1, 2, 3, 4, 7, 8, 9, 10, 14]), .label: bits([0, 1, 2]), .marker: bits([0, 1, 2]),
    ]
  }()

  /// A value before its property's kind is known.
  private enum Raw {
    case number(Double)
    case numbers([Double])
    case string(String)

    func value(_ kind: PropertyKind) throws(GiveUp) -> SceneValue {
      switch (kind, self) {
      case (.opacity, .number(let number)), (.cornerRadius, .number(let number)):
        guard abs(number) <= 1e9 else { throw GiveUp() }
        return .number(number)
      case (.backgroundColor, .string(let text)):
        guard SceneColor.parse(text) != nil else { throw GiveUp() }
        return .color(text)
      case (.position, .numbers(let numbers)), (.anchorPoint, .numbers(let numbers)), (.bounds, .numbers(let numbers)),
        (.transform, .numbers(let numbers)):
        guard numbers.count == kind.count, numbers.allSatisfy({ abs($0) <= 1e9 }) else { throw GiveUp() }
        return .numbers(numbers)
      default:
        throw GiveUp()
      }
    }
  }

  private mutating func item(layers: LayerTable, usesVersion2: inout Bool) throws(GiveUp) -> SceneItem {
    var type: SceneItemType?
    var kind: PropertyKind?
    var item = SceneItem(type: .tween)
    var from: Raw?
    var to: Raw?
    var values: [Raw]?
    var curves: [TimingCurve]?
    var springTiming: SceneSpringTiming?
    var layer: (start: Int, end: Int)?
    let seen = try object(Self.itemKeys) { reader, key throws(GiveUp) in
      switch key {
      case 0: type = try reader.itemType()
      case 1: item.name = try reader.string()
      case 2: item.start = try reader.number(in: 0...SceneDocument.longestTime)
      case 3: layer = try reader.stringBytes()
      case 4: kind = try reader.propertyKind()
      case 5: from = try reader.raw()
      case 6: to = try reader.raw()
      case 7:
        var list: [Raw] = []
        try reader.array { reader throws(GiveUp) in list.append(try reader.raw()) }
        values = list
      case 8: item.keyTimes = try reader.numbers()
      case 9:
        var names: [String] = []
        var parsed: [TimingCurve] = []
        try reader.array { reader throws(GiveUp) in
          let name = try reader.string()
          guard let curve = SceneCurve.parse(name) else { throw GiveUp() }
          names.append(name)
          parsed.append(curve)
        }
        item.curves = names
        curves = parsed
      case 10: item.duration = try reader.number(in: 0...SceneDocument.longestTime)
      case 11: item.curve = try reader.curveName()
      case 12: item.spring = try reader.spring()
      case 13: springTiming = try reader.springTiming()
      default: item.timing = try reader.timing()
      }
    }
    guard let type, let allowed = Self.allowed[type], seen & ~allowed == 0 else { throw GiveUp() }
    item.type = type
    if type == .label || type == .marker {
      guard let name = item.name, !name.isEmpty else { throw GiveUp() }
      return item
    }
    guard let layer, let index = layers.find(bytes, layer.start, layer.end), let kind else { throw GiveUp() }
    item.layer = layers.names[index]
    item.property = kind.rawValue
    switch type {
    case .tween:
      guard let to, let duration = item.duration else { throw GiveUp() }
      item.to = try to.value(kind)
      item.from = try from?.value(kind)
      if let springTiming {
        usesVersion2 = true
        guard item.curve == nil else { throw GiveUp() }
        do {
          _ = try springTiming.curve(forDuration: duration)
        } catch {
          throw GiveUp()
        }
        item.springTiming = springTiming
      }
    case .spring:
      guard let to, kind != .color, item.spring != nil else { throw GiveUp() }
      item.to = try to.value(kind)
    default:
      guard let values else { throw GiveUp() }
      try keyframes(&item, kind: kind, values: values, curves: curves)
    }
    return item
  }

  /// A keyframes item has `values` rather than `to`: read apart so that the common items stay short.
  private mutating func keyframes(_ item: inout SceneItem, kind: PropertyKind, values: [Raw], curves: [TimingCurve]?)
    throws(GiveUp)
  {
    guard !values.isEmpty, item.duration != nil else { throw GiveUp() }
    var converted: [SceneValue] = []
    converted.reserveCapacity(values.count)
    for value in values { converted.append(try value.value(kind)) }
    item.values = converted
    do {
      _ = try Keyframes<Double>(
        values: converted.indices.map(Double.init), keyTimes: item.keyTimes, timingCurves: curves)
    } catch {
      throw GiveUp()
    }
  }

  private static let typeNames = Keys(SceneItemType.allCases.map(\.rawValue))
  private static let kindNames = Keys(PropertyKind.allCases.map(\.rawValue))

  private mutating func itemType() throws(GiveUp) -> SceneItemType {
    let (start, end) = try stringBytes()
    guard let found = Self.typeNames.find(bytes, start, end) else { throw GiveUp() }
    return SceneItemType.allCases[found]
  }

  private mutating func propertyKind() throws(GiveUp) -> PropertyKind {
    let (start, end) = try stringBytes()
    guard let found = Self.kindNames.find(bytes, start, end) else { throw GiveUp() }
    return PropertyKind.allCases[found]
  }

  private static let curveNames = Keys(SceneCurve.names)

  /// A curve's name as written, known to ``SceneCurve/parse(_:)``.
  private mutating func curveName() throws(GiveUp) -> String {
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

    init(_ names: [String]) {
      let utf8 = names.map { Array($0.utf8) }
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
    }

    private static func slot(_ count: Int, _ first: UInt8, _ last: UInt8, _ seed: UInt32) -> Int {
      var key = (UInt32(truncatingIfNeeded: count) | UInt32(first) << 8 | UInt32(last) << 16) &* seed
      key ^= key >> 15
      key &*= 0x2C1B_3C6D
      key ^= key >> 12
      return Int(key & 255)
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
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x09, 0x0D: index += 1
      default: return
      }
    }
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
    try expect(UInt8(ascii: "{"))
    var seen: UInt32 = 0
    if try peek() == UInt8(ascii: "}") {
      index += 1
      return seen
    }
    while true {
      guard try peek() == UInt8(ascii: "\"") else { throw GiveUp() }
      let (start, end) = try stringBytes()
      guard let found = keys.find(bytes, start, end) else { throw GiveUp() }
      guard seen & (1 << found) == 0 else { throw GiveUp() }
      seen |= 1 << found
      try expect(UInt8(ascii: ":"))
      try member(&self, found)
      switch try peek() {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        return seen
      default: throw GiveUp()
      }
    }
  }

  private mutating func array(_ element: (inout SceneDirectReader) throws(GiveUp) -> Void) throws(GiveUp) {
    try expect(UInt8(ascii: "["))
    if try peek() == UInt8(ascii: "]") {
      index += 1
      return
    }
    while true {
      try element(&self)
      switch try peek() {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        return
      default: throw GiveUp()
      }
    }
  }

  /// The bytes of a string between its quotes, its escapes replaced by what they mean.
  private mutating func stringBytes() throws(GiveUp) -> (start: Int, end: Int) {
    guard try peek() == UInt8(ascii: "\"") else { throw GiveUp() }
    index += 1
    let start = index
    // Eight bytes at a time, up to the first that is a quote, a backslash or a control character:
    // the lowest byte each test flags is exact (a borrow only reaches the bytes above it).
    if let base = bytes.baseAddress {
      let ones: UInt64 = 0x0101_0101_0101_0101
      let high: UInt64 = 0x8080_8080_8080_8080
      while index + 8 <= bytes.count {
        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        // A zero byte in `quote` or `backslash`, or a byte below 0x20 in `word`.
        let found =
          ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((word &- ones &* 0x20) & ~word)
        let special = found & high
        if special != 0 {
          index += special.trailingZeroBitCount >> 3
          break
        }
        index += 8
      }
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        return (start, index - 1)
      }
      if byte == UInt8(ascii: "\\") { return try unescape(from: start) }
      // Control characters are the tree-based reader's to refuse.
      if byte < 0x20 { throw GiveUp() }
      index += 1
    }
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

  private mutating func color() throws(GiveUp) -> String {
    let text = try string()
    guard SceneColor.parse(text) != nil else { throw GiveUp() }
    return text
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

  private mutating func numbers() throws(GiveUp) -> [Double] {
    var numbers: [Double] = []
    numbers.reserveCapacity(4)
    try array { reader throws(GiveUp) in numbers.append(try reader.number()) }
    return numbers
  }

  /// `count` numbers, each within ±1e9.
  private mutating func vector(_ count: Int) throws(GiveUp) -> [Double] {
    var numbers: [Double] = []
    numbers.reserveCapacity(count)
    try array { reader throws(GiveUp) in
      let number = try reader.number()
      guard numbers.count < count, abs(number) <= 1e9 else { throw GiveUp() }
      numbers.append(number)
    }
    guard numbers.count == count else { throw GiveUp() }
    return numbers
  }

  private mutating func number(in range: ClosedRange<Double>) throws(GiveUp) -> Double {
    let number = try number()
    guard range.contains(number) else { throw GiveUp() }
    return number
  }

  /// Powers of ten a double holds exactly.
  private static let powersOfTen: [Double] = (0...22).map { (0..<$0).reduce(1.0) { value, _ in value * 10 } }

  /// A JSON number (RFC 8259), finite. Up to 15 digits and a power of ten within ±22 it is one exact
  /// product or quotient of two doubles, so rounded once, as `Double(_:)` rounds the text; other
  /// numbers are read by `Double(_:)`, as the tree-based reader reads them all.
  private mutating func number() throws(GiveUp) -> Double {
    _ = try peek()
    let start = index
    var negative = false
    if bytes[index] == UInt8(ascii: "-") {
      negative = true
      index += 1
    }
    var mantissa: UInt64 = 0
    var digits = 0
    let integer = index
    while index < bytes.count, case let digit = bytes[index] &- UInt8(ascii: "0"), digit < 10 {
      if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(digit) }
      digits += 1
      index += 1
    }
    guard index > integer, bytes[integer] != UInt8(ascii: "0") || index - integer == 1 else { throw GiveUp() }
    var exponent = 0
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      let fraction = index
      while index < bytes.count, case let digit = bytes[index] &- UInt8(ascii: "0"), digit < 10 {
        if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(digit) }
        digits += 1
        index += 1
      }
      guard index > fraction else { throw GiveUp() }
      exponent = -(index - fraction)
    }
    var simple = true
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      var negativeExponent = false
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        negativeExponent = bytes[index] == UInt8(ascii: "-")
        index += 1
      }
      let exponentStart = index
      var written = 0
      while index < bytes.count, case let digit = bytes[index] &- UInt8(ascii: "0"), digit < 10 {
        if written < 10_000 { written = written * 10 + Int(digit) }
        index += 1
      }
      guard index > exponentStart else { throw GiveUp() }
      exponent += negativeExponent ? -written : written
      simple = index - exponentStart <= 4
    }
    if simple, digits <= 15, exponent >= -22, exponent <= 22 {
      var value = Double(mantissa)
      value = exponent >= 0 ? value * Self.powersOfTen[exponent] : value / Self.powersOfTen[-exponent]
      return negative ? -value : value
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    guard let number = Double(text), number.isFinite else { throw GiveUp() }
    return number
  }
}
