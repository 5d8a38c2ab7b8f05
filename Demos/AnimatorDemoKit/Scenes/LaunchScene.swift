import Animator

/// Seed 002: Twitter's launch. The app's root view is masked by the logo (60 pt) on the launch
/// screen's yellow, with a white veil on top; after 1 s the mask's bounds go 60 → 50 → 2000 pt in 1 s
/// (key times 0, 0.5, 1; ease-in-ease-out then ease-out) and the mask is removed when it ends; the
/// veil fades out in 0.1 s after 1.35 s (ease-in) and is removed; the root view bumps to 1.05 in
/// 0.25 s after 1.3 s, and its completion eases it back in 0.3 s.
///
/// One ``Timeline`` holds it all: the keyframes as a tween at 1 s (`beginTime = now + 1`), the
/// `UIView.animate` calls as tweens at their delays, the chained animation right after the bump,
/// and the removals as callbacks, which put the layer back when the playhead crosses them going
/// back. The timeline is the player.
final class LaunchScene: DemoScene {
  let kind = SceneKind.launch
  let clock = ManualClock()
  let engine: AnimationEngine
  /// The window: the launch screen's colour behind the root view.
  let root: Layer
  let windowColor = Color(red: 241 / 255, green: 196 / 255, blue: 15 / 255)
  let log = EventLog()
  let scope = AnimationScope()
  var endedPosition: Double?

  /// The navigation controller's view, masked by the logo.
  let rootView: Layer
  /// The mask: the logo.
  let mask: Layer
  /// The white view in front of everything (the seed's `maskBgView`).
  let veil: Layer
  /// The run.
  let timeline: Timeline
  /// The timeline's children that change values, for the `timeline` command.
  private var children: [String: TimelineChild] = [:]

  /// When the mask starts (`beginTime = CACurrentMediaTime() + 1`) and how long it runs.
  static let maskBegin = 1.0
  /// The mask animation's duration.
  static let maskDuration = 1.0
  /// The veil's delay and duration.
  static let veilDelay = 1.35
  /// The veil's duration.
  static let veilDuration = 0.1
  /// The bump's delay, duration, and the duration of the way back.
  static let bumpDelay = 1.3
  /// The bump's duration.
  static let bumpDuration = 0.25
  /// The chained animation back to the identity.
  static let backDuration = 0.3
  /// The whole run.
  static let duration = 2.0

  /// The mask's bounds: 60 → 50 → 2000 pt at key times 0, 0.5, 1.
  static let maskFrames: [Double] = [60, 50, 2000]

  init() {
    engine = AnimationEngine(clock: clock)
    let screen = phoneScreen
    root = Layer(name: "window", bounds: screen, position: screen.center, backgroundColor: windowColor)
    rootView = Layer(name: "rootView", bounds: screen, position: screen.center, backgroundColor: .white)
    let navigationBar = Layer(
      name: "navigationBar", bounds: Rect2D(x: 0, y: 0, width: 390, height: 96), position: Point2D(x: 195, y: 48),
      backgroundColor: Color(hex: 0xF5F8FA))
    let title = Layer(
      name: "navigationTitle", bounds: Rect2D(x: 0, y: 0, width: 120, height: 30), position: Point2D(x: 195, y: 70),
      contents: .text("Home", color: .black, fontSize: 17))
    navigationBar.addSublayer(title)
    rootView.addSublayer(navigationBar)
    for row in 0..<6 {
      let y = 150 + Double(row) * 112
      let card = Layer(
        name: "tweet\(row + 1)", bounds: Rect2D(x: 0, y: 0, width: 358, height: 96), position: Point2D(x: 195, y: y),
        backgroundColor: Color(hex: 0xE1E8ED), cornerRadius: 12)
      let avatar = Layer(
        name: "avatar\(row + 1)", bounds: Rect2D(x: 0, y: 0, width: 48, height: 48), position: Point2D(x: 40, y: 48),
        backgroundColor: Color(hex: 0x1DA1F2), cornerRadius: 24)
      card.addSublayer(avatar)
      rootView.addSublayer(card)
    }
    // navigationController.view.layer.mask: the logo, 60 × 60, centred.
    mask = Layer(
      name: "mask", bounds: Rect2D(x: 0, y: 0, width: 60, height: 60), position: screen.center,
      contents: .logo(.black))
    rootView.mask = mask
    // maskBgView: a white view in front of the root view's content.
    veil = Layer(name: "veil", bounds: screen, position: screen.center, backgroundColor: .white)
    rootView.addSublayer(veil)
    root.addSublayer(rootView)
    let engine = engine
    timeline = scope.add { Timeline(engine: engine, name: "launch") }
    scope.add { animate() }
  }

