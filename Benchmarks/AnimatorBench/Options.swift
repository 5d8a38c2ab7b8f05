/// The command line: `animator-bench [--quick] [--json] [--check] [--runs R] [--sizes N,...]
/// [--workloads tick,memory,...] [--paths animated,...] [--curves cubic,...]`, or
/// `animator-bench --profile --path P --curve C --sizes N` for callgrind.
struct Options {
  var quick = false
  var json = false
  var check = false
  var profile = false
  /// `--profile --baseline`: profile the hand-written loop instead of the engine.
  var profileBaseline = false
  var runs = 7
  var sizes = [1_000, 10_000, 100_000]
  /// The workloads; `instructions` only when asked for or with `--check` (it needs valgrind and a
  /// binary built with DWARF 4).
  var workloads = Set(WorkloadKind.allCases).subtracting([.instructions])
  var paths = EnginePath.allCases
  var curves = CurveKind.allCases
  /// The sizes at which the staggered, key-path and closure paths run (all sizes but in quick runs).
  var secondaryPathSizes: Set<Int>? = nil
  /// The sizes of the seek, scroll and lifecycle workloads, when they differ from ``sizes`` (the
  /// quick run keeps them at 1,000: their gated counts are per seek, per change and per animator).
  var seekSizes: [Int]? = nil
  /// The variants of the path workload.
  var pathModes = PathMode.allCases
  /// The sizes of the path workload, when they differ from ``sizes``.
  var pathSizes: [Int]? = nil

  static let usage = """
    usage: animator-bench [--quick] [--json] [--check] [--runs R] [--sizes N,...]
                          [--workloads tick,memory,allocations,seek,retarget,path,scroll,lifecycle,blend,instructions]
                          [--paths animated,staggered,keypath,closure]
                          [--curves cubic,bezier,spring] [--path-modes paced,linear]
           animator-bench --profile [--baseline] [--paths P] [--curves C] [--sizes N]
                                            (one run, for callgrind; --baseline: the hand-written loop)
           animator-bench --profile [--baseline] --workloads path [--path-modes M] [--sizes N]
           animator-bench --profile --workloads blend [--sizes N]
           animator-bench --layout                  (the sizes of the library's value types)

      --quick   3 runs instead of 7; staggered, key-path and closure paths at N = 10,000 only; seeks,
                scrolling and lifecycles at N = 1,000 and the path workload at N <= 10,000 (under a minute)
      --json    print the results as JSON on standard output (progress goes to standard error)
      --check   exit 1 if a figure that is the same on every machine passes its limit
                (CheckLimits.swift): allocations per steady tick, heap bytes per property, and
                instructions per update and per seek (callgrind; adds the instructions workload,
                skipped with a message where valgrind is absent). Times are reported, never checked.

      The instructions workload runs this binary under valgrind's callgrind, which needs it built
      with DWARF 4: swift build -c release --product animator-bench -Xswiftc -dwarf-version=4 -Xcc -gdwarf-4
    """

  init(arguments: [String]) throws {
    var rest = arguments.dropFirst()
    var explicitRuns: Int?
    var explicitSizes = false
    var explicitPaths = false
    var explicitWorkloads = false
    while let argument = rest.popFirst() {
      func value() throws -> String {
        guard let next = rest.popFirst() else { throw UsageError(description: "\(argument) needs a value") }
        return next
      }
      switch argument {
      case "--quick": quick = true
      case "--json": json = true
      case "--check": check = true
      case "--profile": profile = true
      case "--layout": break
      case "--baseline": profileBaseline = true
      case "--runs":
        guard let runs = Int(try value()), runs > 0 else { throw UsageError(description: "--runs needs a count > 0") }
        explicitRuns = runs
      case "--sizes":
        sizes = try Self.list(try value(), argument) { Int($0.replacingUnderscores).flatMap { $0 > 0 ? $0 : nil } }
        explicitSizes = true
      case "--workloads":
        workloads = Set(try Self.list(try value(), argument) { WorkloadKind(rawValue: $0) })
        explicitWorkloads = true
      case "--paths":
        paths = try Self.list(try value(), argument) { EnginePath(rawValue: $0) }
        explicitPaths = true
      case "--curves":
        curves = try Self.list(try value(), argument) { CurveKind(rawValue: $0) }
      case "--path-modes":
        pathModes = try Self.list(try value(), argument) { PathMode(rawValue: $0) }
      case "--help", "-h":
        throw UsageError(description: "")
      default:
        throw UsageError(description: "unknown argument \(argument)")
      }
    }
    if quick {
      runs = 3
      if !explicitSizes && !explicitPaths { secondaryPathSizes = [10_000] }
      if !explicitSizes {
        seekSizes = [1_000]
        pathSizes = [1_000, 10_000]
      }
    }
    if check && !explicitWorkloads { workloads.insert(.instructions) }
    if let explicitRuns { runs = explicitRuns }
    if profile { runs = 1 }
  }

  /// Whether `path` runs at size `n`.
  func runs(_ path: EnginePath, at n: Int) -> Bool {
    path == .animated || secondaryPathSizes?.contains(n) ?? true
  }

  private static func list<T>(_ text: String, _ name: String, _ parse: (String) -> T?) throws -> [T] {
    try text.split(separator: ",").map { item in
      guard let value = parse(String(item)) else { throw UsageError(description: "\(name): cannot read \(item)") }
      return value
    }
  }
}

/// The workloads of the benchmark.
enum WorkloadKind: String, CaseIterable {
  case tick
  case memory
  case allocations
  case seek
  /// Callgrind's instruction counts of the steady tick and the seeks (``InstructionBench``).
  case instructions
  /// ns per retarget of a spring that follows a moving target (``RetargetBench``): reported only.
  case retarget
  /// ns per update of points moving along a path (``PathBench``), and its allocations per tick.
  case path
  /// µs per scroll change of 1,000 or more scroll-driven players (``ScrollBench``).
  case scroll
  /// ns and allocations per animator for each phase of an animation's life (``LifecycleBench``).
  case lifecycle
  /// ns per property update of characters blending two players in a graph (``BlendBench``), and its
  /// allocations per tick.
  case blend
}

struct UsageError: Error, CustomStringConvertible {
  let description: String
}

extension String {
  fileprivate var replacingUnderscores: String { filter { $0 != "_" && $0 != "," } }
}
