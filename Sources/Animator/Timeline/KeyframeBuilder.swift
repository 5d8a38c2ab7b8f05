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
