import Animator
import Foundation
import Testing

/// The code of Documentation/Lifetimes.md, compiled and run.
@Suite("The lifetimes guide's examples")
struct LifetimesGuideTests {
  // docs: begin types
  /// A type of your own: the values it animates are declared `@Animated`.
  final class Card {
    @Animated var opacity = 0.0
    @Animated var position = Point2D(x: 0, y: 0)
  }

  /// A type you do not own, a game engine's node: plain stored properties.
  final class Node {
    var position = Point2D(x: 0, y: 0)
    var alpha = 1.0
  }
  // docs: end types

  // docs: begin model
  final class ProfileModel {
    let animations = AnimationScope()  // cancels what it holds when the model goes
    let card = Card()

    func appear(on engine: AnimationEngine) throws(AnimationError) {
      try animations.add { () throws(AnimationError) in
        let intro = PropertyAnimator(duration: .seconds(0.4), curve: .easeOut, engine: engine)
        try intro.addAnimations { [card] in card.opacity = 1 }
        try intro.startAnimation()
        try engine.animate(duration: 0.2) { [card] in card.position = Point2D(x: 0, y: 20) }
      }
    }
  }
  // docs: end model

  @Test("a model's scope collects what appear() starts, and the model's going cancels it")
  func model() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    var model: ProfileModel? = ProfileModel()
    weak let card = model?.card
    try model?.appear(on: engine)
    #expect(model?.animations.players.count == 1, "the animator; the quick animation is not a player")
    #expect(engine.runningAnimationCount == 2)
    clock.advance(by: .milliseconds(100))
    engine.tick()
    let shown = try #require(card?.$opacity.presentationValue)
    #expect(shown > 0 && shown < 1)
    model = nil
    #expect(!engine.hasRunningAnimations, "the scope went with the model and cancelled both")
    #expect(card == nil, "nothing keeps the card once its animations end")
  }

  /// The SwiftUI model of the guide, without SwiftUI: its intro joins the scope before its blocks.
  final class IntroModel {
    let animations = AnimationScope(whenReleased: .revert)
    let card = Card()
    let intro: PropertyAnimator

    init(engine: AnimationEngine) throws {
      intro = PropertyAnimator(duration: .seconds(0.4), curve: .easeOut, engine: engine)
      animations.add(intro)
      try intro.addAnimations { [card] in card.opacity = 1 }
    }
  }

  @Test("a model whose scope reverts as it goes undoes the intro its task ran, once the task is cancelled")
  @MainActor
  func modelWithATask() async throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    var model: IntroModel? = try IntroModel(engine: engine)
    let card = try #require(model?.card)
    let intro = try #require(model?.intro)
    let task = Task { try await intro.run() }
    while !intro.isRunning { await Task.yield() }
    clock.advance(by: .milliseconds(200))
    engine.tick()
    task.cancel()  // the view went away
    await #expect(throws: AnimationError.cancelled) { try await task.value }
    #expect(card.opacity > 0 && card.opacity < 1, "stopped where it was shown")
    model = nil  // the model went: its scope reverts
    #expect(card.opacity == 0 && card.$opacity.presentationValue == 0)
    #expect(!engine.hasRunningAnimations)
  }

  @Test("revert() puts back the model value from before the scope's first change, once")
  func revert() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let card = Card()
    card.opacity = 0.25
    // docs: begin revert
    let animations = AnimationScope()
    let before = card.opacity
    try animations.add { () throws(AnimationError) in
      try engine.animate(duration: 1) { card.opacity = 1 }
    }
    clock.advance(by: .milliseconds(500))
    engine.tick()

    animations.revert()
    #expect(card.opacity == before)  // the model value, bit for bit
    #expect(card.$opacity.presentationValue == before)  // and shown: nothing animates it any more
    #expect(animations.isEmpty)  // a second revert() has nothing to do
    // docs: end revert
    #expect(before == 0.25)
    #expect(!engine.hasRunningAnimations)
  }

  @Test("the three endings, side by side")
  func endings() throws {
    var shown: [AnimationScope.Ending: (Double, Double)] = [:]
    for ending in [AnimationScope.Ending.cancel, .finish, .revert] {
      let clock = ManualClock()
      let engine = AnimationEngine(clock: clock)
      let card = Card()
      let animations = AnimationScope()
      var completions: [AnimatingPosition] = []
      try animations.add { () throws(AnimationError) in
        let fade = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine)
        try fade.addAnimations { card.opacity = 1 }
        fade.addCompletion { completions.append($0) }
        try fade.startAnimation()
      }
      clock.advance(by: .milliseconds(400))
      engine.tick()
      switch ending {
      case .cancel: animations.cancel()
      case .finish: animations.finish()
      case .revert: animations.revert()
      }
      #expect(!engine.hasRunningAnimations)
      #expect(completions == (ending == .finish ? [.end] : []))
      shown[ending] = (card.opacity, card.$opacity.presentationValue)
    }
    #expect(shown[.cancel]! == (0.4, 0.4), "where it was shown")
    #expect(shown[.finish]! == (1, 1), "its end")
    #expect(shown[.revert]! == (0, 0), "before the scope")
  }

  @Test("a child scope ends alone, and its parent's endings reach it")
  func nesting() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let title = Card()
    let card = Card()
    // docs: begin nesting
    let screen = AnimationScope()
    let header = AnimationScope()
    try screen.add { () throws(AnimationError) in
      try header.add { () throws(AnimationError) in  // header becomes screen's child
        try engine.animate(duration: 1) { title.opacity = 1 }
      }
      try engine.animate(duration: 1) { card.opacity = 1 }
    }
    clock.advance(by: .milliseconds(500))
    engine.tick()

    header.cancel()  // the title stops where it is; the card moves on
    screen.revert()  // the card and the title both go back to 0
    // docs: end nesting
    #expect(screen.children.count == 1)
    #expect(title.opacity == 0 && title.$opacity.presentationValue == 0)
    #expect(card.opacity == 0 && card.$opacity.presentationValue == 0)
    #expect(!engine.hasRunningAnimations)
  }

  @Test("run() stops the animation when its task is cancelled")
  @MainActor
  func tiedToATask() async throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let card = Card()
    // docs: begin task
    let intro = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine)
    try intro.addAnimations { card.opacity = 1 }
    let task = Task { try await intro.run() }  // what SwiftUI's .task { } does
    while !intro.isRunning { await Task.yield() }  // let the task start it
    clock.advance(by: .milliseconds(400))
    engine.tick()

    task.cancel()  // the view went away
    await #expect(throws: AnimationError.cancelled) { try await task.value }
    #expect(intro.state == .inactive)  // stopped where it was shown; no completion ran
    #expect(card.$opacity.presentationValue == 0.4 && card.opacity == 0.4)
    // docs: end task
  }

  // docs: begin level
  /// A game level: its coins bob for as long as the level is loaded.
  final class Level {
    let animations = AnimationScope()  // cancels the bobbing when the level goes
    let coins = [Node(), Node(), Node()]

    init(engine: AnimationEngine) throws(AnimationError) {
      try animations.add { () throws(AnimationError) in
        for (index, coin) in coins.enumerated() {
          let bob = try Timeline(engine: engine, timing: EffectTiming(iterations: .infinity, direction: .alternate))
          try bob.addTween(of: \.position, on: coin, to: Point2D(x: Double(index) * 40, y: 8), duration: 0.5)
          try bob.startAnimation()
        }
      }
    }
  }
  // docs: end level

  @Test("a level's coins bob for ever, and stop, and go, with the level")
  func level() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    // docs: begin unload
    var level: Level? = try Level(engine: engine)
    weak let coin = level?.coins[0]
    clock.advance(by: .seconds(60))  // a minute of play
    engine.tick()
    #expect(engine.runningAnimationCount == 3)

    level = nil  // unloaded: its scope goes with it, and cancels the three timelines
    #expect(engine.runningAnimationCount == 0)
    #expect(coin == nil)  // nothing holds the coins any more
    // docs: end unload
  }

  @Test("an endless timeline over a node's key path ends at the next frame once the node goes")
  func nodeGoes() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    var completions = 0
    // docs: begin node-goes
    var node: Node? = Node()
    weak let gone = node
    let spin = try Timeline(engine: engine, timing: EffectTiming(iterations: .infinity))
    if let node { try spin.addTween(of: \.alpha, on: node, to: 0, duration: 1) }
    spin.addCompletion { _ in completions += 1 }
    try spin.startAnimation()
    clock.advance(by: .milliseconds(500))
    engine.tick()
    #expect(engine.runningAnimationCount == 1)

    node = nil  // the game removes the node: the timeline does not keep it
    #expect(gone == nil)
    clock.advance(by: .milliseconds(16))
    engine.tick()  // the timeline finds its only object gone and ends, with no completion
    #expect(engine.runningAnimationCount == 0 && spin.state == .inactive)
    // docs: end node-goes
    #expect(completions == 0)
  }
}
