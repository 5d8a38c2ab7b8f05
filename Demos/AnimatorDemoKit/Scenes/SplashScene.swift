import Animator

/// Seed 001, the `UIViewPropertyAnimator` version: a 0.7 s ease-out animator whose first block
/// shrinks the logo to 0.75 and whose second block, added with `delayFactor: 0.8`, grows it to 1.5 and
/// fades it out; its completion removes the logo.
///
/// The player is that one animator (scrubbing along time, not progress, so that the timeline's
/// playhead is where time is).
final class SplashScene: DemoScene {
  let kind = SceneKind.splash
  let clock = ManualClock()
  let engine: AnimationEngine
  let root: Layer
  let windowColor = Color(hex: 0x1DA1F2)
  let log = EventLog()
  let scope = AnimationScope()
  var endedPosition: Double?

  /// The logo image view.
  let logo: Layer
  /// The seed's animator.
  let animator: PropertyAnimator

  /// The animator's duration, in seconds.
  static let duration = 0.7
  /// The second block's delay factor.
  static let delayFactor = 0.8

  init() {
    engine = AnimationEngine(clock: clock)
    root = Layer(
      name: "view", bounds: phoneScreen, position: phoneScreen.center, backgroundColor: Color(hex: 0x1DA1F2))
    logo = Layer(
      name: "logo", bounds: Rect2D(x: 0, y: 0, width: 160, height: 160), position: phoneScreen.center,
      contents: .logo(.white))
    root.addSublayer(logo)

    // let timing = UICubicTimingParameters(animationCurve: .easeOut)
    // let animator = UIViewPropertyAnimator(duration: 0.7, timingParameters: timing)
    let engine = engine
    animator = scope.add {
      PropertyAnimator(duration: .seconds(Self.duration), timingParameters: .curve(.easeOut), engine: engine)
    }
    animator.scrubsLinearly = false
    let logo = logo
    let log = log
    setUp(log) { () throws(AnimationError) in
      try animator.addAnimations { logo.transform = AffineTransform2D(scaleX: 0.75, y: 0.75) }
      try animator.addAnimations(
        {
          logo.transform = AffineTransform2D(scaleX: 1.5, y: 1.5)
          logo.opacity = 0
        }, delayFactor: Self.delayFactor)
    }
    animator.addCompletion { [weak self] position in
      logo.removeFromSuperlayer()
      self?.recordEnd(position)
      log.add("completion ran at \(position): logo removed from its superview")
    }
  }

  var player: any Animating { animator }

  func scopeName(of player: any Animating) -> String? { player === animator ? "logo" : nil }
  var length: SceneLength { .finite(Self.duration) }

  var lanes: [Lane] {
    let delay = Self.duration * Self.delayFactor
    let rest = Self.duration - delay
    return [
      Lane(
        label: "logo.transform",
        segments: [
          Lane.segment(start: 0, duration: Self.duration, "→ 0.75", curve: .easeOut),
          Lane.segment(start: delay, duration: rest, "→ 1.5 after 0.56 s", curve: .easeOut),
        ]),
      Lane(label: "logo.opacity", segments: [Lane.segment(start: delay, duration: rest, "→ 0", curve: .easeOut)]),
    ]
  }

  var watched: [WatchedProperty] {
    [
      WatchedProperty("logo.transform", logo.$transform, Format.value),
      WatchedProperty("logo.opacity", logo.$opacity, Format.value),
    ]
  }

  func tap() -> TapOutcome { .replay }

  func refusal(for action: PlayerAction) -> String? { nil }

  func seek(toSeconds seconds: Double) throws(AnimationError) {
    try seekPlayer(toSeconds: seconds)
  }
}
