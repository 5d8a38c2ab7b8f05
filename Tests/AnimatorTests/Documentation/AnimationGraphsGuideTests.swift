import Animator
import Foundation
import Testing

/// The code of `Documentation/AnimationGraphs.md`, compiled and run; the guide shows the text
/// between the `docs:` markers (checked by ``GuideSnippetTests``).
@Suite("The animation graphs guide's examples")
struct AnimationGraphsGuideTests {
  // docs: begin types
  /// A control of your own: the values it animates are declared `@Animated`.
  final class Button {
    @Animated var scale = 1.0
  }

  /// A game character: the body's height above the floor, and the swing of its legs in degrees.
  final class Hero {
    @Animated var height = 0.0
    @Animated var swing = 0.0
  }
  // docs: end types

  @Test("the smallest graph: a button's idle, hover and pressed, and the values it prints")
  func button() throws {
    // The guide's `print` calls, kept here so that the test checks what they print.
    var printed: [String] = []
    func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

    // docs: begin button
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let button = Button()

    let graph = AnimationGraph(engine: engine)
    try graph.addInput("hovered", .bool(false))
    try graph.addInput("pressed", .bool(false))
    try graph.addNode("idle", .pose { button.scale = 1 })  // the first node added is where it starts
    try graph.addNode("hover", .pose { button.scale = 1.25 })
    try graph.addNode("pressed", .pose { button.scale = 0.875 })
    let fade = AnimationGraph.Blend.crossFade(0.25, curve: .linear)
    try graph.addTransition(from: "idle", to: "hover", when: [.isTrue("hovered")], blend: fade)
    try graph.addTransition(from: "hover", to: "idle", when: [.isFalse("hovered")], blend: fade)
    try graph.addTransition(from: "hover", to: "pressed", when: [.isTrue("pressed")], blend: .inertialize(0.25))
    try graph.addTransition(from: "pressed", to: "hover", when: [.isFalse("pressed")], blend: .inertialize(0.25))
    try graph.startAnimation()

    try graph.set("hovered", to: true)  // the pointer comes in
    clock.advance(by: .milliseconds(125))
    engine.tick()
    print(graph.currentNode ?? "", button.$scale.presentationValue, button.scale)  // hover 1.125 1.0

    clock.advance(by: .milliseconds(125))
    engine.tick()
    print(graph.currentNode ?? "", button.$scale.presentationValue)  // hover 1.25

    try graph.set("pressed", to: true)  // a press
    clock.advance(by: .milliseconds(125))
    engine.tick()
    print(graph.currentNode ?? "", button.$scale.presentationValue)  // pressed 0.9453125

    try graph.stopAnimation(true)  // the graph never ends by itself: stop it when the button goes
    // docs: end button
    #expect(printed == ["hover 1.125 1.0", "hover 1.25", "pressed 0.9453125"])
    #expect(button.scale == 0.9453125, "a stop leaves the value shown as the model value")
  }

  @Test("a node's contribution is measured from the base; the model stays the base; other animations add")
  func base() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let hero = Hero()
    // docs: begin base
    let graph = AnimationGraph(engine: engine)
    try graph.addInput("crouching", .bool(true))
    try graph.addNode("crouch", .pose { hero.height = -8 })
    try graph.addNode("stand", .pose { hero.height = 0 })
    try graph.addTransition(from: "crouch", to: "stand", when: [.isFalse("crouching")])
    try graph.addTransition(from: "stand", to: "crouch", when: [.isTrue("crouching")])
    try graph.startAnimation()
    #expect(hero.$height.presentationValue == -8)
    #expect(hero.height == 0)  // the model value stays the base

    hero.height = 100  // the hero steps onto a box: every node moves with the base
    #expect(hero.$height.presentationValue == 92)

