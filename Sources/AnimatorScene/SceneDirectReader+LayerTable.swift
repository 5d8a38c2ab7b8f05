extension SceneDirectReader {
  struct LayerTable {
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

    /// FNV-1a over the name's bytes, its high bits folded into the low ones that pick a slot.
    private static func hash(_ text: _UnsafeBytes) -> Int {
      let hash = text.hash(0, text.count)
      return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }

    /// ``find(_:_:_:)``, first making ``byText`` if the name is not ASCII, so that a name that is
    /// not ASCII is found however it is spelled (a layer's name, checked against those declared).
    mutating func lookUp(_ text: _UnsafeBytes, _ start: Int, _ end: Int) -> Int? {
      if byText == nil, !Self.isASCII(text.rebased(start, end)) { makeTextTable() }
      return find(text, start, end)
    }

    /// The index of the layer named by `text[start..<end]`, or `nil` (also for a name that is not
    /// ASCII while no such name is declared: the tree-based reader then decides).
    func find(_ text: _UnsafeBytes, _ start: Int, _ end: Int) -> Int? {
      let name = text.rebased(start, end)
      if let byText { return byText[text.string(start, end)] }
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

    mutating func insert(_ name: String, bytes: _UnsafeBytes, depth: Int) {
      if (names.count + 1) * 2 > slots.count {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        for index in names.indices {
          let (start, end) = (Int(offsets[index]), Int(offsets[index + 1]))
          _UnsafeBytes.borrowing(nameBytes) { all in place(index, Self.hash(all.rebased(start, end))) }
        }
      }
      if byText == nil, !Self.isASCII(bytes) { makeTextTable() }
      if byText != nil, byText?[name] == nil { byText?[name] = names.count }
      names.append(name)
      depths.append(UInt8(depth))
      bytes.append(0, bytes.count, to: &nameBytes)
      // A file is at most 256 MiB, so its names' bytes count within Int32.
      offsets.append(Int32(nameBytes.count))
      place(names.count - 1, Self.hash(bytes))
    }

    private static func isASCII(_ text: _UnsafeBytes) -> Bool {
      text.isASCII(0, text.count)
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
}
