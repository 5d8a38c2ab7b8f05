import Animator
import AnimatorInterop
import Foundation
import Testing

/// A view model that keeps Foundation's geometry, as an app that moves from UIKit does.
private final class Sprite {
  @Animated var alpha: CGFloat = 0
  @Animated var center = CGPoint(x: 0, y: 0)
  @Animated var size = CGSize(width: 10, height: 10)
  @Animated var frame = CGRect(x: 0, y: 0, width: 100, height: 50)
  @Animated var transform = AffineTransform.identity
}

@Suite("Foundation geometry animates")
struct GeometryAnimationTests {
  /// Runs one linear animation of 1 s on `sprite` and returns the engine, a quarter in.
  private func animateQuarter(_ changes: @escaping () -> Void) throws -> (ManualClock, AnimationEngine) {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine)
    try animator.addAnimations(changes)
    try animator.startAnimation()
    clock.advance(by: .milliseconds(250))
    engine.tick()
    return (clock, engine)
  }

  @Test("CGFloat, CGPoint, CGSize and CGRect move linearly, a quarter of the way at a quarter time")
  func geometry() throws {
    let sprite = Sprite()
    let (clock, engine) = try animateQuarter {
      sprite.alpha = 1
      sprite.center = CGPoint(x: 100, y: -40)
      sprite.size = CGSize(width: 50, height: 30)
      sprite.frame = CGRect(x: 20, y: 40, width: 200, height: 150)
    }
    // Linear timing: presentation = from + (to - from) × 0.25, exact in binary for these values.
    #expect(sprite.$alpha.presentationValue == 0.25)
    #expect(sprite.$center.presentationValue == CGPoint(x: 25, y: -10))
    #expect(sprite.$size.presentationValue == CGSize(width: 20, height: 15))
    #expect(sprite.$frame.presentationValue == CGRect(x: 5, y: 10, width: 125, height: 75))
    clock.advance(by: .milliseconds(750))
    engine.tick()
    #expect(sprite.$frame.presentationValue == CGRect(x: 20, y: 40, width: 200, height: 150))
  }

  @Test("Foundation's AffineTransform animates by decomposition: a quarter turn passes 22.5°")
  func foundationAffineTransform() throws {
    let sprite = Sprite()
    var target = AffineTransform.identity
    target.rotate(byRadians: .pi / 2)
    _ = try animateQuarter { sprite.transform = target }
    let shown = sprite.$transform.presentationValue
    // Rotation interpolates as an angle (not matrix entries): at a quarter, π/8.
    let angle = atan2(Double(shown.m12), Double(shown.m11))
    #expect(abs(angle - .pi / 8) < 1e-12)
    #expect(abs(Double(shown.m11 * shown.m11 + shown.m12 * shown.m12) - 1) < 1e-12)
  }

  @Test("converts both ways between Animator's and Foundation's values")
  func conversions() {
    #expect(CGPoint(Point2D(x: 1, y: 2)) == CGPoint(x: 1, y: 2))
    #expect(Point2D(CGPoint(x: 1, y: 2)) == Point2D(x: 1, y: 2))
    #expect(Size2D(CGSize(width: 3, height: 4)) == Size2D(width: 3, height: 4))
    #expect(CGRect(Rect2D(CGRect(x: 1, y: 2, width: 3, height: 4))) == CGRect(x: 1, y: 2, width: 3, height: 4))
    let transform = AffineTransform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    #expect(AffineTransform2D(AffineTransform(transform)) == transform)
  }
}
