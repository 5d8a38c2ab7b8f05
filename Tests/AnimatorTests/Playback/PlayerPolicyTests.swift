import Animator
import Testing

/// The engine-wide policies (reduced motion and its substitution, time scale, pause, long frames)
/// reach every player, each checked on the animator, the timeline, the spring, the decay and a
/// fling, through nothing but ``Animating``.
@MainActor
@Suite("Engine policies apply to every player")
struct PlayerPolicyTests {
  /// A player of `kind`, started on a fresh rig whose engine `configure` set up first, and its card.
  static func started(
    _ kind: PlayerKind, configure: (AnimationEngine) -> Void = { _ in }
  ) throws -> (rig: TestRig, card: Card, player: any Animating) {
    let rig = TestRig()
    let card = Card()
    let player = try kind.make(rig, card)
    configure(rig.engine)
    try player.startAnimation()
    return (rig, card, player)
  }

  /// Ends what the rigs still run: an engine and its running players keep each other alive, and
  /// these players run for a second or more, longer than most tests look at them.
  static func endRunningPlayers(_ rigs: TestRig...) {
    for rig in rigs {
      rig.endRunningPlayers()
      #expect(!rig.engine.hasRunningAnimations)
    }
  }

  @Test("reduced motion, instant: the run ends at the next tick, at its end", arguments: PlayerKind.allCases)
  func reducedMotionInstant(kind: PlayerKind) throws {
    let reference = try Self.started(kind)
    for _ in 0..<100 { reference.rig.advance(milliseconds: 100) }
    let (rig, card, player) = try Self.started(kind) { $0.reducedMotion = .always }
    defer { Self.endRunningPlayers(reference.rig, rig) }
    var endings: [AnimatingPosition] = []
    player.addCompletion { endings.append($0) }
    #expect(player.isRunning)
    rig.advance(milliseconds: 1)
    #expect(endings == [.end] && player.state == .inactive, "\(kind) ends at once under reduced motion")
    #expect(
      card.$opacity.presentationValue.isApproximatelyEqual(
        to: reference.card.$opacity.presentationValue, absoluteTolerance: 1e-9),
      "\(kind) ends where its full run ends")
  }

  @Test("reduced motion decided at the start: a run started before carries on", arguments: PlayerKind.allCases)
  func reducedMotionLater(kind: PlayerKind) throws {
    let (rig, card, player) = try Self.started(kind)
    defer { Self.endRunningPlayers(rig) }
    rig.engine.reducedMotion = .always
    rig.advance(milliseconds: 1)
    #expect(player.isRunning, "\(kind) carries on as it was started")
    withExtendedLifetime(card) {}
  }

  @Test(
    "reduced motion, cross-fade: an animator, a timeline and a graph take the cross-fade's duration; a spring, a decay and a fling end at once",
    arguments: PlayerKind.allCases)
  func reducedMotionCrossFade(kind: PlayerKind) throws {
    let (rig, card, player) = try Self.started(kind) {
      $0.reducedMotion = .always
      $0.reducedMotionSubstitution = .crossFade(duration: .milliseconds(200))
    }
    defer {
      Self.endRunningPlayers(rig)
      withExtendedLifetime(card) {}
    }
    rig.advance(milliseconds: 100)
    switch kind {
    case .animator, .timeline, .graph, .nestedGraph, .animatorGraph:
      #expect(player.isRunning)
      #expect(player.fractionComplete.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-9))
      rig.advance(milliseconds: 100)
      #expect(player.state == .inactive)
    case .spring, .decay, .fling:
      #expect(player.state == .inactive)
    }
  }

  @Test(
    "time scale: twice the pace shows after 100 ms what the normal pace shows after 200", arguments: PlayerKind.allCases
  )
  func timeScale(kind: PlayerKind) throws {
    let reference = try Self.started(kind)
    reference.rig.advance(milliseconds: 200)
    let (rig, card, player) = try Self.started(kind) { $0.timeScale = 2 }
    defer { Self.endRunningPlayers(reference.rig, rig) }
    rig.advance(milliseconds: 100)
    #expect(
      player.fractionComplete.isApproximatelyEqual(to: reference.player.fractionComplete, absoluteTolerance: 1e-9))
    #expect(
      card.$opacity.presentationValue.isApproximatelyEqual(
        to: reference.card.$opacity.presentationValue, absoluteTolerance: 1e-9))
    #expect(player.fractionComplete > 0)
  }

  @Test("engine pause: nothing moves while paused, and the paused time is not played", arguments: PlayerKind.allCases)
  func enginePause(kind: PlayerKind) throws {
    let reference = try Self.started(kind)
    reference.rig.advance(milliseconds: 200)
    let (rig, card, player) = try Self.started(kind)
    defer { Self.endRunningPlayers(reference.rig, rig) }
    rig.advance(milliseconds: 100)
    let before = (player.fractionComplete, card.$opacity.presentationValue)
    rig.engine.isPaused = true
    rig.advance(milliseconds: 500)
    #expect(player.fractionComplete == before.0 && card.$opacity.presentationValue == before.1, "\(kind) is frozen")
    #expect(player.isRunning)
    rig.engine.isPaused = false
    rig.advance(milliseconds: 100)
    #expect(
      player.fractionComplete.isApproximatelyEqual(to: reference.player.fractionComplete, absoluteTolerance: 1e-9))
    #expect(
      card.$opacity.presentationValue.isApproximatelyEqual(
        to: reference.card.$opacity.presentationValue, absoluteTolerance: 1e-9))
  }

  @Test("long frames: a clamped stall of a second moves as far as 100 ms", arguments: PlayerKind.allCases)
  func longFrames(kind: PlayerKind) throws {
    let reference = try Self.started(kind)
    reference.rig.advance(milliseconds: 100)
    let (rig, card, player) = try Self.started(kind) { $0.longFramePolicy = .clamp(maximum: .milliseconds(100)) }
    defer { Self.endRunningPlayers(reference.rig, rig) }
    rig.advance(milliseconds: 1000)
    #expect(
      player.fractionComplete.isApproximatelyEqual(to: reference.player.fractionComplete, absoluteTolerance: 1e-9))
    #expect(
      card.$opacity.presentationValue.isApproximatelyEqual(
        to: reference.card.$opacity.presentationValue, absoluteTolerance: 1e-9))
  }
}
