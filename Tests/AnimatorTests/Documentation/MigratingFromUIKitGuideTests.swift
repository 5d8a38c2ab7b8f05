import Animator
import Foundation
import Testing

/// The Animator side of `Documentation/MigratingFromUIKit.md`, compiled and run with the seeds'
/// timings; the guide shows the text between the `docs:` markers (checked by
/// ``GuideSnippetTests``). UIKit's side cannot compile here and is marked so in the guide.
@Suite("Migrating from UIKit guide")
struct MigratingFromUIKitGuideTests {
  // docs: begin view
  /// What a UIView or CALayer was: the properties you animate, declared @Animated.
  final class View {
    @Animated var opacity = 1.0
    @Animated var transform = AffineTransform2D.identity
    @Animated var bounds = Rect2D(x: 0, y: 0, width: 100, height: 100)
    @Animated var center = Point2D(x: 0, y: 0)
    @Animated var backgroundColor = Color.white
    var isInHierarchy = true
    func removeFromSuperview() { isInHierarchy = false }
  }
  // docs: end view

  @Test("seed 000: UIView.animate with a spring, and a delayed ease-out")
  func login() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let (titleLabel, appleButton) = (View(), View())
    // docs: begin login
    // prepareForAnimation()
    titleLabel.opacity = 0
    titleLabel.transform = AffineTransform2D(scaleX: 0.8, y: 0.8)
    appleButton.opacity = 0
    appleButton.transform = AffineTransform2D(translationX: 0, y: 30)

