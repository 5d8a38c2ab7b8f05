import Animator
import AnimatorScene
import Foundation
import Testing

/// The scene format: a valid file loads to the document it spells, saves back to text that loads
/// equal, and every malformed file is refused with the field's path and line.
@Suite("Scene file")
struct SceneFileTests {
  /// A small scene using every kind of item (lines matter: the error tests count on them).
  static let sample = """
    {
      "format": "animator-scene",
      "version": 1,
      "name": "card",
      "size": [390, 844],
      "background": "#1DA1F2",
      "layers": [
        {"name": "card", "bounds": [0, 0, 200, 120], "position": [195, 422], "backgroundColor": "#FFFFFF"},
        {"name": "title", "parent": "card", "text": "Hello", "position": [100, 60], "bounds": [0, 0, 120, 30]}
      ],
      "timeline": [
        {"type": "tween", "name": "fade", "layer": "card", "property": "opacity", "from": 0, "to": 1,
         "duration": 0.5, "curve": "easeOut"},
        {"type": "label", "name": "shown"},
        {"type": "spring", "name": "drop", "layer": "card", "property": "position", "to": [195, 600],
         "spring": {"preset": "snappy"}, "start": 0.5},
        {"type": "keyframes", "name": "pulse", "layer": "title", "property": "transform", "duration": 1,
         "values": [[1, 0, 0, 1, 0, 0], [1.2, 0, 0, 1.2, 0, 0], [1, 0, 0, 1, 0, 0]],
         "keyTimes": [0, 0.3, 1], "curves": ["easeIn", "cubic-bezier(0.2, 0, 0, 1)"],
         "timing": {"iterations": 2, "direction": "alternate"}},
        {"type": "marker", "name": "done"}
      ]
    }
    """

  @Test("a valid file loads to what it spells")
  func loads() throws {
    let document = try SceneDocument.load(Self.sample)
    #expect(document.name == "card")
    #expect(document.layers.map(\.name) == ["card", "title"])
    #expect(document.layers[1].parent == "card")
    #expect(document.timeline.map(\.type) == [.tween, .label, .spring, .keyframes, .marker])
    #expect(document.timeline[0].from == .number(0) && document.timeline[0].to == .number(1))
    #expect(document.timeline[2].start == 0.5)
    #expect(document.timeline[3].timing?.effectTiming.iterations == 2)
    #expect(document.timeline[3].timing?.effectTiming.direction == .alternate)
  }

  @Test("saving writes text that loads back equal, and saving that again writes the same text")
  func roundTrip() throws {
    let document = try SceneDocument.load(Self.sample)
    let text = document.jsonText()
    let again = try SceneDocument.load(text)
    #expect(again == document)
    #expect(again.jsonText() == text)
  }

  /// The error `text` raises.
  static func failure(_ text: String) -> SceneFileError? {
    do {
      _ = try SceneDocument.load(text)
      return nil
    } catch {
      return error
    }
  }

  /// The sample with `old` replaced by `new` (once).
  static func sample(replacing old: String, with new: String) -> String {
    guard let range = sample.range(of: old) else { return sample }
    return sample.replacingCharacters(in: range, with: new)
  }

