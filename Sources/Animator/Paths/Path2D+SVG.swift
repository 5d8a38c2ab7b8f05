extension Path2D {
  /// Parses SVG path data (the `d` attribute of SVG 2's `<path>`, CSS's `path()`) into a path.
  ///
  /// ```swift
  /// let wave = try Path2D(svgPathData: "M 10 10 C 20 20, 40 20, 50 10 s 20 -10, 40 0 Z")
  /// let dots = try Path2D(svgPathData: "M0,0L.5.5-1e1-2")   // numbers need no separator
  /// ```
  ///
  /// Every command of SVG 2's path grammar is read: `M L H V C S Q T A Z` and their relative
  /// lower-case forms; a command letter may be left out when the same command repeats, and
  /// coordinate pairs after a move are lines (`l` after `m`). Numbers take SVG's forms: a sign,
  /// digits with or without a fraction (`.5`, `5.`, `0.5`), an exponent (`1e-3`, `2E+2`), with
  /// white space or one comma between them, or nothing where the next number cannot be part of
  /// the one before (`.5.5` is 0.5 then 0.5, `1-2` is 1 then -2). Arc flags are a single `0` or
  /// `1` and need no separator either (`a5 5 0 105 5`). Arcs stay exact ellipses and their
  /// rotation, given in degrees, is stored in radians.
  ///
  /// Where a browser draws the path up to the first error, this initialiser throws, so that
  /// nothing animates along half a path.
  ///
  /// - Parameter svgPathData: The path data.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `"svgPathData[i]"`, where `i` is the offset in UTF-8 bytes of the offending token, with the
  ///   token (or `"end of data"`) as the value and what was expected as the requirement: for an
  ///   empty path (nothing but white space), data not starting with a move, an unknown command,
  ///   a malformed number or flag, a number too large to be finite, or data that ends in the
  ///   middle of a command.
  /// - Complexity: O(n) for n bytes.
  public init(svgPathData: String) throws(AnimationError) {
    var parser = SVGPathParser(svgPathData)
    self = try parser.parse()
  }
}

/// Reads SVG path data byte by byte (`Path2D/init(svgPathData:)`).
private struct SVGPathParser {
  private let bytes: [UInt8]
  private var position = 0
  private var path = Path2D()
  /// The second control point of the last `C`/`S` (for `S`) or the control point of the last `Q`/`T`
  /// (for `T`), with the command kind that set it.
  private var lastCubicControl: Point2D?
  private var lastQuadControl: Point2D?

  init(_ text: String) {
    bytes = Array(text.utf8)
  }

  mutating func parse() throws(AnimationError) -> Path2D {
    skipSpace()
    guard position < bytes.count else {
      throw .invalidArgument(
        parameter: "svgPathData", value: "\"\"", requirement: .other("path data with at least one command"))
    }
    var command: UInt8 = 0
    while true {
      skipSpace()
      guard position < bytes.count else { break }
      let byte = bytes[position]
      if Self.isCommand(byte) {
        command = byte
        position += 1
      } else if command == 0 || command == UInt8(ascii: "Z") || command == UInt8(ascii: "z")
        || !Self.startsNumber(byte)
      {
        let expected =
          command == 0 ? "a move (M or m) to start the path" : "a command letter (M L H V C S Q T A Z, or lower case)"
        throw error(at: position, token: token(at: position), expected: expected)
      }
      if path.isEmpty, command != UInt8(ascii: "M"), command != UInt8(ascii: "m") {
        throw error(at: position - 1, token: token(at: position - 1), expected: "a move (M or m) to start the path")
      }
      try perform(command)
      // Pairs after a move are lines.
      if command == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
      if command == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
    }
    return path
  }

  // MARK: - Commands

