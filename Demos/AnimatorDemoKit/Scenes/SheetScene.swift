import Animator

/// The interactive scene: a sheet dragged between three snap points (open, half, closed), as the
/// interactive transitions of WWDC 2017's "Advanced Animations with UIKit", with today's public API.
///
/// - A drag scrubs a paused linear ``PropertyAnimator`` that spans every place the sheet can be
///   shown: past the first and last snap points ``RubberBand`` resists the finger (UIScrollView's
///   formula), so the sheet never gets a screen's height past them.
/// - A release picks the snap point nearest to where the throw would coast
///   (``SnapPoints/target(releasedAt:velocity:decelerationRate:)``), then hands the finger's
///   velocity over: a new animator towards that point, paused and continued with
///   `continueAnimation(withTimingParameters: .curve(.spring(…)), durationFactor: 0)`, whose
///   spring curve starts at the release velocity in points per second over the distance left
///   (`normalizedVelocity(from:to:)`).
///
/// The sheet moves vertically, so a drag's `dx` and a release's `vx` move nothing. The player is the
/// newest animator: the intro (the sheet rises to half open), the drag's scrub or the release.
final class SheetScene: DemoScene {
  let kind = SceneKind.sheet
  let clock = ManualClock()
  let engine: AnimationEngine
  let root: Layer
  let windowColor = Color(hex: 0x1C1C1E)
  let log = EventLog()
  let scope = AnimationScope()
  var endedPosition: Double?

  /// The sheet: as tall as the screen, its top edge where it is open to.
  let sheet: Layer

  /// The sheet's top edge at the snap points: open, half open, closed (a 120-point peek).
  static let snapTops = [80.0, 422, 724]
  /// The names of the snap points, in the order of ``snapTops``.
  static let snapNames = ["open", "half", "closed"]
  /// The run of the intro, the scrub and the nominal run of a release, in seconds.
  static let duration = 1.0
  /// The spring a release hands the velocity to.
  static let spring = Spring.snappy

  /// The resistance past the first and last snap points, for a view the screen's height (`nil`
  /// only if the library refused these constants).
  static let band = try? RubberBand(dimension: phoneScreen.size.height)
  /// The snap points (`nil` only if the library refused these constants).
  static let snaps = try? SnapPoints(snapTops)
  /// What `drag` and `release` say if the constants were refused.
  static let unavailable = "the sheet's rubber band or snap points could not be made"
  /// The tops the drag's scrub animator spans: every top the band can show, and a little more.
  let span: ClosedRange<Double>

  /// The newest animator: the player.
  private(set) var animator: PropertyAnimator
  /// What the player does, for `timeline`.
  private(set) var phase = Phase.intro
  /// Where the finger has put the sheet's top, unbanded, while a drag is under way.
  private(set) var fingerTop: Double?
  /// The last move of the live view's ↑ or ↓ key, in points: what a key release moves at.
  var lastKeyStep = 0.0

  /// What the player animator is doing.
  enum Phase: Equatable {
    /// The sheet rises from closed to half open (not started when the scene loads).
    case intro
    /// A drag scrubs the animator.
    case drag
    /// A release springs to the snap point of this name.
    case release(String)
  }

