import Animator
import CAllocCounter
import Foundation
import Testing

@testable import AnimatorDemoKit
@testable import AnimatorScene

/// A scene-file mutation fuzzer: valid files mutated as a hostile or careless user would (a value of
/// another type, a deleted or duplicated member, a huge array, deep nesting, numbers beyond `Int.max`
/// and a double's range, byte-order marks, invalid UTF-8, truncation), each loaded by the REPL as a
/// user loads a file, then played, drawn, saved and loaded back. Every answer is one or more lines
/// that name the problem; nothing crashes or hangs; what `save` writes loads.
///
/// Each file's round (load, play, draw, save, load back) has a budget of work and memory, counted
/// rather than timed: allocations, bytes allocated and the peak of what the thread holds, each a
/// fixed amount plus an amount per byte of the file (``budget(forFileOf:)``). A file over it fails,
/// naming the seed, the file and its figures: a hang or a blow-up that still ends shows here. And
/// the loader's direct reader must agree with the tree-based one on every file.
///
/// CI runs 300 files from a fixed seed. The long run (see `Documentation/Reliability.md`) sets
/// `ANIMATOR_FUZZ_FILES` and `ANIMATOR_FUZZ_SEED`.
@Suite("Scene files, mutated")
struct SceneFileFuzzTests {
  /// The files mutated: every item type, nested timing, masks, a graph of every kind of node,
  /// input, condition and blend, and a small file of version 1.
  static let seeds: [String] = [
    """
    {"format": "animator-scene", "version": 2, "name": "all", "size": [390, 844], "background": "#101820",
     "layers": [
      {"name": "root", "bounds": [0, 0, 390, 844], "position": [195, 422]},
      {"name": "card", "parent": "root", "bounds": [0, 0, 200, 120], "position": [195, 422], "opacity": 0.5,
       "backgroundColor": "#FFFFFFCC", "cornerRadius": 12, "transform": [1, 0, 0, 1, 0, 0]},
      {"name": "title", "parent": "card", "text": "Hello", "textColor": "#000000", "fontSize": 17},
      {"name": "logo", "parent": "root", "logo": "#FF0000", "anchorPoint": [0.5, 0.5]},
      {"name": "cover", "maskOf": "card", "bounds": [0, 0, 200, 120]}
     ],
     "timeline": [
      {"type": "tween", "name": "fade", "layer": "card", "property": "opacity", "from": 0, "to": 1, "duration": 0.5,
       "curve": "easeOut", "timing": {"delay": 0.1, "iterations": 2, "direction": "alternate", "fill": "both"}},
      {"type": "label", "name": "shown"},
      {"type": "spring", "name": "drop", "layer": "card", "property": "position", "to": [195, 600],
       "spring": {"mass": 1, "stiffness": 200, "damping": 20}, "start": 0.5},
      {"type": "keyframes", "name": "pulse", "layer": "title", "property": "transform", "duration": 1,
       "values": [[1, 0, 0, 1, 0, 0], [1.2, 0, 0, 1.2, 0, 0], [1, 0, 0, 1, 0, 0]], "keyTimes": [0, 0.3, 1],
       "curves": ["easeIn", "cubic-bezier(0.2, 0, 0, 1)"]},
      {"type": "tween", "name": "tint", "layer": "logo", "property": "backgroundColor", "to": "#00FF00",
       "duration": 0.4, "springTiming": {"dampingRatio": 0.7, "initialVelocity": 2}},
      {"type": "tween", "name": "grow", "layer": "card", "property": "bounds", "to": [0, 0, 240, 160],
       "duration": 0.3, "timing": {"repeatForever": true, "playbackRate": 2}},
      {"type": "marker", "name": "remove logo"}
     ]}
    """,
    """
    {"format": "animator-scene", "version": 3, "name": "graph", "size": [390, 844],
     "layers": [{"name": "root", "bounds": [0, 0, 390, 844]},
      {"name": "box", "parent": "root", "bounds": [0, 0, 40, 40], "position": [195, 422]}],
     "graph": {
      "inputs": [{"name": "speed", "type": "number", "value": 1}, {"name": "go", "type": "trigger"},
       {"name": "on", "type": "bool", "value": false}],
      "entry": "move",
      "nodes": [
       {"name": "move", "type": "blendSpace", "input": "speed", "sync": true, "points": [
        {"at": 0, "node": {"type": "pose", "values": [{"layer": "box", "property": "opacity", "value": 0.5}]}},
        {"at": 2, "node": {"type": "timeline", "timing": {"repeatForever": true}, "items": [
         {"type": "tween", "layer": "box", "property": "position", "from": [100, 422], "to": [290, 422],
          "duration": 1, "curve": "easeInOut"}]}}]},
       {"name": "hop", "type": "timeline", "items": [
        {"type": "keyframes", "layer": "box", "property": "transform", "duration": 0.5,
         "values": [[1, 0, 0, 1, 0, 0], [1, 0, 0, 1, 0, -40], [1, 0, 0, 1, 0, 0]], "curves": ["easeOut", "easeIn"]}]},
       {"name": "both", "type": "mix", "parts": [
        {"node": {"type": "pose", "values": [{"layer": "box", "property": "backgroundColor", "value": "#FF0000"}]},
         "weight": 0.5},
        {"node": {"type": "pose", "values": [{"layer": "box", "property": "cornerRadius", "value": 20}]},
         "input": "speed"}]}
      ],
      "transitions": [
       {"from": "move", "to": "hop", "when": [{"triggered": "go"}], "blend": {"crossFade": 0.1, "curve": "easeOut"}},
       {"from": "hop", "to": "move", "exitTime": 1, "blend": {"inertialize": 0.2}, "switch": "immediate"},
       {"any": true, "to": "both", "when": [{"isTrue": "on"}, {"above": "speed", "value": 0.5}], "priority": 1},
       {"from": "both", "to": "move", "automatic": false, "switch": "sync"}
      ]}}
    """,
    """
    {"format": "animator-scene", "version": 1, "name": "small", "size": [100, 100],
     "layers": [{"name": "box", "bounds": [0, 0, 10, 10]}],
     "timeline": [{"type": "tween", "layer": "box", "property": "cornerRadius", "to": 5, "duration": 1}]}
    """,
  ]

