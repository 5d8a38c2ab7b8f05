import Animator
import CAllocCounter
import Foundation

/// `swift run -c release animator-bench [--quick] [--json] [--check]`: see Documentation/Performance.md.

func standardError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}

let options: Options
do {
  options = try Options(arguments: CommandLine.arguments)
} catch {
  let message = "\(error)"
  standardError((message.isEmpty ? "" : "error: \(message)\n") + Options.usage)
  exit(message.isEmpty ? 0 : 2)
}

#if DEBUG
  standardError("warning: a debug build measures nothing useful; run `swift run -c release animator-bench`")
#endif

let log: (String) -> Void = { message in
  if options.json || options.profile { standardError(message) } else { print(message) }
}

if CommandLine.arguments.contains("--layout") {
  print(layoutReport())
  exit(0)
}

if options.profile {
  // One started run per configuration: tick 1, then the steady ticks in one function that callgrind
  // counts, then the rest, verified as usual. With `--workloads seek`: the random seeks and the
  // drag of the seek workload, in seekRandomly(_:n:) and seekByDragging(_:).
  do {
    if options.workloads == [.path] {
      for mode in options.pathModes {
        let motion = try mode.motion()
        for n in options.sizes {
          let world: any PathSubject =
            options.profileBaseline
            ? BaselinePathWorld(count: n, motion: motion) : try PathWorld(count: n, motion: motion)
          try profilePath(world)
          log("profiled path \(mode.rawValue)\(options.profileBaseline ? " baseline" : "") N=\(n)")
        }
      }
      exit(0)
    }
    if options.workloads == [.blend] {
      try profileBlend(sizes: options.sizes)
      exit(0)
    }
    if options.workloads == [.lifecycle] {
      for n in options.sizes { try profileLifecycle(count: n) }
      exit(0)
    }
    if options.workloads == [.scroll] {
      for n in options.sizes {
        let world = try ScrollWorld(count: n)
        try scrollUpdates(world)
        try world.verify(label: "profile scroll N=\(n)")
        log("profiled scroll N=\(n)")
      }
      exit(0)
    }
    if options.workloads == [.seek] {
      for n in options.sizes {
        let world = try SeekWorld(count: n)
        try seekRandomly(world, n: n)
        try seekByDragging(world)
        try world.verify(curve: try CurveKind.cubic.libraryCurve(), label: "profile seek N=\(n)")
        log("profiled seek N=\(n)")
      }
      exit(0)
    }
    if options.profileBaseline {
      for curve in options.curves {
        for n in options.sizes {
          let world = try BaselineWorld(count: n, curve: curve)
          world.prepare(tick: 1)
          world.tick()
          steadyTicks(world)
          for tick in (Workload.steadyTicks.upperBound + 1)..<Workload.ticks {
            world.prepare(tick: tick)
            world.tick()
          }
          finalTick(world)
          try verifyEnd(world, label: "profile baseline \(curve) N=\(n)")
          log("profiled baseline \(curve.rawValue) N=\(n)")
        }
      }
      exit(0)
    }
    for curve in options.curves {
      for path in options.paths {
        for n in options.sizes {
          let world = EngineWorld(count: n, path: path)
          try world.start(path: path, curve: curve)
          world.prepare(tick: 1)
          world.tick()
          steadyTicks(world)
          for tick in (Workload.steadyTicks.upperBound + 1)..<Workload.ticks {
            world.prepare(tick: tick)
            world.tick()
          }
          finalTick(world)
          try verifyEnd(world, label: "profile \(path) \(curve) N=\(n)")
          log("profiled \(path.rawValue) \(curve.rawValue) N=\(n): \(Workload.steadyTicks.count) steady ticks")
        }
      }
    }
  } catch {
    standardError("error: \(error)")
    exit(1)
  }
  exit(0)
}

var rows: [ResultRow] = []
var failures: [String] = []
var notes: [String] = []
do {
  if options.workloads.contains(.tick) || options.workloads.contains(.allocations) {
    var tickOptions = options
    if !options.workloads.contains(.tick) { tickOptions.runs = 1 }
    let (tickRows, allocationRows) = try TickBench(options: tickOptions, log: log).run()
    if options.workloads.contains(.tick) { rows += tickRows }
    if options.workloads.contains(.allocations) { rows += allocationRows }
  }
  if options.workloads.contains(.memory) {
    rows += try MemoryBench(options: options, log: log).run()
  }
  if options.workloads.contains(.seek) {
    rows += try SeekBench(options: options, log: log).run()
  }
  if options.workloads.contains(.path) {
    rows += try PathBench(options: options, log: log).run()
  }
  if options.workloads.contains(.lifecycle) {
    rows += try LifecycleBench(options: options, log: log).run()
  }
  if options.workloads.contains(.scroll) {
    rows += try ScrollBench(options: options, log: log).run()
  }
  if options.workloads.contains(.blend) {
    rows += try BlendBench(options: options, log: log).run()
  }
  if options.workloads.contains(.retarget) {
    rows += try RetargetBench(options: options, log: log).run()
  }
  if options.workloads.contains(.instructions) {
    var bench = InstructionBench(options: options, log: log)
    rows += try bench.run()
    if let skipped = bench.skipped { notes.append(skipped) }
  }
} catch {
  failures.append("\(error)")
  standardError("error: \(error)")
}

if options.check {
  for row in rows where row.withinCheckLimit == false {
    var message =
      "\(row.workload) \(row.path) \(row.variant) N=\(row.n): \(Report.format(row.figure)) \(row.unit) "
      + "is above the check limit \(Report.format(row.checkLimit ?? .nan))"
    if let recorded = row.details.first(where: { $0.0 == "recorded" })?.1, recorded > 0 {
      let change = (row.figure / recorded - 1) * 100
      message += " (recorded \(Report.format(recorded)), \(change >= 0 ? "+" : "")\(Report.format(change))%)"
    }
    failures.append(message)
  }
}

let info = RunInfo.current(options: options)
if options.json {
  print(Report.json(rows, info: info, failures: failures, notes: notes))
} else {
  print("")
  print(Report.table(rows, info: info))
  for note in notes { print("NOTE: \(note)") }
  for failure in failures { print("FAILED: \(failure)") }
}
exit(failures.isEmpty ? 0 : 1)
