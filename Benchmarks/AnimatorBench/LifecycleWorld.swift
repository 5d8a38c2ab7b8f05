import Animator

/// N objects of four animated values, an engine on a manual clock, and the animators or the
/// timeline that animate them.
final class LifecycleWorld {
  final class Object {
    @Animated var a = 0.0
    @Animated var b = 0.0
    @Animated var c = 0.0
    @Animated var d = 0.0
  }

  let clock = ManualClock()
  let engine: AnimationEngine
  let objects: [Object]
  var animators: [PropertyAnimator] = []
  var quickAnimations: [QuickAnimation] = []
  var timeline: Timeline?

  init(count: Int) {
    engine = AnimationEngine(clock: clock)
    objects = (0..<count).map { _ in Object() }
    animators.reserveCapacity(count)
    quickAnimations.reserveCapacity(count)
  }

  func tick() {
    clock.advance(by: .seconds(1) / 60)
    engine.tick()
  }

  /// Runs the animators' lifecycle, phase by phase.
  func measure() throws -> LifecyclePhases {
    var phases = LifecyclePhases()
    try phases.phase { try lifecycleCreate(self) }
    phases.phase { lifecycleFirstTick(self) }
    phases.phase(ticks: lifecycleSteadyTicks.count) { for _ in lifecycleSteadyTicks { tick() } }
    phases.phase { lifecycleCompletion(self) }
    try verify()
    phases.phase { animators.removeAll() }
    return phases
  }

  /// Runs a burst: the first half of the objects' animators start and run for half a second, then
  /// the second half's start in one frame (a list of cells animating in, a particle burst), are
  /// ticked once beside the others, and complete while those still run.
  func measureBurst() throws -> LifecyclePhases {
    let half = objects.count / 2
    let running = Array(objects[..<half])
    let burst = Array(objects[half...])
    try start(running, duration: .seconds(2))
    for _ in 0..<30 { tick() }
    var phases = LifecyclePhases()
    try phases.phase { try start(burst, duration: .seconds(1)) }
    phases.phase { tick() }
    for _ in lifecycleSteadyTicks { tick() }
    phases.phase { tick() }
    guard engine.runningAnimationCount == half,
      burst.allSatisfy({ [$0.$a, $0.$b, $0.$c, $0.$d].allSatisfy { $0.presentationValue == 1 } })
    else {
      throw MeasurementError(description: "lifecycle: the burst did not end at 1 while the others ran")
    }
    for _ in 0..<60 { tick() }
    try verify()
    return phases
  }

  /// Runs the quick animations' lifecycle, phase by phase: the same objects, duration, curve and
  /// ticks as ``measure()``, through ``AnimationEngine/animate(duration:curve:animations:completion:)``.
  /// *Release* drops the handles, which hold nothing the engine needs.
  func measureQuick() throws -> LifecyclePhases {
    var phases = LifecyclePhases()
    try phases.phase { try lifecycleQuickCreate(self) }
    phases.phase { lifecycleQuickFirstTick(self) }
    phases.phase(ticks: lifecycleSteadyTicks.count) { for _ in lifecycleSteadyTicks { tick() } }
    phases.phase { lifecycleQuickCompletion(self) }
    try verify()
    phases.phase { quickAnimations.removeAll() }
    try phases.phase { try lifecycleQuickNextBurstCreate(self) }
    for _ in 0...lifecycleSteadyTicks.count { tick() }
    phases.phase { lifecycleQuickNextBurstCompletion(self) }
    try verify(at: 2)
    return phases
  }

  /// Makes and starts an animator of `duration` for each of `objects`.
  private func start(_ objects: [Object], duration: Duration) throws {
    for object in objects {
      let animator = PropertyAnimator(duration: duration, curve: .easeInOut, engine: engine)
      try animator.addAnimations {
        object.a = 1
        object.b = 1
        object.c = 1
        object.d = 1
      }
      try animator.startAnimation()
      animators.append(animator)
    }
  }

  /// How many animators, timeline children and quick animations ``warmUp()`` runs.
  static let warmUpCount = 64

  /// Runs 64 animators, 64 timeline children and 64 quick animations from their start to their
  /// end, outside the functions callgrind counts (``profileLifecycle(count:)`` calls it first):
  /// what the first of each in a process pays once, the runtime's lookups of generic metadata and
  /// protocol conformances, then stays out of the figures per animation. More than a handful: the
  /// standard library sorts 20 elements or fewer by insertion, and the first larger sort (a
  /// timeline's layout) instantiates the metadata of its merge runs' array, once a process.
  static func warmUp() throws {
    let animated = LifecycleWorld(count: Self.warmUpCount)
    try animated.start(animated.objects, duration: .seconds(1))
    for _ in 0...lifecycleSteadyTicks.upperBound { animated.tick() }
    try animated.verify()
    let timelined = LifecycleWorld(count: Self.warmUpCount)
    let timeline = Timeline(engine: timelined.engine)
    for object in timelined.objects {
      try timeline.addTween(duration: .seconds(1), curve: .easeInOut, at: .at(0), setsFourProperties(of: object))
    }
    try timeline.startAnimation()
    for _ in 0...(lifecycleSteadyTicks.upperBound + 1) { timelined.tick() }
    try timelined.verify()
    let quick = LifecycleWorld(count: Self.warmUpCount)
    for object in quick.objects {
      let animations = setsFourProperties(of: object)
      try quick.engine.animate(duration: .seconds(1), curve: .easeInOut, animations: animations)
    }
    for _ in 0...lifecycleSteadyTicks.upperBound { quick.tick() }
    try quick.verify()
  }

  /// Runs the timeline's lifecycle: add the children, start, tick.
  func measureTimeline() throws -> LifecyclePhases {
    var phases = LifecyclePhases()
    let timeline = Timeline(engine: engine)
    self.timeline = timeline
    try phases.phase { try lifecycleTimelineAdd(self, timeline) }
    try phases.phase { try lifecycleTimelineStart(timeline) }
    phases.phase { tick() }
    phases.phase(ticks: lifecycleSteadyTicks.count) { for _ in lifecycleSteadyTicks { tick() } }
    tick()
    try verify()
    return phases
  }

  /// Every value has reached 1 and nothing runs.
  func verify(at value: Double = 1) throws {
    guard !engine.hasRunningAnimations,
      objects.allSatisfy({ [$0.$a, $0.$b, $0.$c, $0.$d].allSatisfy { $0.presentationValue == value } })
    else {
      throw MeasurementError(description: "lifecycle: the animations did not all end at \(value)")
    }
  }
}
