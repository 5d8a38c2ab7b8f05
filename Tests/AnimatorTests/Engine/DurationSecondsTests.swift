import Testing

@testable import Animator

/// `Duration.inSeconds` splits a duration into whole seconds and attoseconds with one full-width
/// division of its 128-bit count (`secondsAndAttoseconds`) instead of `components`. The split must
/// be `components` exactly, for every sign and size, and give way to the division where
/// `components` would trap.
@Suite("Duration in seconds")
struct DurationSecondsTests {
  /// Durations at every scale and at the edges of the split: zero, one attosecond, the edges of a
  /// second and of the 64-bit words, and the ±Int64.max seconds bound.
  static let edges: [Duration] = {
    var values: [Duration] = [
      .zero, Duration(secondsComponent: 0, attosecondsComponent: 1),
      Duration(secondsComponent: 0, attosecondsComponent: 999_999_999_999_999_999), .seconds(1),
      .milliseconds(1_500), .seconds(14_404), .seconds(86_400 * 30), .seconds(Int64(UInt32.max)),
      Duration(secondsComponent: 18, attosecondsComponent: 446_744_073_709_551_615),  // 2^64 - 1 attoseconds
      Duration(secondsComponent: 18, attosecondsComponent: 446_744_073_709_551_616),  // 2^64
      Duration(secondsComponent: Int64.max - 1, attosecondsComponent: 999_999_999_999_999_999),
      .seconds(Int64.max - 1), .seconds(1e-9), .seconds(1.0 / 60), .seconds(0.1),
    ]
    values += values.map { .zero - $0 }
    return values
  }()

  @Test("the split is components, for every sign and scale", arguments: edges)
  func splitIsComponents(_ duration: Duration) throws {
    let split = try #require(duration.secondsAndAttoseconds)
    #expect(split == duration.components)
    let expected = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    #expect(duration.inSeconds.bitPattern == expected.bitPattern)
  }

  @Test("a hundred thousand random durations split as components does")
  func randomDurationsSplitAsComponents() throws {
    var generator = SeededGenerator(seed: 20_261_202)
    for _ in 0..<100_000 {
      // Seconds of every magnitude up to Int64.max / 2, and any attoseconds.
      let scale = Int64.random(in: 0...62, using: &generator)
      let seconds = Int64.random(in: 0...(Int64(1) << scale), using: &generator)
      let attoseconds = Int64.random(in: 0...999_999_999_999_999_999, using: &generator)
      var duration = Duration(secondsComponent: seconds, attosecondsComponent: attoseconds)
      if Bool.random(using: &generator) { duration = .zero - duration }
      let split = try #require(duration.secondsAndAttoseconds)
      guard split == duration.components else {
        Issue.record("\(duration): \(split) is not \(duration.components)")
        return
      }
    }
  }

  @Test("at and past ±Int64.max seconds, where components traps, there is no split and the division is used")
  func beyondTheBound() {
    let bound = Duration.seconds(Int64.max)
    for duration in [bound, .zero - bound, bound + .seconds(1), .zero - bound - .seconds(1), bound * 4] {
      #expect(duration.secondsAndAttoseconds == nil, "\(duration)")
      #expect(duration.inSeconds == duration / .seconds(1))
    }
    let inside = bound - Duration(secondsComponent: 0, attosecondsComponent: 1)
    #expect(inside.secondsAndAttoseconds.map { $0 == inside.components } == true)
  }
}
