import Animator
import Foundation
import Testing

/// What the public surface may hold: no underscored type (a name that says "not for you" has no
/// place among the doors), and the players that run forwards only are players like the others,
/// each answering ``Animating`` with members of its own.
@Suite("The public surface")
struct PublicSurfaceTests {
  /// Every public declaration of `Sources/Animator` that names an underscored type, as
  /// `FILE:LINE: text`; comments are skipped.
  static func publicUnderscoredNames() throws -> [String] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/Animator")
    let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
    var found: [String] = []
    for file in files.sorted() where file.hasSuffix(".swift") {
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      for (number, line) in text.components(separatedBy: "\n").enumerated() {
        let code = line.trimmingCharacters(in: .whitespaces)
        guard !code.hasPrefix("//"), code.contains("public") else { continue }
        if code.contains(/\b_[A-Z]/) { found.append("\(file):\(number + 1): \(code)") }
      }
    }
    return found
  }

  @Test("no public declaration names an underscored type")
  func noPublicUnderscoredType() throws {
    #expect(try Self.publicUnderscoredNames() == [])
  }

  /// Compiles only for players.
  static func requirePlayer<Player: Animating>(_: Player.Type) {}

  @Test("a spring, a decay and a fling are players, refusing to run backwards alike")
  func forwardPlayers() throws {
    Self.requirePlayer(SpringAnimation<Double>.self)
    Self.requirePlayer(DecayAnimation<Double>.self)
    Self.requirePlayer(TimelineFling.self)
    let rig = TestRig()
    let card = Card()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(of: card.$opacity, to: 1, duration: 1, curve: .linear)
    try timeline.pauseAnimation()
    let players: [any Animating] = [
      try SpringAnimation(card.$position, to: Point2D(x: 10, y: 0), engine: rig.engine),
      try DecayAnimation(card.$opacity, velocity: 1, engine: rig.engine),
      try timeline.fling(velocity: 1, to: .end),
    ]
    for player in players {
      #expect(throws: AnimationError.unsupported(.setReversed)) { try player.setReversed(true) }
      #expect(!player.isReversed)
      try player.setReversed(false)
    }
  }
}
