import Testing

@testable import Animator

/// An object animated through key paths, as a game's node is.
final class ScopedNode {
  var x = 0.0
  var position = Point2D(x: 0, y: 0)
}

/// A kind of player that an `AnimationScope` holds: each made inside a scope's `add { }`, started,
/// animating one card's opacity towards 1, with a counter of its completions.
enum ScopedPlayerKind: String, CaseIterable, CustomTestStringConvertible, Sendable {
  case animator, timeline, spring, decay, fling, quick

  var testDescription: String { rawValue }

  /// Whether the kind runs on a closed form that ends exactly at 1 (not a decay's projection).
  var endsAtOne: Bool { self != .decay }

  /// Makes the player in `scope`, animating `card.opacity` from what it is; `ends` counts the
  /// completions by position.
  @discardableResult
  func make(
    in scope: AnimationScope, card: Card, engine: AnimationEngine, ends: Counter
  ) throws(AnimationError) -> (any Animating)? {
    try scope.add { () throws(AnimationError) -> (any Animating)? in
      switch self {
      case .animator:
        let animator = PropertyAnimator(duration: .seconds(1), curve: .easeInOut, engine: engine)
        try animator.addAnimations { card.opacity = 1 }
        animator.addCompletion { ends.note($0) }
        try animator.startAnimation()
        return animator
      case .timeline:
        let timeline = Timeline(engine: engine)
        try timeline.addTween(duration: 1, curve: .easeInOut) { card.opacity = 1 }
        timeline.addCompletion { ends.note($0) }
        try timeline.startAnimation()
        return timeline
      case .spring:
        let spring = try SpringAnimation(card.$opacity, to: 1, spring: .smooth, engine: engine)
        spring.addCompletion { ends.note($0) }
        try spring.startAnimation()
        return spring
      case .decay:
        let decay = try DecayAnimation(card.$opacity, velocity: 2, engine: engine)
        decay.addCompletion { ends.note($0) }
        try decay.startAnimation()
        return decay
      case .fling:
        let timeline = Timeline(engine: engine)
        try timeline.addTween(duration: 1, curve: .linear) { card.opacity = 1 }
        try timeline.pauseAnimation()
        let fling = try timeline.fling(velocity: 1.5, to: .end)
        fling.addCompletion { ends.note($0) }
        timeline.addCompletion { ends.note($0) }
        return fling
      case .quick:
        try engine.animate(duration: .seconds(1)) {
          card.opacity = 1
        } completion: {
          ends.note($0)
        }
        return nil
      }
    }
  }
}

/// Counts completions, by the position they received.
final class Counter {
  private(set) var positions: [AnimatingPosition] = []
  var count: Int { positions.count }

  func note(_ position: AnimatingPosition) {
    positions.append(position)
  }
}

/// The bits of what a property shows and of its model value.
func bits(_ property: AnimatedProperty<Double>) -> [UInt64] {
  [property.presentationValue.bitPattern, property.modelValue.bitPattern]
}

/// The bits of a point's two coordinates, shown and model.
func bits(_ property: AnimatedProperty<Point2D>) -> [UInt64] {
  [
    property.presentationValue.x.bitPattern, property.presentationValue.y.bitPattern,
    property.modelValue.x.bitPattern, property.modelValue.y.bitPattern,
  ]
}
