import Animator
import AnimatorInterop
import Foundation
import Testing

// A file that imports Foundation and Animator together, as most app files do. Foundation (on Linux
// too) declares `AffineTransform`, and on Apple platforms it brings in the C types `Point`, `Rect`
// and `Size`; Animator's value types are named `Point2D`, `Size2D`, `Rect2D` and
// `AffineTransform2D` so that no unqualified name below is ambiguous. If a rename brought a clash
// back, this file would stop compiling ("ambiguous for type lookup").

// docs: begin swiftui-aliases
// Animator's names that SwiftUI declares too, once for the whole file.
private typealias AnimatorSpring = Animator.Spring
private typealias AnimatorColor = Animator.Color
private typealias AnimatorKeyframes = Animator.Keyframes

private final class Card {
  @Animated var tint = AnimatorColor.white
  let spring = AnimatorSpring.bouncy
}
// docs: end swiftui-aliases

/// A game object that keeps Animator's transform, unqualified, beside Foundation.
private struct Sprite {
  var transform: AffineTransform2D
  var frame: Rect2D
}

/// A model that animates Animator's values and Foundation's own `AffineTransform` side by side.
private final class Badge {
  @Animated var center = Point2D(x: 0, y: 0)
  @Animated var size = Size2D(width: 10, height: 10)
  @Animated var transform = AffineTransform2D.identity
  @Animated var foundationTransform = AffineTransform.identity
}

@Suite("Animator beside Foundation")
struct FoundationCoexistenceTests {
  @Test("Animator's value types and Foundation's AffineTransform are used unqualified in one file")
  func unqualifiedNames() {
    var sprite = Sprite(transform: .identity, frame: Rect2D(x: 0, y: 0, width: 4, height: 2))
    sprite.transform = AffineTransform2D(translationX: 3, y: 4)
    // A translation moves the origin by (tx, ty) (CoreGraphics' layout, row vector times matrix).
    #expect(sprite.transform.tx == 3 && sprite.transform.ty == 4)
    #expect(sprite.frame.size == Size2D(width: 4, height: 2))
    var foundation = AffineTransform.identity
    foundation.translate(x: 3, y: 4)
    // The interop module converts Foundation's transform to Animator's, entry for entry.
    #expect(AffineTransform2D(foundation) == sprite.transform)
    #expect(AffineTransform(sprite.transform) == foundation)
  }

  @Test("both transforms animate in one engine: halfway through a linear second, halfway there")
  func bothAnimate() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let badge = Badge()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine)
    var moved = AffineTransform.identity
    moved.translate(x: 100, y: 0)
    try animator.addAnimations {
      badge.center = Point2D(x: 100, y: 50)
      badge.size = Size2D(width: 30, height: 20)
      badge.transform = AffineTransform2D(translationX: 100, y: 0)
      badge.foundationTransform = moved
    }
    try animator.startAnimation()
    clock.advance(by: .milliseconds(500))
    engine.tick()
    // Linear timing: at t = 0.5 every component is the midpoint of its endpoints; a translation
    // decomposes to its translation alone, so the transforms are at 50 too.
    #expect(badge.$center.presentationValue == Point2D(x: 50, y: 25))
    #expect(badge.$size.presentationValue == Size2D(width: 20, height: 15))
    #expect(abs(badge.$transform.presentationValue.tx - 50) < 1e-12)
    #expect(abs(Double(badge.$foundationTransform.presentationValue.tX) - 50) < 1e-12)
  }

  @Test("every public type can be spelled with its module: there is no type named Animator")
  func moduleQualifiedNames() throws {
    // `Animator.X` names the module's X because the module declares no type called `Animator`;
    // this is how a SwiftUI file picks Animator's `Spring`, `Color` or `Animatable`.
    let spring: Animator.Spring = .bouncy
    let color = Animator.Color(red: 1, green: 0, blue: 0, alpha: 1)
    let pair = Animator.AnimatablePair(1.0, 2.0)
    let point = Animator.Point2D(x: 1, y: 2)
    let transform = Animator.AffineTransform2D.identity
    let keyframes = try Animator.Keyframes(values: [0.0, 10.0], keyTimes: [0, 1], timingCurves: [.linear])
    func isAnimatable<T: Animator.Animatable>(_: T) -> Bool { true }
    func isVector<T: Animator.VectorArithmetic>(_: T) -> Bool { true }
    #expect(spring == Spring.bouncy)
    #expect(color == Color(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(pair.first == 1 && pair.second == 2)
    #expect(isAnimatable(point) && isVector(point))
    #expect(transform == AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
    // One linear segment from 0 to 10: at unit time 0.5, 5.
    #expect(keyframes.value(at: 0.5) == 5)
    // The guide's file-scoped aliases name the same types.
    let card = Card()
    #expect(card.spring == Spring.bouncy && card.tint == Color.white)
    #expect(try AnimatorKeyframes(values: [0.0, 1.0]).values == [0, 1])
  }
}
