import Animator

/// Seed 004: tapping the button inserts a copy of a small view below the button and animates its
/// bounds, centre and colour to fill the screen in cyan over 2 s; the completion runs a 1 s
/// animation that removes the copy. Taps made while copies are still growing overlap.
///
/// The player is the newest copy's 2 s animator. When the scene loads, a first copy is ready but not
/// started (so play, scrub and seek work at once); `tap` starts a new copy, and it becomes the player.
/// Older copies keep growing on their own as time passes.
final class ExpandScene: DemoScene {
  /// One tap's copy and its animator.
  struct Copy {
    /// The copy's number, from 1.
    var number: Int
    /// The copy.
    var layer: Layer
    /// Its 2 s expansion.
    var animator: PropertyAnimator
  }

  let kind = SceneKind.expand
  let clock = ManualClock()
  let engine: AnimationEngine
  let root: Layer
  let windowColor = Color.white
  let log = EventLog()
  let scope = AnimationScope()
  var endedPosition: Double?

  /// The view whose copies expand (the seed's `testView`).
  let testView: Layer
  /// The button the copies go below.
  let button: Layer
  /// Every copy made, oldest first.
  private(set) var copies: [Copy] = []

  /// The expansion's duration.
  static let duration = 2.0
  /// The follow-up's duration.
  static let followUp = 1.0

  init() {
    engine = AnimationEngine(clock: clock)
    root = Layer(name: "view", bounds: phoneScreen, position: phoneScreen.center, backgroundColor: .white)
    testView = Layer(
      name: "testView", bounds: Rect2D(x: 0, y: 0, width: 120, height: 90), position: Point2D(x: 110, y: 230),
      backgroundColor: Color(hex: 0xFF6F3C), cornerRadius: 0)
    button = Layer(
      name: "button", bounds: Rect2D(x: 0, y: 0, width: 160, height: 44), position: Point2D(x: 195, y: 760),
      backgroundColor: Color(hex: 0x007AFF), cornerRadius: 22,
      contents: .text("Expand", color: .white, fontSize: 17))
    root.addSublayer(testView)
    root.addSublayer(button)
    prepareCopy()
  }

  /// The seed's `animate()` up to the animation: a copy of the test view below the button, and an
  /// animator (not started) that expands it.
  @discardableResult
  private func prepareCopy() -> Copy {
    let number = (copies.last?.number ?? 0) + 1
    // let animatedView = UIView(frame: testView.bounds); animatedView.center = testView.center
    let copy = Layer(name: "copy\(number)", bounds: testView.bounds, position: testView.position)
    copy.backgroundColor = testView.backgroundColor
    root.insertSublayer(copy, below: button)
    let engine = engine
    let animator = scope.add {
      PropertyAnimator(duration: .seconds(Self.duration), curve: .easeInOut, engine: engine)
    }
    animator.scrubsLinearly = false
    let screen = phoneScreen
    setUp(log) { () throws(AnimationError) in
      try animator.addAnimations {
        copy.bounds = Rect2D(origin: .zero, size: screen.size)
        copy.position = screen.center
        copy.backgroundColor = .cyan
      }
    }
    let (log, scope) = (log, scope)
    animator.addCompletion { [weak self] position in
      if self?.copies.last?.animator === animator { self?.recordEnd(position) }
      log.add("copy\(number) completion ran at \(position): 1 s follow-up removes it")
      // UIView.animate(withDuration: 1.0) { animatedView.removeFromSuperview() }
      scope.add {
        _ = try? engine.animate(
          withDuration: Self.followUp, animations: { copy.removeFromSuperlayer() },
          completion: { _ in log.add("copy\(number) follow-up finished") })
      }
    }
    let entry = Copy(number: number, layer: copy, animator: animator)
    copies.append(entry)
    return entry
  }

  /// Makes a new copy ready, not started, as the player: what `play` does after the last run ended.
  func prepareNextCopy() {
    prepareCopy()
    endedPosition = nil
  }

  /// The newest copy: the player's.
  var newest: Copy? { copies.last }

  var player: any Animating { copies[copies.count - 1].animator }

  func scopeName(of player: any Animating) -> String? {
    copies.last { $0.animator === player }.map { "copy\($0.number)" }
  }
  var length: SceneLength { .finite(Self.duration) }

  var lanes: [Lane] {
    guard let copy = newest else { return [] }
    let name = "copy\(copy.number)"
    let removal = Lane.Segment(
      start: Self.duration, end: Self.duration + Self.followUp, label: "removed, 1 s follow-up"
    ) { $0 }
    return [
      Lane(
        label: "\(name).bounds",
        segments: [Lane.segment(start: 0, duration: 2, "easeInOut → 390×844", curve: .easeInOut)]),
      Lane(label: "\(name).position", segments: [Lane.segment(start: 0, duration: 2, "→ centre", curve: .easeInOut)]),
      Lane(label: "\(name).background", segments: [Lane.segment(start: 0, duration: 2, "→ cyan", curve: .easeInOut)]),
      Lane(label: "\(name) follow-up", segments: [removal]),
    ]
  }

  var watched: [WatchedProperty] {
    guard let copy = newest?.layer else { return [] }
    return [
      WatchedProperty("\(copy.name).bounds", copy.$bounds, Format.value),
      WatchedProperty("\(copy.name).position", copy.$position, Format.value),
      WatchedProperty("\(copy.name).background", copy.$backgroundColor, Format.value),
    ]
  }

  /// Copies other than the newest whose expansion is still running or paused.
  var olderCopiesMoving: Int {
    copies.dropLast().filter { $0.animator.state != .inactive }.count
  }

  func tap() -> TapOutcome {
    let copy: Copy
    if let newest, newest.animator.state == .inactive, endedPosition == nil {
      copy = newest
    } else {
      copy = prepareCopy()
      endedPosition = nil
    }
    do {
      try copy.animator.startAnimation()
    } catch {
      return .handled("copy\(copy.number) could not start: \(error)")
    }
    let others = olderCopiesMoving
    let overlap = others == 0 ? "" : " (\(others) older cop\(others == 1 ? "y" : "ies") still growing)"
    return .handled("tapped: copy\(copy.number) expands over 2 s\(overlap)")
  }

  func refusal(for action: PlayerAction) -> String? { nil }

  func seek(toSeconds seconds: Double) throws(AnimationError) {
    try seekPlayer(toSeconds: seconds)
  }
}
