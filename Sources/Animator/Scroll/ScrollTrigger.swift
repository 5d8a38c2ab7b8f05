/// A range of scroll offsets that acts on a player when the scroll crosses its ends (GSAP's
/// ScrollTrigger with `toggleActions`): play a card's entrance when it scrolls into view, reverse
/// it when it scrolls back out. Made by ``ScrollSource/trigger(_:over:axis:actions:)``.
///
/// A scroll change that jumps over the whole range crosses both ends, in order: enter then leave
/// forwards, enter back then leave back backwards, each with its action and its event.
///
/// ```swift
/// let reveal = page.trigger(cardAnimator, over: .trigger(card), actions: try ScrollToggleActions("play none none reverse"))
/// let watching = reveal.observe { event in print(event.crossing) }
/// ```
public final class ScrollTrigger {
  /// The source that moves the trigger, or `nil` once it has been released (a trigger does not
  /// keep its source alive: the source holds its triggers).
  public private(set) weak var source: ScrollSource?
  /// The player it acts on, if any (a trigger may only report its crossings).
  public let player: (any Animating)?
  /// What it does at each crossing.
  public var actions: ScrollToggleActions
  var place: ScrollPlace
  private var observers: [EventObserver<ScrollTriggerEvent>] = []
  /// The ``AnimationScope`` the trigger is in (``ScopedMember``).
  var scopeLink: ScopeLink?

  init(
    source: ScrollSource, player: (any Animating)?, range: ScrollRange, axis: ScrollAxis, actions: ScrollToggleActions
  ) {
    self.source = source
    self.player = player
    self.actions = actions
    self.place = ScrollPlace(axis: axis, range: range)
    // A trigger starts before its range, so one attached to a page already scrolled into it (or
    // past it) crosses in at once, as GSAP's does.
    place.side = .before
  }

  /// The axis whose offset the trigger watches.
  public var axis: ScrollAxis { place.axis }
  /// The span of scroll offsets between its two ends.
  public var range: ScrollRange { place.range }
  /// Where ``range`` starts and ends in the source's current geometry, or `nil` while inactive.
  public var offsets: ScrollRange.Offsets? { place.offsets }
  /// Whether the scroll is inside the range.
  public var isInside: Bool { place.side == .inside }
  /// Whether the trigger is still attached to its source (and the source is alive).
  public var isAttached: Bool { place.isAttached && source != nil }

  /// Changes the range. The trigger crosses what the change moves it over, as a scroll would.
  ///
  /// - Parameter range: The new range.
  public func setRange(_ range: ScrollRange) {
    place.range = range
    if place.isAttached { source?.resolve(self) }
  }

  /// Stops watching the scroll; the player keeps its state.
  public func detach() {
    source?.detach(self)
  }

  /// Calls `handler` at each crossing, after its action, until the observation is cancelled or
  /// released.
  ///
  /// - Parameter handler: Called with each crossing.
  /// - Returns: The observation; keep it as long as you want events.
  public func observe(_ handler: @escaping (ScrollTriggerEvent) -> Void) -> AnimationObservation {
    let observer = EventObserver(forwardingTo: handler)
    observers.append(observer)
    return AnimationObservation(observer: observer)
  }

  private func cross(_ crossing: ScrollCrossing, at offset: Double) {
    if let player { Self.perform(actions[crossing], on: player) }
    if EventObserver.deliver(ScrollTriggerEvent(crossing: crossing, offset: offset), to: observers) {
      observers.removeAll { $0.isCancelled }
    }
  }

  /// Performs `action` on `player`; an action the player refuses is reported to its engine.
  static func perform(_ action: ScrollToggleAction, on player: any Animating) {
    do {
      switch action {
      case .play:
        if player.isReversed { try player.setReversed(false) }
        if !player.isRunning { try player.startAnimation() }
      case .pause:
        if player.isRunning { try player.pauseAnimation() }
      case .resume:
        if player.state == .active && !player.isRunning { try player.startAnimation() }
      case .reverse:
        if !player.isReversed { try player.setReversed(true) }
        if !player.isRunning { try player.startAnimation() }
      case .restart:
        try player.restart(includeDelay: false)
      case .reset:
        if player.isRunning { try player.pauseAnimation() }
        try player.setFractionComplete(player.isReversed ? 1 : 0)
      case .complete:
        if player.isRunning { try player.pauseAnimation() }
        try player.setFractionComplete(player.isReversed ? 0 : 1)
      case .none:
        break
      }
    } catch {
      player.engine.report(error)
    }
  }
}

extension ScrollTrigger: ScrollFollowing {
  func scrolled(from old: ScrollPlace.Side?, to offset: Double) {
    // A range that was inactive (nothing to scroll yet, say) and becomes active crosses from before
    // it, as a trigger attached to a page already scrolled does.
    let old = old ?? .before
    guard let new = place.side, old != new else { return }
    if new > old {
      if old == .before { cross(.enter, at: offset) }
      if new == .after { cross(.leave, at: offset) }
    } else {
      if old == .after { cross(.enterBack, at: offset) }
      if new == .before { cross(.leaveBack, at: offset) }
    }
  }
}

@available(*, unavailable)
extension ScrollTrigger: Sendable {}
