import Animator

// The phases of a lifecycle as functions of their own, which callgrind counts by name
// (`--toggle-collect`): each `@inline(never)` and unlike the others in what it returns or reads,
// so that the optimizer neither inlines nor merges them.

/// Create + start of every animator, for callgrind (`--toggle-collect='*lifecycleCreate*'`).
@inline(never)
func lifecycleCreate(_ world: LifecycleWorld) throws {
  // Gathered locally and stored once, as in ``lifecycleQuickCreate(_:)``.
  var animators = world.animators
  world.animators = []
  animators.reserveCapacity(animators.count + world.objects.count)
  let engine = world.engine
  for object in world.objects {
    let animator = PropertyAnimator(duration: .seconds(1), curve: .easeInOut, engine: engine)
    try animator.addAnimations {
      object.a = 1
      object.b = 1
      object.c = 1
      object.d = 1
    }
    try animator.startAnimation()
    animators.append(animator)
  }
  world.animators = animators
}

/// The first tick after the start, for callgrind.
@inline(never)
func lifecycleFirstTick(_ world: LifecycleWorld) {
  world.tick()
}

/// The tick in which every animator ends and completes, for callgrind. It returns whether
/// anything still runs, so that its body differs from ``lifecycleFirstTick(_:)``'s: the optimizer
/// merges functions with identical bodies into one symbol, which callgrind could not tell apart.
@inline(never)
@discardableResult
func lifecycleCompletion(_ world: LifecycleWorld) -> Bool {
  world.tick()
  return world.engine.hasRunningAnimations
}

/// Adds one tween of the four properties per object to `timeline`, for callgrind
/// (`--toggle-collect='*lifecycleTimelineAdd*'`).
@inline(never)
func lifecycleTimelineAdd(_ world: LifecycleWorld, _ timeline: Timeline) throws {
  for object in world.objects {
    try timeline.addTween(duration: .seconds(1), curve: .easeInOut, at: .at(0), setsFourProperties(of: object))
  }
}

/// The block of a timeline child of the lifecycle: made outside ``lifecycleTimelineAdd(_:_:)``, so
/// that its name does not contain that function's, which callgrind's `--toggle-collect` would
/// match when the timeline runs the block at its start.
@inline(never)
func setsFourProperties(of object: LifecycleWorld.Object) -> () -> Void {
  {
    object.a = 1
    object.b = 1
    object.c = 1
    object.d = 1
  }
}

/// Starts the timeline, which records every child's start values, for callgrind.
@inline(never)
func lifecycleTimelineStart(_ timeline: Timeline) throws {
  try timeline.startAnimation()
}

/// Create + start of every quick animation, for callgrind (`--toggle-collect='*lifecycleQuickCreate*'`).
@inline(never)
func lifecycleQuickCreate(_ world: LifecycleWorld) throws {
  try startQuickAnimations(world, to: 1)
}

/// Create + start of the next burst, on the engine the first burst's animations ended on, for
/// callgrind: they reuse the blocks those left. (It returns what ``lifecycleQuickCreate(_:)`` does
/// not, so that the optimizer does not merge the two.)
@inline(never)
@discardableResult
func lifecycleQuickNextBurstCreate(_ world: LifecycleWorld) throws -> Int {
  try startQuickAnimations(world, to: 2)
  return world.quickAnimations.count
}

/// Starts a quick animation of every object's four properties to `value`. Inlined in each phase
/// function, so that callgrind's toggle counts each phase once.
@inline(__always)
private func startQuickAnimations(_ world: LifecycleWorld, to value: Double) throws {
  // The handles are gathered in a local array and stored once: appending to the world's array one
  // by one would add the world's exclusivity checks to every animation's figure.
  var animations = world.quickAnimations
  world.quickAnimations = []
  animations.reserveCapacity(animations.count + world.objects.count)
  let engine = world.engine
  for object in world.objects {
    let animation = try engine.animate(duration: .seconds(1), curve: .easeInOut) {
      object.a = value
      object.b = value
      object.c = value
      object.d = value
    }
    animations.append(animation)
  }
  world.quickAnimations = animations
}

/// One quick animation that sets the four properties of every object, for callgrind: one block
/// that holds 4 N properties, as one animation of many targets (GSAP's `gsap.to(targets, …)`) has.
@inline(never)
func lifecycleQuickOneOfManyCreate(_ world: LifecycleWorld) throws {
  let objects = world.objects
  let animation = try world.engine.animate(duration: .seconds(1), curve: .easeInOut) {
    for object in objects {
      object.a = 1
      object.b = 1
      object.c = 1
      object.d = 1
    }
  }
  world.quickAnimations.append(animation)
}

/// The first tick after the quick animations start, for callgrind. (Each of these functions differs
/// from the others in what it returns or reads, so that the optimizer does not merge them.)
@inline(never)
@discardableResult
func lifecycleQuickFirstTick(_ world: LifecycleWorld) -> Int {
  world.tick()
  return world.quickAnimations.count
}

/// The tick in which every quick animation ends, for callgrind.
@inline(never)
@discardableResult
func lifecycleQuickCompletion(_ world: LifecycleWorld) -> Int {
  world.tick()
  return world.engine.runningAnimationCount
}

/// The tick in which every animation of the next burst ends, for callgrind.
@inline(never)
@discardableResult
func lifecycleQuickNextBurstCompletion(_ world: LifecycleWorld) -> Duration {
  world.tick()
  return world.engine.time
}

/// The steady ticks of the quick animations, for callgrind.
@inline(never)
@discardableResult
func lifecycleQuickSteadyTicks(_ world: LifecycleWorld) -> Duration {
  for _ in lifecycleSteadyTicks { world.tick() }
  return world.engine.time
}

/// One whole lifecycle, untimed, for callgrind's `--profile --workloads lifecycle`: the animators',
/// then the timeline's, then the quick animations'.
func profileLifecycle(count: Int) throws {
  try LifecycleWorld.warmUp()
  let world = LifecycleWorld(count: count)
  try lifecycleCreate(world)
  lifecycleFirstTick(world)
  for _ in lifecycleSteadyTicks { world.tick() }
  lifecycleCompletion(world)
  try world.verify()
  let timelineWorld = LifecycleWorld(count: count)
  let timeline = Timeline(engine: timelineWorld.engine)
  timelineWorld.timeline = timeline
  try lifecycleTimelineAdd(timelineWorld, timeline)
  try lifecycleTimelineStart(timeline)
  for _ in 0...(lifecycleSteadyTicks.upperBound + 1) { timelineWorld.tick() }
  try timelineWorld.verify()
  let quick = LifecycleWorld(count: count)
  try lifecycleQuickCreate(quick)
  lifecycleQuickFirstTick(quick)
  lifecycleQuickSteadyTicks(quick)
  lifecycleQuickCompletion(quick)
  try quick.verify()
  quick.quickAnimations.removeAll()
  try lifecycleQuickNextBurstCreate(quick)
  for _ in 0...lifecycleSteadyTicks.count { quick.tick() }
  lifecycleQuickNextBurstCompletion(quick)
  try quick.verify(at: 2)
  let many = LifecycleWorld(count: count)
  try lifecycleQuickOneOfManyCreate(many)
  for _ in 0...lifecycleSteadyTicks.upperBound { many.tick() }
  try many.verify()
}
