import Animator

/// Seed 003: three white bars in a view rotated by π, each animating to a random height over a random
/// 0.3 to 0.5 s (ease-in-out), and each completion starting the bar's next animation, for ever.
///
/// The random numbers come from a ``SplitMix64`` with a fixed seed, and the engine starts each link of
/// the chain at the instant the previous one ended, so the bars are the same on every run at every
/// frame rate. The player is an ``EndlessPlayer``: play and pause start and pause the engine, scrubbing
/// and seeking replay the chain from its seed on a fresh manual clock up to the chosen time.
final class BarsScene: DemoScene {
  /// One animation of the chain, as the timeline shows it.
  struct Link {
    /// Which bar, 0 to 2.
    var bar: Int
    /// Its start, in seconds since the chain started.
    var start: Double
    /// Its duration.
    var duration: Double
    /// The height it animates to.
    var height: Double
  }

  let kind = SceneKind.bars
  private(set) var clock = ManualClock()
  private(set) var engine: AnimationEngine
  private(set) var root = Layer(name: "view")
  let windowColor = Color(hex: 0x15202B)
  let log = EventLog()
  let scope = AnimationScope()
  var endedPosition: Double?

  /// The seed of the random numbers.
  static let seed: UInt64 = 3
  /// The seconds a scrub fraction of 1 stands for.
  static let window = 10.0
  /// The latest time `seek` replays to.
  static let longestSeek = 600.0
  /// The animation view's size (the seed's `targetSize`).
  static let targetSize = Size2D(width: 180, height: 180)

  /// The three bars.
  private(set) var bars: [Layer] = []
  /// The chain's animations so far.
  private(set) var links: [Link] = []
  /// Whether the chain has started.
  private(set) var hasStarted = false
  private var generator = SplitMix64(seed: BarsScene.seed)
  private var current: [PropertyAnimator?] = [nil, nil, nil]
  private var chainStart = 0.0
  /// The chain's time when it was stopped for good; `nil` while it runs.
  private var stoppedAt: Double?
  private(set) lazy var endless = EndlessPlayer(scene: self)

  init() {
    engine = AnimationEngine(clock: clock)
    build()
  }

  /// Makes the layers and draws the initial heights, as the seed's `setupLayout()`.
  private func build() {
    let root = Layer(name: "view", bounds: phoneScreen, position: phoneScreen.center, backgroundColor: windowColor)
    let badge = Layer(
      name: "badge", bounds: Rect2D(x: 0, y: 0, width: 240, height: 240), position: phoneScreen.center,
      backgroundColor: Color(hex: 0xE0245E), cornerRadius: 32)
    let size = Self.targetSize
    let animationView = Layer(
      name: "animationView", bounds: Rect2D(origin: .zero, size: size), position: Point2D(x: 120, y: 120))
    // self.transform = CGAffineTransform(rotationAngle: .pi): the bars grow upwards.
    animationView.transform = AffineTransform2D(rotationAngle: Double.pi)
    let label = Layer(
      name: "label", bounds: Rect2D(x: 0, y: 0, width: 120, height: 30),
      position: Point2D(x: phoneScreen.center.x, y: phoneScreen.center.y + 160),
      contents: .text("LIVE", color: .white, fontSize: 22))
    let padding = size.width / 12
    let width = (size.width - padding * 2) / 3
    var bars: [Layer] = []
    for index in 0..<3 {
      let bar = Layer(name: "bar\(index + 1)", backgroundColor: .white)
      let height = size.height * generator.uniform(0.2...1)
      bar.frame = Rect2D(x: (width + padding) * Double(index), y: 0, width: width, height: height)
      animationView.addSublayer(bar)
      bars.append(bar)
    }
    badge.addSublayer(animationView)
    root.addSublayer(badge)
    root.addSublayer(label)
    self.root = root
    self.bars = bars
  }

  /// Starts the endless chain: `viewStack.forEach { animate($0) }`.
  func startChain() {
    guard !hasStarted else { return }
    hasStarted = true
    chainStart = engineSeconds
    stoppedAt = nil
    for index in bars.indices { animate(index, startingAt: 0) }
  }

