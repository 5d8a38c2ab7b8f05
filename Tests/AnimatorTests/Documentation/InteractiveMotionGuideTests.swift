import Animator
import Foundation
import Testing

/// The code of `Documentation/InteractiveMotion.md`, compiled and run; the guide shows the text
/// between the `docs:` markers (checked by ``GuideSnippetTests``).
@Suite("Interactive motion guide")
struct InteractiveMotionGuideTests {
  @Test("a fling decays as a scroll view's momentum and stops where project says")
  func fling() throws {
    // docs: begin fling
    // The pan gesture ended here, moving at 1200 points per second right and 300 up.
    let fling = try Decay(position: Point2D(x: 0, y: 0), velocity: Point2D(x: 1200, y: -300))

    let shown = fling.value(at: 0.25)  // where the content is 0.25 s after the release
    let speed = fling.velocity(at: 0.25)  // and how fast it moves then, points per second
    #expect(shown.x > 0 && speed.x < 1200)

    // Where it comes to rest: the release position plus project(velocity:), to the last bit.
    #expect(fling.restingPosition == Point2D(x: 0, y: 0) + project(velocity: Point2D(x: 1200, y: -300)))
    #expect(abs(fling.restingPosition.x - 599.4) < 0.01)

    // When it counts as stopped: its speed falls below 0.5 points per second after 3.9 s.
    #expect(abs(try fling.settlingDuration() - 3.903) < 0.001)

    // A paging scroll view decelerates faster.
    let page = try Decay(position: 0.0, velocity: 1200, decelerationRate: .fast)
    #expect(abs(page.restingPosition - 119.4) < 0.01)
    // docs: end fling
  }

  @Test("a release snaps to the point nearest its projection")
  func snap() throws {
    // docs: begin snap
    let sheet = try SnapPoints([0.0, 400, 800])  // open, half open, closed

    // Released at 350 moving down at 900 points per second: it would coast to 799.5.
    #expect(try sheet.target(releasedAt: 350, velocity: 900) == 800)
    // Released gently, it goes to the nearest point.
    #expect(try sheet.target(releasedAt: 350, velocity: 40) == 400)

    // Candidates may be any Animatable value: corners of the screen for a picture-in-picture.
    let corners = try SnapPoints([
      Point2D(x: 0, y: 0), Point2D(x: 300, y: 0), Point2D(x: 0, y: 600), Point2D(x: 300, y: 600),
    ])
    let corner = try corners.target(releasedAt: Point2D(x: 120, y: 250), velocity: Point2D(x: 500, y: 1300))
    #expect(corner == Point2D(x: 300, y: 600))
    // docs: end snap
  }

  @Test("a drag past the edge resists, and a fling bounces off it")
  func edges() throws {
    // docs: begin edges
    // While the finger drags: content in 0...1200, a view 800 points tall.
    let band = try RubberBand(dimension: 800)
    let finger = 1300.0  // 100 past the end
    let shown = try band.value(finger, in: 0...1200)
    #expect(abs(shown - 1251.46) < 0.01)  // the content lags: 51.46 past the end
    // A new drag that starts on content already past the edge: where the finger "is".
    #expect(abs(try band.unbandedValue(shown, in: 0...1200) - finger) < 1e-9)

    // On release: decay, and if it reaches an edge, a spring at the edge takes over.
    let fling = try BoundedDecay(position: 900, velocity: 1500, bounds: 0...1200)
    if let handOff = fling.handOff {
      // It reaches 1200 at handOff.time, still moving at handOff.velocity points per second.
      #expect(fling.value(at: handOff.time) == 1200)
      #expect(fling.velocity(at: handOff.time) == handOff.velocity)
    }
    #expect(fling.restingPosition == 1200)

    // Released while past the edge, the spring takes over at once.
    let back = try BoundedDecay(position: shown, velocity: 0, bounds: 0...1200)
    #expect(back.handOff?.time == 0 && abs(back.value(at: 2) - 1200) < 0.01)
    // docs: end edges
  }

  @Test("a release hands its velocity to a spring per axis, in points per second")
  func handOff() throws {
    // docs: begin hand-off
    // The card was dragged to (270, 40) and let go moving at (900, -200) points per second.
    let release = Point2D(x: 270, y: 40)
    let velocity = Point2D(x: 900, y: -200)
    let target = Point2D(x: 400, y: 300)
    let motion = try SpringTrajectory(spring: .snappy, from: release, velocity: velocity, to: target, at: 0)

    // Every frame: the value and velocity at that time, in closed form.
    #expect(motion.value(at: 0) == release && motion.velocity(at: 0) == velocity)
    #expect(abs(motion.value(at: 2).x - 400) < 0.01)

    // UIKit's spelling: each component's velocity over its own distance to go.
    let normalized = try velocity.normalizedVelocity(from: release, to: target)
    #expect(normalized == Point2D(x: 900.0 / 130, y: -200.0 / 260))
    // docs: end hand-off
  }