  @Test(
    "a malformed field is named with its path and line",
    arguments: [
      ("\"duration\": 0.5", "\"duration\": -1", "timeline[0].duration", 13),
      ("\"curve\": \"easeOut\"", "\"curve\": \"wobbly\"", "timeline[0].curve", 13),
      ("\"property\": \"opacity\"", "\"property\": \"colour\"", "timeline[0].property", 12),
      ("\"to\": [195, 600]", "\"to\": [195]", "timeline[2].to", 15),
      ("\"preset\": \"snappy\"", "\"preset\": \"soggy\"", "timeline[2].spring.preset", 16),
      ("\"keyTimes\": [0, 0.3, 1]", "\"keyTimes\": [0, 0.5, 0.3]", "timeline[3].keyTimes[2]", 19),
      ("\"iterations\": 2", "\"iterations\": -2", "timeline[3].timing.iterations", 20),
      ("\"direction\": \"alternate\"", "\"direction\": \"sideways\"", "timeline[3].timing.direction", 20),
      ("\"parent\": \"card\"", "\"parent\": \"nobody\"", "layers[1].parent", 9),
      ("\"backgroundColor\": \"#FFFFFF\"", "\"backgroundColor\": \"white\"", "layers[0].backgroundColor", 8),
      ("\"version\": 1", "\"version\": 4", "version", 3),
      ("\"format\": \"animator-scene\"", "\"format\": \"lottie\"", "format", 2),
      (
        "{\"type\": \"label\", \"name\": \"shown\"}", "{\"type\": \"label\", \"name\": \"shown\", \"layer\": \"card\"}",
        "timeline[1].layer", 14
      ),
      ("\"start\": 0.5", "\"start\": \"soon\"", "timeline[2].start", 16),
      ("{\"name\": \"title\", \"parent\": \"card\",", "{\"name\": \"title\",", "layers[1]", 9),
    ])
  func namedErrors(old: String, new: String, path: String, line: Int) throws {
    let text = Self.sample(replacing: old, with: new)
    #expect(text != Self.sample)
    let error = try #require(Self.failure(text))
    #expect(error.path == path, "\(error)")
    #expect(error.line == line, "\(error)")
  }

  @Test("text that is not JSON is refused with the line of the problem")
  func syntax() throws {
    let error = try #require(Self.failure(Self.sample(replacing: "\"version\": 1,", with: "\"version\": 1,,")))
    #expect(error.line == 3 && error.path.isEmpty, "\(error)")
    let deep = String(repeating: "[", count: 10_000)
    #expect(Self.failure(deep)?.problem.contains("deeper") == true)
    #expect(Self.failure("")?.line == 1)
    #expect(Self.failure("{\"a\": 1, \"a\": 2}")?.problem.contains("twice") == true)
  }

