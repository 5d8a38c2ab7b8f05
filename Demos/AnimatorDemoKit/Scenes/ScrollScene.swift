import Animator

/// The scroll-driven scene: a long page whose header collapses over the first 200 points of
/// scroll, whose four cards fade and slide in as they enter the viewport (the last one catching up
/// over 0.3 s), and whose scrollbar shows where the page is. `scroll DY` and the live view's ↑ and
/// ↓ scroll it; `release VX VY` flings it and it settles on the nearest card.
///
/// Every animation is a paused ``PropertyAnimator`` driven by one ``ScrollSource``: the scrollbar
/// over the whole page (``ScrollRange/scroll(from:to:)``, the scene's player), the header over its
/// first 200 points, each card over its ``ViewRange/entry`` range below the collapsed header
/// (a view range with a start inset). A ``ScrollTrigger`` per card logs its crossings with their
/// direction. A release picks the nearest card by projection (``ScrollSource/snap(releasedWithVelocity:to:axis:spring:decelerationRate:)``)
/// and springs the page's offset there with the release velocity; the offset's change reports move
/// the page and tell the source.
final class ScrollScene: DemoScene {
  let kind = SceneKind.scroll
  let clock = ManualClock()
  let engine: AnimationEngine
  let root: Layer
  let windowColor = Color(hex: 0xF2F2F7)
  let log = EventLog()
  let scope = AnimationScope()
  var endedPosition: Double?

  /// The page's length, in points.
  static let contentLength = 2600.0
  /// The header's height, open and collapsed.
  static let headerHeights = (open: 140.0, collapsed: 88.0)
  /// How far the header collapses over.
  static let collapseDistance = 200.0
  /// The cards' tops in the page, and their height.
  static let cardTops = [320.0, 800, 1280, 1760]
  static let cardHeight = 380.0
  /// The spring a release hands the velocity to.
  static let spring = Spring.snappy
  /// The furthest the page scrolls.
  static var maximumOffset: Double { contentLength - phoneScreen.size.height }

  /// The page's offset: the value a release springs, and what moves the page and the source.
  final class Offset {
    @Animated var value = 0.0
  }

  let source: ScrollSource
  let offset = Offset()
  let page: Layer
  let header: Layer
  let thumb: Layer
  let cards: [Layer]
  /// The scrollbar's animator: the scene's player, whose progress is the page's.
  let scrollbar: PropertyAnimator
  private(set) var drivers: [ScrollDriver] = []
  private(set) var triggers: [ScrollTrigger] = []
  private var observations: [AnimationObservation] = []
  /// The spring of the last release, while it runs.
  private(set) var settle: SpringAnimation<Double>?
  /// The last move of the live view's ↑ or ↓ key, in points: what a space release moves at.
  var lastKeyStep = 0.0

