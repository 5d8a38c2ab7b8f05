import Foundation

/// The machine, the date and the command of a run.
struct RunInfo {
  var command: String
  var date: String
  var system: String
  var cores: Int
  var compiler: String
  var runs: Int
  var quick: Bool

  static func current(options: Options) -> RunInfo {
    var name = utsname()
    uname(&name)
    let system = "\(Self.text(name.sysname)) \(Self.text(name.release)) \(Self.text(name.machine))"
    let formatter = ISO8601DateFormatter()
    #if compiler(>=6.3)
      let compiler = "Swift 6.3 or later"
    #else
      let compiler = "Swift before 6.3"
    #endif
    return RunInfo(
      command: (["animator-bench"] + CommandLine.arguments.dropFirst()).joined(separator: " "),
      date: formatter.string(from: Date()), system: system, cores: ProcessInfo.processInfo.activeProcessorCount,
      compiler: compiler, runs: options.runs, quick: options.quick)
  }
}
