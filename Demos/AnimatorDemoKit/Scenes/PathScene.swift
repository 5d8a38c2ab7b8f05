import Animator

/// Motion along a path: the logo flies along an S-shaped curve of SVG path data at a
/// constant speed, turning with the curve, as `CAKeyframeAnimation` with a `path`, the paced
/// calculation mode and `rotationMode = .rotateAuto` moves a layer. The curve is drawn under it.
///
/// The player is one linear 3 s animator whose block moves the logo's position along a
/// ``PathMotion`` and turns its rotation with it.
final class PathScene: DemoScene {
  let kind = SceneKind.path
  let clock = ManualClock()
  let engine: AnimationEngine
  let root: Layer
  let windowColor = Color(hex: 0xF5F8FA)
  let log = EventLog()
  let scope = AnimationScope()
  var endedPosition: Double?

  /// The curve drawn under the logo.
  let track: Layer
  /// The logo that follows it.
  let logo: Layer
  /// The animator.
  let animator: PropertyAnimator

  /// The run's length, in seconds.
  static let duration = 3.0
  /// The curve, in the screen's points: up the left, across, and up to the top in the middle.
  static let pathData = "M 70 760 C 70 520, 320 600, 320 420 S 70 300, 110 200 Q 150 110, 195 110"

  /// The curve, parsed (the data is the scene's own constant, so it always parses).
  static let path = (try? Path2D(svgPathData: pathData)) ?? Path2D()

  init() {
    engine = AnimationEngine(clock: clock)
    root = Layer(name: "view", bounds: phoneScreen, position: phoneScreen.center, backgroundColor: Color(hex: 0xF5F8FA))
    track = Layer(
      name: "track", bounds: phoneScreen, position: phoneScreen.center,
      contents: .stroke(Self.path, color: Color(hex: 0x9AA5B8), width: 4))
    logo = Layer(
      name: "logo", bounds: Rect2D(x: 0, y: 0, width: 90, height: 90), position: Point2D(x: 70, y: 760),
      contents: .logo(Color(hex: 0x1DA1F2)))
    root.addSublayer(track)
    root.addSublayer(logo)
    let engine = engine
    animator = scope.add { PropertyAnimator(duration: .seconds(Self.duration), curve: .linear, engine: engine) }
    let logo = logo
    let log = log
    setUp(log) { () throws(AnimationError) in
      let motion = try PathMotion(path: Self.path, calculationMode: .paced, rotationMode: .auto)
      // Facing the way it will go before it starts, as after a run back to the start.
      logo.rotation = motion.rotation(at: 0)
      try animator.addAnimations { logo.$position.animate(along: motion, rotating: logo.$rotation) }
    }
    animator.addCompletion { [weak self] position in
      self?.recordEnd(position)
      log.add("completion ran at \(position): the logo is at \(Format.value(logo.position))")
    }
  }

  var player: any Animating { animator }

  func scopeName(of player: any Animating) -> String? { player === animator ? "logo" : nil }
  var length: SceneLength { .finite(Self.duration) }

  var lanes: [Lane] {
    [
      Lane(
        label: "logo.position",
        segments: [Lane.segment(start: 0, duration: Self.duration, "along the curve, paced", curve: .linear)]),
      Lane(
        label: "logo.rotation",
        segments: [Lane.segment(start: 0, duration: Self.duration, "with the tangent", curve: .linear)]),
    ]
  }

  var watched: [WatchedProperty] {
    [
      WatchedProperty("logo.position", logo.$position, Format.value),
      WatchedProperty("logo.rotation", logo.$rotation, Format.value),
    ]
  }

  func tap() -> TapOutcome { .replay }

  func refusal(for action: PlayerAction) -> String? { nil }

  func seek(toSeconds seconds: Double) throws(AnimationError) {
    try seekPlayer(toSeconds: seconds)
  }
}
