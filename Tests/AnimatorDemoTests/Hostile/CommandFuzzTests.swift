import Animator
import Foundation
import Testing

@testable import AnimatorDemoKit

/// The REPL fuzzed over every command: each line is a command of `help`'s list with hostile
/// arguments (NaN, infinities, 1e308, `Int64.max`, negative and huge times, long and odd strings,
/// paths of devices), mixed with the commands that build a scene of one's own. Every line gets an
/// answer; nothing crashes or hangs; the session still works afterwards.
///
/// CI runs 3,000 lines from a fixed seed. The long run (see `Documentation/Reliability.md`) sets
/// `ANIMATOR_FUZZ_LINES` and `ANIMATOR_FUZZ_SEED`.
@Suite("The REPL, fuzzed over every command")
struct CommandFuzzTests {
  static let arguments: [String] = [
    "", "0", "-0", "1", "-1", "0.5", "nan", "NaN", "inf", "-inf", "infinity", "1e308", "-1e308", "1e19",
    "9223372036854775807", "9223372036854775808", "-9223372036854775808", "5e-324", "1e-400", "0x10", "1_000",
    "100%", "-50%", "150%", "0s", "1s", "3600s", "3601s", "1e9s", "-1s", "nans", "infs", "16ms", "1e308ms",
    "9223372036854775807ms", "2x", "100x", "101", "0.0001", "start", "end", "current", "login", "splash", "launch",
    "bars", "expand", "sheet", "scroll", "card.json", "/dev/zero", "/dev/urandom", "/", "missing.json", "saved.json",
    "r.txt", "x.svg", "box", "box.opacity", "box.bounds", "box.position", "box.backgroundColor", "tween", "spring",
    "keyframes", "label", "marker", "to", "from", "for", "at", "0,0,200,200", "1,2", "#FF0000", "easeIn",
    "cubic-bezier(0.2,0,0,1)", "spring(0.5,0.3)", "é", "🙂", "\"", "'", "\\", "stop", String(repeating: "a", count: 300),
    "grow", "fade", "mid",
  ]

  /// The lines that build a scene of one's own, mixed in so that the scene commands have
  /// something to edit.
  static let building = [
    "new mine", "add tween grow box.bounds to 0,0,200,200 for 1s", "add tween fade box.opacity to 0 for 0.5s",
    "add label mid at 0.5s", "add spring drop box.position to 100,100", "load card.json", "save saved.json",
    "load saved.json", "record r.txt", "record stop", "replay r.txt",
  ]

  struct LineMaker {
    var generator: SplitMix64

    mutating func pick<T>(_ items: [T]) -> T { items[Int(generator.next() % UInt64(items.count))] }

    mutating func next() -> String {
      if generator.next() % 8 == 0 { return pick(CommandFuzzTests.building) }
      let command = pick(CommandInfo.names)
      let count = Int(generator.next() % 5)
      return ([command] + (0..<count).map { _ in pick(CommandFuzzTests.arguments) }).joined(separator: " ")
    }
  }

  static func session() -> Session {
    var files: [String: String] = [:]
    files["card.json"] = """
      {"format": "animator-scene", "version": 2, "name": "card", "size": [390, 844],
       "layers": [{"name": "box", "bounds": [0, 0, 100, 100], "position": [195, 422]}],
       "timeline": [{"type": "tween", "name": "fade", "layer": "box", "property": "opacity", "to": 0, "duration": 1}]}
      """
    var configuration = SessionConfiguration()
    configuration.readFile = { path throws(FileError) in
      if path.hasPrefix("/") { return try Files.read(path) }
      guard let text = files[path] else { throw FileError(message: "No such file or directory") }
      return text
    }
    configuration.writeFile = { path, text throws(FileError) in
      guard !path.hasPrefix("/") else { throw FileError(message: "Permission denied") }
      files[path] = text
    }
    configuration.makeDirectory = { _ throws(FileError) in throw FileError(message: "Permission denied") }
    return Session(configuration: configuration)
  }

  static func run(lines: Int, seed: UInt64) {
    var maker = LineMaker(generator: SplitMix64(seed: seed))
    var session = Self.session()
    for index in 0..<lines {
      let line = maker.next()
      let response = session.handle(line)
      let isComment = line.hasPrefix("#")
      #expect(
        !response.lines.isEmpty || isComment, "line \(index) of seed \(seed): no answer to \(line.debugDescription)")
      if response.failed {
        #expect(response.lines.allSatisfy { !$0.isEmpty && $0.utf8.count < 2_000 }, "line \(index): \(response.lines)")
      }
      if session.hasQuit || index % 500 == 499 {
        #expect(session.handle("state").lines.count > 3)
        session = Self.session()
      }
    }
    #expect(session.handle("show").lines.count > 10)
  }

  @Test("3,000 lines over every command with hostile arguments: every line answered, the session still works")
  func everyCommand() {
    let environment = ProcessInfo.processInfo.environment
    let lines = environment["ANIMATOR_FUZZ_LINES"].flatMap(Int.init) ?? 3_000
    let seed = environment["ANIMATOR_FUZZ_SEED"].flatMap(UInt64.init) ?? 20_261_202
    Self.run(lines: lines, seed: seed)
  }

  @Test("the fuzzer's lines reach every command")
  func reachesEveryCommand() {
    var maker = LineMaker(generator: SplitMix64(seed: 20_261_202))
    var seen: Set<String> = []
    for _ in 0..<3_000 { seen.insert(String(maker.next().split(separator: " ").first ?? "")) }
    #expect(Set(CommandInfo.names).isSubset(of: seen))
  }
}
