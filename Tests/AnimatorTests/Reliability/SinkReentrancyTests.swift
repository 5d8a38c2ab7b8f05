import Animator
import Testing

/// A sink (a closure or key-path target) that moves the animation feeding it: each move hands the
/// sink a new value, so a sink called re-entrantly would recurse once per value and, kept up,
/// overflow the stack. The property hands values over after the sink returns instead, in order.
@Suite("Sinks that move their own animation")
struct SinkReentrancyTests {
  /// Nested this deep, re-entrant sink calls would overflow the stack of a test thread.
  static let moves = 20_000

  @Test("a closure target that scrubs its own animator on every value is never re-entered, and ends on the last value")
  func sinkScrubsItsAnimator() throws {
    let rig = TestRig()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    var armed = false
    var calls = 0
    var depth = 0
    var deepest = 0
    var last = -1.0
    try animator.addAnimation(from: 0.0, to: 1.0) { value in
      depth += 1
      deepest = max(deepest, depth)
      defer { depth -= 1 }
      guard armed else { return }
      calls += 1
      last = value
      if calls < Self.moves { try? animator.setFractionComplete(Double(calls) / Double(Self.moves)) }
    }
    try animator.pauseAnimation()
    try animator.setFractionComplete(0.25)
    armed = true
    try animator.setFractionComplete(0.5)
    #expect(deepest == 1)
    #expect(calls >= Self.moves)
    let final = Double(Self.moves - 1) / Double(Self.moves)
    #expect(animator.fractionComplete == final)
    #expect(last == final)
    // The update captures its own paused animator, which holds it until its run ends: end it.
    armed = false
    try animator.stopAnimation(true)
    #expect(animator.state == .inactive)
  }

  /// A key-path target whose setter seeks the timeline that animates it.
  final class Dial {
    var value = 0.0 { didSet { onSet?(value) } }
    var onSet: ((Double) -> Void)?
  }

  @Test("a key-path target that seeks its own timeline on every value is never re-entered, and ends on the last value")
  func targetSeeksItsTimeline() throws {
    let rig = TestRig()
    let timeline = Timeline(engine: rig.engine)
    let dial = Dial()
    try timeline.addTween(of: \Dial.value, on: dial, to: 1, duration: 1, curve: .linear)
    var armed = false
    var calls = 0
    var depth = 0
    var deepest = 0
    dial.onSet = { _ in
      depth += 1
      deepest = max(deepest, depth)
      defer { depth -= 1 }
      guard armed else { return }
      calls += 1
      if calls < Self.moves { try? timeline.seek(to: Double(calls) / Double(Self.moves)) }
    }
    try timeline.seek(to: 0.25)
    armed = true
    try timeline.seek(to: 0.5)
    #expect(deepest == 1)
    #expect(calls >= Self.moves)
    let final = Double(Self.moves - 1) / Double(Self.moves)
    #expect(timeline.time == final)
    #expect(abs(dial.value - final) < 1e-12)
  }
}
