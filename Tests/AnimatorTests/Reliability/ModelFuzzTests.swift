import Animator
import Foundation
import Testing

/// The animator against its reference model: seeded random sequences of every public action, with
/// everything observable compared after every step.
///
/// CI runs `ANIMATOR_FUZZ_STEPS` steps (100,000 by default) from the seed `ANIMATOR_FUZZ_SEED`
/// (fixed by default, so CI is deterministic). The long run is documented in
/// `Documentation/Reliability.md`:
///
/// ```sh
/// ANIMATOR_FUZZ_STEPS=1000000 ANIMATOR_FUZZ_SEED=$RANDOM swift test --filter ModelFuzzTests
/// ```
@Suite("Model-based fuzzing of the animator")
struct ModelFuzzTests {
  static let environment = ProcessInfo.processInfo.environment
  static let steps = environment["ANIMATOR_FUZZ_STEPS"].flatMap { Int($0) } ?? 100_000
  static let baseSeed = environment["ANIMATOR_FUZZ_SEED"].flatMap { UInt64($0) } ?? 20_261_129
  static let actionsPerEpisode = 100
  static let shards = 4

  /// The seed of episode `index`: each episode can be replayed alone from it.
  static func seed(episode index: Int) -> UInt64 {
    var stream = SeededGenerator(seed: baseSeed)
    var mixer = SeededGenerator(seed: stream.next() &+ UInt64(index))
    return mixer.next()
  }

  @Test("the animator agrees with the reference model after every step", arguments: 0..<shards)
  func agreesWithTheModel(shard: Int) {
    let episodes = (Self.steps + Self.actionsPerEpisode - 1) / Self.actionsPerEpisode
    var steps = 0
    var ties = 0
    var coverage: [String: Int] = [:]
    for episode in stride(from: shard, to: episodes, by: Self.shards) {
      let seed = Self.seed(episode: episode)
      var generator = FuzzGenerator(seed: seed)
      let configuration = generator.configuration()
      let actions = generator.actions(count: Self.actionsPerEpisode, for: configuration)
      let outcome = FuzzRunner.run(outcomeOf: configuration, actions)
      steps += outcome.steps
      coverage.merge(outcome.coverage, uniquingKeysWith: +)
      if outcome.endedAtATie { ties += 1 }
      if let mismatch = outcome.mismatch {
        let (shortest, failure) = FuzzRunner.shrink(configuration, actions, field: mismatch.field)
        Issue.record(
          """
          The animator disagrees with the reference model (episode \(episode), seed \(seed); \
          replay with ANIMATOR_FUZZ_REPLAY=\(seed) swift test --filter FuzzReplayTests; base seed \(Self.baseSeed)).
          \(configuration)
          Shortest failing sequence (\(shortest.count) of \(actions.count) actions):
          \(shortest.map { "  " + $0.description }.joined(separator: "\n"))
          \(failure)
          """)
        return
      }
    }
    print("fuzz shard \(shard): \(steps) steps compared, \(ties) episodes stopped at a tie (seed \(Self.baseSeed))")
    // Every action is taken in every state, and completions and every kind of error occur.
    let states = ["inactive", "running", "paused", "stopped"]
    let kinds = [
      "start", "startAfterDelay", "pause", "stop", "stopWithoutFinishing", "finish", "setFraction", "setReversed",
      "setInterruptible", "addAnimations", "addAnimationsWithDelay", "addCompletion", "continueAnimation", "advance",
      "advanceZero", "advanceHuge",
    ]
    let minimum = Self.steps / Self.shards / 5000
    for state in states {
      for kind in kinds {
        #expect(coverage["\(state): \(kind)", default: 0] >= minimum, "\(kind) while \(state)")
      }
    }
    for event in [
      "completion log entries", "error: invalidArgument", "error: invalidAction", "error: notInterruptible",
    ] {
      #expect(coverage[event, default: 0] >= minimum, "\(event)")
    }
    if Self.environment["ANIMATOR_FUZZ_COVERAGE"] != nil {
      print(coverage.sorted { $0.key < $1.key }.map { "  \($0.key): \($0.value)" }.joined(separator: "\n"))
    }
  }
}
