import Testing

@testable import Animator

/// The blocks of quick animations that reached their end, reset and kept for the next starts
/// (`QuickRuns.spareBlocks`): a reset block is a new one in every stored property, reuse changes no
/// value a property shows, and the engine keeps a bounded number.
@Suite("Reusing the blocks of ended quick animations")
struct BlockReuseTests {
  final class Sprite {
    @Animated var x = 0.0
    @Animated var y = 0.0
    @Animated var opacity = 1.0
    var scale = 1.0
  }

  /// Each stored property of `block`, by name, as text: a new block's and a reset block's must match.
  private static func fields(of block: AnimationBlock) -> [String] {
    Mirror(reflecting: block).children.map { "\($0.label ?? "?") = \(String(describing: $0.value))" }
  }

  @Test("a block used and reset is a new block in every stored property")
  func resetIsNew() {
    let fresh = Self.fields(of: AnimationBlock())
    #expect(fresh.count >= 10, "the mirror lists the block's stored properties")
    let block = AnimationBlock()
    let sprites = (0..<40).map { _ in Sprite() }
    let scalar = AnimatedProperty(Point2D(x: 0, y: 0))
    block.beginsFromCurrentState = true
    AnimationRecording.record(into: block) {
      // Enough properties to make the recording's index, a generic one among them.
      for (index, sprite) in sprites.enumerated() {
        sprite.x = Double(index)
        sprite.y = 1
      }
      scalar.modelValue = Point2D(x: 1, y: 2)
    }
    block.progress = 0.25
    block.progressVelocity = 3
    block.refreshProperties()
    _ = block.properties
    var cells: [Double] = [0, 0]
    cells.withUnsafeMutableBufferPointer { buffer in
      block.moveProgress(to: buffer.baseAddress.map(_UnsafeCells.init))
      block.moveProgress(to: nil)
    }
    block.endLayers(atWeight: 0)
    #expect(Self.fields(of: block) != fresh, "the block is used before the reset")
    block.resetForReuse()
    #expect(Self.fields(of: block) == fresh)
    #expect(sprites.allSatisfy { $0.$x.animationCount == 0 && $0.$y.animationCount == 0 })
  }

  @Test("quick animations on an engine whose ended animations left blocks show what a new engine shows")
  func reuseChangesNoValue() throws {
    let clocks = (ManualClock(), ManualClock())
    let reusing = AnimationEngine(clock: clocks.0)
    let fresh = AnimationEngine(clock: clocks.1)
    let sprites = (Sprite(), Sprite())
    // The first engine's earlier animations, of other sprites, end and leave their blocks.
    let others = (0..<5).map { _ in Sprite() }
    for sprite in others {
      try reusing.animate(duration: .milliseconds(100)) {
        sprite.x = 9
        sprite.opacity = 0
      }
    }
    clocks.0.advance(by: .milliseconds(100))
    reusing.tick()
    clocks.1.advance(by: .milliseconds(100))
    fresh.tick()
    #expect(QuickRuns.of(reusing).spareBlockCount == 5)
    for (engine, sprite) in [(reusing, sprites.0), (fresh, sprites.1)] {
      try engine.animate(duration: .milliseconds(500), curve: .easeOut) {
        sprite.x = 100
        sprite.y = -3
      }
      try engine.animate(duration: .milliseconds(300), curve: try .spring(.bouncy)) {
        sprite.x = 40
        engine.set(\.scale, on: sprite, to: 2)
      }
    }
    #expect(QuickRuns.of(reusing).spareBlockCount == 3)
    for _ in 0..<40 {
      clocks.0.advance(by: .milliseconds(16))
      clocks.1.advance(by: .milliseconds(16))
      reusing.tick()
      fresh.tick()
      for keyPath in [\Sprite.$x, \Sprite.$y, \Sprite.$opacity] {
        #expect(
          sprites.0[keyPath: keyPath].presentationValue.bitPattern
            == sprites.1[keyPath: keyPath].presentationValue.bitPattern)
      }
      #expect(sprites.0.scale.bitPattern == sprites.1.scale.bitPattern)
    }
    #expect(!reusing.hasRunningAnimations && !fresh.hasRunningAnimations)
    #expect(QuickRuns.of(reusing).spareBlockCount == 5)
    #expect(QuickRuns.of(fresh).spareBlockCount == 2)
  }

  @Test("the engine keeps at most its limit of blocks, and lets the others go")
  func bounded() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let limit = QuickRuns.spareBlockLimit
    let sprites = (0..<(limit + 3)).map { _ in Sprite() }
    for sprite in sprites {
      try engine.animate(duration: .milliseconds(10)) { sprite.x = 1 }
    }
    clock.advance(by: .milliseconds(10))
    engine.tick()
    #expect(QuickRuns.of(engine).spareBlockCount == limit)
    #expect(sprites.allSatisfy { $0.x == 1 && $0.$x.presentationValue == 1 && $0.$x.animationCount == 0 })
  }

  @Test("a block a run's handle ended, or that something else still holds, is not reused")
  func onlyUnheldBlocks() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let sprite = Sprite()
    let cancelled = try engine.animate(duration: .seconds(1)) { sprite.x = 1 }
    cancelled.finish()
    #expect(QuickRuns.of(engine).spareBlockCount == 0)
    try engine.animate(duration: .milliseconds(10)) { sprite.y = 1 }
    clock.advance(by: .milliseconds(10))
    engine.tick()
    #expect(QuickRuns.of(engine).spareBlockCount == 1)
  }
}
