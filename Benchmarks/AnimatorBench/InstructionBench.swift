import Foundation

/// The instructions workload: callgrind counts the instructions of the steady tick (per property
/// update), of the path workload's steady tick (per point update) and of the seek workload (per
/// seek) at N = 1,000, by running this same binary under
/// valgrind with `--profile`.
///
/// Instruction counts, unlike times, are the same on every run of the same binary whatever else
/// the machine is doing, so `--check` can gate on them: a count more than
/// ``CheckLimits/instructionSlack`` above its figure in ``CheckLimits/instructions`` fails. Where
/// valgrind is not installed the workload says so and produces no rows; it does not fail.
///
/// valgrind 3.19 cannot read the DWARF 5 debug information the toolchain writes by default, so the
/// binary must be built with DWARF 4 (`-Xswiftc -dwarf-version=4 -Xcc -gdwarf-4`); a binary that
/// valgrind cannot read is reported with the command that builds one it can.
struct InstructionBench {
  let options: Options
  var log: (String) -> Void

  /// The size every configuration runs at: large enough that the per-animator cost dominates,
  /// small enough that the whole workload takes well under a minute under valgrind.
  static let n = 1_000

  /// The command that builds a binary valgrind can read.
  static let buildCommand =
    "swift build -c release --product animator-bench -Xswiftc -dwarf-version=4 -Xcc -gdwarf-4"

  /// Why the workload produced no rows (valgrind missing), or `nil`.
  private(set) var skipped: String?

  /// The rows: one per path and curve for the tick, one per mode of the path workload (per point
  /// update), two for the seek (drag and random).
  mutating func run() throws -> [ResultRow] {
    guard let valgrind = Self.findExecutable("valgrind") else {
      skipped = "valgrind is not installed: the instruction counts are not measured (install valgrind to check them)"
      log("instructions: skipped: \(skipped!)")
      return []
    }
    let n = Self.n
    let updates = Double(Workload.steadyTicks.count * 4 * n)
    var rows: [ResultRow] = []
    for curve in options.curves {
      log("instructions: baseline \(curve.rawValue) N=\(n)")
      let loop = try count(
        valgrind, function: "steadyTicks",
        arguments: ["--profile", "--baseline", "--curves", curve.rawValue, "--sizes", "\(n)"])
      for path in options.paths where path != .keyPath {
        log("instructions: \(path.rawValue) \(curve.rawValue) N=\(n)")
        let collected = try count(
          valgrind, function: "steadyTicks",
          arguments: ["--profile", "--paths", path.rawValue, "--curves", curve.rawValue, "--sizes", "\(n)"])
        rows.append(
          row(
            path: path.rawValue, variant: curve.rawValue, unit: "instructions/update", figure: collected / updates,
            baseline: loop / updates))
      }
    }
    let pathUpdates = Double(Workload.steadyTicks.count * n)
    for mode in options.pathModes {
      log("instructions: path \(mode.rawValue) N=\(n)")
      let base = try count(
        valgrind, function: "steadyTicks",
        arguments: ["--profile", "--baseline", "--workloads", "path", "--path-modes", mode.rawValue, "--sizes", "\(n)"])
      let collected = try count(
        valgrind, function: "steadyTicks",
        arguments: ["--profile", "--workloads", "path", "--path-modes", mode.rawValue, "--sizes", "\(n)"])
      rows.append(
        row(
          path: "path", variant: mode.rawValue, unit: "instructions/update", figure: collected / pathUpdates,
          baseline: base / pathUpdates))
    }
    for (variant, function, moves) in [
      ("drag", "seekByDragging", SeekBench.dragSteps), ("random", "seekRandomly", SeekBench.seeks),
    ] {
      log("instructions: seek \(variant) N=\(n)")
      let collected = try count(
        valgrind, function: function, arguments: ["--profile", "--workloads", "seek", "--sizes", "\(n)"])
      rows.append(
        row(
          path: "timeline", variant: variant, unit: "instructions/seek", figure: collected / Double(moves),
          baseline: nil))
    }
    for (variant, function) in [
      ("create+start", "lifecycleCreate"), ("first tick", "lifecycleFirstTick"),
      ("completion tick", "lifecycleCompletion"), ("timeline add child", "lifecycleTimelineAdd"),
      ("timeline start", "lifecycleTimelineStart"),
    ] {
      log("instructions: lifecycle \(variant) N=\(n)")
      let collected = try count(
        valgrind, function: function, closuresExcluded: true,
        arguments: ["--profile", "--workloads", "lifecycle", "--sizes", "\(n)"])
      rows.append(
        row(
          path: "lifecycle", variant: variant,
          unit: variant.hasPrefix("timeline") ? "instructions/child" : "instructions/animator",
          figure: collected / Double(n),
          baseline: nil))
    }
    for (variant, function, ticks) in [
      ("create+start", "lifecycleQuickCreate", 1), ("first tick", "lifecycleQuickFirstTick", 1),
      ("steady tick", "lifecycleQuickSteadyTicks", lifecycleSteadyTicks.count),
      ("completion tick", "lifecycleQuickCompletion", 1),
      // The next burst on the same engine, which reuses the first burst's blocks.
      ("next burst create+start", "lifecycleQuickNextBurstCreate", 1),
      ("next burst completion tick", "lifecycleQuickNextBurstCompletion", 1),
      // One quick animation that sets the four properties of all N objects: per object, so that a
      // record that walks the properties already held (O(n²)) shows as thousands more.
      ("one of many create+start", "lifecycleQuickOneOfManyCreate", 1),
    ] {
      log("instructions: lifecycle quick \(variant) N=\(n)")
      let collected = try count(
        valgrind, function: function, closuresExcluded: true,
        arguments: ["--profile", "--workloads", "lifecycle", "--sizes", "\(n)"])
      rows.append(
        row(
          path: "lifecycle quick", variant: variant, unit: "instructions/animation",
          figure: collected / Double(n * ticks), baseline: nil))
    }
    log("instructions: scroll view N=\(n)")
    let scrolled = try count(
      valgrind, function: "scrollUpdates", arguments: ["--profile", "--workloads", "scroll", "--sizes", "\(n)"])
    rows.append(
      row(
        path: "scroll", variant: "view", unit: "instructions/change", figure: scrolled / Double(ScrollBench.changes),
        baseline: nil))
    for (variant, function) in [("held", "blendHeldTicks"), ("crossfade", "blendCrossFadeTicks")] {
      log("instructions: blend \(variant) N=\(n)")
      let collected = try count(
        valgrind, function: function, arguments: ["--profile", "--workloads", "blend", "--sizes", "\(n)"])
      rows.append(
        row(
          path: "blend", variant: variant, unit: "instructions/update",
          figure: collected / Double(Workload.steadyTicks.count * 4 * n), baseline: nil))
    }
    return rows
  }

