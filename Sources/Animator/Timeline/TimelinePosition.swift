/// Where a child goes in a timeline: GSAP's position parameter, spelled as Swift cases.
///
/// | GSAP | `TimelinePosition` | start time |
/// | --- | --- | --- |
/// | `1.5` | `.at(1.5)` | 1.5 s |
/// | `"+=0.5"` / `"-=0.5"` | `.end(offset: 0.5)` / `.end(offset: -0.5)` | the timeline's end, plus the offset |
/// | `"<"` / `"<0.2"` / `"<+=0.2"` | `.withPrevious(offset: 0.2)` | the start of the child added last |
/// | `">"` / `">-0.1"` / `">-=0.1"` | `.afterPrevious(offset: -0.1)` | the end of the child added last |
/// | `"intro"` / `"intro+=1"` | `.label("intro", offset: 1)` | the label's time |
/// | `"-=25%"` / `"<+=25%"` / `"intro+=30%"` | `.percent(-25, of: .inserted, from: .end)` | plus a percentage of the added child's length |
/// | `"<25%"` / `">-75%"` | `.percent(25, of: .previous, from: .previousStart)` | plus a percentage of the previous child's length |
///
/// ```swift
/// try timeline.addTween(duration: 1, at: .at(0)) { card.opacity = 1 }
/// try timeline.addTween(duration: 0.5, at: .withPrevious(offset: 0.25)) { card.position = target }
/// try timeline.addLabel("shown")
/// try timeline.addTween(duration: 0.3, at: .label("shown", offset: 0.1)) { card.color = .red }
/// ```
///
/// Positions are resolved when the child is added. The "previous" child is the one added last
/// (labels are not children); with no previous child, `withPrevious` and `afterPrevious` mean 0.
/// A start time that comes out negative is clamped to 0.
public enum TimelinePosition: Hashable, Sendable {
  /// At an absolute time, in seconds of the timeline's time.
  case at(Double)
  /// Relative to the timeline's current end: GSAP's `"+=x"` and `"-=x"`; the default.
  case end(offset: Double = 0)
  /// Relative to the start of the child added last: GSAP's `"<"`, `"<x"` and `"<+=x"`.
  case withPrevious(offset: Double = 0)
  /// Relative to the end of the child added last: GSAP's `">"`, `">x"` and `">+=x"`.
  case afterPrevious(offset: Double = 0)
  /// Relative to a label: GSAP's `"label"` and `"label+=x"`.
  case label(String, offset: Double = 0)
  /// A point plus a percentage of a child's length (its ``TimelineChild/endTime`` minus its
  /// ``TimelineChild/startTime``, repeats included, as GSAP's total duration): GSAP's `"-=25%"`,
  /// `"<25%"`, `"<+=25%"`, `"label+=30%"`.
  ///
  /// GSAP takes the percentage of the child being added after `"+="` or `"-="`, and of the
  /// previous child right after `"<"` or `">"`; so `"<25%"` (25 % into the previous child) is
  /// `"<"` plus 25 % of the previous child's length, the same as `">-75%"`.
  case percent(Double, of: Length, from: Reference)

  /// Whose length a ``TimelinePosition/percent(_:of:from:)`` position measures.
  public enum Length: Hashable, Sendable {
    /// The child being added. A label or a stagger, which adds no child, cannot use it.
    case inserted
    /// The child added last (0 when there is none).
    case previous
  }

  /// The point a ``TimelinePosition/percent(_:of:from:)`` position is measured from.
  public enum Reference: Hashable, Sendable {
    /// The timeline's current end.
    case end
    /// The start of the child added last.
    case previousStart
    /// The end of the child added last.
    case previousEnd
    /// A label's time.
    case label(String)
  }

