import Testing

@testable import Animator

/// A tween added to an active timeline after every child it recorded is recorded at once, and only
/// it is shown, rather than the tree recorded again in time order and every child shown (issue 30,
/// item 8): the same values to the last bit, checked here against the slow path itself.
@Suite("Appending to an active timeline: recorded at once, the same bits as recording it all again")
struct TimelineAppendWhileActiveTests {
  /// One world: a timeline over two properties, built by the same seeded script.
  final class World {
    let rig = TestRig()
    let x = AnimatedProperty(0.0)
    let point = AnimatedProperty(Point2D(x: 1, y: 2))
    let timeline: Timeline
    var blockRuns = 0

    init() {
      timeline = Timeline(engine: rig.engine)
    }

    /// The presentation values' bits.
    var bits: [UInt64] {
      let point = point.presentationValue
      return [x.presentationValue.bitPattern, point.x.bitPattern, point.y.bitPattern]
    }
  }

  /// Runs the same script of adds, seeks and ticks on two worlds, the second recording its whole
  /// tree again after each add (what every add did before), and compares what they show.
  func compare(seed: UInt64, steps: Int) throws {
    let fast = World()
    let slow = World()
    var generator = SeededGenerator(seed: seed)
    for world in [fast, slow] {
      try world.timeline.addTween(of: world.x, to: 10, duration: 0.2, curve: .linear)
      try world.timeline.startAnimation()
      try world.timeline.pauseAnimation()
    }
    for step in 0..<steps {
      let choice = Int.random(in: 0..<10, using: &generator)
      let target = Double(Int.random(in: -50...50, using: &generator))
      let duration = Double(Int.random(in: 0...4, using: &generator)) * 0.05
      // Most adds go at the end (the fast path); some earlier, or overlapping, or mid-row.
      let position: TimelinePosition =
        switch Int.random(in: 0..<6, using: &generator) {
        case 0: .at(Double(Int.random(in: 0...20, using: &generator)) * 0.05)
        case 1: .withPrevious(offset: 0.05)
        default: .end()
        }
      let seekTo = Double(Int.random(in: 0...40, using: &generator)) * 0.05
      for world in [fast, slow] {
        let (x, point) = (world.x, world.point)
        switch choice {
        case 0...3:
          try world.timeline.addTween(of: x, to: target, duration: duration, curve: .linear, at: position)
        case 4, 5:
          try world.timeline.addTween(duration: duration, curve: .easeInOut, at: position) {
            world.blockRuns += 1
            x.modelValue = target / 2
            point.modelValue = Point2D(x: target, y: -target)
          }
        case 6:
          try world.timeline.addTween(
            of: point, from: Point2D(x: 3, y: 3), to: Point2D(x: target, y: 1), duration: duration, curve: .linear)
        case 7:
          try world.timeline.addSpring(of: x, to: target, spring: .snappy, at: position)
        case 8:
          try world.timeline.seek(to: seekTo)
        default:
          if world.timeline.playback.machine.phase == .running {
            try world.timeline.pauseAnimation()
          } else {
            try world.timeline.startAnimation()
          }
          world.rig.advance(milliseconds: 16)
        }
        // What an add to an active timeline did before: record the whole tree again.
        if world === slow && choice <= 7 && world.timeline.isRecorded && world.timeline.state == .active {
          world.timeline.recordAgainInTimeOrder()
        }
      }
      #expect(fast.bits == slow.bits, "seed \(seed), step \(step) (\(choice))")
      #expect(fast.timeline.totalDuration == slow.timeline.totalDuration)
    }
    // And seeking anywhere afterwards, and finishing.
    for time in stride(from: 0.0, through: fast.timeline.totalDuration + 0.1, by: 0.037) {
      try fast.timeline.seek(to: time)
      try slow.timeline.seek(to: time)
      #expect(fast.bits == slow.bits, "seed \(seed), seek to \(time)")
    }
    for world in [fast, slow] {
      try world.timeline.stopAnimation(false)
      try world.timeline.finishAnimation(at: .end)
    }
    #expect(fast.bits == slow.bits, "seed \(seed), finished")
  }

  @Test("random adds, seeks and ticks: what is shown is the same to the last bit", arguments: 0..<8)
  func sameBits(seed: UInt64) throws {
    try compare(seed: seed &+ 20_261_203, steps: 60)
  }

  @Test("a row added while paused runs each tween's block once, and shows each new tween alone")
  func blocksRunOnce() throws {
    let world = World()
    try world.timeline.addTween(of: world.x, to: 1, duration: 0.1, curve: .linear)
    try world.timeline.startAnimation()
    try world.timeline.pauseAnimation()
    try world.timeline.seek(to: 0.05)
    let evaluations = world.timeline.evaluation.evaluationCount
    for index in 0..<100 {
      let (x, point) = (world.x, world.point)
      try world.timeline.addTween(duration: 0.1, curve: .linear) {
        world.blockRuns += 1
        x.modelValue = Double(index)
        point.modelValue = Point2D(x: Double(index), y: 0)
      }
    }
    // Recording the tree again ran every block at each add: 5,050 runs, and 5,150 evaluations.
    #expect(world.blockRuns == 100)
    #expect(world.timeline.evaluation.evaluationCount - evaluations <= 2 * 100)
    // The last tween starts where the one before it ends.
    try world.timeline.seek(to: world.timeline.totalDuration - 0.05)
    #expect(world.x.presentationValue.isApproximatelyEqual(to: 98.5, absoluteTolerance: 1e-9))
  }

  @Test("a value set directly since the recording sends the add down the slow path, which it matches")
  func directSet() throws {
    let fast = World()
    let slow = World()
    for world in [fast, slow] {
      try world.timeline.addTween(of: world.x, to: 10, duration: 0.2, curve: .linear)
      try world.timeline.startAnimation()
      try world.timeline.pauseAnimation()
      try world.timeline.seek(to: 0.1)
      world.x.modelValue = 300
      try world.timeline.addTween(of: world.x, to: 20, duration: 0.2, curve: .linear)
      if world === slow { world.timeline.recordAgainInTimeOrder() }
      try world.timeline.seek(to: 0.3)
    }
    #expect(fast.bits == slow.bits)
  }
}
