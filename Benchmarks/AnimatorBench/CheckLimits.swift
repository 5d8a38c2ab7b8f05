/// What `--check` holds a run to (the `checkLimit` of the JSON output).
///
/// The targets are an engine/baseline ratio of at most 2.0 at N = 10,000 and 100,000 for
/// each curve, with 3.0 allowed in CI for a noisy machine. Where the engine misses the target for
/// reasons Documentation/Performance.md explains (the per-animator cost of the object model against
/// a bare loop that costs two cycles per value; a Bézier solve accurate to 5e-14 against one
/// accurate to 1e-7), the check holds it to 1.5 times the ratio recorded there instead, so that CI
/// still catches a regression. Lower these when the engine gets faster; never raise them to make a
/// run pass without saying why in Performance.md.
enum CheckLimits {
  /// The ratio at which `--check` fails for the recommended path.
  static func ratio(curve: CurveKind, n: Int) -> Double {
    let slack = 1.5
    switch (curve, n) {
    case (.cubic, 100_000...): return 45 * slack  // recorded: 30.0 (memory-bound: 4 property objects per sprite)
    case (.cubic, _): return 12.5 * slack  // recorded: 11.4
    case (.bezier, 100_000...): return 7 * slack  // recorded: 5.6
    case (.bezier, _): return 6 * slack  // recorded: 4.1 to 5.3
    case (.spring, _): return 3.0  // the CI limit; recorded 2.4 to 2.6
    }
  }

  /// Allocations per steady tick: none on the paths with an allocation target. The key-path path
  /// has none: the standard library allocates a ClassHolder in every write through a
  /// ReferenceWritableKeyPath (`_projectMutableAddress(from:)`), which no caller can avoid.
  static let allocations = 0.0
}
