/// The time and the allocations of each phase of one lifecycle run.
struct LifecyclePhases {
  static let names = ["create+start", "first tick", "steady tick", "completion tick", "release"]
  /// A quick animation's phases, then the next burst's: N more started on the same engine after
  /// the first N ended (which reuses what they left: the engine's room for runs and their blocks),
  /// and the tick in which they end.
  static let quickNames = names + ["next burst create+start", "next burst completion tick"]
  static let timelineNames = ["add child", "start", "first tick", "steady tick"]
  /// The phases of a burst: N animators made and started in one frame while N others run, the
  /// frame that first ticks them beside the others (its time is per burst animator, the others'
  /// steady updates included), and the frame in which the burst completes while the others run on.
  static let burstNames = ["create+start", "first tick", "completion tick"]
  var nanoseconds: [Double] = []
  var allocations: [Int] = []

  /// Times `body` and counts its allocations, as the next phase. The steady phase is divided by
  /// its number of ticks, so that every figure is per tick.
  mutating func phase(ticks: Int = 1, _ body: () throws -> Void) rethrows {
    let (elapsed, allocations) = try measured(body)
    nanoseconds.append(elapsed / Double(ticks))
    self.allocations.append(Int(allocations) / ticks)
  }
}

/// The steady ticks of a lifecycle: 2 to 60 (at 60 Hz, 60 ticks fall just short of 1 s).
let lifecycleSteadyTicks = 2...60