  private mutating func perform(_ command: UInt8) throws(AnimationError) {
    let start = path.currentPoint ?? .zero
    let relative = command >= UInt8(ascii: "a")
    let base = relative ? start : .zero
    let upper = relative ? command - 32 : command
    let name = String(UnicodeScalar(command))
    var cubicControl: Point2D?
    var quadControl: Point2D?
    switch upper {
    case UInt8(ascii: "M"):
      let point = try pair(name) + base
      try add(.move(to: point))
    case UInt8(ascii: "L"):
      try add(.line(to: try pair(name) + base))
    case UInt8(ascii: "H"):
      let x = try number(name)
      try add(.line(to: Point2D(x: x + base.x, y: start.y)))
    case UInt8(ascii: "V"):
      let y = try number(name)
      try add(.line(to: Point2D(x: start.x, y: y + base.y)))
    case UInt8(ascii: "C"):
      let control1 = try pair(name) + base
      let control2 = try pair(name) + base
      let end = try pair(name) + base
      try add(.curve(to: end, control1: control1, control2: control2))
      cubicControl = control2
    case UInt8(ascii: "S"):
      let control2 = try pair(name) + base
      let end = try pair(name) + base
      let control1 = lastCubicControl.map { start + (start - $0) } ?? start
      try add(.curve(to: end, control1: control1, control2: control2))
      cubicControl = control2
    case UInt8(ascii: "Q"):
      let control = try pair(name) + base
      let end = try pair(name) + base
      try add(.quadCurve(to: end, control: control))
      quadControl = control
    case UInt8(ascii: "T"):
      let end = try pair(name) + base
      let control = lastQuadControl.map { start + (start - $0) } ?? start
      try add(.quadCurve(to: end, control: control))
      quadControl = control
    case UInt8(ascii: "A"):
      let rx = try number(name)
      let ry = try number(name)
      let degrees = try number(name)
      let largeArc = try flag(name)
      let sweep = try flag(name)
      let end = try pair(name) + base
      let rotation = degrees * Double.pi / 180
      try add(.arc(to: end, radii: Size2D(width: rx, height: ry), rotation: rotation, largeArc: largeArc, sweep: sweep))
    default:  // Z or z
      try add(.close)
    }
    lastCubicControl = cubicControl
    lastQuadControl = quadControl
  }

  private mutating func add(_ element: Path2D.Element) throws(AnimationError) {
    // Relative coordinates of finite numbers can still overflow to infinity when added.
    try path.append(element, name: "svgPathData[\(position)]")
  }

  // MARK: - Tokens

  private mutating func pair(_ command: String) throws(AnimationError) -> Point2D {
    let x = try number(command)
    let y = try number(command)
    return Point2D(x: x, y: y)
  }

  /// Reads one number after optional white space and one optional comma.
  private mutating func number(_ command: String) throws(AnimationError) -> Double {
    try skipSeparator(command)
    let start = position
    if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
      position += 1
    }
    let integerDigits = digits()
    var fractionDigits = 0
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      position += 1
      fractionDigits = digits()
    }
    guard integerDigits + fractionDigits > 0 else {
      position = start
      throw error(at: start, token: token(at: start), expected: "a number for \(command)")
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
      let mark = position
      position += 1
      if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
        position += 1
      }
      if digits() == 0 {
        throw error(at: mark, token: token(at: mark), expected: "digits after the exponent of a number for \(command)")
      }
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw .invalidArgument(parameter: "svgPathData[\(start)]", value: text, requirement: .finite)
    }
    return value
  }

  /// Reads an arc flag: `0` or `1`, which needs no separator after it.
  private mutating func flag(_ command: String) throws(AnimationError) -> Bool {
    try skipSeparator(command)
    guard bytes[position] == UInt8(ascii: "0") || bytes[position] == UInt8(ascii: "1") else {
      throw error(at: position, token: token(at: position), expected: "an arc flag (0 or 1) for \(command)")
    }
    position += 1
    return bytes[position - 1] == UInt8(ascii: "1")
  }

  /// Skips white space, at most one comma and white space again, and checks that data remains.
  private mutating func skipSeparator(_ command: String) throws(AnimationError) {
    skipSpace()
    if position < bytes.count, bytes[position] == UInt8(ascii: ",") {
      position += 1
      skipSpace()
    }
    guard position < bytes.count else {
      throw .invalidArgument(
        parameter: "svgPathData[\(position)]", value: "end of data",
        requirement: .other("more numbers for \(command): the data ends in the middle of a command"))
    }
  }

  private mutating func digits() -> Int {
    let start = position
    while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") {
      position += 1
    }
    return position - start
  }

  private mutating func skipSpace() {
    while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
  }

  private static func isCommand(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "M"), UInt8(ascii: "m"), UInt8(ascii: "L"), UInt8(ascii: "l"), UInt8(ascii: "H"),
      UInt8(ascii: "h"), UInt8(ascii: "V"), UInt8(ascii: "v"), UInt8(ascii: "C"), UInt8(ascii: "c"),
      UInt8(ascii: "S"), UInt8(ascii: "s"), UInt8(ascii: "Q"), UInt8(ascii: "q"), UInt8(ascii: "T"),
      UInt8(ascii: "t"), UInt8(ascii: "A"), UInt8(ascii: "a"), UInt8(ascii: "Z"), UInt8(ascii: "z"):
      true
    default: false
    }
  }

  private static func startsNumber(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "+")
      || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ",")
  }

  /// The token at `offset` for an error: one character (a whole UTF-8 sequence), or
  /// `"end of data"`.
  private func token(at offset: Int) -> String {
    guard offset < bytes.count else { return "end of data" }
    var end = offset + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    return "\"" + String(decoding: bytes[offset..<end], as: UTF8.self) + "\""
  }

  private func error(at offset: Int, token: String, expected: String) -> AnimationError {
    .invalidArgument(parameter: "svgPathData[\(offset)]", value: token, requirement: .other(expected))
  }
}
