/// How a scroll-driven player follows the scroll: at once, or catching up over a time.
public enum ScrollScrub: Sendable, Hashable {
  /// The player shows the scroll's progress in the same call that reports the scroll.
  case immediate
  /// The player catches up with the scroll's progress over the given time, easing out (GSAP's
  /// `scrub: 0.5`): each scroll change starts a new catch-up from what the player shows then.
  ///
  /// The catch-up is a closed form in engine time, `from + (to − from)·(1 − (1 − u)⁴)` with `u`
  /// the fraction of the time gone (the ease-out quartic GSAP's numeric scrub uses), not a step
  /// repeated each frame: what the player shows at a given instant is the same however the time
  /// is split into ticks. While the engine's ``AnimationEngine/reducedMotion`` is on, the player
  /// follows at once instead (the scroll moves the content already; the smoothing is extra motion).
  case catchUp(Duration)

  /// The catch-up time, or `nil` when the player follows at once.
  var catchUpTime: Duration? {
    if case .catchUp(let time) = self, time > .zero { return time }
    return nil
  }

  /// Checks the catch-up time.
  func validated() throws(AnimationError) -> ScrollScrub {
    if case .catchUp(let time) = self, time < .zero {
      throw .invalidArgument(
        parameter: "scrub", value: "\(time)", requirement: .other("a catch-up time of zero or more"))
    }
    return self
  }

  /// The ease-out quartic of the catch-up at fraction `u` of its time.
  static func eased(_ u: Double) -> Double {
    let left = 1 - min(max(u, 0), 1)
    return 1 - left * left * left * left
  }
}