  init() {
    engine = AnimationEngine(clock: clock)
    let width = phoneScreen.size.width
    root = Layer(name: "view", bounds: phoneScreen, position: phoneScreen.center, backgroundColor: windowColor)
    page = Layer(
      name: "page", bounds: Rect2D(x: 0, y: 0, width: width, height: Self.contentLength),
      position: Point2D(x: width / 2, y: Self.contentLength / 2))
    root.addSublayer(page)
    var cards: [Layer] = []
    for (index, top) in Self.cardTops.enumerated() {
      let card = Layer(
        name: "card\(index + 1)", bounds: Rect2D(x: 0, y: 0, width: width - 40, height: Self.cardHeight),
        position: Point2D(x: width / 2 + 60, y: top + Self.cardHeight / 2), backgroundColor: .white,
        cornerRadius: 16, contents: .text("Card \(index + 1)", color: Color(hex: 0x3C3C43), fontSize: 28))
      card.opacity = 0
      page.addSublayer(card)
      cards.append(card)
    }
    self.cards = cards
    header = Layer(
      name: "header", bounds: Rect2D(x: 0, y: 0, width: width, height: Self.headerHeights.open),
      position: Point2D(x: width / 2, y: Self.headerHeights.open / 2), backgroundColor: Color(hex: 0x1C1C1E),
      contents: .text("Stories", color: .white, fontSize: 34))
    root.addSublayer(header)
    thumb = Layer(
      name: "thumb", bounds: Rect2D(x: 0, y: 0, width: 4, height: 80),
      position: Point2D(x: width - 4, y: Self.headerHeights.open + 40), backgroundColor: Color(hex: 0x8E8E93),
      cornerRadius: 2)
    root.addSublayer(thumb)
    let engine = engine
    scrollbar = scope.add { PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine) }
    source = ScrollSource(engine: engine)
    scope.add { setUp(log) { () throws(AnimationError) in try build() } }
  }

  private func build() throws(AnimationError) {
    let (thumb, header, height) = (thumb, header, phoneScreen.size.height)
    source.update(.vertical, try ScrollMetrics(offset: 0, viewportLength: height, contentLength: Self.contentLength))
    try scrollbar.addAnimations { thumb.position.y = height - 44 }
    drivers.append(try source.drive(scrollbar, over: .scroll()))
    let collapse = PropertyAnimator(duration: .seconds(1), curve: .easeInOut, engine: engine)
    let collapsed = Self.headerHeights.collapsed
    try collapse.addAnimations {
      header.bounds = Rect2D(x: 0, y: 0, width: header.bounds.size.width, height: collapsed)
      header.position.y = collapsed / 2
    }
    drivers.append(try source.drive(collapse, over: .scroll(to: .points(Self.collapseDistance))))
    let insets = ViewInsets(start: .points(collapsed), end: .zero)
    for (index, card) in cards.enumerated() {
      let enter = PropertyAnimator(duration: .seconds(1), curve: .easeOut, engine: engine)
      let x = phoneScreen.size.width / 2
      try enter.addAnimations {
        card.opacity = 1
        card.position.x = x
      }
      let subject = try ViewSubject(start: Self.cardTops[index], length: Self.cardHeight)
      let scrub = index == cards.count - 1 ? ScrollScrub.catchUp(.milliseconds(300)) : .immediate
      drivers.append(try source.drive(enter, over: .view(subject, .entry, insets: insets), scrub: scrub))
      let trigger = try source.trigger(nil, over: .view(subject, .cover, insets: insets))
      let name = card.name
      let log = log
      observations.append(
        trigger.observe { event in log.add("\(name) \(event.crossing) at \(Format.fixed(event.offset, 1))") })
      triggers.append(trigger)
    }
    let (page, source, length) = (page, source, Self.contentLength)
    observations.append(
      offset.$value.observe { value in
        page.position.y = length / 2 - value
        try? source.scroll(to: value)
      })
  }

  var player: any Animating { scrollbar }

  /// The scrollbar, the header, each card's entrance, and the spring that settles the page.
  func scopeName(of player: any Animating) -> String? {
    if player === settle { return "settle" }
    guard let index = drivers.firstIndex(where: { $0.player === player }) else { return nil }
    return index == 0 ? "scrollbar" : index == 1 ? "header" : cards[index - 2].name
  }
  var length: SceneLength { .finite(1) }

  /// Where the page is scrolled to.
  var scrollOffset: Double { source.offset }

  /// The offsets a release can settle at: the top, each card's top below the collapsed header, the
  /// bottom.
  var snapOffsets: [Double] {
    [0] + Self.cardTops.map { $0 - Self.headerHeights.collapsed - 16 } + [Self.maximumOffset]
  }

  var lanes: [Lane] {
    let span = Self.maximumOffset
    var lanes = [
      Lane(
        label: "thumb.position",
        segments: [Lane.segment(start: 0, duration: 1, "the whole page: .scroll()", curve: .linear)]),
      Lane(
        label: "header.bounds",
        segments: [
          Lane.segment(
            start: 0, duration: Self.collapseDistance / span, "collapses over 0…200 pt", curve: .easeInOut)
        ]),
    ]
    for (index, card) in cards.enumerated() {
      guard let offsets = drivers[index + 2].offsets else { continue }
      let start = min(max(offsets.start / span, 0), 1)
      let end = min(max(offsets.end / span, 0), 1)
      let scrub = index == cards.count - 1 ? ", catch-up 0.3 s" : ""
      lanes.append(
        Lane(
          label: "\(card.name).opacity",
          segments: [
            Lane.segment(
              start: start, duration: end - start,
              "entry \(Format.fixed(offsets.start, 0))…\(Format.fixed(offsets.end, 0)) pt\(scrub)", curve: .easeOut)
          ]))
    }
    return lanes
  }

  var watched: [WatchedProperty] {
    [
      WatchedProperty("page.position", page.$position, Format.value),
      WatchedProperty("header.bounds", header.$bounds, Format.value),
    ] + cards.map { WatchedProperty("\($0.name).opacity", $0.$opacity, Format.value) }
  }

  func tap() -> TapOutcome {
    .none("the page has no button: scroll it (\"scroll 300\") and fling it (\"release 0 1500\")")
  }

  /// What the player's commands say here, where the scroll drives the player: what to type instead.
  static let scrollInstead =
    "the scroll drives this page: type \"scroll 300\", or fling it with \"release 0 1500\" (in a terminal,"
    + " \"scroll\" alone opens the live view, where ↑ and ↓ scroll it)"

  func refusal(for action: PlayerAction) -> String? {
    Self.scrollInstead
  }

  func seek(toSeconds seconds: Double) throws(AnimationError) {
    try scroll(to: min(max(seconds, 0), 1) * Self.maximumOffset)
  }

  /// Scrolls the page to `target`, kept within the page, stopping a release's spring.
  ///
  /// - Parameter target: The offset.
  /// - Throws: ``AnimationError`` for an offset that is not finite.
  func scroll(to target: Double) throws(AnimationError) {
    // The source's metrics refuse an offset that is not finite and say where the page can be.
    let reachable = try source.metrics(.vertical).scrolled(to: target).clampedOffset
    if let settle, settle.state == .active { try settle.stopAnimation(true) }
    settle = nil
    offset.value = reachable
  }

  /// `scroll DY`: moves the page by `dy` points, and says where it is.
  ///
  /// - Parameter dy: The move, positive down the page.
  /// - Returns: A line about the page.
  /// - Throws: ``AnimationError`` for a move that is not finite.
  func scroll(by dy: Double) throws(AnimationError) -> String {
    try scroll(to: scrollOffset + dy)
    return describe()
  }

  /// `release VX VY`: flings the page at `vy` points per second; it settles on the nearest card.
  ///
  /// - Parameter vy: The scroll's velocity, positive down the page.
  /// - Returns: Where it goes.
  /// - Throws: ``AnimationError`` for a velocity that is not finite.
  func release(vy: Double) throws(AnimationError) -> [String] {
    try scroll(to: scrollOffset)
    let snap = try source.snap(releasedWithVelocity: vy, to: snapOffsets, spring: Self.spring)
    let names = ["the top"] + cards.map(\.name) + ["the bottom"]
    let spring = try scope.add { () throws(AnimationError) in
      try SpringAnimation(offset.$value, to: snap.targetOffset, velocity: vy, spring: Self.spring, engine: engine)
    }
    try spring.startAnimation()
    settle = spring
    return [
      "released at \(Format.fixed(scrollOffset, 1)) moving \(Format.fixed(vy, 0)) pt/s: it settles at "
        + "\(names[snap.index]) (\(Format.fixed(snap.targetOffset, 1))) in \(Format.seconds(snap.settlingTime()))"
    ]
  }

  /// The page in one line: the offset, the header, the cards that show.
  func describe() -> String {
    let collapse = drivers.count > 1 ? drivers[1].progress : 0
    var parts = [
      "page at \(Format.fixed(scrollOffset, 1)) of \(Format.fixed(Self.maximumOffset, 0))",
      "header \(Format.fixed(collapse * 100, 0))% collapsed",
    ]
    for (index, card) in cards.enumerated() where drivers.count > index + 2 {
      let driver = drivers[index + 2]
      guard driver.progress > 0 || driver.targetProgress > 0 else { continue }
      let target = driver.isCatchingUp ? " (catching up to \(Format.fixed(driver.targetProgress * 100, 0))%)" : ""
      parts.append("\(card.name) \(Format.fixed(driver.progress * 100, 0))% in\(target)")
    }
    return parts.joined(separator: ", ")
  }
}