    // startAnimate()
    try engine.animate(
      withDuration: 2.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 10, options: .curveEaseIn,
      animations: {
        titleLabel.opacity = 1
        titleLabel.transform = .identity
      }, completion: nil)
    try engine.animate(
      withDuration: 1, delay: 0.6, options: .curveEaseOut,
      animations: {
        appleButton.opacity = 1
        appleButton.transform = .identity
      }, completion: nil)
    // docs: end login
    clock.advance(by: .milliseconds(600))
    engine.tick()
    #expect(appleButton.$opacity.presentationValue == 0)
    clock.advance(by: .milliseconds(500))
    engine.tick()
    #expect(abs(appleButton.$opacity.presentationValue - TimingCurve.easeOut.value(at: 0.5)) < 1e-9)
    clock.advance(by: .seconds(2))
    engine.tick()
    #expect(titleLabel.$transform.presentationValue == .identity)
  }

  @Test("seed 001, first version: two UIView.animate calls, the second with a completion")
  func splashChained() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let logo = View()
    // docs: begin splash-chained
    try engine.animate(
      withDuration: 0.3, delay: 1.0, options: .curveEaseOut,
      animations: { logo.transform = AffineTransform2D(scaleX: 0.75, y: 0.75) }, completion: nil)
    try engine.animate(
      withDuration: 0.2, delay: 1.3, options: .curveEaseOut,
      animations: {
        logo.transform = AffineTransform2D(scaleX: 1.5, y: 1.5)
        logo.opacity = 0
      },
      completion: { _ in logo.removeFromSuperview() })
    // docs: end splash-chained
    clock.advance(by: .milliseconds(1300))
    engine.tick()
    #expect(logo.$transform.presentationValue == AffineTransform2D(scaleX: 0.75, y: 0.75))
    clock.advance(by: .milliseconds(250))
    engine.tick()
    #expect(!logo.isInHierarchy && logo.$opacity.presentationValue == 0)
  }

  @Test("seed 001, second version: UIViewPropertyAnimator with delayFactor and a completion")
  func splashAnimator() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let logo = View()
    // docs: begin splash-animator
    let timing = TimingParameters.curve(.easeOut)  // UICubicTimingParameters(animationCurve:)
    let animator = PropertyAnimator(duration: .seconds(0.7), timingParameters: timing, engine: engine)
    try animator.addAnimations {
      logo.transform = AffineTransform2D(scaleX: 0.75, y: 0.75)
    }
    try animator.addAnimations(
      {
        logo.transform = AffineTransform2D(scaleX: 1.5, y: 1.5)
        logo.opacity = 0
      }, delayFactor: 0.8)
    animator.addCompletion { position in
      logo.removeFromSuperview()
    }
    try animator.startAnimation()
    // docs: end splash-animator
    // docs: begin delay-factor
    // The second block waits delayFactor × duration = 0.56 s, then runs for the 0.14 s left.
    clock.advance(by: .milliseconds(560))
    engine.tick()
    #expect(abs(logo.$opacity.presentationValue - 1) < 1e-12)
    clock.advance(by: .milliseconds(140))
    engine.tick()
    #expect(logo.$opacity.presentationValue == 0 && !logo.isInHierarchy)
    // docs: end delay-factor
  }

  @Test("seed 002: CAKeyframeAnimation with a begin time, and chained UIView.animate calls")
  func launch() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let (mask, maskBgView, rootView) = (View(), View(), View())
    mask.bounds = Rect2D(x: 0, y: 0, width: 60, height: 60)
    var maskRemoved = false
    // docs: begin launch-keyframes
    // CAKeyframeAnimation(keyPath: "bounds"): values, keyTimes, timingFunctions.
    let keyframes = try Keyframes(
      values: [mask.bounds, Rect2D(x: 0, y: 0, width: 50, height: 50), Rect2D(x: 0, y: 0, width: 2000, height: 2000)],
      keyTimes: [0, 0.5, 1],
      timingCurves: [.easeInOut, .easeOut])
    // duration = 1; beginTime = CACurrentMediaTime() + 1; the delegate's animationDidStop.
    let maskAnimation = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine)
    try maskAnimation.addAnimations { mask.$bounds.animate(through: keyframes) }
    maskAnimation.addCompletion { _ in maskRemoved = true }
    try maskAnimation.startAnimation(afterDelay: .seconds(1))
    // docs: end launch-keyframes
    // docs: begin launch-views
    try engine.animate(
      withDuration: 0.1, delay: 1.35, options: .curveEaseIn,
      animations: { maskBgView.opacity = 0 },
      completion: { _ in maskBgView.removeFromSuperview() })
    try engine.animate(
      withDuration: 0.25, delay: 1.3, options: [],
      animations: { rootView.transform = AffineTransform2D(scaleX: 1.05, y: 1.05) },
      completion: { _ in
        _ = try? engine.animate(
          withDuration: 0.3, delay: 0, options: .curveEaseInOut,
          animations: { rootView.transform = .identity }, completion: nil)
      })
    // docs: end launch-views
    clock.advance(by: .milliseconds(1500))
    engine.tick()
    #expect(abs(mask.$bounds.presentationValue.size.width - 50) < 1e-9)
    #expect(!maskBgView.isInHierarchy)
    clock.advance(by: .milliseconds(500))
    engine.tick()
    // fillMode = forwards and removedOnCompletion = false are not needed: the model value is the end.
    #expect(mask.bounds.size.width == 2000 && mask.$bounds.presentationValue.size.width == 2000)
    #expect(maskRemoved)
    clock.advance(by: .milliseconds(100))
    engine.tick()
    #expect(rootView.$transform.presentationValue == .identity)
  }

  @Test("seed 003: an endless chain of random heights, started from completions")
  func bars() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let bars = [View(), View(), View()]
    let container = View()
    // docs: begin bars
    var random = SystemRandomNumberGenerator()  // a seeded generator in tests
    func animate(_ bar: View) {
      _ = try? engine.animate(
        withDuration: Double.random(in: 0.3...0.5, using: &random), delay: 0, options: .curveEaseInOut,
        animations: {
          bar.bounds.size.height = 50 * Double.random(in: 0.1...1, using: &random)
        },
        completion: { _ in animate(bar) })
    }
    bars.forEach(animate)
    container.transform = AffineTransform2D(rotationAngle: .pi)
    // docs: end bars
    for _ in 0..<300 {
      clock.advance(by: .milliseconds(16))
      engine.tick()
    }
    #expect(engine.runningAnimationCount == 3)
  }

  @Test("seed 004: bounds, center and colour together; the completion runs a second animation")
  func expand() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let (testView, screen) = (View(), Rect2D(x: 0, y: 0, width: 390, height: 844))
    testView.center = Point2D(x: 80, y: 120)
    testView.backgroundColor = Color(red: 1, green: 0.5, blue: 0)
    // docs: begin expand
    let animatedView = View()
    animatedView.bounds = testView.bounds
    animatedView.center = testView.center
    animatedView.backgroundColor = testView.backgroundColor

    try engine.animate(withDuration: 2.0) {
      animatedView.bounds.size = screen.size
      animatedView.center = screen.center
      animatedView.backgroundColor = .cyan
    } completion: { done in
      _ = try? engine.animate(withDuration: 1.0) {
        animatedView.removeFromSuperview()  // not animatable: it happens at once, as in UIKit
      }
    }
    // docs: end expand
    clock.advance(by: .seconds(1))
    engine.tick()
    #expect(animatedView.$bounds.presentationValue.size.width > 100 && animatedView.isInHierarchy)
    clock.advance(by: .seconds(1))
    engine.tick()
    #expect(animatedView.$backgroundColor.presentationValue == .cyan && !animatedView.isInHierarchy)
  }

  @Test("errors instead of exceptions")
  func errors() throws {
    let engine = AnimationEngine(clock: ManualClock())
    let view = View()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine)
    try animator.addAnimations { view.opacity = 0 }
    try animator.startAnimation()
    // docs: begin errors
    do {
      try animator.finishAnimation(at: .end)  // UIKit: NSInternalInconsistencyException
    } catch {
      #expect(error == .invalidAction(.finishAnimation, state: .active))  // typed: AnimationError
    }
    #expect(throws: AnimationError.self) { try engine.animate(withDuration: .nan) { view.opacity = 1 } }
    // docs: end errors
  }

  @Test("a second animation of a moving property adds to the first: no jump")
  func additive() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let view = View()
    view.center = Point2D(x: 0, y: 0)
    // docs: begin additive
    try engine.animate(withDuration: 1, options: .curveLinear) { view.center = Point2D(x: 100, y: 0) }
    clock.advance(by: .milliseconds(500))
    engine.tick()
    #expect(view.$center.presentationValue.x == 50)

    // Sent back halfway: the new animation starts from what is shown, and the first one's
    // velocity carries on and fades out, as UIKit's additive animations do.
    try engine.animate(withDuration: 1) { view.center = Point2D(x: 0, y: 0) }
    #expect(view.$center.presentationValue.x == 50)
    clock.advance(by: .milliseconds(100))
    engine.tick()
    #expect(view.$center.presentationValue.x > 50)  // still moving right for a moment
    // docs: end additive
  }

  @Test("keyframes: a builder is handed to the block")
  func keyframeBuilder() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let view = View()
    // docs: begin keyframe-builder
    try engine.animateKeyframes(withDuration: 1) { keyframes in
      keyframes.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
        view.transform = AffineTransform2D(scaleX: 0.8, y: 0.8)
      }
      keyframes.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
        view.transform = AffineTransform2D(scaleX: 2, y: 2)
      }
    }
    // docs: end keyframe-builder
    clock.advance(by: .milliseconds(500))
    engine.tick()
    #expect(abs(view.$transform.presentationValue.a - 0.8) < 1e-9)
    clock.advance(by: .milliseconds(500))
    engine.tick()
    #expect(view.$transform.presentationValue.a == 2)
  }

  @Test("runningPropertyAnimator returns an animator that can still be paused and scrubbed")
  func blockReturnsAnimator() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let view = View()
    // docs: begin returns-animator
    let fade = try engine.runningPropertyAnimator(withDuration: 1, options: .curveLinear) { view.opacity = 0 }
    try fade.pauseAnimation()
    fade.fractionComplete = 0.75
    #expect(view.$opacity.presentationValue == 0.25)
    // docs: end returns-animator
  }
}