  /// The sample in version 2, its fade timed by a UIKit spring.
  static func springSample(_ timing: String, version: Int = 2, curve: Bool = false) -> String {
    sample.replacingOccurrences(of: "\"version\": 1,", with: "\"version\": \(version),")
      .replacingOccurrences(
        of: "\"duration\": 0.5, \"curve\": \"easeOut\"}",
        with: "\"duration\": 0.5, \(curve ? "\"curve\": \"easeOut\", " : "")\"springTiming\": \(timing)}")
  }

  @Test("version 2: a tween carries UIKit spring timing, fitted to its duration; version 1 files still load")
  func springTiming() throws {
    let document = try SceneDocument.load(Self.springSample("{\"dampingRatio\": 0.8, \"initialVelocity\": 10}"))
    #expect(document.version == 2)
    let timing = try #require(document.timeline[0].springTiming)
    #expect(timing == SceneSpringTiming(dampingRatio: 0.8, initialVelocity: 10))
    // The curve is UIKit's: the spring of ratio 0.8 and velocity 10 that settles in exactly 0.5 s,
    // what an animator of 0.5 s with `.spring(dampingRatio: 0.8, initialVelocity: 10)` runs.
    #expect(try timing.curve(forDuration: 0.5) == .spring(dampingRatio: 0.8, initialVelocity: 10, duration: 0.5))
    #expect(try SceneDocument.load(document.jsonText()) == document)
    #expect(try SceneDocument.load(Self.sample).version == 1)
    #expect(SceneDocument(name: "new").version == SceneDocument.currentVersion)
  }

  @Test(
    "a malformed spring timing is named with its field",
    arguments: [
      ("{\"dampingRatio\": -1}", 2, false, "timeline[0].springTiming.dampingRatio"),
      ("{\"dampingRatio\": 0.8, \"initialVelocity\": \"fast\"}", 2, false, "timeline[0].springTiming.initialVelocity"),
      ("{\"initialVelocity\": 1}", 2, false, "timeline[0].springTiming"),
      ("{\"dampingRatio\": 0.8, \"mass\": 1}", 2, false, "timeline[0].springTiming.mass"),
      ("{\"dampingRatio\": 0.8}", 1, false, "timeline[0].springTiming"),
      ("{\"dampingRatio\": 0.8}", 2, true, "timeline[0].springTiming"),
    ])
  func springTimingErrors(timing: String, version: Int, curve: Bool, path: String) throws {
    let error = try #require(Self.failure(Self.springSample(timing, version: version, curve: curve)))
    #expect(error.path == path, "\(error)")
    #expect(error.line == 13, "\(error)")
  }

  @Test("a spring timing needs a duration it can settle in")
  func springTimingDuration() throws {
    let text = Self.springSample("{\"dampingRatio\": 0.8}").replacingOccurrences(
      of: "\"duration\": 0.5,", with: "\"duration\": 0,")
    let error = try #require(Self.failure(text))
    #expect(error.path == "timeline[0].duration", "\(error)")
  }

  /// Mutations of a byte or a token of the sample, drawn from a seed.
  static func mutate(_ text: String, seed: UInt64) -> String {
    var state = seed &+ 0x9E37_79B9_7F4A_7C15
    func next() -> UInt64 {
      // SplitMix64.
      state = state &+ 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    var bytes = Array(text.utf8)
    let tokens: [[UInt8]] = [
      "-1", "1e400", "null", "true", "\"\"", "[]", "{}", "\"x\"", "0", "NaN", "\"#GGGGGG\"", "[1, 2]", "99999999999",
      "\"tween\"", "\"label\"", "\"opacity\"", "\"nobody\"",
    ].map { Array($0.utf8) }
    for _ in 0..<Int(1 + next() % 3) {
      guard !bytes.isEmpty else { break }
      let at = Int(next() % UInt64(bytes.count))
      switch next() % 4 {
      case 0: bytes.remove(at: at)
      case 1: bytes.insert(UInt8(32 + next() % 95), at: at)
      case 2:
        // Replace a value (the text after a colon, up to a comma or a closing bracket) by a token.
        if let colon = bytes[at...].firstIndex(of: UInt8(ascii: ":")) {
          var end = colon + 1
          while end < bytes.count, ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(bytes[end]) {
            end += 1
          }
          bytes.replaceSubrange((colon + 1)..<end, with: [32] + tokens[Int(next() % UInt64(tokens.count))])
        }
      default: bytes[at] = UInt8(next() % 256)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test("mutated files never crash, and every refusal names a line and, past the syntax, a field")
  func fuzz() throws {
    var refused = 0
    var fieldErrors = 0
    let lines = Self.sample.split(separator: "\n", omittingEmptySubsequences: false).count + 2
    for seed in 0..<3_000 {
      let text = Self.mutate(Self.sample, seed: UInt64(seed))
      do {
        let document = try SceneDocument.load(text)
        // What loads saves and loads back equal.
        #expect(try SceneDocument.load(document.jsonText()) == document, "seed \(seed)")
      } catch {
        refused += 1
        #expect(error.line >= 1 && error.line <= lines, "seed \(seed): \(error)")
        if error.problem.hasPrefix("not JSON") || error.problem.contains("deeper") {
          #expect(error.path.isEmpty, "seed \(seed): \(error)")
        } else {
          fieldErrors += 1
          #expect(
            !error.path.isEmpty || error.problem.contains("field") || error.problem.contains("twice"),
            "seed \(seed): \(error)")
        }
      }
    }
    // The mutations must reach past the syntax into the fields.
    #expect(refused > 1_000 && fieldErrors > 300, "\(refused) refused, \(fieldErrors) by a field")
  }
}