  /// Replacement values: other types, hostile numbers and strings, huge and nested collections.
  static let values: [String] = [
    "null", "true", "false", "0", "-0", "1", "-1", "0.5", "1e19", "-1e19", "9223372036854775808", "1e308", "-1e308",
    "1.7976931348623157e308", "5e-324", "1e-400", "1e400", "2e154", "\"\"", "\"x\"", "\"#FFF\"", "\"root\"",
    "\"card\"", "\"\\u0000\"", "\"\\ud800\"", "[]", "[1]", "[1, 2]", "[0, 0, 0, 0]", "[1, 0, 0, 1, 0, 0]", "{}",
    "{\"preset\": \"snappy\"}", "[\"a\", 1, null]",
    String(repeating: "[", count: 80) + String(repeating: "]", count: 80),
    "[" + Array(repeating: "0", count: 20_000).joined(separator: ",") + "]",
    "\"" + String(repeating: "k", count: 100_000) + "\"",
  ]

  /// One mutation of `text`, chosen by `generator`.
  static func mutate(_ text: String, _ generator: inout SplitMix64) -> [UInt8] {
    var bytes = Array(text.utf8)
    func pick(_ count: Int) -> Int { Int(generator.next() % UInt64(max(count, 1))) }
    // The offsets of values: after a ':' or '[' or ','.
    let starts = bytes.indices.filter { [UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: ",")].contains(bytes[$0]) }
    func valueEnd(from start: Int) -> Int {
      var depth = 0
      var index = start
      var inString = false
      while index < bytes.count {
        let byte = bytes[index]
        if inString {
          if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
        } else if byte == UInt8(ascii: "\"") {
          inString = true
        } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
          depth += 1
        } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
          if depth == 0 { return index }
          depth -= 1
        } else if byte == UInt8(ascii: ","), depth == 0 {
          return index
        }
        index += 1
      }
      return index
    }
    let quotes = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\"") }
    guard !bytes.isEmpty else { return Array("{".utf8) }
    // A text with nowhere to put a value or a string (after truncation) gets a flipped byte.
    let choice = pick(10)
    let needsStart = choice <= 4
    let needsQuote = choice == 7 || choice == 8
    switch (needsStart && starts.isEmpty) || (needsQuote && quotes.isEmpty) ? 9 : choice {
    case 0, 1, 2:  // replace a value
      let start = starts[pick(starts.count)] + 1
      let end = valueEnd(from: start)
      bytes.replaceSubrange(start..<end, with: Array((" " + values[pick(values.count)]).utf8))
    case 3:  // delete a value or member (leaves the JSON broken or a field missing)
      let start = starts[pick(starts.count)] + 1
      bytes.removeSubrange(start..<valueEnd(from: start))
    case 4:  // duplicate a stretch
      let start = starts[pick(starts.count)] + 1
      let end = valueEnd(from: start)
      bytes.insert(contentsOf: [UInt8(ascii: ",")] + bytes[start..<end], at: end)
    case 5:  // truncate
      bytes.removeSubrange(pick(bytes.count)...)
    case 6:  // a byte-order mark, UTF-8 or UTF-16
      bytes = (pick(2) == 0 ? [0xEF, 0xBB, 0xBF] : [0xFF, 0xFE]) + bytes
    case 7:  // invalid UTF-8 inside a string
      let bad: [[UInt8]] = [[0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF5, 0x80, 0x80, 0x80]]
      bytes.insert(contentsOf: bad[pick(bad.count)], at: quotes[pick(quotes.count)] + 1)
    case 8:  // rename a member
      let at = quotes[pick(quotes.count)] + 1
      bytes.insert(contentsOf: Array(["x", "_", "parent", "type", "é"][pick(5)].utf8), at: at)
    default:  // flip one byte
      let at = pick(bytes.count)
      bytes[at] = UInt8(truncatingIfNeeded: generator.next())
    }
    return bytes
  }

  /// Loads `bytes` in a session as a file, then plays, draws, saves and loads it back. Returns the
  /// problems seen (an empty answer, an answer that names nothing, a save that does not load).
  static func exercise(_ bytes: [UInt8]) -> [String] {
    var files: [String: [UInt8]] = ["f.json": bytes]
    var configuration = SessionConfiguration()
    configuration.readBytes = { path throws(FileError) in
      guard let bytes = files[path] else { throw FileError(message: "No such file or directory") }
      return bytes
    }
    configuration.readFile = { path throws(FileError) in
      guard let bytes = files[path] else { throw FileError(message: "No such file or directory") }
      return String(decoding: bytes, as: UTF8.self)
    }
    configuration.writeFile = { path, text throws(FileError) in files[path] = Array(text.utf8) }
    let session = Session(configuration: configuration)
    var problems: [String] = []
    let load = session.handle("load f.json")
    if load.lines.isEmpty || load.lines[0].isEmpty { problems.append("load answered nothing") }
    guard !load.failed else {
      // A refusal names the line and the problem, in one line no longer than a screen's worth.
      let line = load.lines.first ?? ""
      if !line.contains("line ") || line.utf8.count > 1_000 { problems.append("refusal: \(line.prefix(300))") }
      return problems
    }
    for command in ["play", "step 700ms", "show", "seek 0.3s", "reverse", "step 1s", "finish end", "play", "tap"] {
      if session.handle(command).lines.isEmpty { problems.append("\(command) answered nothing") }
    }
    let save = session.handle("save g.json")
    if save.failed { problems.append("save: \(save.lines)") }
    let again = session.handle("load g.json")
    if again.failed { problems.append("what save wrote does not load: \(again.lines)") }
    return problems
  }

  /// What one file's round cost on the thread that ran it.
  struct Cost: CustomStringConvertible {
    var allocations: UInt64
    var bytes: UInt64
    /// The most the thread held at once beyond what it held before.
    var peak: Int64

    var description: String { "\(allocations) allocations, \(bytes) bytes allocated, peak \(peak) bytes" }

    func fits(_ budget: Cost) -> Bool {
      allocations <= budget.allocations && bytes <= budget.bytes && peak <= budget.peak
    }
  }

  /// The most one file's round may cost: a fixed part (a session, its answers, a drawing at the
  /// default size) and a part per byte of the file (what a file holds, played, drawn, saved and
  /// loaded back, or read far enough to refuse it): a few times the most any file of the sweep
  /// costs per byte in a debug build (`Documentation/Reliability.md` has the figures).
  static func budget(forFileOf count: Int) -> Cost {
    Cost(
      allocations: 20_000 + 8 * UInt64(count), bytes: 2_000_000 + 800 * UInt64(count),
      peak: 1_000_000 + 500 * Int64(count))
  }

  /// Runs `body` and counts what it cost on this thread.
  static func measured<T>(_ body: () -> T) -> (T, Cost) {
    let allocations = alloc_counter_thread()
    let bytes = alloc_counter_thread_bytes()
    let held = alloc_counter_thread_reset_peak()
    let result = body()
    let cost = Cost(
      allocations: alloc_counter_thread() - allocations, bytes: alloc_counter_thread_bytes() - bytes,
      peak: alloc_counter_thread_peak_bytes() - held)
    return (result, cost)
  }

  /// The loader's direct reader gives what the tree-based reader gives: the same document, or
  /// (having given up) the same error.
  static func readersAgree(_ bytes: [UInt8]) -> Bool {
    func outcome(_ load: () throws(SceneFileError) -> SceneDocument) -> Result<SceneDocument, SceneFileError> {
      do {
        return .success(try load())
      } catch {
        return .failure(error)
      }
    }
    return outcome { () throws(SceneFileError) in try SceneDocument.load(utf8: bytes) }
      == outcome { () throws(SceneFileError) in try SceneDocument.loadNamingProblem(utf8: bytes) }
  }

  static func run(files: Int, seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    for index in 0..<files {
      let seedText = seeds[index % seeds.count]
      var bytes = mutate(seedText, &generator)
      // Some files get two or three mutations.
      for _ in 0..<Int(generator.next() % 3) {
        bytes = mutate(String(decoding: bytes, as: UTF8.self), &generator)
      }
      let (problems, cost) = measured { exercise(bytes) }
      #expect(problems.isEmpty, "file \(index) of seed \(seed): \(problems)")
      let budget = budget(forFileOf: bytes.count)
      if alloc_counter_is_active() == 1 {
        #expect(
          cost.fits(budget),
          "file \(index) of seed \(seed) (\(bytes.count) bytes) cost \(cost), over its budget of \(budget)")
      }
      #expect(readersAgree(bytes), "file \(index) of seed \(seed): the direct reader and the tree-based one differ")
      // `ANIMATOR_FUZZ_COSTS=1` prints each file's figures, to see how close to its budget it came.
      if ProcessInfo.processInfo.environment["ANIMATOR_FUZZ_COSTS"] != nil {
        print("fuzz-cost \(index) \(bytes.count) \(cost.allocations) \(cost.bytes) \(cost.peak)")
      }
    }
  }

  @Test("300 mutated scene files: each refused in one line that names it, or loaded, played, saved and loaded back")
  func mutatedFiles() {
    let environment = ProcessInfo.processInfo.environment
    let files = environment["ANIMATOR_FUZZ_FILES"].flatMap(Int.init) ?? 300
    let seed = environment["ANIMATOR_FUZZ_SEED"].flatMap(UInt64.init) ?? 20_261_202
    Self.run(files: files, seed: seed)
  }
}
