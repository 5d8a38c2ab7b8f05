/// A scroll view as the animations see it: its offset, viewport and content along each axis,
/// which the host reports as they change, and the players it drives.
///
/// The host owns the scrolling (UIKit's `scrollViewDidScroll`, SwiftUI's
/// `onScrollGeometryChange`, a game's camera, a terminal's arrow keys) and tells the source where
/// it is; the source moves every ``ScrollDriver`` and ``ScrollTrigger`` that the change reaches,
/// in the order the scroll meets them.
///
/// ```swift
/// let page = ScrollSource(engine: engine)
/// try page.update(.vertical, ScrollMetrics(offset: 0, viewportLength: 800, contentLength: 3000))
/// let card = try ViewSubject(start: 1200, length: 300)
/// let fade = try page.drive(cardAnimator, over: .view(card, .entry))
/// try page.scroll(to: 550)       // the card is half way in: fade shows progress 0.5
/// ```
///
/// - Complexity: A change of offset costs O(log n + k log k) for n followers on the axis, of which
///   k are inside their range at the old offset or have a range end between the two offsets; the
///   others show the same at both offsets and are not visited. A change of viewport or content
///   length works out every range of the axis again, O(n log n).
public final class ScrollSource {
  /// The engine whose players the source drives; catch-ups run on its time.
  public let engine: AnimationEngine
  private var verticalMetrics: ScrollMetrics
  private var horizontalMetrics: ScrollMetrics
  private let verticalIndex = ScrollIndex()
  private let horizontalIndex = ScrollIndex()
  /// Whether followers are being moved: a change reported meanwhile waits until they are done.
  private var isMoving = false
  private var pending: [(ScrollAxis, ScrollMetrics)] = []

  /// Makes a source with the given metrics.
  ///
  /// - Parameters:
  ///   - engine: The engine of the players it will drive.
  ///   - vertical: The vertical metrics. Defaults to ``ScrollMetrics/zero``, nothing to scroll.
  ///   - horizontal: The horizontal metrics. Defaults to ``ScrollMetrics/zero``.
  public init(engine: AnimationEngine, vertical: ScrollMetrics = .zero, horizontal: ScrollMetrics = .zero) {
    self.engine = engine
    self.verticalMetrics = vertical
    self.horizontalMetrics = horizontal
  }

  /// The metrics the host last reported for `axis`.
  ///
  /// - Parameter axis: An axis.
  /// - Returns: Its metrics.
  public func metrics(_ axis: ScrollAxis) -> ScrollMetrics {
    axis == .vertical ? verticalMetrics : horizontalMetrics
  }

  /// The vertical offset the host last reported.
  public var offset: Double { verticalMetrics.offset }

  /// The drivers and triggers on `axis`, in the order they were attached.
  ///
  /// - Parameter axis: An axis.
  /// - Returns: How many there are.
  public func followerCount(_ axis: ScrollAxis) -> Int { index(axis).followers.count }

  /// Reports new metrics for `axis`: a scroll, a resize, or new content.
  ///
  /// - Parameters:
  ///   - axis: The axis.
  ///   - metrics: Its metrics now.
  /// - Complexity: See ``ScrollSource``.
  public func update(_ axis: ScrollAxis, _ metrics: ScrollMetrics) {
    guard !isMoving else {
      pending.append((axis, metrics))
      return
    }
    isMoving = true
    defer { isMoving = false }
    apply(axis, metrics)
    while !pending.isEmpty {
      let (nextAxis, next) = pending.removeFirst()
      apply(nextAxis, next)
    }
  }

  /// Reports a scroll to `offset` along `axis`, the viewport and content unchanged.
  ///
  /// - Parameters:
  ///   - offset: The new offset: any finite number (overscroll reads as the nearest end).
  ///   - axis: The axis. Defaults to ``ScrollAxis/vertical``.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"offset"`
  ///   for NaN or an infinity; nothing changes.
  /// - Complexity: See ``ScrollSource``.
  public func scroll(to offset: Double, axis: ScrollAxis = .vertical) throws(AnimationError) {
    update(axis, try metrics(axis).scrolled(to: offset))
  }

  /// Reports a scroll by `delta` along `axis`, kept within the scrollable distance (a terminal or
  /// a game scrolling by steps has no overscroll).
  ///
  /// - Parameters:
  ///   - delta: How far to scroll: positive is forwards.
  ///   - axis: The axis. Defaults to ``ScrollAxis/vertical``.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"delta"`
  ///   for NaN or an infinity; nothing changes.
  public func scroll(by delta: Double, axis: ScrollAxis = .vertical) throws(AnimationError) {
    try AnimationError.requireFinite(delta, "delta")
    let current = metrics(axis)
    let target = min(max(current.clampedOffset + delta, 0), current.maximumOffset)
    update(axis, try current.scrolled(to: target))
  }

