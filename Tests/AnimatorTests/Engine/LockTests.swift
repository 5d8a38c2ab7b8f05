import Testing

@testable import Animator

@Suite("Locked")
struct LockTests {
  @Test("serialises concurrent updates: no increment is lost")
  func concurrentIncrements() async {
    let counter = Locked(0)
    // Without mutual exclusion, read-modify-write increments from eight tasks interleave and lose
    // updates; with it the total is exact.
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
        }
      }
    }
    #expect(counter.withLock { $0 } == 80_000)
  }

  @Test("returns the body's result and rethrows its error, leaving the lock free")
  func resultsAndErrors() {
    struct Failure: Error {}
    let state = Locked([1, 2])
    #expect(state.withLock { $0.count } == 2)
    #expect(throws: Failure.self) {
      try state.withLock { values in
        values.append(3)
        if values.count == 3 { throw Failure() }
      }
    }
    // The lock was released on the throw: taking it again does not deadlock.
    #expect(state.withLock { $0 } == [1, 2, 3])
  }
}
