import Animator
import Testing

private final class Sprite {
  @Animated var position = Point2D(x: 0, y: 0)
  @Animated var angle = 0.0
}

@Suite("Animating along a path on every player")
struct PathAnimationTests {
  static let route = "M 0 0 C 60 0, 100 40, 100 100 L 40 160"

  @Test("an animator moves the point along the path and turns the angle with it")
  func animator() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let sprite = Sprite()
    let motion = try PathMotion(path: Path2D(svgPathData: Self.route), rotationMode: .auto)
    let animator = PropertyAnimator(duration: .seconds(2), curve: .linear, engine: engine)
    try animator.addAnimations { sprite.$position.animate(along: motion, rotating: sprite.$angle) }
    try animator.startAnimation()
    #expect(sprite.position == Point2D(x: 40, y: 160), "the model is the end at once")
    #expect(abs(sprite.angle - motion.rotation(at: 1)) < 1e-12)
    for step in 1...7 {
      clock.advance(by: .milliseconds(250))
      engine.tick()
      let progress = Double(step) / 8
      #expect(sprite.$position.presentationValue.isApproximatelyEqual(to: motion.point(at: progress)))
      #expect(abs(sprite.$angle.presentationValue - motion.rotation(at: progress)) < 1e-9)
      // The velocity along the path, in points per second, for a spring or a fling to take over.
      #expect(sprite.$position.velocity.isApproximatelyEqual(to: motion.velocity(at: progress).scaled(by: 0.5)))
      #expect(abs(sprite.$angle.velocity - motion.rotationVelocity(at: progress) / 2) < 1e-9)
    }
    clock.advance(by: .seconds(1))
    engine.tick()
    #expect(sprite.$position.presentationValue == Point2D(x: 40, y: 160))
    #expect(!sprite.$position.isAnimating)
  }

  @Test("a spring takes over at the velocity along the path")
  func springTakesOver() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let sprite = Sprite()
    let motion = try PathMotion(path: Path2D(svgPathData: "M 0 0 H 300"))
    let animator = PropertyAnimator(duration: .seconds(3), curve: .linear, engine: engine)
    try animator.addAnimations { sprite.$position.animate(along: motion) }
    try animator.startAnimation()
    clock.advance(by: .seconds(1))
    engine.tick()
    let velocity = sprite.$position.velocity
    #expect(velocity.isApproximatelyEqual(to: Point2D(x: 100, y: 0)), "300 points in 3 seconds")
    let spring = try SpringAnimation(sprite.$position, to: Point2D(x: 150, y: 0), velocity: velocity, engine: engine)
    try spring.startAnimation()
    #expect(spring.velocity(at: 0).isApproximatelyEqual(to: Point2D(x: 100, y: 0)))
  }

  @Test("a timeline takes a path tween like any other tween, and seeks along it")
  func timeline() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let sprite = Sprite()
    let motion = try PathMotion(path: Path2D(svgPathData: Self.route))
    let timeline = Timeline(engine: engine)
    let back = try PathMotion(path: Path2D(svgPathData: "M 40 160 H 0"))
    try timeline.addTween(duration: 1, curve: .linear) { sprite.$position.animate(along: motion) }
    try timeline.addTween(duration: 1, curve: .linear) { sprite.$position.animate(along: back) }
    try timeline.seek(to: 0.5)
    #expect(sprite.$position.presentationValue.isApproximatelyEqual(to: motion.point(at: 0.5)))
    try timeline.seek(to: 1.5)
    #expect(sprite.$position.presentationValue.isApproximatelyEqual(to: Point2D(x: 20, y: 160)))
    try timeline.seek(to: 0.25)
    #expect(sprite.$position.presentationValue.isApproximatelyEqual(to: motion.point(at: 0.25)))
  }

  @Test("keyframes from a path animate through the block as keyframes of values do")
  func keyframes() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let sprite = Sprite()
    let keyframes = try Keyframes(
      calculationMode: .linear, path: Path2D(svgPathData: "M 0 0 L 100 0 L 100 100"), rotationMode: .autoReverse)
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine)
    try animator.addAnimations {
      sprite.$position.animate(through: keyframes)
      sprite.$angle.animate(rotationThrough: keyframes)
    }
    try animator.startAnimation()
    clock.advance(by: .milliseconds(750))
    engine.tick()
    #expect(sprite.$position.presentationValue.isApproximatelyEqual(to: Point2D(x: 100, y: 50)))
    #expect(abs(sprite.$angle.presentationValue - 3 * Double.pi / 2) < 1e-12, "down the y-axis, reversed")
  }

  @Test("outside an animation block the model is set without animating")
  func outsideBlock() throws {
    let sprite = Sprite()
    let motion = try PathMotion(path: Path2D(svgPathData: "M 0 0 L 10 10"))
    sprite.$position.animate(along: motion, rotating: sprite.$angle)
    #expect(sprite.position == Point2D(x: 10, y: 10))
    #expect(!sprite.$position.isAnimating)
    #expect(abs(sprite.angle - Double.pi / 4) < 1e-12)
  }
}
