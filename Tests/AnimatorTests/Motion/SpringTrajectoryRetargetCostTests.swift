import Animator
import Testing

@Suite("SpringTrajectory: the cost of a retarget")
struct SpringTrajectoryRetargetCostTests {
  @Test(
    "a retarget every tick for 10,000 ticks does the same work each time: O(1), no history",
    arguments: threeRegimes)
  func constantWorkPerRetarget(spring: Spring) throws {
    let counter = OperationCounter()
    func counted(_ value: Double) -> Counted { Counted(value: value, counter: counter) }
    var motion = try SpringTrajectory(spring: spring, from: counted(0), velocity: counted(2000), to: counted(100))
    let tick = 1.0 / 120
    var costs: [Int] = []
    costs.reserveCapacity(10_000)
    for index in 1...10_000 {
      // A finger that keeps moving the target: a new target at every tick.
      let target = counted(100 + 50 * Double(index % 37))
      let before = counter.count
      motion = try motion.retargeted(to: target, at: Double(index) * tick)
      costs.append(counter.count - before)
    }
    // The first retarget costs what the ten-thousandth does: nothing grows with the history.
    #expect(costs.allSatisfy { $0 == costs[0] }, "costs from \(costs.min()!) to \(costs.max()!)")
    // One state evaluation and the finiteness check of the new target: x0 − g, four scalings,
    // three additions for x = g + (x0 − g)·Pxx + v0·Pxv and v = (x0 − g)·Pvx + v0·Pvv, and one
    // magnitudeSquared: 9 operations.
    #expect(costs[0] == 9, "\(costs[0]) operations per retarget")
    // Reading the value after the last retarget costs the same as after the first.
    let before = counter.count
    _ = motion.value(at: 10_000 * tick + 0.01)
    let readCost = counter.count - before
    let fresh = try SpringTrajectory(spring: spring, from: counted(0), velocity: counted(2000), to: counted(100))
    let freshBefore = counter.count
    _ = fresh.value(at: 0.01)
    #expect(readCost == counter.count - freshBefore)
  }
}
