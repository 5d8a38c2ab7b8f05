/// JSON numbers as the direct reader reads them: most as one exact product or quotient of two
/// doubles, arrays of them on the stack and shared when they repeat.
extension SceneDirectReader {
  /// An array of numbers, at most `limit` of them, each within ±`bound`.
  ///
  /// The first 16 are read into ``scratch``, on the stack, and an array of up to 8 numbers shares
  /// its storage with the last one of as many numbers read if they are the same, bit for bit
  /// (``recent``): files repeat their points, rectangles and transforms, and a million layers of
  /// the same bounds then hold one array rather than a million, made with no allocation each.
  mutating func numbers(limit: Int = .max, within bound: Double = .infinity) throws(GiveUp) -> [Double] {
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
        if count == scratch.count { long = scratch.array(count: count) }
        long.append(number)
      }
      count += 1
    } while try nextElement()
    if count > scratch.count { return long }
    guard count < recent.count else { return scratch.array(count: count) }
    let last = recent[count]
    var same = last.count == count
    var offset = 0
    while same, offset < count {
      same = last[offset].bitPattern == scratch[offset].bitPattern
      offset += 1
    }
    if same { return last }
    let list = scratch.array(count: count)
    recent[count] = list
    return list
  }

  /// An array of exactly `count` numbers (at most 16), each within ±1e9, read into ``scratch``.
  mutating func numbersInScratch(_ count: Int) throws(GiveUp) {
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
  mutating func vector(_ count: Int) throws(GiveUp) -> [Double] {
    let numbers = try numbers(limit: count, within: 1e9)
    guard numbers.count == count else { throw GiveUp() }
    return numbers
  }

  @inline(__always)
  mutating func number(in range: ClosedRange<Double>) throws(GiveUp) -> Double {
    // The bounds compared one by one: `contains` on the range goes through the generic copy of a
    // range.
    let lower = range.lowerBound
    let upper = range.upperBound
    let number = try number()
    guard number >= lower, number <= upper else { throw GiveUp() }
    return number
  }

  /// Powers of ten a double holds exactly.
  static let powersOfTen: [Double] = (0...22).map { (0..<$0).reduce(1.0) { value, _ in value * 10 } }

  /// A JSON number (RFC 8259), finite. Up to 15 digits and a power of ten within ±22 it is one exact
  /// product or quotient of two doubles, so rounded once, as `Double(_:)` rounds the text; other
  /// numbers are read by `Double(_:)`, as the tree-based reader reads them all.
  mutating func number() throws(GiveUp) -> Double {
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
    let text = bytes.string(start, index)
    guard let number = Double(text), number.isFinite else { throw GiveUp() }
    return number
  }
}