  @Test("a spring follows a moving target, and can change spring over a blend duration")
  func retarget() throws {
    // docs: begin retarget
    var motion = try SpringTrajectory(spring: .smooth, from: 0.0, to: 100)
    // The finger moves the target every frame: each retarget starts a new closed-form motion
    // from the current position and velocity, at the cost of one spring evaluation.
    for frame in 1...60 {
      let now = Double(frame) / 60
      let before = (motion.value(at: now), motion.velocity(at: now))
      motion = try motion.retargeted(to: 100 + 3 * Double(frame), at: now)
      #expect(motion.value(at: now) == before.0 && motion.velocity(at: now) == before.1)
    }

    // On release, change to a bouncier spring over 0.15 s, as SwiftUI's blendDuration does.
    let release = try SpringBlend(from: motion, to: 500, spring: .bouncy, blendDuration: 0.15, at: 1)
    #expect(release.value(at: 1) == motion.value(at: 1))
    #expect(release.velocity(at: 1) == motion.velocity(at: 1))
    // docs: end retarget
  }

  @Test("a two-dimensional fling bounces off the edges of a rect, each axis on its own")
  func edges2D() throws {
    // docs: begin edges-2d
    // A map of 2000 × 3000 points in a 390 × 844 window: the content's offset may rest in this rect.
    let offsets = Rect2D(x: 0, y: 0, width: 2000 - 390, height: 3000 - 844)
    let fling = try BoundedDecay2D(
      position: Point2D(x: 1500, y: 300), velocity: Point2D(x: 900, y: -400), bounds: offsets)
    // x would coast to 1949.6, past 1610: it bounces. y comes to rest inside at 100.2.
    #expect(fling.x.handOff != nil && fling.y.handOff == nil)
    #expect(fling.restingPosition.x == 1610 && abs(fling.restingPosition.y - 100.2) < 0.1)
    // Until x reaches its edge, the point moves along the line of the throw, as a Decay<Point2D>.
    let free = try Decay(position: Point2D(x: 1500, y: 300), velocity: Point2D(x: 900, y: -400))
    #expect(fling.value(at: 0.1) == free.value(at: 0.1))
    // docs: end edges-2d
  }

  @Test("an animator's spring takes the release velocity over the distance left, in UIKit's units")
  func timing() throws {
    // docs: begin timing
    // A sheet released at y = 180 moving at 1500 points per second, towards y = 724.
    let velocity = try 1500.0.normalizedVelocity(from: 180, to: 724)
    #expect(velocity == 1500.0 / 544)  // UIKit's units: distances per second

    // UIKit's hand-off: a spring fitted to the animator's duration that leaves at that velocity...
    let fitted = try TimingParameters.spring(dampingRatio: 0.8, initialVelocity: velocity)
    // ...or a spring given by its physics, which runs for its own settling time.
    let curve = try TimingCurve.spring(.snappy, initialVelocity: velocity)
    let snappy = TimingParameters.curve(curve)
    #expect(fitted.dampingRatio == 0.8 && snappy.curve == curve)
    // docs: end timing
  }

  @Test("a spring on a property hands the velocity over per axis, follows a new target and settles")
  func springAnimation() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let sheet = GuideSheet()
    // docs: begin spring-animation
    // Released at 800 points per second down and 150 right: each axis keeps its own velocity.
    let spring = try SpringAnimation(
      sheet.$offset, to: Point2D(x: 0, y: 400), velocity: Point2D(x: 150, y: 800), spring: .snappy, engine: engine)
    try spring.startAnimation()
    #expect(sheet.$offset.velocity == Point2D(x: 150, y: 800))

    clock.advance(by: .milliseconds(100))
    engine.tick()
    // The snap point moves: the sheet bends towards it with the position and velocity it has, and
    // a bouncier spring takes over in 0.2 s, as with SwiftUI's blendDuration.
    let shown = spring.value(at: 0.1)
    try spring.retarget(to: Point2D(x: 0, y: 800), spring: .bouncy, blendDuration: 0.2)
    #expect(spring.value(at: 0.1) == shown)
    #expect(sheet.offset == Point2D(x: 0, y: 800))  // the model value is the target