    try engine.animate(duration: 1, curve: .linear) { hero.height = 110 }  // another animation adds on top
    clock.advance(by: .milliseconds(500))
    engine.tick()
    #expect(hero.$height.presentationValue == 97)  // 105, crouched by 8
    // docs: end base
    try graph.stopAnimation(true)
    // The quick animation runs to its end, so that the engine and what runs on it can go.
    clock.advance(by: .milliseconds(500))
    engine.tick()
    #expect(!engine.hasRunningAnimations)
  }

  @Test("a mix shows its parts together at their weights; an input weight is clamped to 0...1")
  func mix() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let hero = Hero()
    // docs: begin mix
    let stride = try Timeline(engine: engine, timing: EffectTiming(iterations: .infinity, direction: .alternate))
    try stride.addTween(duration: 0.5, curve: .linear) { hero.swing = 30 }

    let graph = AnimationGraph(engine: engine)
    try graph.addInput("tired", .number(0))
    try graph.addNode(
      "walk",
      .mix([
        .init(.timeline(stride), weight: .constant(1)),
        .init(.pose { hero.height = -4 }, weight: .input("tired")),  // a slump laid over the walk
      ]))
    try graph.startAnimation()
    try graph.set("tired", to: 0.5)
    clock.advance(by: .milliseconds(250))
    engine.tick()
    #expect(hero.$swing.presentationValue == 15)  // the stride alone moves the legs
    #expect(hero.$height.presentationValue == -2)  // half the slump

    try graph.set("tired", to: 3)  // clamped to 1
    clock.advance(by: .milliseconds(250))
    engine.tick()
    #expect(hero.$height.presentationValue == -4)
    // docs: end mix
    try graph.stopAnimation(true)
  }

  // docs: begin hero
  /// The hero's graph: idle, walk and run blended by `speed`; a jump on a trigger; a wave that
  /// only `travel(to:)` reaches.
  static func heroGraph(_ hero: Hero, engine: AnimationEngine) throws(AnimationError) -> AnimationGraph {
    /// A cycle that swings the legs out and back, for ever.
    func cycle(_ seconds: Double, swing: Double, height: Double) throws(AnimationError) -> Timeline {
      let timing = EffectTiming(iterations: .infinity, direction: .alternate)
      let timeline = try Timeline(engine: engine, timing: timing)
      try timeline.addTween(duration: seconds / 2, curve: .easeInOut) {
        hero.swing = swing
        hero.height = height
      }
      return timeline
    }
    let graph = AnimationGraph(engine: engine, name: "hero")
    try graph.addInput("speed", .number(0))
    try graph.addInput("jump", .trigger)

    let locomotion = try BlendSpace1D(
      input: "speed",
      points: [
        (0, .timeline(try cycle(1.6, swing: 0, height: 1))),  // idle: breathing
        (1, .timeline(try cycle(1, swing: 25, height: 2))),  // walk
        (3, .timeline(try cycle(0.6, swing: 50, height: 4))),  // run
      ], sync: true)
    try graph.addNode("locomotion", .blendSpace(locomotion))

    let jump = Timeline(engine: engine)
    try jump.addTween(duration: 0.35, curve: .easeOut) { hero.height = 40 }
    try jump.addTween(duration: 0.35, curve: .easeIn) { hero.height = 0 }
    try graph.addNode("jump", .timeline(jump))
    try graph.addNode("wave", .pose { hero.swing = -60 })

    try graph.addTransition(from: "locomotion", to: "jump", when: [.triggered("jump")], blend: .crossFade(0.1))
    try graph.addTransition(from: "jump", to: "locomotion", exitTime: 1, blend: .inertialize(0.25))
    try graph.addTransition(from: "locomotion", to: "wave", blend: .crossFade(0.3), automatic: false)
    try graph.addTransition(from: "wave", to: "locomotion", blend: .crossFade(0.3), automatic: false)
    return graph
  }
  // docs: end hero

  @Test("a trigger is consumed by the transition it fires; travel(to:) takes the shortest path")
  func triggerAndTravel() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let hero = Hero()
    let graph = try Self.heroGraph(hero, engine: engine)
    try graph.startAnimation()
    // docs: begin jump
    try graph.fire("jump")
    clock.advance(by: .milliseconds(100))
    engine.tick()
    #expect(graph.currentNode == "jump")
    #expect(graph.value(of: "jump") == 0)  // consumed: one jump per fire

    try graph.travel(to: "wave")  // from the jump, through locomotion
    #expect(graph.travelPath == ["locomotion", "wave"])
    clock.advance(by: .milliseconds(500))
    engine.tick()
    #expect(graph.currentNode == "jump")  // the jump's exit time is a gate: it ends first
    clock.advance(by: .milliseconds(500))
    engine.tick()
    #expect(graph.currentNode == "wave" && graph.travelPath.isEmpty)

    #expect(throws: AnimationError.unknownNode("swim")) { try graph.travel(to: "swim") }
    // docs: end jump
    try graph.stopAnimation(true)
  }

  @Test("a node no transition reaches cannot be travelled to, and nothing changes")
  func unreachable() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let hero = Hero()
    let graph = try Self.heroGraph(hero, engine: engine)
    try graph.addNode("fallen", .pose { hero.height = -30 })
    try graph.startAnimation()
    #expect(
      throws: AnimationError.invalidArgument(
        parameter: "node", value: "fallen", requirement: .other("a node reachable from \"locomotion\""))
    ) { try graph.travel(to: "fallen") }
    #expect(graph.travelPath.isEmpty && graph.currentNode == "locomotion")
    try graph.stopAnimation(true)
  }

  @Test("priority: the lowest number fires; of equal priorities, the last added")
  func priorityAndTies() throws {
    for (priorities, expected) in [((0, 0), "b"), ((0, 1), "a"), ((1, 0), "b")] {
      let clock = ManualClock()
      let engine = AnimationEngine(clock: clock)
      let button = Button()
      let graph = AnimationGraph(engine: engine)
      try graph.addNode("start", .pose {})
      try graph.addNode("a", .pose { button.scale = 2 })
      try graph.addNode("b", .pose { button.scale = 3 })
      try graph.addTransition(from: "start", to: "a", priority: priorities.0)
      try graph.addTransition(from: "start", to: "b", priority: priorities.1)
      try graph.startAnimation()
      #expect(graph.currentNode == expected, "\(priorities)")
      try graph.stopAnimation(true)
    }
  }

  @Test("switch modes: sync starts the target at the source's progress; at end waits for the source's end")
  func switchModes() throws {
    for mode in [AnimationGraph.SwitchMode.immediate, .sync, .atEnd] {
      let clock = ManualClock()
      let engine = AnimationEngine(clock: clock)
      let hero = Hero()
      let rise = Timeline(engine: engine)
      try rise.addTween(duration: 2, curve: .linear) { hero.height = 100 }
      let swing = Timeline(engine: engine)
      try swing.addTween(duration: 1, curve: .linear) { hero.swing = 40 }
      let graph = AnimationGraph(engine: engine)
      try graph.addInput("go", .bool(false))
      try graph.addNode("rise", .timeline(rise))
      try graph.addNode("swing", .timeline(swing))
      try graph.addTransition(from: "rise", to: "swing", when: [.isTrue("go")], switchMode: mode)
      var entered: [Double] = []
      let observation = graph.observe { if case .nodeEntered("swing", let time) = $0 { entered.append(time) } }
      try graph.startAnimation()
      clock.advance(by: .milliseconds(500))
      engine.tick()
      try graph.set("go", to: true)
      clock.advance(by: .milliseconds(500))
      engine.tick()
      switch mode {
      case .immediate: #expect(entered == [0.5] && hero.$swing.presentationValue == 20)  // 0.5 s into its 1 s
      case .sync: #expect(entered == [0.5] && hero.$swing.presentationValue == 30)  // from 0.25 s: a quarter
      case .atEnd: #expect(entered.isEmpty && graph.currentNode == "rise")
      }
      clock.advance(by: .milliseconds(1500))
      engine.tick()
      if mode == .atEnd {
        #expect(entered == [2] && hero.$swing.presentationValue == 20)  // at rise's end; 0.5 s into its 1 s
      }
      observation.cancel()
      if graph.state == .active { try graph.stopAnimation(true) }
    }
  }

  @Test("a blend space blends the two points around its input; at a point, that point alone")
  func blendSpace() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let hero = Hero()
    // docs: begin blend-space
    let graph = AnimationGraph(engine: engine)
    try graph.addInput("speed", .number(0))
    let legs = try BlendSpace1D(
      input: "speed",
      points: [(0, .pose { hero.swing = 0 }), (1, .pose { hero.swing = 20 }), (3, .pose { hero.swing = 60 })])
    try graph.addNode("legs", .blendSpace(legs))
    try graph.startAnimation()
    var swings: [Double] = []
    for speed in [-1, 0.5, 1, 2, 5] {
      try graph.set("speed", to: speed)
      clock.advance(by: .milliseconds(10))
      engine.tick()
      swings.append(hero.$swing.presentationValue)
    }
    #expect(swings == [0, 10, 20, 40, 60])
    // docs: end blend-space
    try graph.stopAnimation(true)
  }

  @Test("a blend space answers each point's weight at a value, by the rule the graph blends by")
  func blendSpaceWeights() throws {
    let hero = Hero()
    // docs: begin blend-space-weights
    let legs = try BlendSpace1D(
      input: "speed",
      points: [(0, .pose { hero.swing = 0 }), (1, .pose { hero.swing = 20 }), (3, .pose { hero.swing = 60 })])
    #expect(try legs.weights(at: 2) == [0, 0.5, 0.5])
    #expect(try legs.weights(at: 5) == [0, 0, 1])
    #expect(throws: AnimationError.self) { try legs.weights(at: .nan) }
    // docs: end blend-space-weights
  }

  @Test("a nested graph plays inside its node, reads the parent's inputs, and reports its nodes under the node's name")
  func nested() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let hero = Hero()
    // docs: begin nested
    let moves = AnimationGraph(engine: engine, name: "moves")
    try moves.addInput("crouching", .bool(false))
    try moves.addNode("stand", .pose { hero.height = 0 })
    try moves.addNode("crouch", .pose { hero.height = -8 })
    let fade = AnimationGraph.Blend.crossFade(0.25, curve: .linear)
    try moves.addTransition(from: "stand", to: "crouch", when: [.isTrue("crouching")], blend: fade)
    try moves.addTransition(from: "crouch", to: "stand", when: [.isFalse("crouching")], blend: fade)

    let hurt = PropertyAnimator(duration: .seconds(0.4), curve: .easeOut, engine: engine)
    try hurt.addAnimations { hero.swing = -20 }

    let graph = AnimationGraph(engine: engine)
    try graph.addInput("crouching", .bool(false))  // the nested graph reads the parent's input of its name
    try graph.addInput("hurt", .trigger)
    try graph.addNode("moves", .graph(moves))
    try graph.addNode("hurt", .animator(hurt))
    try graph.addTransition(from: "moves", to: "hurt", when: [.triggered("hurt")], blend: fade)
    try graph.addTransition(from: "hurt", to: "moves", exitTime: 1)
    var entered: [String] = []
    let observation = graph.observe { if case .nodeEntered(let name, _) = $0 { entered.append(name) } }
    try graph.startAnimation()

    try graph.set("crouching", to: true)
    clock.advance(by: .milliseconds(125))
    engine.tick()
    #expect(hero.$height.presentationValue == -4)  // half-way through the nested cross-fade

    try graph.fire("hurt")
    clock.advance(by: .microseconds(62_500))
    engine.tick()
    #expect(hero.$height.presentationValue == -4.5)  // the nested fade at 0.75 shows −6; the node at weight 0.75
    #expect(entered == ["moves", "moves/stand", "moves/crouch", "hurt"])
    observation.cancel()
    // docs: end nested
    #expect(moves.state == .inactive && hurt.state == .inactive)
    try graph.stopAnimation(true)
  }

  @Test("events arrive in order, with their exact instants, whatever the ticks")
  func events() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let hero = Hero()
    let graph = try Self.heroGraph(hero, engine: engine)
    // docs: begin events
    var events: [AnimationGraphEvent] = []
    let observation = graph.observe { events.append($0) }
    try graph.startAnimation()
    try graph.fire("jump")
    clock.advance(by: .seconds(1))  // one long tick
    engine.tick()
    #expect(
      events == [
        .state(.active), .isRunning(true), .nodeEntered("locomotion", time: 0),
        .transitionStarted(from: "locomotion", to: "jump", time: 0), .nodeEntered("jump", time: 0),
        .nodeExited("locomotion", time: 0.1), .transitionEnded(from: "locomotion", to: "jump", time: 0.1),
        .transitionStarted(from: "jump", to: "locomotion", time: 0.7), .nodeExited("jump", time: 0.7),
        .nodeEntered("locomotion", time: 0.7), .transitionEnded(from: "jump", to: "locomotion", time: 0.95),
      ])
    observation.cancel()
    // docs: end events
    try graph.stopAnimation(true)
  }

  @Test("pause and scrub move the current node within its iteration")
  func pauseAndScrub() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let hero = Hero()
    let graph = try Self.heroGraph(hero, engine: engine)
    try graph.startAnimation()
    // docs: begin scrub
    try graph.fire("jump")
    clock.advance(by: .milliseconds(200))
    engine.tick()
    try graph.pauseAnimation()
    graph.fractionComplete = 0.5  // the jump at its top, 0.35 s in
    #expect(hero.$height.presentationValue == 40)
    clock.advance(by: .seconds(5))  // paused: time passes, nothing moves
    engine.tick()
    #expect(hero.$height.presentationValue == 40 && graph.currentNode == "jump")
    try graph.startAnimation()  // resumes from there
    // docs: end scrub
    clock.advance(by: .milliseconds(400))
    engine.tick()
    #expect(graph.currentNode == "locomotion")
    try graph.stopAnimation(true)
  }

  @Test("a graph completes when its current node has no transition out and reaches its end")
  func completion() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let hero = Hero()
    // docs: begin completion
    let fall = Timeline(engine: engine)
    try fall.addTween(duration: 0.5, curve: .easeIn) { hero.height = -30 }
    let graph = AnimationGraph(engine: engine)
    try graph.addInput("hit", .trigger)
    try graph.addNode("stand", .pose {})
    try graph.addNode("fall", .timeline(fall))  // no transition out: the run ends with it
    try graph.addTransition(from: "stand", to: "fall", when: [.triggered("hit")], blend: .crossFade(0.1))
    var ends: [AnimatingPosition] = []
    graph.addCompletion { ends.append($0) }
    try graph.startAnimation()
    try graph.fire("hit")
    clock.advance(by: .seconds(1))
    engine.tick()
    #expect(ends == [.end] && graph.state == .inactive)
    #expect(hero.height == -30)  // the graph's layer goes; the model keeps what it showed
    // docs: end completion
  }

  @Test("reduced motion ends every blend at once")
  func reducedMotion() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let button = Button()
    let graph = AnimationGraph(engine: engine)
    try graph.addInput("hovered", .bool(false))
    try graph.addNode("idle", .pose {})
    try graph.addNode("hover", .pose { button.scale = 1.25 })
    try graph.addTransition(from: "idle", to: "hover", when: [.isTrue("hovered")], blend: .crossFade(0.25))
    try graph.addTransition(from: "hover", to: "idle", when: [.isFalse("hovered")], blend: .crossFade(0.25))
    // docs: begin reduced-motion
    engine.reducedMotion = .always
    try graph.startAnimation()
    try graph.set("hovered", to: true)
    clock.advance(by: .milliseconds(10))
    engine.tick()
    #expect(button.$scale.presentationValue == 1.25)  // no cross-fade: the target at once
    // docs: end reduced-motion
    try graph.stopAnimation(true)
  }

  @Test("a scope collects a graph; revert() ends it and puts the base back")
  func scope() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let hero = Hero()
    // docs: begin scope
    let level = AnimationScope()
    let graph = try level.add { () throws(AnimationError) in
      let graph = try Self.heroGraph(hero, engine: engine)
      try graph.startAnimation()
      return graph
    }
    try graph.set("speed", to: 2)
    clock.advance(by: .seconds(3))
    engine.tick()
    #expect(hero.$swing.presentationValue != 0)

    level.revert()  // the graph ends, and the values go back to the base
    #expect(graph.state == .inactive)
    #expect(hero.$swing.presentationValue == 0 && hero.$height.presentationValue == 0)
    // docs: end scope
  }

  // docs: begin determinism
  /// The hero's height and swing at 2 s: speed 2 at 0.5 s and a jump at 1 s, the engine ticked
  /// every `step` (and at those instants).
  static func play(tickingEvery step: Duration) throws -> [Double] {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let hero = Hero()
    let graph = try heroGraph(hero, engine: engine)
    defer { try? graph.stopAnimation(true) }
    try graph.startAnimation()
    let script: [(at: Duration, action: () throws -> Void)] = [
      (.milliseconds(500), { try graph.set("speed", to: 2) }),
      (.seconds(1), { try graph.fire("jump") }),
      (.seconds(2), {}),
    ]
    var now = Duration.zero
    for (instant, action) in script {
      while now < instant {
        now = min(now + step, instant)
        clock.advance(to: ManualClock.Instant(offset: now))
        engine.tick()
      }
      try action()
    }
    return [hero.$height.presentationValue, hero.$height.velocity, hero.$swing.presentationValue]
  }
  // docs: end determinism

  @Test("the same inputs at the same instants give the same values, bit for bit, however the ticks fall")
  func determinism() throws {
    // docs: begin determinism-check
    let everyFrame = try Self.play(tickingEvery: .milliseconds(16))
    #expect(try Self.play(tickingEvery: .milliseconds(7)) == everyFrame)
    #expect(try Self.play(tickingEvery: .seconds(1)) == everyFrame)
    // docs: end determinism-check
    #expect(everyFrame.allSatisfy { $0.isFinite } && everyFrame[2] != 0)
  }

  @Test("bad input throws a typed error and changes nothing; a loop of transitions is reported")
  func badInput() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let hero = Hero()
    let graph = try Self.heroGraph(hero, engine: engine)
    try graph.startAnimation()
    // docs: begin bad-input
    #expect(throws: AnimationError.unknownInput("sped")) { try graph.set("sped", to: 1.0) }
    #expect(throws: AnimationError.invalidArgument(parameter: "speed", value: "nan", requirement: .finite)) {
      try graph.set("speed", to: .nan)
    }
    #expect(
      throws: AnimationError.invalidArgument(parameter: "speed", value: "number", requirement: .other("a trigger"))
    ) { try graph.fire("speed") }
    #expect(throws: AnimationError.invalidArgument(parameter: "weight", value: "1.5", requirement: .unitInterval)) {
      try graph.addNode("lean", .mix([.init(.pose { hero.swing = 10 }, weight: .constant(1.5))]))
    }
    #expect(graph.value(of: "speed") == 0 && graph.nodes == ["locomotion", "jump", "wave"])  // nothing changed
    // docs: end bad-input
    try graph.stopAnimation(true)
  }

  @Test("a loop of transitions that take no time stops at the node it would enter twice, and is reported")
  func loop() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let button = Button()
    // docs: begin loop
    var reports: [String] = []
    engine.diagnosticsHandler = { error in reports.append("\(error)") }
    let graph = AnimationGraph(engine: engine)
    try graph.addNode("a", .pose { button.scale = 2 })
    try graph.addNode("b", .pose { button.scale = 3 })
    try graph.addTransition(from: "a", to: "b")  // no condition, no exit time: always ready
    try graph.addTransition(from: "b", to: "a")
    try graph.startAnimation()
    clock.advance(by: .seconds(1))
    engine.tick()
    #expect(graph.currentNode == "b")
    #expect(reports == ["transitions loop without time passing: b → a at 0.0 s enters a node twice"])
    // docs: end loop
    try graph.stopAnimation(true)
  }
}
