import Animator
import Testing

/// Every call of the public API given a value (or called in a state) it cannot take as it is: it
/// throws a typed error and changes nothing, reports the error and changes nothing, normalises the
/// value to one it can take (and then does exactly what that value does), or handles it as
/// documented. Nothing traps. The table is also the documentation's (`Documentation/BadInput.md`).
@Suite("The bad-input table")
struct BadInputTableTests {
  static let rows =
    BadInput.animatorArguments + BadInput.animatorTransitions + BadInput.engine + BadInput.timing + BadInput.timelines
    + BadInput.motion + BadInput.springAnimation + BadInput.decayAnimation + BadInput.fling + BadInput.hostile
    + BadInput.scroll + BadInput.graphs

  @Test("every bad input gets its answer, and a refused one changes nothing", arguments: rows)
  func row(_ row: BadInput) throws {
    let world = try BadInputWorld()
    defer { world.tearDown() }
    let before = world.snapshot
    var thrown: AnimationError?
    do { try row.act(world) } catch { thrown = error }
    switch row.answer {
    case .throwsError(let error):
      #expect(thrown == error)
      #expect(world.snapshot == before, "a refused call changes nothing")
    case .reports(let error):
      #expect(thrown == nil)
      #expect(world.diagnostics == [error])
      #expect(world.snapshot == before, "a refused call changes nothing")
    case .normalises(_, let same):
      #expect(thrown == nil)
      let reference = try BadInputWorld()
      defer { reference.tearDown() }
      try same(reference)
      #expect(world.snapshot == reference.snapshot, "the same as the value it is normalised to")
      #expect(world.diagnostics == reference.diagnostics)
    case .handles(let text, let check):
      #expect(thrown == nil)
      #expect(check(world), "\(text): \(world.snapshot)")
    }
  }

  @Test("the table covers every part of the public API named in the reliability issue")
  func coverage() {
    let areas = Set(Self.rows.map(\.area))
    for area in [
      "PropertyAnimator", "AnimationEngine", "ManualClock", "TimingCurve", "Keyframes", "Spring", "TimingParameters",
      "Timeline",
      "DecelerationRate", "Decay", "BoundedDecay", "BoundedDecay2D", "RubberBand", "SnapPoints", "SpringTrajectory",
      "SpringBlend", "SpringAnimation", "DecayAnimation",
    ] {
      #expect(areas.contains(area), "\(area)")
    }
    #expect(Set(Self.rows.map(\.testDescription)).count == Self.rows.count, "rows are distinct")
  }
}
