/// A player whose progress follows a scroll position: a header that collapses as the page
/// scrolls, a card that fades in as it enters the viewport, a story timeline scrubbed by the
/// scroll view. Made by ``ScrollSource/drive(_:over:axis:scrub:)``.
///
/// The player is paused and shows the progress of the scroll through ``range``: 0 before it, 1
/// after it (`fill: both`, in CSS's terms). A timeline fires each event it passes exactly once
/// per crossing, in order and with its direction, however far one scroll change jumps, because
/// following the scroll is seeking. While the range is inactive (nothing to scroll, or insets that
/// leave no view range) the player keeps what it shows.
///
/// The source holds its drivers, and each driver its player, until ``detach()`` or until the
/// source is released; a driver does not keep its source alive.
///
/// ```swift
/// let page = ScrollSource(engine: engine)
/// try page.update(.vertical, ScrollMetrics(offset: 0, viewportLength: 800, contentLength: 3000))
/// let collapse = try page.drive(headerAnimator, over: .scroll(to: .points(200)))
/// try page.scroll(to: 100)       // the header is half collapsed
/// ```
public final class ScrollDriver {
  /// The source that moves the driver, or `nil` once it has been released (a driver does not keep
  /// its source alive: the source holds its drivers).
  public private(set) weak var source: ScrollSource?
  /// The player it drives.
  public let player: any Animating
  /// How the player follows the scroll.
  public private(set) var scrub: ScrollScrub
  var place: ScrollPlace
  /// What the player shows, as a progress from its start (0) to its end (1).
  public private(set) var progress: Double
  /// The progress the scroll asks for; ``progress`` differs from it while catching up.
  public private(set) var targetProgress: Double
  /// The catch-up in flight: where it started, from which progress.
  private var catchUp: (start: Duration, from: Double)?
  var engineSlot = -1
  var engineSequence: UInt64 = 0
  /// The ``AnimationScope`` the driver is in (``ScopedMember``).
  var scopeLink: ScopeLink?

  init(source: ScrollSource, player: any Animating, range: ScrollRange, axis: ScrollAxis, scrub: ScrollScrub) {
    self.source = source
    self.player = player
    self.scrub = scrub
    self.place = ScrollPlace(axis: axis, range: range)
    let shown = player.isReversed ? 1 - player.fractionComplete : player.fractionComplete
    self.progress = shown
    self.targetProgress = shown
  }

  /// The axis whose offset the driver follows.
  public var axis: ScrollAxis { place.axis }
  /// The span of scroll offsets the player runs over.
  public var range: ScrollRange { place.range }
  /// Where ``range`` starts and ends in the source's current geometry, or `nil` while inactive.
  public var offsets: ScrollRange.Offsets? { place.offsets }
  /// Whether the range is active: the player follows the scroll.
  public var isActive: Bool { place.offsets != nil }
  /// Whether the driver is still attached to its source (and the source is alive).
  public var isAttached: Bool { place.isAttached && source != nil }
  /// Whether the player is catching up with the scroll (``ScrollScrub/catchUp(_:)``).
  public var isCatchingUp: Bool { catchUp != nil }

  /// Changes the range the player runs over; the player moves to the progress of the current
  /// offset through the new range (catching up, with ``ScrollScrub/catchUp(_:)``).
  ///
  /// - Parameter range: The new range.
  /// - Complexity: O(n log n) for n followers of the axis, at the next scroll.
  public func setRange(_ range: ScrollRange) {
    place.range = range
    if place.isAttached { source?.resolve(self) }
  }

  /// Changes how the player follows the scroll. A catch-up in flight ends where it is going
  /// when the new mode follows at once.
  ///
  /// - Parameter scrub: The new mode.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"scrub"`
  ///   for a negative catch-up time; nothing changes.
  public func setScrub(_ scrub: ScrollScrub) throws(AnimationError) {
    self.scrub = try scrub.validated()
    if scrub.catchUpTime == nil, catchUp != nil { finishCatchUp() }
  }

  /// Stops following the scroll. The player keeps what it shows, paused, for you to start, finish
  /// or drive otherwise.
  public func detach() {
    if catchUp != nil { finishCatchUp() }
    source?.detach(self)
  }

  /// The scroll offset at which the player shows `progress`, in the source's current geometry.
  ///
  /// - Parameter progress: A progress, 0 at the start of the range and 1 at its end.
  /// - Returns: The offset, or `nil` while the range is inactive.
  public func offset(atProgress progress: Double) -> Double? {
    place.offsets?.offset(atProgress: progress)
  }

  func follow(to offset: Double) {
    guard let offsets = place.offsets else { return }
    let target = min(max(offsets.progress(at: offset), 0), 1)
    let engine = player.engine
    guard let time = scrub.catchUpTime, !engine.reducedMotion.isActive else {
      targetProgress = target
      if catchUp != nil { stopCatchingUp() }
      show(target)
      return
    }
    let now = engine.currentTime
    // Where the catch-up in flight has got to (towards the old target) is where the next starts.
    let from =
      catchUp.map { value(atFraction: fraction(at: now.inSeconds, of: $0, time: time), from: $0.from) } ?? progress
    targetProgress = target
    if from == target {
      if catchUp != nil { stopCatchingUp() }
      show(target)
      return
    }
    catchUp = (now, from)
    engine.register(self)
  }

  /// How far through `catchUp` engine time `seconds` is: 0 at its start, 1 or more once done.
  private func fraction(at seconds: Double, of catchUp: (start: Duration, from: Double), time: Duration) -> Double {
    (seconds - catchUp.start.inSeconds) / time.inSeconds
  }

  /// What a catch-up from `from` shows at fraction `u` of its time.
  private func value(atFraction u: Double, from: Double) -> Double {
    u >= 1 ? targetProgress : from + (targetProgress - from) * ScrollScrub.eased(u)
  }

  /// Shows `value` on the player, paused.
  private func show(_ value: Double) {
    progress = value
    do {
      if player.isRunning { try player.pauseAnimation() }
      try player.setFractionComplete(player.isReversed ? 1 - value : value)
    } catch {
      player.engine.report(error)
    }
  }

  private func stopCatchingUp() {
    catchUp = nil
    player.engine.unregister(self)
  }

  private func finishCatchUp() {
    stopCatchingUp()
    show(targetProgress)
  }
}

extension ScrollDriver: ScrollFollowing {
  func scrolled(from old: ScrollPlace.Side?, to offset: Double) {
    follow(to: offset)
  }
}

extension ScrollDriver: EngineClient {
  func engineUpdate(seconds: Double) -> Bool {
    guard let catchUp, let time = scrub.catchUpTime else { return true }
    let u = fraction(at: seconds, of: catchUp, time: time)
    show(value(atFraction: u, from: catchUp.from))
    return u >= 1
  }

  var engineEndInstant: Duration? {
    guard let catchUp, let time = scrub.catchUpTime else { return nil }
    return catchUp.start + time
  }

  func engineComplete() {
    finishCatchUp()
  }
}

@available(*, unavailable)
extension ScrollDriver: Sendable {}
