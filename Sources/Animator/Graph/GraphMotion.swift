/// What a node of an ``AnimationGraph`` plays, recorded: a clip of layers (``GraphClip``), a blend
/// space (``GraphBlendSpace``), a mix (``GraphMix``) or a nested graph (``NestedGraph``). Every
/// answer is a function of the node's time `τ` (seconds since it started, shifted by its switch
/// mode), the inputs and, for a nested graph, the instants it processed, so that what the graph
/// shows does not depend on how time was cut into ticks.
protocol GraphMotion: AnyObject {
  /// Adds the node's displacements at node time `time`, moving at `rate` node seconds per graph
  /// second, scaled by `weight` (moving at `weightVelocity`), into the channels.
  func accumulate(
    at time: Double, rate: Double, weight: Double, weightVelocity: Double, inputs: GraphInputs, probe: Bool)
  /// The node's progress at node time `time`, in iterations (2.5 is half-way through the third).
  func progress(at time: Double, inputs: GraphInputs) -> Double
  /// The length of one iteration, in seconds (0 for a pose).
  func cycle(inputs: GraphInputs) -> Double
  /// The node time at which a finite node ends, or infinity.
  var end: Double { get }
  /// The node time, from `time` on, at which the progress reaches `progress`; `nil` if never.
  func time(reaching progress: Double, from time: Double, inputs: GraphInputs) -> Double?
  /// The node starts (or starts again) at node time `time`.
  func enter(at time: Double, inputs: GraphInputs)
  /// The inputs are about to change at node time `time`.
  func inputsWillChange(at time: Double, inputs: GraphInputs)
  /// A copy whose tracks add into the channels `context` makes, and whose inputs are `inputs`,
  /// each input index `i` of this one being `map[i]` there: how a graph nested as a node gets
  /// nodes of its own. `root` is the graph that plays.
  func copy(into context: any GraphChannelMaking, inputs: GraphInputs, map: [Int], root: AnimationGraph)
    -> any GraphMotion
  /// Whether the node holds a copy of `graph`, at any depth.
  func holds(_ graph: AnimationGraph) -> Bool

  // For the nodes that hold nested graphs; nothing for the others.

  /// Processes the nested graphs' instants up to the caller's time `time`, `clock` mapping the
  /// node's time to the caller's; their events are added to `events`, in the caller's time.
  func advance(through time: Double, clock: GraphRun.Clock, events: inout [AnimationGraphEvent])
  /// The caller's time of the next instant at which a nested graph has something to do, or
  /// infinity.
  func nextInstant(clock: GraphRun.Clock) -> Double
  /// The node stops being shown at the caller's time `time`: a nested graph reports its nodes
  /// exited, and forgets its run.
  func leave(at time: Double, clock: GraphRun.Clock, events: inout [AnimationGraphEvent])
  /// Moves a nested graph's current node to `fraction` of its current iteration at node time
  /// `time`, ending its blends, and returns `true`; `false` for a node that is moved by its clock.
  func scrub(to fraction: Double, at time: Double, clock: GraphRun.Clock, events: inout [AnimationGraphEvent])
    -> Bool
}

extension GraphMotion {
  func advance(through time: Double, clock: GraphRun.Clock, events: inout [AnimationGraphEvent]) {}

  func nextInstant(clock: GraphRun.Clock) -> Double { .infinity }

  func leave(at time: Double, clock: GraphRun.Clock, events: inout [AnimationGraphEvent]) {}

  func scrub(to fraction: Double, at time: Double, clock: GraphRun.Clock, events: inout [AnimationGraphEvent])
    -> Bool
  { false }

  func holds(_ graph: AnimationGraph) -> Bool { false }
}
