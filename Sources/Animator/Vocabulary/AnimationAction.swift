/// The actions of the animating interface, as named in an ``AnimationError``.
public enum AnimationAction: Hashable, Sendable, CustomStringConvertible {
  /// ``PropertyAnimator/startAnimation()``.
  case startAnimation
  /// ``PropertyAnimator/startAnimation(afterDelay:)-(Duration)``.
  case startAnimationAfterDelay
  /// ``PropertyAnimator/pauseAnimation()``.
  case pauseAnimation
  /// ``PropertyAnimator/stopAnimation(_:)``.
  case stopAnimation
  /// ``PropertyAnimator/finishAnimation(at:)``.
  case finishAnimation
  /// Setting ``PropertyAnimator/fractionComplete``.
  case setFractionComplete
  /// Setting ``PropertyAnimator/isReversed``.
  case setReversed
  /// Setting ``PropertyAnimator/isInterruptible``.
  case setInterruptible
  /// ``PropertyAnimator/addAnimations(_:)`` or ``PropertyAnimator/addAnimations(_:delayFactor:)``.
  case addAnimations
  /// ``PropertyAnimator/continueAnimation(withTimingParameters:durationFactor:)``.
  case continueAnimation
  /// Seeking a timeline.
  case seek
  /// ``Timeline/play(to:)-(Double)`` or ``Timeline/play(fromLabel:toLabel:)``.
  case playTo
  /// ``PropertyAnimator/restart(includeDelay:)`` or ``Timeline/restart(includeDelay:)``.
  case restart
  /// Changing a timeline's own timing.
  case setTiming
  /// Editing a timeline's children: removing, replacing, killing, moving or retiming one.
  case editTimeline
  /// ``SpringAnimation/retarget(to:spring:blendDuration:)``.
  case retarget
  /// ``PropertyAnimator/fling(velocity:to:decelerationRate:spring:)`` or
  /// ``Timeline/fling(velocity:to:spring:suppressEvents:finishing:)``.
  case fling

  /// The action as it is spelled in code, for example `finishAnimation(at:)`.
  public var description: String {
    switch self {
    case .startAnimation: "startAnimation()"
    case .startAnimationAfterDelay: "startAnimation(afterDelay:)"
    case .pauseAnimation: "pauseAnimation()"
    case .stopAnimation: "stopAnimation(_:)"
    case .finishAnimation: "finishAnimation(at:)"
    case .setFractionComplete: "setting fractionComplete"
    case .setReversed: "setting isReversed"
    case .setInterruptible: "setting isInterruptible"
    case .addAnimations: "addAnimations(_:)"
    case .continueAnimation: "continueAnimation(withTimingParameters:durationFactor:)"
    case .seek: "seek"
    case .playTo: "play(to:)"
    case .restart: "restart(includeDelay:)"
    case .setTiming: "setTiming(_:)"
    case .editTimeline: "editing a timeline's children"
    case .retarget: "retarget(to:spring:blendDuration:)"
    case .fling: "fling(velocity:to:)"
    }
  }
}
