import Testing

@testable import Animator

/// The short path a seek takes for the common timing (one forward iteration, no repeat delay)
/// gives, bit for bit, what the full W3C calculations give, and declines everything else.
@Suite("Plain timing sample")
struct PlainTimingSampleTests {
  static let plainTimings: [EffectTiming] = [
    EffectTiming(duration: 1),
    EffectTiming(delay: 0.37, endDelay: 0.2, duration: 0.9, easing: .easeInOutCubic),
    EffectTiming(delay: 2, endDelay: -0.5, duration: 1.3, fill: .none),
    EffectTiming(delay: -0.4, duration: 3, playbackRate: 2.5),
    EffectTiming(endDelay: -2, duration: 1),
  ]

  @Test("it matches the full sample bit for bit wherever it answers", arguments: plainTimings)
  func matchesFullSample(timing: EffectTiming) {
    let resolved = ResolvedTiming(timing, intrinsicDuration: 0)
    #expect(resolved.isPlain)
    var generator = SeededGenerator(seed: 7)
    let edges = [
      0, -0.0, resolved.beforeActive, resolved.activeAfter, resolved.activeAfter.nextDown,
      resolved.beforeActive.nextUp, resolved.beforeActive.nextDown, resolved.endTime, -1, .infinity,
    ]
    let range = (resolved.beforeActive - 0.5)...(resolved.activeAfter + 0.5)
    let times = edges + (0..<2_000).map { _ in Double.random(in: range, using: &generator) }
    var answered = 0
    for time in times {
      let full = resolved.sample(time)
      guard let directed = resolved.plainDirectedProgress(time) else {
        // It declines only outside the active phase or at the very end of the iteration.
        #expect(full.phase != .active || full.directedProgress == 1, "declined at \(time): \(full)")
        continue
      }
      answered += 1
      #expect(full.phase == .active)
      #expect(directed.bitPattern == full.directedProgress?.bitPattern, "at \(time): \(directed) vs \(full)")
      #expect(resolved.directedSlope(full) == 1 / resolved.duration)
    }
    if resolved.activeAfter > resolved.beforeActive {
      #expect(answered > 500)
    } else {
      #expect(answered == 0)
    }
  }

  static let otherTimings: [EffectTiming] = [
    EffectTiming(duration: 1, iterations: 2),
    EffectTiming(duration: 1, iterationStart: 0.5),
    EffectTiming(duration: 1, direction: .reverse),
    EffectTiming(duration: 1, direction: .alternate),
    EffectTiming(duration: 1, playbackRate: -1),
    EffectTiming(duration: 0),
    EffectTiming(duration: .infinity),
    {
      var timing = EffectTiming(duration: 1, iterations: 1)
      timing.repeatDelay = 0.5
      return timing
    }(),
  ]

  @Test("it declines timings with more than one forward iteration", arguments: otherTimings)
  func declinesOthers(timing: EffectTiming) {
    let resolved = ResolvedTiming(timing, intrinsicDuration: 0)
    #expect(!resolved.isPlain)
    #expect(resolved.plainDirectedProgress(0.25) == nil)
  }
}
