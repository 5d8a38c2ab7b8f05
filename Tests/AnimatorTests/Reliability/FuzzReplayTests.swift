import Animator
import Foundation
import Testing

/// Replays one episode of the fuzzer from its seed and prints what the animator and the model show
/// after every step, to study a failure:
///
/// ```sh
/// ANIMATOR_FUZZ_REPLAY=14665655757252019486 swift test --filter FuzzReplayTests
/// ```
@Suite("Replaying a fuzzer episode")
struct FuzzReplayTests {
  static let seed = ProcessInfo.processInfo.environment["ANIMATOR_FUZZ_REPLAY"].flatMap { UInt64($0) }

  @Test("replays the episode named by ANIMATOR_FUZZ_REPLAY", .enabled(if: seed != nil))
  func replay() throws {
    let seed = try #require(Self.seed)
    var generator = FuzzGenerator(seed: seed)
    let configuration = generator.configuration()
    let actions = generator.actions(count: ModelFuzzTests.actionsPerEpisode, for: configuration)
    print(configuration)
    for count in 1...actions.count {
      let prefix = Array(actions.prefix(count))
      let outcome = FuzzRunner.run(outcomeOf: configuration, prefix)
      let live = LiveAnimator(configuration)
      for action in prefix { _ = live.perform(action) }
      let animator = live.animator
      print(
        "\(count - 1): \(prefix[count - 1])\n    \(animator.state) running \(animator.isRunning) "
          + "reversed \(animator.isReversed) fraction \(animator.fractionComplete) "
          + "opacity \(live.card.opacity) shown \(live.card.$opacity.presentationValue) log \(live.log)")
      if let mismatch = outcome.mismatch {
        print("    DISAGREES: \(mismatch)")
        return
      }
      if outcome.endedAtATie {
        print("    a tick fell on the end of a run to within rounding: the comparison stops here")
        return
      }
    }
  }
}