  private func animate() {
    let (rootView, mask, veil, log, timeline) = (self.rootView, self.mask, self.veil, self.log, self.timeline)
    setUp(log) { () throws(AnimationError) in
      // CAKeyframeAnimation(keyPath: "bounds"): values, keyTimes [0, 0.5, 1], per-segment curves,
      // beginTime = now + 1, fillMode = forwards.
      let bounds = try Keyframes(
        values: Self.maskFrames.map { Rect2D(x: 0, y: 0, width: $0, height: $0) }, keyTimes: [0, 0.5, 1],
        timingCurves: [.easeInOut, .easeOut])
      // A CAKeyframeAnimation runs its keyframes over linear time; their curves shape the segments.
      children["mask"] = try timeline.addTween(
        duration: Self.maskDuration, curve: .linear, at: .at(Self.maskBegin), name: "mask"
      ) { mask.$bounds.animate(through: bounds) }
      // animationDidStop: remove the mask.
      try timeline.addCallback(at: .afterPrevious(), name: "remove mask") { direction in
        rootView.mask = direction == .forward ? nil : mask
        log.add(direction == .forward ? "animationDidStop: mask removed" : "mask put back")
      }
      // UIView.animate(withDuration: 0.1, delay: 1.35, options: .curveEaseIn) { maskBgView.alpha = 0 }
      children["veil"] = try timeline.addTween(
        duration: Self.veilDuration, curve: .easeIn, at: .at(Self.veilDelay), name: "veil"
      ) { veil.opacity = 0 }
      // completion: { finished in maskBgView.removeFromSuperview() }
      try timeline.addCallback(at: .afterPrevious(), name: "remove veil") { direction in
        if direction == .forward { veil.removeFromSuperlayer() } else { rootView.addSublayer(veil) }
        log.add(direction == .forward ? "veil faded out: removed from its superview" : "veil put back")
      }
      // UIView.animate(withDuration: 0.25, delay: 1.3, options: .transitionNone) { scale 1.05 }
      let bump = try timeline.addTween(
        duration: Self.bumpDuration, curve: .easeInOut, at: .at(Self.bumpDelay), name: "bump"
      ) { rootView.transform = AffineTransform2D(scaleX: 1.05, y: 1.05) }
      bump.onComplete = { _ in log.add("bump ended: its completion eases back to 1.0") }
      children["bump"] = bump
      // ... completion: UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseInOut) { .identity }
      children["back"] = try timeline.addTween(
        duration: Self.backDuration, curve: .easeInOut, at: .afterPrevious(), name: "back"
      ) { rootView.transform = .identity }
    }
    timeline.addCompletion { [weak self] position in
      self?.recordEnd(position)
      log.add("launch ended at \(position)")
    }
  }

  var player: any Animating { timeline }
  var length: SceneLength { .finite(Self.duration) }

  var lanes: [Lane] {
    guard let maskChild = children["mask"], let veilChild = children["veil"], let bump = children["bump"],
      let back = children["back"]
    else { return [] }
    let (first, last) = (Self.maskFrames.min() ?? 0, Self.maskFrames.max() ?? 1)
    let keyframes = try? Keyframes(
      values: Self.maskFrames, keyTimes: [0, 0.5, 1], timingCurves: [.easeInOut, .easeOut])
    let interval = maskChild.activeInterval
    let maskSegment = Lane.Segment(
      start: interval.lowerBound, end: interval.upperBound, label: "keyframes 60 → 50 → 2000"
    ) { time in ((keyframes?.value(at: time) ?? last) - first) / (last - first) }
    return [
      Lane(label: "mask.bounds", segments: [maskSegment]),
      Lane(label: "veil.opacity", segments: [Lane.segment(child: veilChild, "easeIn → 0", curve: .easeIn)]),
      Lane(
        label: "rootView.transform",
        segments: [
          Lane.segment(child: bump, "→ 1.05", curve: .easeInOut),
          Lane.segment(child: back, "chained → 1", curve: .easeInOut),
        ]),
    ]
  }

  var watched: [WatchedProperty] {
    [
      WatchedProperty("mask.bounds", mask.$bounds, Format.value),
      WatchedProperty("veil.opacity", veil.$opacity, Format.value),
      WatchedProperty("rootView.transform", rootView.$transform, Format.value),
    ]
  }

  func tap() -> TapOutcome { .replay }

  func refusal(for action: PlayerAction) -> String? { nil }

  func seek(toSeconds seconds: Double) throws(AnimationError) {
    try seekPlayer(toSeconds: seconds)
  }
}
