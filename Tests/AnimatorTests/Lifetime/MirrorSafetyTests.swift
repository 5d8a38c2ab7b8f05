import Animator
import Testing

/// `dump(_:)`, a debugger and a failing test's message reflect the objects they print, down to the
/// package's private fields. Some of those fields keep references the language does not count (a
/// store row given up keeps its block's address until the row is reused; a block lists the
/// `@Animated` values its owner holds): a mirror that read one after its object went would crash.
/// Each such field reflects as a leaf, which these tests check on every player, however it ended.
@MainActor
@Suite("A mirror of any player never reads a reference the package does not count")
struct MirrorSafetyTests {
  /// What a walk of a mirror met that it should not have: the paths of unretained references with
  /// children, and of `Unmanaged` values.
  static func unsafeChildren(of root: Any) -> [String] {
    var found: [String] = []
    var seen: Set<ObjectIdentifier> = []
    func walk(_ value: Any, _ path: String, _ depth: Int) {
      let mirror = Mirror(reflecting: value)
      let typeName = String(reflecting: mirror.subjectType)
      if typeName.hasPrefix("Swift.Unmanaged<") {
        found.append("\(path): \(typeName)")
        return
      }
      if typeName.hasPrefix("Animator._UnsafeUnretained") {
        // A leaf: its children would be the object it does not hold.
        if !mirror.children.isEmpty { found.append("\(path): \(typeName) has children") }
        return
      }
      if mirror.displayStyle == .class {
        guard seen.insert(ObjectIdentifier(value as AnyObject)).inserted else { return }
      }
      guard depth < 40 else { return }
      for (index, child) in mirror.children.enumerated() {
        walk(child.value, path + "." + (child.label ?? "\(index)"), depth + 1)
      }
    }
    walk(root, "root", 0)
    return found
  }

  enum Ending: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case running, finished, stoppedWithoutFinishing, targetGone
    var testDescription: String { rawValue }
  }

  @Test("every player and its engine, running or ended any way", arguments: PlayerKind.allCases, Ending.allCases)
  func players(kind: PlayerKind, ending: Ending) throws {
    let rig = TestRig()
    var card: Card? = Card()
    let player = try kind.make(rig, try #require(card))
    try player.startAnimation()
    rig.advance(milliseconds: 100)
    switch ending {
    case .running:
      break
    case .finished:
      for _ in 0..<200 { rig.advance(milliseconds: 100) }
    case .stoppedWithoutFinishing:
      try player.stopAnimation(true)
      rig.advance(milliseconds: 100)
    case .targetGone:
      card = nil
      rig.advance(milliseconds: 100)
    }
    #expect(Self.unsafeChildren(of: player) == [], "\(kind), \(ending)")
    #expect(Self.unsafeChildren(of: rig.engine) == [], "\(kind), \(ending)")
    var text = ""
    dump(player, to: &text)
    #expect(!text.isEmpty)
    withExtendedLifetime(card) {}
    // An engine and its running players keep each other alive: end what still runs.
    rig.endRunningPlayers()
    #expect(!rig.engine.hasRunningAnimations)
  }

  @Test("a quick animation, ended and running beside a new one")
  func quickAnimations() throws {
    let rig = TestRig()
    var card: Card? = Card()
    let first = try rig.engine.animate(duration: .seconds(1), curve: .linear) { card?.opacity = 50 }
    rig.advance(milliseconds: 1_100)
    card = Card()
    let second = try rig.engine.animate(duration: .seconds(1), curve: .linear) { card?.opacity = 20 }
    card = nil
    rig.advance(milliseconds: 100)
    #expect(Self.unsafeChildren(of: first) == [])
    #expect(Self.unsafeChildren(of: second) == [])
    #expect(Self.unsafeChildren(of: rig.engine) == [])
  }
}