  private func row(path: String, variant: String, unit: String, figure: Double, baseline: Double?) -> ResultRow {
    var row = ResultRow(
      workload: "instructions", path: path, variant: variant, n: Self.n, unit: unit, figure: figure,
      baseline: baseline)
    if let recorded = CheckLimits.instructions[path + " " + variant] {
      row.targetOf = "figure"
      row.checkLimit = recorded * (1 + CheckLimits.instructionSlack)
      row.details = [("recorded", recorded)]
    }
    return row
  }

  /// Runs this binary with `arguments` under callgrind, collecting only inside `function`, and
  /// returns the instructions collected.
  ///
  /// Callgrind's `--toggle-collect` toggles collection on entering any function whose name matches,
  /// and a closure's symbol (and its thunk's) begins with the name of the function it is written
  /// in: with a plain `*name*` pattern, collection stops while a closure of `function` runs (an
  /// animation block's property sets). With `closuresExcluded` the pattern is `*name*F`: a Swift
  /// function's symbol ends in `F`, a closure's, a thunk's or a specialisation's does not. (The
  /// steady-tick functions are called as their specialisations, so they keep the plain pattern.)
  private func count(
    _ valgrind: String, function: String, closuresExcluded: Bool = false, arguments: [String]
  ) throws -> Double {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("animator-bench-callgrind-\(getpid()).out").path
    defer { try? FileManager.default.removeItem(atPath: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: valgrind)
    process.arguments =
      [
        "--tool=callgrind", "--callgrind-out-file=\(output)",
        "--toggle-collect=*\(function)*" + (closuresExcluded ? "F" : ""),
        Self.ownExecutable,
      ] + arguments
    // Swift seeds its hashing per process; a fixed seed keeps any hashed collection's work the same.
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
    process.environment = environment
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let command = "valgrind --tool=callgrind " + (process.arguments ?? []).dropFirst(2).joined(separator: " ")
    if text.contains("debuginfo reader") {
      throw MeasurementError(
        description:
          "valgrind cannot read this binary's debug information (DWARF 5); build it with DWARF 4: \(Self.buildCommand)")
    }
    guard process.terminationStatus == 0,
      let line = text.split(separator: "\n").last(where: { $0.contains("Collected :") }),
      let collected = Double(line.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? ""),
      collected > 0
    else {
      throw MeasurementError(
        description: "\(command) failed (status \(process.terminationStatus)):\n\(text.suffix(2_000))")
    }
    return collected
  }

  /// The path of this executable.
  private static var ownExecutable: String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? Bundle.main.executablePath ?? CommandLine.arguments[0]
  }

  /// The first executable called `name` in `PATH`, or `nil`.
  static func findExecutable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = "\(folder)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }
}

/// A measurement that could not be made.
struct MeasurementError: Error, CustomStringConvertible {
  let description: String
}