  init() {
    engine = AnimationEngine(clock: clock)
    root = Layer(name: "view", bounds: phoneScreen, position: phoneScreen.center, backgroundColor: Color(hex: 0x1C1C1E))
    sheet = Layer(
      name: "sheet", bounds: phoneScreen, position: Point2D(x: phoneScreen.center.x, y: 0), backgroundColor: .white,
      cornerRadius: 16)
    root.addSublayer(sheet)
    sheet.addSublayer(
      Layer(
        name: "grabber", bounds: Rect2D(x: 0, y: 0, width: 40, height: 5),
        position: Point2D(x: phoneScreen.center.x, y: 10),
        backgroundColor: Color(hex: 0xC7C7CC), cornerRadius: 2.5))
    sheet.addSublayer(
      Layer(
        name: "title", bounds: Rect2D(x: 0, y: 0, width: 300, height: 40),
        position: Point2D(x: phoneScreen.center.x, y: 50),
        contents: .text("Drag me", color: Color(hex: 0x3C3C43), fontSize: 24)))
    let height = phoneScreen.size.height
    span = (Self.snapTops[0] - height)...(Self.snapTops[2] + height)
    // UIKit's default spring, UISpringTimingParameters(): critically damped, fitted to the
    // animator's duration (a damping ratio of 1 is always accepted).
    let engine = engine
    let intro = scope.add {
      PropertyAnimator(
        duration: .seconds(Self.duration), timingParameters: (try? .spring(dampingRatio: 1)) ?? .default,
        engine: engine)
    }
    animator = intro
    sheet.position.y = Self.positionY(forTop: Self.snapTops[2])
    let sheet = sheet
    let half = Self.positionY(forTop: Self.snapTops[1])
    setUp(log) { () throws(AnimationError) in try intro.addAnimations { sheet.position.y = half } }
    watchCompletion(of: animator, "intro")
  }

  /// The sheet's position for a top edge: its centre is half a screen below it.
  static func positionY(forTop top: Double) -> Double { top + phoneScreen.size.height / 2 }

  /// The top edge the sheet shows now.
  var shownTop: Double { sheet.$position.presentationValue.y - phoneScreen.size.height / 2 }

  /// The name of the snap point at `top`, or the top in points.
  static func name(ofTop top: Double) -> String {
    snapTops.firstIndex(of: top).map { snapNames[$0] } ?? "\(Format.fixed(top, 1))"
  }

  var player: any Animating { animator }

  func scopeName(of player: any Animating) -> String? { player === animator ? "sheet" : nil }
  var length: SceneLength { .finite(Self.duration) }

  var lanes: [Lane] {
    let label: String
    let curve: TimingCurve
    switch phase {
    case .intro:
      label = "closed → half (critically damped spring)"
      curve = .linear
    case .drag:
      label = "scrubbed by the finger, rubber band past open and closed"
      curve = .linear
    case .release(let name):
      label = "spring → \(name), with the release velocity"
      curve = .linear
    }
    return [
      Lane(label: "sheet.position", segments: [Lane.segment(start: 0, duration: Self.duration, label, curve: curve)])
    ]
  }

  var watched: [WatchedProperty] {
    [WatchedProperty("sheet.position", sheet.$position, Format.value)]
  }

  func tap() -> TapOutcome {
    .none("the sheet has no button: drag it (\"drag 0 -200\") and let go (\"release 0 -800\")")
  }

  func refusal(for action: PlayerAction) -> String? {
    guard fingerTop != nil else { return nil }
    switch action {
    case .scrub, .pause: return nil
    default: return "the finger holds the sheet: type \"release VX VY\" first"
    }
  }

  func seek(toSeconds seconds: Double) throws(AnimationError) {
    try seekPlayer(toSeconds: seconds)
  }

  /// Logs the animator's completion and records where it ended, while it is the player.
  private func watchCompletion(of animator: PropertyAnimator, _ what: String) {
    let log = log
    let sheet = sheet
    animator.addCompletion { [weak self] position in
      guard let self, self.animator === animator else { return }
      self.recordEnd(position)
      let top = sheet.position.y - phoneScreen.size.height / 2
      let outcome = position == .current ? "the finger caught it at" : "the sheet rests at"
      log.add("\(what) completion ran at \(position): \(outcome) \(Self.name(ofTop: top))")
    }
  }

  /// Ends the player where it shows the sheet now, so that its model value is the value shown.
  private func settlePlayer() throws(AnimationError) {
    guard animator.state != .inactive else { return }
    if animator.state == .active { try animator.stopAnimation(false) }
    try animator.finishAnimation(at: .current)
  }

