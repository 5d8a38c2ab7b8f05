/// One line of the results: a workload at one size, its figure, its baseline and the ratio.
///
/// The fields and their names are the benchmark's stable output format (schema
/// `animator-bench/1`): add fields, never rename or drop them.
struct ResultRow {
  /// `tick`, `memory`, `allocations` or `seek`.
  var workload: String
  /// How the values are reached: `animated`, `keypath`, `closure` (engine paths), `timeline`.
  var path: String
  /// `cubic`, `bezier`, `spring`; for seek, `random` or `drag`.
  var variant: String
  var n: Int
  /// `ns/update`, `bytes/property`, `allocations/tick`, `us/seek`.
  var unit: String
  /// The engine's figure (the median for timed workloads).
  var figure: Double
  /// The smallest run's figure, for timed workloads.
  var minimum: Double?
  /// The hand-written loop's figure for the same job, and its smallest run.
  var baseline: Double?
  var baselineMinimum: Double?
  /// Other figures: the first and last tick, the baseline's, allocations.
  var details: [(String, Double)] = []
  /// The target and what it applies to: `ratio` (engine / baseline) or `figure`.
  var target: Double?
  var targetOf: String?
  /// What `--check` fails above, compared with ``figure``: see ``CheckLimits``.
  var checkLimit: Double?

  /// `figure / baseline`.
  var ratio: Double? {
    guard let baseline, baseline > 0 else { return nil }
    return figure / baseline
  }

  /// `minimum / baselineMinimum`: the ratio of the fastest runs, which `--check` uses.
  var fastestRatio: Double? {
    guard let minimum, let baselineMinimum, baselineMinimum > 0 else { return ratio }
    return minimum / baselineMinimum
  }

  /// Whether `--check` passes; `nil` without a limit.
  ///
  /// A check limit always applies to the figure itself, a count: no time or time ratio is checked.
  var withinCheckLimit: Bool? {
    checkLimit.map { figure <= $0 }
  }

  /// Whether the target is met; `nil` without a target.
  var met: Bool? {
    guard let target, let targetOf else { return nil }
    let value = targetOf == "ratio" ? ratio : figure
    guard let value else { return nil }
    return value <= target
  }
}
