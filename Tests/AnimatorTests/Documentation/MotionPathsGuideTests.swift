import Animator
import Foundation
import Testing

/// The code of Documentation/MotionPaths.md, compiled and run.
@Suite("Motion paths guide")
struct MotionPathsGuideTests {
  private final class Sprite {
    @Animated var position = Point2D(x: 0, y: 0)
    @Animated var angle = 0.0
  }

  @Test("a path from SVG data, measured")
  func measuring() throws {
    // docs: begin measure
    let arch = try Path2D(svgPathData: "M 0 0 C 0 50, 100 50, 100 0")
    let measured = try MeasuredPath(arch)
    let top = measured.point(atLength: measured.length / 2)  // (50, 37.5): the top of the arch
    let heading = measured.tangent(atLength: 0)  // (0, 1): leaving straight along +y
    // docs: end measure
    #expect(top.isApproximatelyEqual(to: Point2D(x: 50, y: 37.5)))
    #expect(heading.isApproximatelyEqual(to: Point2D(x: 0, y: 1)))
  }

  @Test("a path built in code")
  func building() throws {
    // docs: begin build
    var path = Path2D()
    try path.move(to: Point2D(x: 10, y: 10))
    try path.addCurve(to: Point2D(x: 50, y: 10), control1: Point2D(x: 20, y: 20), control2: Point2D(x: 40, y: 20))
    try path.addArc(to: Point2D(x: 50, y: 40), radii: Size2D(width: 15, height: 15), largeArc: false, sweep: true)
    try path.close()
    // docs: end build
    #expect(path.elements.count == 4)
  }

  @Test("a sprite follows a path, turning with it")
  func animating() throws {
    let engine = AnimationEngine(clock: ManualClock())
    let sprite = Sprite()
    // docs: begin animate
    let route = try PathMotion(
      path: Path2D(svgPathData: "M 0 0 C 100 0, 100 100, 0 100"),
      calculationMode: .paced,  // constant speed along the curve
      rotationMode: .auto, rotationOffset: .pi / 2)  // GSAP's autoRotate: 90
    let animator = PropertyAnimator(duration: .seconds(2), curve: .linear, engine: engine)
    try animator.addAnimations { sprite.$position.animate(along: route, rotating: sprite.$angle) }
    try animator.startAnimation()
    // docs: end animate
    #expect(sprite.position == Point2D(x: 0, y: 100))
  }

  @Test("keyframes with a path, as Core Animation's")
  func keyframes() throws {
    let engine = AnimationEngine(clock: ManualClock())
    let sprite = Sprite()
    // docs: begin keyframes
    let zigzag = try Path2D(svgPathData: "M 0 0 L 100 0 L 100 100 L 200 100")
    let steps = try Keyframes(
      keyTimes: [0, 0.5, 0.6, 1],  // one per vertex
      calculationMode: .linear, path: zigzag)  // the path overrides `values`
    let timeline = Timeline(engine: engine)
    try timeline.addTween(duration: 2, curve: .linear) { sprite.$position.animate(through: steps) }
    try timeline.seek(to: 1.1)  // 55% of the way: halfway down the middle segment
    // docs: end keyframes
    #expect(sprite.$position.presentationValue.isApproximatelyEqual(to: Point2D(x: 100, y: 50)))
  }

  @Test("part of a path, backwards, and the velocity for a spring")
  func partAndVelocity() throws {
    // docs: begin partial
    let back = try PathMotion(path: Path2D(svgPathData: "M 0 0 H 300"), start: 0.8, end: 0.2)
    let start = back.point(at: 0)  // (240, 0)
    let velocity = back.velocity(at: 0.5)  // (-180, 0) per unit of progress; ÷ duration for points/s
    // docs: end partial
    #expect(start.isApproximatelyEqual(to: Point2D(x: 240, y: 0)))
    #expect(velocity.isApproximatelyEqual(to: Point2D(x: -180, y: 0)))
  }
}
