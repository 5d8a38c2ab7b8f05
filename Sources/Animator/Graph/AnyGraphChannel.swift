/// One property an ``AnimationGraph`` drives, whatever its value type: the sums the graph's nodes
/// add into at each evaluation, the inertialization offset, and the one layer through which the
/// property shows them (``GraphChannel``).
protocol AnyGraphChannel: AnyObject {
  /// Empties the sums shown (or, with `probe`, the probe's) before an evaluation.
  func clear(probe: Bool)
  /// Adds the sums shown into the outer channel (a nested graph's channel into its parent's), at
  /// `weight` moving at `weightVelocity`, the velocity scaled by `rate`.
  func addIntoOuter(weight: Double, weightVelocity: Double, rate: Double, probe: Bool)
  /// Adds the running inertialization offset at graph time `time`, scaled by `factor` (whose rate
  /// of change is `factorVelocity`), to the sums shown.
  func addOffset(at time: Double, factor: Double, factorVelocity: Double)
  /// Starts an inertialization at graph time `time` over `duration`: the offset is what is shown
  /// minus what the probe holds (the target alone), with the same for the velocities.
  func inertialize(at time: Double, duration: Double)
  /// Forgets the inertialization offset.
  func dropOffset()
  /// Notes the property's model value (the graph's base) in `journal`, so that the scope the
  /// graph is in can put it back.
  func note(in journal: ScopeJournal)
  /// Adds the graph's layer to the property (its model value is untouched).
  func attach(to block: AnimationBlock)
  /// Removes the graph's layer; with `keepShown`, the model becomes the value shown, so that the
  /// property keeps showing it.
  func detach(from block: AnimationBlock, keepShown: Bool)
  /// Saves the model value as the graph's base, and the probe's sum as what the current node
  /// adds at its end: where a stopped graph is finished at its start or its end.
  func saveEnds()
  /// Makes the model value the saved base (`atEnd == false`) or the base plus the saved end.
  func restoreEnd(_ atEnd: Bool)
}