  /// The seed's `animate(_:)`: a random duration and height, and a completion that calls it again.
  private func animate(_ index: Int, startingAt start: Double) {
    let duration = generator.uniform(0.3...0.5)
    let height = Self.targetSize.height * generator.uniform(0.1...1)
    let bar = bars[index]
    do {
      // UIView.animate(withDuration:...) in the seed; the animator is kept so that stopChain can stop it.
      let engine = engine
      current[index] = try scope.add { () throws(AnimationError) in
        try engine.runningPropertyAnimator(
          withDuration: duration, options: .curveEaseInOut,
          animations: {
            var frame = bar.frame
            frame.size.height = height
            bar.frame = frame
          },
          completion: { [weak self] _ in self?.animate(index, startingAt: start + duration) })
      }
      links.append(Link(bar: index, start: start, duration: duration, height: height))
      if links.count > 600 { links.removeFirst(links.count - 600) }
    } catch {
      log.add("bar\(index + 1) could not animate: \(error)")
    }
  }

  /// Ends the chain where it is: every bar's animation stops, without its completion.
  func stopChain() {
    if hasStarted, stoppedAt == nil { stoppedAt = chainSeconds }
    for animator in current.compactMap({ $0 }) where animator.state == .active {
      try? animator.stopAnimation(true)
    }
    current = [nil, nil, nil]
  }

  /// Replays the chain from its seed on a fresh clock up to `seconds` after its start; the engine is
  /// left paused there.
  ///
  /// - Parameter seconds: The time, clamped to `0...longestSeek`.
  func replay(toSeconds seconds: Double) {
    let target = min(max(seconds.isFinite ? seconds : 0, 0), Self.longestSeek)
    stopChain()
    let scale = engine.timeScale
    clock = ManualClock()
    engine = AnimationEngine(clock: clock)
    generator = SplitMix64(seed: Self.seed)
    links = []
    hasStarted = false
    stoppedAt = nil
    build()
    startChain()
    // Tick once per second: every link still starts at the instant the one before it ended, and no
    // tick runs more than a few completions.
    var reached = 0.0
    while reached < target {
      let step = min(1, target - reached)
      try? engine.tick(by: .seconds(step))
      reached += step
    }
    engine.timeScale = scale
    engine.isPaused = true
  }

  /// Seconds since the chain started.
  var chainSeconds: Double {
    guard hasStarted else { return 0 }
    return stoppedAt ?? engineSeconds - chainStart
  }

  var player: any Animating { endless }

  func scopeName(of player: any Animating) -> String? {
    current.firstIndex { $0 === player }.map { "bar\($0 + 1)" }
  }
  var length: SceneLength { .endless(window: Self.window) }

  var lanes: [Lane] {
    let now = chainSeconds
    let windowStart = max(0, now - Self.window * 0.8)
    return bars.indices.map { index in
      let segments = links.filter { $0.bar == index && $0.start + $0.duration >= windowStart }.map { link in
        Lane.segment(
          start: link.start, duration: link.duration, "→ \(Format.fixed(link.height, 0))", curve: .easeInOut)
      }
      return Lane(label: "bar\(index + 1).height", segments: segments)
    }
  }

  var watched: [WatchedProperty] {
    bars.enumerated().map { index, bar in
      WatchedProperty("bar\(index + 1).bounds", bar.$bounds, Format.value)
    }
  }

  func tap() -> TapOutcome {
    .none("bars has no button: the bars move on their own (try \"play\", \"pause\" or \"seek 3s\")")
  }

  func refusal(for action: PlayerAction) -> String? {
    switch action {
    case .reverse:
      "bars is endless: there is no end to run back from (try \"seek 2s\" to go back in time)"
    case .finish(.end):
      "bars is endless: it has no end to finish at (try \"finish start\" or \"finish current\")"
    case .play, .pause, .scrub, .stop, .finish:
      nil
    }
  }

  func seek(toSeconds seconds: Double) throws(AnimationError) {
    try endless.seek(toSeconds: seconds)
  }
}