  /// Drives `player` from the scroll along `axis`: its progress follows the offset's progress
  /// through `range`.
  ///
  /// The player is paused and moved at once to the progress of the current offset (or starts
  /// catching up with it, with ``ScrollScrub/catchUp(_:)``). An inactive player becomes active
  /// and paused, as setting its `fractionComplete` makes it.
  ///
  /// - Parameters:
  ///   - player: The player: an animator, a timeline, a spring, a decay or a fling, or a player
  ///     of your own. It must belong to the source's engine.
  ///   - range: The offsets it runs over.
  ///   - axis: The axis. Defaults to ``ScrollAxis/vertical``.
  ///   - scrub: How it follows. Defaults to ``ScrollScrub/immediate``.
  /// - Returns: The driver, which the source keeps until ``ScrollDriver/detach()``.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"player"`
  ///   for a player of another engine, or `"scrub"` for a negative catch-up time;
  ///   ``AnimationError/invalidAction(_:state:)`` for a stopped player. Nothing changes.
  public func drive(
    _ player: any Animating, over range: ScrollRange, axis: ScrollAxis = .vertical, scrub: ScrollScrub = .immediate
  ) throws(AnimationError) -> ScrollDriver {
    try requireOwnEngine(player)
    let scrub = try scrub.validated()
    if player.state == .stopped { throw .invalidAction(.setFractionComplete, state: .stopped) }
    let driver = ScrollDriver(source: self, player: player, range: range, axis: axis, scrub: scrub)
    index(axis).attach(driver, metrics: metrics(axis))
    // Inside `AnimationScope.add { }`, the scope holds the driver from now on.
    AnimationScope.collect(driver)
    return driver
  }

  /// Watches the scroll along `axis` cross the ends of `range`, and performs `actions` on
  /// `player` at each crossing.
  ///
  /// A page already scrolled into the range (or past it) crosses in at once, as GSAP's triggers
  /// do on load; so does one whose range becomes active (content grows to scroll) there.
  ///
  /// - Parameters:
  ///   - player: The player to act on, or `nil` to only report crossings
  ///     (``ScrollTrigger/observe(_:)``).
  ///   - range: The range: usually ``ScrollRange/trigger(_:start:end:)``.
  ///   - axis: The axis. Defaults to ``ScrollAxis/vertical``.
  ///   - actions: What to do at each crossing. Defaults to ``ScrollToggleActions/playOnEnter``.
  /// - Returns: The trigger, which the source keeps until ``ScrollTrigger/detach()``.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"player"`
  ///   for a player of another engine; nothing changes.
  public func trigger(
    _ player: (any Animating)?, over range: ScrollRange, axis: ScrollAxis = .vertical,
    actions: ScrollToggleActions = .playOnEnter
  ) throws(AnimationError) -> ScrollTrigger {
    if let player { try requireOwnEngine(player) }
    let trigger = ScrollTrigger(source: self, player: player, range: range, axis: axis, actions: actions)
    index(axis).attach(trigger, metrics: metrics(axis))
    // Inside `AnimationScope.add { }`, the scope holds the trigger from now on.
    AnimationScope.collect(trigger)
    return trigger
  }

  private func requireOwnEngine(_ player: any Animating) throws(AnimationError) {
    guard player.engine === engine else {
      throw .invalidArgument(
        parameter: "player", value: "\(type(of: player))", requirement: .other("a player of the source's engine"))
    }
  }

  /// How many followers the moves along `axis` have visited so far (for the tests that check what
  /// a move visits).
  func visitCount(_ axis: ScrollAxis) -> Int { index(axis).visitCount }

  private func index(_ axis: ScrollAxis) -> ScrollIndex {
    axis == .vertical ? verticalIndex : horizontalIndex
  }

  private func apply(_ axis: ScrollAxis, _ metrics: ScrollMetrics) {
    let old = self.metrics(axis)
    if axis == .vertical { verticalMetrics = metrics } else { horizontalMetrics = metrics }
    let index = index(axis)
    if old.viewportLength != metrics.viewportLength || old.contentLength != metrics.contentLength {
      index.resolveAll(metrics: metrics)
    } else {
      index.move(from: old.clampedOffset, to: metrics.clampedOffset)
    }
  }

  func resolve(_ follower: any ScrollFollowing) {
    index(follower.place.axis).resolve(follower, metrics: metrics(follower.place.axis))
  }

  func detach(_ follower: any ScrollFollowing) {
    index(follower.place.axis).detach(follower)
  }
}

@available(*, unavailable)
extension ScrollSource: Sendable {}
