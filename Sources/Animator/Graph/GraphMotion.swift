/// What a node of an ``AnimationGraph`` plays, recorded: a clip of layers (``GraphClip``), a blend
/// space (``GraphBlendSpace``) or a mix (``GraphMix``). Every answer is a function of the node's
/// time `τ` (seconds since it started, shifted by its switch mode) and the inputs, so that what
/// the graph shows does not depend on how time was cut into ticks.
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
}