    var ended: AnimatingPosition?
    spring.addCompletion { ended = $0 }
    for _ in 0..<200 {
      clock.advance(by: .milliseconds(16))
      engine.tick()
    }
    // Settled: every component within 0.001 of the target for good, then exactly there.
    #expect(ended == .end && sheet.$offset.presentationValue == Point2D(x: 0, y: 800))
    // What was shown can be read again, before and after the retarget.
    #expect(spring.value(at: 0.1) == shown)
    // docs: end spring-animation
  }

  @Test("a decay on a property rests where project says; bounded, it bounces back with a spring")
  func decayAnimation() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let sheet = GuideSheet()
    let scroll = GuideScroll()
    // docs: begin decay-animation
    // Flung at 1500 points per second down: it will rest where project(velocity:) says.
    let fling = try DecayAnimation(sheet.$offset, velocity: Point2D(x: 0, y: 1500), engine: engine)
    #expect(fling.restingPosition == Point2D(x: 0, y: 0) + project(velocity: Point2D(x: 0, y: 1500)))
    try fling.startAnimation()
    #expect(sheet.$offset.velocity == Point2D(x: 0, y: 1500))
    #expect(sheet.offset == fling.restingPosition)  // the model value is the resting point

    // A scroll offset at 900 of 0...1000, flung on at 1500: it reaches 1000 after 72 ms and a
    // spring takes over there with the velocity it has, as a scroll view bounces.
    let bounce = try DecayAnimation(scroll.$offset, velocity: 1500, bounds: 0...1000, engine: engine)
    try bounce.startAnimation()
    #expect(bounce.restingPosition == 1000)
    #expect(abs(bounce.handOffTime! - 0.0716) < 0.0001)

    var ended: [AnimatingPosition] = []
    fling.addCompletion { ended.append($0) }
    bounce.addCompletion { ended.append($0) }
    for _ in 0..<300 {
      clock.advance(by: .milliseconds(16))
      engine.tick()
    }
    // Each ends once, at rest: the fling when its speed falls below 0.5 points per second.
    #expect(ended == [.end, .end])
    #expect(sheet.$offset.presentationValue == fling.restingPosition)
    #expect(scroll.$offset.presentationValue == 1000)
    // docs: end decay-animation
  }

  @Test("a scrubbed animator springs to its nearer end, a scrubbed timeline to the label a flick points at")
  func playheadFling() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let panel = GuidePanel()
    let story = GuidePanel()
    // docs: begin playhead-fling
    // An interactive transition over 600 points, paused and scrubbed by the finger.
    let transition = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine)
    try transition.addAnimations { panel.offset = 600 }
    try transition.pauseAnimation()
    transition.fractionComplete = 0.35
    // Let go moving at 900 points per second: 1.5 of the transition per second. It would coast
    // to 0.35 + project(velocity: 1.5) ≈ 1.1, nearer the end: it springs there.
    #expect(try transition.fling(velocity: 900.0 / 600) == .end)

    // A three-second timeline with a label a second, paused and scrubbed to 1.3 s, let go moving
    // at 1.4 timeline seconds per second: it springs to the label nearest 1.3 + 0.7.
    let timeline = Timeline(engine: engine)
    try timeline.addTween(of: story.$offset, from: 0, to: 300, duration: 3, curve: .linear)  // 100 points a second
    for (name, time) in [("one", 1.0), ("two", 2.0)] { try timeline.addLabel(name, at: .at(time)) }
    try timeline.pauseAnimation()
    try timeline.seek(to: 1.3)
    let fling = try timeline.fling(velocity: 1.4)
    #expect(fling.label == "two" && fling.velocity(at: 0) == 1.4)

    var transitionEnded: AnimatingPosition?
    var flingEnded: AnimatingPosition?
    transition.addCompletion { transitionEnded = $0 }
    fling.addCompletion { flingEnded = $0 }
    for _ in 0..<120 {
      clock.advance(by: .milliseconds(16))
      engine.tick()
    }
    #expect(transitionEnded == .end && panel.$offset.presentationValue == 600)
    // The timeline arrived exactly at "two" and stays paused there.
    #expect(flingEnded == .end && timeline.time == 2 && !timeline.isRunning)
    #expect(story.$offset.presentationValue == 200)
    // docs: end playhead-fling
  }
}

/// The panel of the guide's playhead flings.
private final class GuidePanel {
  @Animated var offset = 0.0
}

/// The scroll offset of the guide's bounded decay.
private final class GuideScroll {
  @Animated var offset = 900.0
}

/// The sheet of the guide's spring example.
private final class GuideSheet {
  @Animated var offset = Point2D(x: 0, y: 0)
}
