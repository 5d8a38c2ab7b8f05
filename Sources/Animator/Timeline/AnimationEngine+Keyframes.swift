/// Options of ``AnimationEngine/animateKeyframes(withDuration:delay:options:animations:completion:)-(Double,_,_,_,_)``,
/// as UIKit's `UIView.KeyframeAnimationOptions` (with UIKit's raw values).
public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
  /// The option bits.
  public let rawValue: UInt

  /// Makes options from their bits.
  ///
  /// - Parameter rawValue: The bits, with UIKit's values.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Start each animated property from its presentation value and take it over from other
  /// animations.
  public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
  /// Repeat forever.
  public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
  /// Play backwards after playing forwards; without ``repeat`` the properties end at their model
  /// values, as in UIKit.
  public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
  /// Each keyframe moves its properties linearly over its time (the default).
  public static let calculationModeLinear = KeyframeAnimationOptions([])
  /// Each keyframe sets its values at its start time, without moving in between.
  public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
  /// Accepted for UIKit compatibility; keyframes move linearly over the times given.
  public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
  /// Accepted for UIKit compatibility; keyframes move linearly over the times given.
  public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
  /// Accepted for UIKit compatibility; keyframes move linearly over the times given.
  public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

  var isDiscrete: Bool { (rawValue >> 10) & 7 == 1 }
}

/// Collects the keyframes of ``AnimationEngine/animateKeyframes(withDuration:delay:options:animations:completion:)-(Double,_,_,_,_)``:
/// the outer closure receives one and calls ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``.
///
/// UIKit's `addKeyframe` is a static method that finds the animation being built through hidden
/// global state. Here the builder is handed to the outer closure instead: the same call reads the
/// same way (`keyframes.addKeyframe(…)`), it cannot be made outside a keyframe animation by
/// mistake, and no global state is needed, which Swift 6's concurrency checking would reject.
public final class KeyframeBuilder {
  struct Keyframe {
    let start: Double
    let duration: Double
    let animations: () -> Void
  }

  var keyframes: [Keyframe] = []
  var error: AnimationError?

  init() {}

  /// Adds a keyframe: the property changes made in `animations` are animated from
  /// `relativeStartTime × duration` over `relativeDuration × duration`.
  ///
  /// - Parameters:
  ///   - relativeStartTime: The start as a fraction of the whole duration; clamped to `0...1`.
  ///   - relativeDuration: The length as a fraction of the whole duration; clamped to
  ///     `0...(1 - relativeStartTime)`.
  ///   - animations: Sets the properties to animate.
  ///
  /// A NaN or infinite fraction is recorded, and
  /// ``AnimationEngine/animateKeyframes(withDuration:delay:options:animations:completion:)-(Double,_,_,_,_)`` throws
  /// it; nothing is animated.
  public func addKeyframe(
    withRelativeStartTime relativeStartTime: Double, relativeDuration: Double,
    animations: @escaping () -> Void
  ) {
    for (name, value) in [("relativeStartTime", relativeStartTime), ("relativeDuration", relativeDuration)]
    where !value.isFinite {
      if error == nil { error = .invalidArgument(parameter: name, value: "\(value)", requirement: .unitInterval) }
      return
    }
    let start = min(max(relativeStartTime, 0), 1)
    let duration = min(max(relativeDuration, 0), 1 - start)
    keyframes.append(Keyframe(start: start, duration: duration, animations: animations))
  }
}

@available(*, unavailable)
extension KeyframeBuilder: Sendable {}

extension AnimationEngine {
  /// Animates the keyframes added in `animations`, as UIKit's
  /// `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`, and returns the
  /// running timeline, which can be paused, scrubbed and reversed like any animator.
  ///
  /// ```swift
  /// try engine.animateKeyframes(withDuration: 1) { keyframes in
  ///   keyframes.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { mask.size = 50 }
  ///   keyframes.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { mask.size = 2000 }
  /// }
  /// ```
  ///
  /// Each keyframe is a tween of the returned ``Timeline``, in the order of the start times, so a
  /// property changed in several keyframes goes from one value to the next. Properties changed in
  /// `animations` outside any keyframe are animated over the whole duration.
  ///
  /// - Parameters:
  ///   - duration: Seconds, a finite number >= 0.
  ///   - delay: Seconds before the animation starts, a finite number >= 0.
  ///   - options: The calculation mode, ``KeyframeAnimationOptions/repeat``,
  ///     ``KeyframeAnimationOptions/autoreverse``.
  ///   - animations: Adds the keyframes with the builder it receives.
  ///   - completion: Called when the animation ends, with `true` if it ran to its end.
  /// - Returns: The running timeline.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for a duration or
  ///   delay that is NaN, infinite or negative, or a keyframe fraction that is not finite; nothing is
  ///   animated.
  @discardableResult
  public func animateKeyframes(
    withDuration duration: Double, delay: Double = 0, options: KeyframeAnimationOptions = [],
    animations: (KeyframeBuilder) -> Void, completion: ((Bool) -> Void)? = nil
  ) throws(AnimationError) -> Timeline {
    try AnimationError.requireNonNegative(duration, "duration")
    try AnimationError.requireNonNegative(delay, "delay")
    for (name, value) in [("duration", duration), ("delay", delay)] where value > Self.maximumSeconds {
      throw .invalidArgument(parameter: name, value: "\(value)", requirement: .range(0...Self.maximumSeconds))
    }
    let builder = KeyframeBuilder()
    let outer = AnimationBlock()
    outer.beginsFromCurrentState = options.contains(.beginFromCurrentState)
    AnimationRecording.record(into: outer) { animations(builder) }
    if let error = builder.error {
      for property in outer.properties {
        property.suspend(outer, atWeight: 0)
        property.resolve(outer, atWeight: 0)
      }
      throw error
    }
    var timing = EffectTiming()
    if options.contains(.autoreverse) {
      timing.direction = .alternate
      timing.iterations = 2
      timing.fill = .backwards
    }
    if options.contains(.repeat) { timing.iterations = .infinity }
    let timeline = Timeline(engine: self, name: "keyframes")
    try timeline.setTiming(timing)
    if !outer.properties.isEmpty {
      try timeline.addPrerecordedTween(outer, duration: duration)
    }
    let curve: TimingCurve = options.isDiscrete ? .steps(.stepStart) : .linear
    for keyframe in builder.keyframes.sorted(by: { $0.start < $1.start }) {
      let child = try timeline.addTween(
        duration: keyframe.duration * duration, curve: curve, at: .at(keyframe.start * duration), keyframe.animations)
      if options.contains(.beginFromCurrentState), case .tween(let tween) = child.content {
        tween.beginsFromCurrentState = true
      }
    }
    if let completion { timeline.addCompletion { completion($0 != .current) } }
    try timeline.startAnimation(afterDelay: .seconds(delay))
    return timeline
  }
}
