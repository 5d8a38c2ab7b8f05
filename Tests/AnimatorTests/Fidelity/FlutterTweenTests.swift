import Animator
import Testing

/// Flutter's `packages/flutter/test/animation/tween_test.dart` (flutter/flutter, read at
/// 019446b). A `Tween` is a linear interpolation of an ``Animatable`` value, which the package
/// spells as two-value ``Keyframes``; animating or driving one with a controller is a
/// ``PropertyAnimator`` scrubbed to the controller's value.
///
/// Not ported, with the reason: "IntTween", "ReverseTween" (of an `IntTween`) and "StepTween"
/// (the package animates no integer values).
@Suite("Flutter: tween_test.dart")
struct FlutterTweenTests {
  /// The linear interpolation from `a` to `b` at `t`.
  static func lerp<Value: Animatable & Sendable>(_ a: Value, _ b: Value, _ t: Double) throws -> Value {
    try Keyframes(values: [a, b]).value(at: t)
  }

  @Test("tween_test.dart: 'Can chain tweens'")
  func chain() throws {
    // tween.chain(inner) evaluates `inner`, then `tween` at what it gives: at 0, 0.5, then 0.4.
    let value = try Self.lerp(0.30, 0.50, try Self.lerp(0.50, 1.0, 0))
    #expect(value.isApproximatelyEqual(to: 0.40, absoluteTolerance: 1e-12))
  }

  @Test("tween_test.dart: 'Can animate tweens'")
  func animate() throws {
    let rig = TestRig()
    let card = Card(opacity: 0.30)
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine) { card.opacity = 0.50 }
    try animator.pauseAnimation()
    animator.fractionComplete = 0.50
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.40, absoluteTolerance: 1e-12))
  }

  @Test("tween_test.dart: 'Can drive tweens'")
  func drive() throws {
    // `controller.drive(tween)` is `tween.animate(controller)`; here through a timeline sought to
    // the controller's value.
    let rig = TestRig()
    let card = Card(opacity: 0.30)
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(of: card.$opacity, to: 0.50, duration: 1, curve: .linear)
    try timeline.seek(to: 0.50)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.40, absoluteTolerance: 1e-12))
  }

  @Test("tween_test.dart: 'SizeTween'")
  func size() throws {
    #expect(
      try Self.lerp(Size2D(width: 0, height: 0), Size2D(width: 20, height: 30), 0.5) == Size2D(width: 10, height: 15))
  }

  @Test("tween_test.dart: 'RectTween'")
  func rect() throws {
    // Rect.lerp interpolates each edge: from (5, 3, 7 × 11) to (8, 12, 14 × 18), halfway is
    // (6.5, 7.5, 10.5 × 14.5).
    let a = Rect2D(x: 5, y: 3, width: 7, height: 11)
    let b = Rect2D(x: 8, y: 12, width: 14, height: 18)
    #expect(try Self.lerp(a, b, 0.5) == Rect2D(x: 6.5, y: 7.5, width: 10.5, height: 14.5))
  }

  @Test("tween_test.dart: 'Matrix4Tween'")
  func matrix() throws {
    // Matrix4Tween interpolates translation, rotation and scale apart; the package's 2D transform
    // does so too. The 2D part of the suite's matrices: translate (6, −8), scale (0.5, 1).
    let a = AffineTransform2D.identity
    let b = AffineTransform2D.identity.translatedBy(x: 6, y: -8).scaledBy(x: 0.5, y: 1)
    #expect(try Self.lerp(a, b, 0).isApproximatelyEqual(to: a))
    #expect(try Self.lerp(a, b, 1).isApproximatelyEqual(to: b))
    let half = AffineTransform2D.identity.translatedBy(x: 3, y: -4).scaledBy(x: 0.75, y: 1)
    #expect(try Self.lerp(a, b, 0.5).isApproximatelyEqual(to: half))
    let c = AffineTransform2D.identity.rotated(by: 1)
    #expect(try Self.lerp(a, c, 0).isApproximatelyEqual(to: a))
    #expect(try Self.lerp(a, c, 1).isApproximatelyEqual(to: c))
    #expect(try Self.lerp(a, c, 0.5).isApproximatelyEqual(to: AffineTransform2D.identity.rotated(by: 0.5)))
  }

  @Test("tween_test.dart: 'ConstantTween'")
  func constant() throws {
    let tween = try Keyframes(values: [100.0])
    for t in [0.0, 0.5, 1] {
      #expect(tween.value(at: t) == 100)
    }
  }

  @Test("tween_test.dart: 'ColorTween'")
  func color() throws {
    let black = Color(white: 0)
    let white = Color(white: 1)
    #expect(try Self.lerp(black, white, 0) == black)
    #expect(try Self.lerp(black, white, 1) == white)
    // Flutter's colours hold 8-bit channels and truncate: 127.5 becomes 0x7f and 178.5 0xb2. The
    // package keeps its components as doubles: 0.5 and 0.7, which are 127.5 and 178.5 of 255
    // (Documentation/Fidelity.md).
    #expect(try Self.lerp(black, white, 0.5).red.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-12))
    #expect(try Self.lerp(black, white, 0.7).red.isApproximatelyEqual(to: 0.7, absoluteTolerance: 1e-12))
    #expect((0.5 * 255).rounded(.down) == 0x7f)
    #expect((0.7 * 255).rounded(.down) == 0xb2)
  }

  @Test("tween_test.dart: 'CurveTween'")
  func curve() {
    let curve = TimingCurve.easeIn
    #expect(curve.value(at: 0) == 0)
    #expect(curve.value(at: 1) == 1)
    // Flutter's Cubic stops bisecting once x is within 0.001 (its `_cubicErrorBound`) and reads
    // 0.31640625; the package solves the curve to the last bits: 0.3153568125725….
    // (Documentation/Fidelity.md). Both are within 0.0011 of each other.
    #expect(curve.value(at: 0.5).isApproximatelyEqual(to: 0.315_356_812_572_539_45, absoluteTolerance: 1e-12))
    #expect(abs(curve.value(at: 0.5) - 0.316_406_25) < 0.0011)
  }
}