  /// Reads GSAP's string form, every spelling of GSAP 3's position parameter: a number (`"1.5"`),
  /// a label (`"intro"`), `"<"` and `">"` alone or followed by an offset (`"<0.2"`, `"<+=0.2"`,
  /// `"<-=0.2"`, `">-0.1"`), an offset from the end (`"+=1"`, `"-=0.5"`) or from a label
  /// (`"intro+=1"`, `"intro-=1"`), and the percentages (`"-=25%"`, `"<25%"`, `"<+=25%"`,
  /// `"intro+=30%"`; see ``percent(_:of:from:)``).
  ///
  /// ```swift
  /// try TimelinePosition(parsing: "<+=0.5")  // .withPrevious(offset: 0.5)
  /// try TimelinePosition(parsing: "-=25%")   // .percent(-25, of: .inserted, from: .end)
  /// ```
  ///
  /// Text that is not a number and holds no `=` is a label's name, as in GSAP (which also accepts
  /// garbage after `<`, `>`, `+=` and `-=` as 0; here that is an error).
  ///
  /// - Parameter text: The position as GSAP spells it.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `position`,
  ///   with the whole text as its value and the part that is wrong in its requirement: an empty
  ///   text, an offset that is not a plain decimal number (with an optional `%`), a `=` that does
  ///   not follow `+` or `-`, a number that is not finite.
  public init(parsing text: String) throws(AnimationError) {
    func refuse(_ problem: String) -> AnimationError {
      .invalidArgument(parameter: "position", value: text, requirement: .other("GSAP's position syntax: \(problem)"))
    }
    /// Reads an offset: a decimal number (signed only where GSAP puts the sign in the number),
    /// then an optional `%`.
    func offset(_ part: Substring, after prefix: String, signed: Bool) throws(AnimationError) -> (Double, Bool) {
      guard !part.isEmpty else { throw refuse("a number after \"\(prefix)\"") }
      let isPercent = part.hasSuffix("%")
      let body = isPercent ? part.dropLast() : part
      guard Self.isDecimal(body, signed: signed), let value = Double(body) else {
        throw refuse("\"\(part)\" is not a number\(signed ? "" : " without a sign") after \"\(prefix)\"")
      }
      guard value.isFinite else { throw refuse("\"\(part)\" is not a finite number") }
      return (value, isPercent)
    }
    guard let first = text.first else { throw refuse("an empty position") }
    if first == "<" || first == ">" {
      let previousStart = first == "<"
      var rest = text.dropFirst()
      var sign = 1.0
      var prefix = String(first)
      var relative = false
      if rest.hasPrefix("+=") || rest.hasPrefix("-=") {
        sign = rest.hasPrefix("-") ? -1 : 1
        prefix += rest.prefix(2)
        rest = rest.dropFirst(2)
        relative = true
        guard !rest.isEmpty else { throw refuse("a number after \"\(prefix.dropFirst())\"") }
      }
      if rest.isEmpty {
        self = previousStart ? .withPrevious(offset: 0) : .afterPrevious(offset: 0)
        return
      }
      let (value, isPercent) = try offset(rest, after: prefix, signed: !relative)
      if isPercent {
        self = .percent(
          sign * value, of: relative ? .inserted : .previous, from: previousStart ? .previousStart : .previousEnd)
      } else {
        self = previousStart ? .withPrevious(offset: sign * value) : .afterPrevious(offset: sign * value)
      }
      return
    }
    guard let equals = text.firstIndex(of: "=") else {
      if Self.isDecimal(text[...], signed: true), let value = Double(text) {
        guard value.isFinite else {
          throw .invalidArgument(parameter: "position", value: text, requirement: .finite)
        }
        self = .at(value)
      } else {
        self = .label(text, offset: 0)
      }
      return
    }
    guard equals > text.startIndex else { throw refuse("\"\(text)\" has \"=\" with no \"+\" or \"-\" before it") }
    let signIndex = text.index(before: equals)
    let signCharacter = text[signIndex]
    guard signCharacter == "+" || signCharacter == "-" else {
      throw refuse("\"\(text)\" has \"=\" with no \"+\" or \"-\" before it")
    }
    let label = String(text[..<signIndex])
    let prefix = String(text[signIndex...equals])
    let (value, isPercent) = try offset(text[text.index(after: equals)...], after: prefix, signed: false)
    let signed = signCharacter == "-" ? -value : value
    switch (label.isEmpty, isPercent) {
    case (true, false): self = .end(offset: signed)
    case (true, true): self = .percent(signed, of: .inserted, from: .end)
    case (false, false): self = .label(label, offset: signed)
    case (false, true): self = .percent(signed, of: .inserted, from: .label(label))
    }
  }

  /// Whether `text` is a plain decimal number: digits with at most one point, an optional
  /// exponent, and a leading sign if `signed`.
  static func isDecimal(_ text: Substring, signed: Bool) -> Bool {
    var characters = text[...]
    if signed, let first = characters.first, first == "+" || first == "-" { characters = characters.dropFirst() }
    var digits = 0
    var points = 0
    while let character = characters.first, character.isASCII, character.isNumber || character == "." {
      if character == "." { points += 1 } else { digits += 1 }
      characters = characters.dropFirst()
    }
    guard digits > 0, points <= 1 else { return false }
    guard let e = characters.first else { return true }
    guard e == "e" || e == "E" else { return false }
    characters = characters.dropFirst()
    if let sign = characters.first, sign == "+" || sign == "-" { characters = characters.dropFirst() }
    return !characters.isEmpty && characters.allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// The offset, time or percentage the position carries, to check it is finite.
  var number: Double {
    switch self {
    case .at(let time): time
    case .end(let offset), .withPrevious(let offset), .afterPrevious(let offset), .label(_, let offset): offset
    case .percent(let percent, _, _): percent
    }
  }
}
