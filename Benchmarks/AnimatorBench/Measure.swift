import Animator
import CAllocCounter

/// A failed check of the values a workload produced: the run is void.
struct VerificationError: Error, CustomStringConvertible {
  let description: String
}

/// What one run of 60 ticks measured.
struct TickRun {
  /// Nanoseconds of each tick, ticks 1...60 at indices 0...59.
  var nanoseconds: [Double] = []
  /// Heap allocations of each tick, counted on this thread.
  var allocations: [UInt64] = []

  /// The median of ticks 2 to 58.
  var steadyMedian: Double { medianOf(Workload.steadyTicks.map { nanoseconds[$0 - 1] }) }
  /// The allocations of ticks 2 to 58, per tick.
  var steadyAllocationsPerTick: Double {
    Double(Workload.steadyTicks.reduce(0) { $0 + allocations[$1 - 1] }) / Double(Workload.steadyTicks.count)
  }
}

/// The figures of the tick workload for one configuration, in nanoseconds per property update.
struct TickFigures {
  /// The median over runs of each run's median over ticks 2 to 58.
  var median: Double
  /// The smallest of the runs' medians.
  var minimum: Double
  /// The median over runs of tick 1 (the first sample after the start).
  var firstTick: Double
  /// The median over runs of tick 60 (completion and removal).
  var lastTick: Double
  /// The most allocations per steady tick in any run.
  var steadyAllocationsPerTick: Double
  /// The median over runs of tick 1's and tick 60's allocations.
  var firstTickAllocations: Double
  var lastTickAllocations: Double

  init(runs: [TickRun], updatesPerTick: Int) {
    let scale = 1 / Double(updatesPerTick)
    let medians = runs.map { $0.steadyMedian * scale }
    median = medianOf(medians)
    minimum = medians.min() ?? .nan
    firstTick = medianOf(runs.map { $0.nanoseconds[0] * scale })
    lastTick = medianOf(runs.map { $0.nanoseconds[Workload.ticks - 1] * scale })
    steadyAllocationsPerTick = runs.map(\.steadyAllocationsPerTick).max() ?? 0
    firstTickAllocations = medianOf(runs.map { Double($0.allocations[0]) })
    lastTickAllocations = medianOf(runs.map { Double($0.allocations[Workload.ticks - 1]) })
  }
}

/// Runs 60 ticks of `subject`, timing each one and checking the values at tick 30 and after tick 60.
///
/// - Parameters:
///   - subject: A freshly started subject.
///   - curve: The library's curve, to compute the values expected at tick 30.
///   - tolerance: How far, relative to the distance travelled, a value at tick 30 may be from the
///     expected one.
///   - label: Names the configuration in a failure.
/// - Returns: The timings and allocation counts of the 60 ticks.
/// - Throws: ``VerificationError`` if a value is wrong.
func runTicks(_ subject: some TickSubject, curve: TimingCurve, tolerance: Double, label: String) throws -> TickRun {
  var run = TickRun()
  run.nanoseconds.reserveCapacity(Workload.ticks)
  run.allocations.reserveCapacity(Workload.ticks)
  for tick in 1...Workload.ticks {
    subject.prepare(tick: tick)
    let (nanoseconds, allocations) = measured { subject.tick() }
    run.nanoseconds.append(nanoseconds)
    run.allocations.append(allocations)
    if tick == Workload.ticks / 2 {
      try verifyMidpoint(subject, curve: curve, tolerance: tolerance, label: label)
    }
  }
  try verifyEnd(subject, label: label)
  return run
}

/// Runs `body` once and returns how long it took, in nanoseconds, and how many heap allocations
/// it made on this thread: what each timed tick or phase of the workloads measures.
///
/// - Parameter body: The work to measure.
/// - Returns: The time and the allocation count.
func measured(_ body: () throws -> Void) rethrows -> (nanoseconds: Double, allocations: UInt64) {
  let clock = ContinuousClock()
  let allocationsBefore = alloc_counter_thread()
  let start = clock.now
  try body()
  let elapsed = start.duration(to: clock.now)
  let allocationsAfter = alloc_counter_thread()
  return (elapsed / .nanoseconds(1), allocationsAfter - allocationsBefore)
}

/// At tick 30 (0.5 s) every value must be `from + (to − from) × curve(0.5)` (`curve(0.5 + offset)`
/// for an animation started at unit time `offset`).
func verifyMidpoint(_ subject: some TickSubject, curve: TimingCurve, tolerance: Double, label: String) throws {
  let midpoint = curve.value(at: 0.5)
  for index in 0..<subject.count {
    let from = Workload.start(index)
    let offset = subject.unitTimeOffset(at: index)
    let progress = offset == 0 ? midpoint : curve.value(at: 0.5 + offset)
    let expected = from + (Workload.end - from) * progress
    let actual = subject.values(at: index)
    let allowed =
      (Workload.end - from).replacing(with: -(Workload.end - from), where: Workload.end .< from)
      * tolerance + 1e-12
    let error = (actual - expected).replacing(with: -(actual - expected), where: actual .< expected)
    if any(error .> allowed) || any(actual .!= actual) {
      throw VerificationError(
        description: "\(label): object \(index) shows \(actual) at tick 30, expected \(expected)")
    }
  }
}

/// After tick 60 every value must be exactly the end value and no animation may be registered.
func verifyEnd(_ subject: some TickSubject, label: String) throws {
  for index in 0..<subject.count where subject.values(at: index) != Workload.end {
    throw VerificationError(
      description:
        "\(label): object \(index) shows \(subject.values(at: index)) after tick 60, expected exactly \(Workload.end)"
    )
  }
  guard subject.remaining == 0 else {
    throw VerificationError(description: "\(label): \(subject.remaining) animations still registered after tick 60")
  }
}

/// Runs ticks 2 to 58 of a started subject whose tick 1 has run: the steady state, as one function
/// that callgrind can count with `--toggle-collect='*steadyTicks*'`.
@inline(never)
func steadyTicks(_ subject: some TickSubject) {
  for tick in Workload.steadyTicks {
    subject.prepare(tick: tick)
    subject.tick()
  }
}

/// Runs tick 60, in which every animation completes and is removed: one function that callgrind can
/// count with `--toggle-collect='*finalTick*'`.
@inline(never)
func finalTick(_ subject: some TickSubject) {
  subject.prepare(tick: Workload.ticks)
  subject.tick()
}

/// The median of `values` (the mean of the middle two for an even count).
func medianOf(_ values: [Double]) -> Double {
  guard !values.isEmpty else { return .nan }
  let sorted = values.sorted()
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
