import Animator
import Testing

@Suite("ManualClock")
struct ManualClockTests {
  @Test("reads zero until advanced, then exactly the steps it was given")
  func advancesExactly() {
    let clock = ManualClock()
    #expect(clock.now.offset == .zero)
    for _ in 0..<60 { clock.advance(by: .milliseconds(16)) }
    #expect(clock.elapsed == .milliseconds(960))
    clock.advance(to: ManualClock.Instant(offset: .seconds(2)))
    #expect(clock.elapsed == .seconds(2))
  }

  @Test("never goes backwards: negative steps and earlier instants are ignored")
  func neverGoesBackwards() {
    let clock = ManualClock(initialOffset: .seconds(5))
    clock.advance(by: .seconds(-1))
    #expect(clock.elapsed == .seconds(5))
    clock.advance(to: ManualClock.Instant(offset: .seconds(1)))
    #expect(clock.elapsed == .seconds(5))
  }

  @Test("instants order and measure like any clock's")
  func instants() {
    let start = ManualClock.Instant(offset: .seconds(1))
    let later = start.advanced(by: .milliseconds(500))
    #expect(start < later)
    #expect(start.duration(to: later) == .milliseconds(500))
    #expect(ManualClock().minimumResolution == .zero)
  }

  @Test("a sleeper resumes when the clock reaches its deadline, not before")
  func sleeperResumes() async throws {
    let clock = ManualClock()
    let task = Task { try await clock.sleep(until: ManualClock.Instant(offset: .seconds(1))) }
    // Wait, with a bound, until the task has gone to sleep (no wall-clock timing involved).
    var spins = 0
    while clock.sleeperCount == 0 && spins < 100_000 {
      await Task.yield()
      spins += 1
    }
    #expect(clock.sleeperCount == 1)
    clock.advance(by: .milliseconds(999))
    #expect(clock.sleeperCount == 1)
    clock.advance(by: .milliseconds(1))
    #expect(clock.sleeperCount == 0)
    try await task.value
  }

  @Test("a deadline already past returns at once")
  func pastDeadline() async throws {
    let clock = ManualClock(initialOffset: .seconds(3))
    try await clock.sleep(until: ManualClock.Instant(offset: .seconds(1)))
    #expect(clock.elapsed == .seconds(3))
  }

  @Test("cancelling a sleeper throws CancellationError and forgets it")
  func cancellation() async {
    let clock = ManualClock()
    let task = Task { try await clock.sleep(until: ManualClock.Instant(offset: .seconds(10))) }
    var spins = 0
    while clock.sleeperCount == 0 && spins < 100_000 {
      await Task.yield()
      spins += 1
    }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(clock.sleeperCount == 0)
  }
}
