/// Reading a layer: its members, and its place in the tree from the layers declared before it.
extension SceneDirectReader {
  static let layerKeys = _UnsafeKeys([
    "name", "parent", "bounds", "position", "anchorPoint", "transform", "opacity", "backgroundColor",
    "cornerRadius", "text", "textColor", "fontSize", "logo", "maskOf",
  ])

  /// A layer, its fields read into locals in one loop (no closure per member, no layer copied
  /// field by field) and the layer made once at the end.
  mutating func layer(_ table: inout LayerTable) throws(GiveUp) -> SceneLayer {
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
    let nameBytes = bytes.rebased(name.start, name.end)
    let layerName = bytes.string(name.start, name.end)
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
}