  /// A finger moves the sheet by `dy` points (`dx` moves nothing): the first drag catches the sheet
  /// where it is shown, even mid-flight or past an edge; every drag scrubs the paused animator to
  /// the banded position.
  ///
  /// - Parameter dy: The finger's vertical move, in points.
  /// - Returns: What the finger and the sheet did.
  /// - Throws: ``AnimationError`` if an animator refuses.
  func drag(dy: Double) throws(AnimationError) -> String {
    guard let band = Self.band else { return Self.unavailable }
    var caught = ""
    if fingerTop == nil {
      let shown = min(max(shownTop, span.lowerBound + 1), span.upperBound - 1)
      try settlePlayer()
      // A sheet past an edge is where the band put it: the finger is further out.
      let finger = try band.unbandedValue(shown, in: Self.snapTops[0]...Self.snapTops[2])
      let scrub = scope.add { PropertyAnimator(duration: .seconds(Self.duration), curve: .linear, engine: engine) }
      let sheet = sheet
      let start = Self.positionY(forTop: span.lowerBound)
      let end = Self.positionY(forTop: span.upperBound)
      sheet.position.y = start
      try scrub.addAnimations { sheet.position.y = end }
      try scrub.pauseAnimation()
      animator = scrub
      phase = .drag
      endedPosition = nil
      fingerTop = finger
      caught = "caught the sheet at \(Format.fixed(shown, 1)); "
    }
    let finger = (fingerTop ?? 0) + dy
    fingerTop = finger
    let banded = try band.value(finger, in: Self.snapTops[0]...Self.snapTops[2])
    try animator.setFractionComplete((banded - span.lowerBound) / (span.upperBound - span.lowerBound))
    let past =
      finger < Self.snapTops[0]
      ? ", \(Format.fixed(Self.snapTops[0] - finger, 1)) past open: the band holds it at \(Format.fixed(banded, 1))"
      : finger > Self.snapTops[2]
        ? ", \(Format.fixed(finger - Self.snapTops[2], 1)) past closed: the band holds it at \(Format.fixed(banded, 1))"
        : ""
    return "\(caught)finger at top \(Format.fixed(finger, 1))\(past)"
  }

  /// The finger lets go moving at `vy` points per second: the sheet goes to the snap point nearest
  /// to where the throw would coast, on a spring that starts at exactly that velocity.
  ///
  /// - Parameter vy: The finger's vertical velocity, in points per second (down is positive).
  /// - Returns: The lines that say where it goes and with what velocity.
  /// - Throws: ``AnimationError`` if an animator refuses or the velocity is not finite.
  func release(vy: Double) throws(AnimationError) -> [String] {
    guard let snaps = Self.snaps else { return [Self.unavailable] }
    guard fingerTop != nil else { return ["nothing to release: drag the sheet first, like \"drag 0 -200\""] }
    let shown = shownTop
    let index = try snaps.index(releasedAt: shown, velocity: vy)
    let target = Self.snapTops[index]
    try settlePlayer()
    fingerTop = nil
    let normalized = try vy.normalizedVelocity(from: shown, to: target)
    let timing = TimingParameters.curve(try .spring(Self.spring, initialVelocity: normalized))
    let run = scope.add { PropertyAnimator(duration: .seconds(Self.duration), curve: .linear, engine: engine) }
    let sheet = sheet
    let goal = Self.positionY(forTop: target)
    try run.addAnimations { sheet.position.y = goal }
    // UIKit's hand-off: pause, then continue with spring parameters that carry the velocity.
    try run.pauseAnimation()
    try run.continueAnimation(withTimingParameters: timing, durationFactor: 0)
    animator = run
    watchCompletion(of: run, "release")
    phase = .release(Self.snapNames[index])
    endedPosition = nil
    let coast = shown + project(velocity: vy)
    return [
      "released at top \(Format.fixed(shown, 1)) moving \(Format.fixed(vy, 0)) pt/s: it would coast to "
        + "\(Format.fixed(coast, 1)), nearest \(Self.snapNames[index]) (\(Format.fixed(target, 0)))",
      "spring hands over \(Format.fixed(vy, 0)) pt/s over \(Format.fixed(target - shown, 1)) pt to go: "
        + "normalised \(Format.fixed(normalized, 3)), settles in \(Format.seconds(Self.spring.settlingDuration(initialVelocity: normalized)))",
    ]
  }
}
