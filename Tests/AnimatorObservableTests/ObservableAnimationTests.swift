import Animator
import AnimatorObservable
import Observation
import Testing

private final class Card {
  @Animated var opacity = 0.0
  @Animated var scale = 1.0
}

@Observable
private final class CardModel {
  var opacity = 0.0
  var title = "card"
}

/// Records whether a tracked read was invalidated: `withObservationTracking` fires once.
private final class Flag: @unchecked Sendable {
  var fired = 0
}

@Suite("Observation")
struct ObservableAnimationTests {
  @Test("an @Observable view of a property is invalidated by a tick that moves it, not by one that does not")
  func observableValue() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let card = Card()
    let observed = ObservableAnimatedValue(card.$opacity)
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation()

    let flag = Flag()
    withObservationTracking {
      _ = observed.value
    } onChange: {
      flag.fired += 1
    }
    try animator.pauseAnimation()
    clock.advance(by: .milliseconds(250))
    engine.tick()  // paused: nothing moves, nothing observed changes
    #expect(flag.fired == 0)
    try animator.startAnimation()
    clock.advance(by: .milliseconds(250))
    engine.tick()
    #expect(flag.fired == 1)
    #expect(observed.value == 0.25)
  }

  @Test("bind(to:) writes the model's own @Observable property once per changed tick")
  func bindToModel() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let card = Card()
    let model = CardModel()
    let binding = card.$opacity.bind(to: model, \.opacity)
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine)
    try animator.addAnimations {
      card.opacity = 1
      card.scale = 2  // not bound: does not touch the model
    }
    try animator.startAnimation()
    var values: [Double] = []
    for _ in 0..<4 {
      let flag = Flag()
      withObservationTracking {
        _ = model.opacity
      } onChange: {
        flag.fired += 1
      }
      clock.advance(by: .milliseconds(250))
      engine.tick()
      #expect(flag.fired == 1)
      values.append(model.opacity)
    }
    #expect(values == [0.25, 0.5, 0.75, 1])
    // After the end, ticks change nothing: the model is not written.
    let flag = Flag()
    withObservationTracking {
      _ = model.opacity
    } onChange: {
      flag.fired += 1
    }
    clock.advance(by: .milliseconds(250))
    engine.tick()
    #expect(flag.fired == 0)
    withExtendedLifetime(binding) {}
  }
}
