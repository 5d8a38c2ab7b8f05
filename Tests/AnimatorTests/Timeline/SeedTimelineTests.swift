import Animator
import Testing

/// The seed scenes rebuilt as timelines, with their key frames checked forwards and backwards:
/// at the start, at every boundary and at the end.
@Suite("Seed timelines")
struct SeedTimelineTests {
  final class View {
    @Animated var opacity = 1.0
    @Animated var transform = AffineTransform2D.identity
    @Animated var bounds = Rect2D.zero
    @Animated var center = Point2D.zero
    @Animated var color = Color.white
    var removed = false
  }

  /// A value to check at a time.
  struct Frame {
    let time: Double
    let check: () -> Bool
    let label: String
  }

  /// Seeks to every frame in order, then in reverse order, and checks each.
  static func checkFrames(
    _ timeline: Timeline, _ frames: [Frame], sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    for frame in frames + frames.reversed() {
      try timeline.seek(to: frame.time)
      #expect(frame.check(), "\(frame.label) at \(frame.time)", sourceLocation: sourceLocation)
    }
  }

  static func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    a.isApproximatelyEqual(to: b, absoluteTolerance: tolerance)
  }

  @Test("seed 000: the spring top part and the buttons 0.6 s later, 1 s ease-out")
  func login() throws {
    let rig = TestRig()
    let title = View()
    let button = View()
    title.opacity = 0
    title.transform = AffineTransform2D(scaleX: 0.8, y: 0.8)
    button.opacity = 0
    button.transform = AffineTransform2D(translationX: 0, y: 30)
    let timeline = Timeline(engine: rig.engine, name: "login")
    let spring = try TimingParameters.spring(dampingRatio: 0.8, initialVelocity: 10)
    let top = PropertyAnimator(duration: .seconds(2.5), timingParameters: spring, engine: rig.engine)
    try top.addAnimations {
      title.opacity = 1
      title.transform = .identity
    }
    try timeline.add(top, at: .at(0), name: "top")
    try timeline.addTween(duration: 1, curve: .easeOut, at: .at(0.6), name: "buttons") {
      button.opacity = 1
      button.transform = .identity
    }
    #expect(timeline.duration == 2.5)
    let eased = TimingCurve.easeOut.value(at: 0.5)
    try Self.checkFrames(
      timeline,
      [
        Frame(time: 0, check: { title.$opacity.presentationValue == 0 }, label: "title hidden"),
        Frame(time: 0, check: { Self.near(title.$transform.presentationValue.a, 0.8) }, label: "title small"),
        Frame(time: 0.6, check: { button.$opacity.presentationValue == 0 }, label: "buttons wait"),
        Frame(time: 0.6, check: { title.$opacity.presentationValue > 0.5 }, label: "the spring is well on its way"),
        Frame(time: 1.1, check: { Self.near(button.$opacity.presentationValue, eased) }, label: "buttons half-way"),
        Frame(
          time: 1.1, check: { Self.near(button.$transform.presentationValue.ty, 30 * (1 - eased), 1e-6) },
          label: "buttons rising"),
        Frame(time: 1.6, check: { button.$transform.presentationValue == .identity }, label: "buttons in place"),
        Frame(time: 2.5, check: { title.$opacity.presentationValue == 1 }, label: "title shown"),
        Frame(time: 2.5, check: { title.$transform.presentationValue == .identity }, label: "title full size"),
      ])
  }

  @Test("seed 001, first version: 0.3 s ease-out after 1 s, then 0.2 s ease-out after 1.3 s, then removed")
  func splash() throws {
    let rig = TestRig()
    let logo = View()
    let timeline = Timeline(engine: rig.engine, name: "splash")
    try timeline.addTween(duration: 0.3, curve: .easeOut, at: .at(1.0), name: "shrink") {
      logo.transform = AffineTransform2D(scaleX: 0.75, y: 0.75)
    }
    try timeline.addTween(duration: 0.2, curve: .easeOut, at: .afterPrevious(), name: "grow") {
      logo.transform = AffineTransform2D(scaleX: 1.5, y: 1.5)
      logo.opacity = 0
    }
    try timeline.addCallback(name: "remove") { direction in logo.removed = direction == .forward }
    let eased = TimingCurve.easeOut.value(at: 0.5)
    func scale() -> Double { logo.$transform.presentationValue.a }
    try Self.checkFrames(
      timeline,
      [
        Frame(time: 0, check: { Self.near(scale(), 1) && logo.$opacity.presentationValue == 1 }, label: "start"),
        Frame(time: 1, check: { Self.near(scale(), 1) }, label: "shrink starts"),
        Frame(time: 1.15, check: { Self.near(scale(), 1 - 0.25 * eased) }, label: "shrinking"),
        Frame(time: 1.3, check: { Self.near(scale(), 0.75) && logo.$opacity.presentationValue == 1 }, label: "small"),
        Frame(time: 1.4, check: { Self.near(scale(), 0.75 + 0.75 * eased) }, label: "growing"),
        Frame(time: 1.4, check: { Self.near(logo.$opacity.presentationValue, 1 - eased) }, label: "fading"),
        Frame(time: 1.5, check: { Self.near(scale(), 1.5) && logo.$opacity.presentationValue == 0 }, label: "gone"),
        Frame(time: 1.5, check: { logo.removed }, label: "removed"),
      ])
    #expect(!logo.removed, "seeking back before the end un-removes it")
  }

  @Test("seed 002: the mask keyframes at 1 s, the overlay fade at 1.35 s, the bump at 1.3 s then back")
  func launch() throws {
    let rig = TestRig()
    let mask = View()
    let overlay = View()
    let root = View()
    mask.bounds = Rect2D(x: 0, y: 0, width: 60, height: 60)
    let keyframes = try Keyframes(
      values: [
        Rect2D(x: 0, y: 0, width: 60, height: 60), Rect2D(x: 0, y: 0, width: 50, height: 50),
        Rect2D(x: 0, y: 0, width: 2000, height: 2000),
      ],
      keyTimes: [0, 0.5, 1], timingCurves: [.easeInOut, .easeOut])
    let timeline = Timeline(engine: rig.engine, name: "launch")
    // Core Animation leaves the model at 60 until the animation starts; here setting the property
    // changes the model at once, so the tween fills backwards (the default) to show 60 until 1 s.
    try timeline.addTween(duration: 1, curve: .linear, at: .at(1), name: "mask") {
      mask.$bounds.animate(through: keyframes)
    }
    let fade = try timeline.addTween(duration: 0.1, curve: .easeIn, at: .at(1.35), name: "overlay") {
      overlay.opacity = 0
    }
    try timeline.addCallback(at: .afterPrevious(), name: "remove overlay") { direction in
      overlay.removed = direction == .forward
    }
    try timeline.addTween(duration: 0.25, curve: .easeInOut, at: .at(1.3), name: "bump") {
      root.transform = AffineTransform2D(scaleX: 1.05, y: 1.05)
    }
    try timeline.addTween(duration: 0.3, curve: .easeInOut, at: .afterPrevious(), name: "settle") {
      root.transform = .identity
    }
    func width() -> Double { mask.$bounds.presentationValue.size.width }
    func scale() -> Double { root.$transform.presentationValue.a }
    let midMask = keyframes.value(at: 0.3).size.width
    try Self.checkFrames(
      timeline,
      [
        Frame(time: 0, check: { width() == 60 && overlay.$opacity.presentationValue == 1 }, label: "start"),
        Frame(time: 0, check: { Self.near(scale(), 1) }, label: "root at rest"),
        Frame(time: 1, check: { Self.near(width(), 60) }, label: "mask starts"),
        Frame(time: 1.3, check: { Self.near(width(), midMask) && Self.near(scale(), 1) }, label: "bump starts"),
        Frame(time: 1.35, check: { overlay.$opacity.presentationValue == 1 }, label: "overlay fade starts"),
        // 1.35 + 0.1 is 1.4500000000000002 in binary: the boundary is the child's own end time.
        Frame(time: fade.endTime, check: { overlay.$opacity.presentationValue == 0 }, label: "overlay clear"),
        Frame(time: 1.5, check: { Self.near(width(), 50, 1e-6) }, label: "mask at its smallest"),
        Frame(time: 1.55, check: { Self.near(scale(), 1.05) }, label: "bumped"),
        Frame(time: 1.85, check: { Self.near(scale(), 1) }, label: "settled"),
        Frame(time: 2, check: { Self.near(width(), 2000, 1e-6) }, label: "mask open"),
      ])
    // The removal is a callback: crossed forwards it removes, crossed backwards it puts back.
    try timeline.seek(to: fade.endTime)
    #expect(overlay.removed)
    try timeline.seek(to: 1.4)
    #expect(!overlay.removed)
  }

  @Test("seed 004: bounds, center and colour over 2 s, then removed 1 s later")
  func expand() throws {
    let rig = TestRig()
    let view = View()
    view.bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    view.center = Point2D(x: 80, y: 80)
    let screen = Rect2D(x: 0, y: 0, width: 400, height: 800)
    let timeline = Timeline(engine: rig.engine, name: "expand")
    try timeline.addTween(duration: 2, curve: .easeInOut, name: "expand") {
      view.bounds = screen
      view.center = Point2D(x: 200, y: 400)
      view.color = .cyan
    }
    try timeline.addCallback(at: .end(offset: 1), name: "remove") { direction in view.removed = direction == .forward }
    #expect(timeline.duration == 3)
    try Self.checkFrames(
      timeline,
      [
        Frame(time: 0, check: { view.$bounds.presentationValue.size.width == 100 }, label: "small"),
        Frame(time: 0, check: { view.$color.presentationValue == .white }, label: "white"),
        Frame(time: 1, check: { Self.near(view.$center.presentationValue.x, 140) }, label: "half-way"),
        Frame(time: 1, check: { Self.near(view.$color.presentationValue.red, 0.5) }, label: "half cyan"),
        Frame(time: 2, check: { view.$bounds.presentationValue == screen }, label: "full screen"),
        Frame(time: 2, check: { view.$color.presentationValue == .cyan && !view.removed }, label: "cyan, still there"),
        Frame(time: 3, check: { view.removed }, label: "removed"),
      ])
  }
}
