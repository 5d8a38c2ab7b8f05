/// Where a child goes in a timeline: GSAP's position parameter, spelled as Swift cases.
///
/// | GSAP | `TimelinePosition` | start time |
/// | --- | --- | --- |
/// | `1.5` | `.at(1.5)` | 1.5 s |
/// | `"+=0.5"` / `"-=0.5"` | `.end(offset: 0.5)` / `.end(offset: -0.5)` | the timeline's end, plus the offset |
/// | `"<"` / `"<0.2"` | `.withPrevious(offset: 0.2)` | the start of the child added last |
/// | `">"` / `">-0.1"` | `.afterPrevious(offset: -0.1)` | the end of the child added last |
/// | `"intro"` / `"intro+=1"` | `.label("intro", offset: 1)` | the label's time |
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
  /// Relative to the start of the child added last: GSAP's `"<"`.
  case withPrevious(offset: Double = 0)
  /// Relative to the end of the child added last: GSAP's `">"`.
  case afterPrevious(offset: Double = 0)
  /// Relative to a label: GSAP's `"label"` and `"label+=x"`.
  case label(String, offset: Double = 0)

  /// Reads GSAP's string form: `"1.5"`, `"+=1"`, `"-=0.5"`, `"<"`, `"<0.2"`, `">"`, `">-0.1"`,
  /// `"label"`, `"label+=1"`, `"label-=1"`.
  ///
  /// - Parameter text: The position as GSAP spells it.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `position`
  ///   when an offset is not a finite number or the text is empty.
  public init(parsing text: String) throws(AnimationError) {
    func number(_ part: Substring) throws(AnimationError) -> Double {
      if part.isEmpty { return 0 }
      guard let value = Double(part), value.isFinite else {
        throw .invalidArgument(parameter: "position", value: text, requirement: .other("GSAP's position syntax"))
      }
      return value
    }
    guard let first = text.first else {
      throw .invalidArgument(parameter: "position", value: text, requirement: .other("GSAP's position syntax"))
    }
    if text.hasPrefix("+=") {
      self = .end(offset: try number(text.dropFirst(2)))
    } else if text.hasPrefix("-=") {
      self = .end(offset: -(try number(text.dropFirst(2))))
    } else if first == "<" {
      self = .withPrevious(offset: try number(text.dropFirst()))
    } else if first == ">" {
      self = .afterPrevious(offset: try number(text.dropFirst()))
    } else if let value = Double(text) {
      guard value.isFinite else {
        throw .invalidArgument(parameter: "position", value: text, requirement: .finite)
      }
      self = .at(value)
    } else if let range = text.firstRange(of: "+=") {
      self = .label(String(text[..<range.lowerBound]), offset: try number(text[range.upperBound...]))
    } else if let range = text.firstRange(of: "-=") {
      self = .label(String(text[..<range.lowerBound]), offset: -(try number(text[range.upperBound...])))
    } else {
      self = .label(text, offset: 0)
    }
  }

  /// The offset or time the position carries, to check it is finite.
  var number: Double {
    switch self {
    case .at(let time): time
    case .end(let offset), .withPrevious(let offset), .afterPrevious(let offset), .label(_, let offset): offset
    }
  }
}

/// A named time in a timeline, as listed by ``Timeline/labels``.
public struct TimelineLabel: Hashable, Sendable {
  /// The label's name.
  public var name: String
  /// Its time, in seconds of the timeline's content time.
  public var time: Double

  /// Makes a label value.
  ///
  /// - Parameters:
  ///   - name: The label's name.
  ///   - time: Its time in seconds.
  public init(name: String, time: Double) {
    self.name = name
    self.time = time
  }
}
