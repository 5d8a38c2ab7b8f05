import Animator
import Testing

@Suite("SnapPoints")
struct SnapPointsTests {
  @Test("a throw snaps to the candidate nearest where it would coast to, not where it is")
  func byProjection() throws {
    let sheet = try SnapPoints([0.0, 400, 800])
    // 350 + 900·0.4995 = 799.55: nearest to 800.
    #expect(try sheet.target(releasedAt: 350, velocity: 900) == 800)
    #expect(try sheet.index(releasedAt: 350, velocity: 900) == 2)
    #expect(try sheet.target(releasedAt: 350, velocity: 0) == 400)
    #expect(try sheet.target(releasedAt: 350, velocity: -900) == 0)
    // At .fast the same throw coasts only 89.55, to 439.55.
    #expect(try sheet.target(releasedAt: 350, velocity: 900, decelerationRate: .fast) == 400)
  }

  @Test("the chosen candidate is the one nearest a decay's resting position")
  func agreesWithDecay() throws {
    let corners = try SnapPoints([
      Point2D(x: 0, y: 0), Point2D(x: 300, y: 0), Point2D(x: 0, y: 600), Point2D(x: 300, y: 600),
    ])
    for velocity in [Point2D(x: 900, y: 100), Point2D(x: -200, y: 1400), Point2D(x: 500, y: 1300), Point2D(x: 0, y: 0)]
    {
      let release = Point2D(x: 120, y: 250)
      let decay = try Decay(position: release, velocity: velocity)
      #expect(
        try corners.target(releasedAt: release, velocity: velocity)
          == corners.candidates[
            try corners.index(nearest: decay.restingPosition)])
    }
    #expect(
      try corners.target(releasedAt: Point2D(x: 120, y: 250), velocity: Point2D(x: 500, y: 1300))
        == Point2D(x: 300, y: 600))
  }

  @Test("of two equally near candidates, the first wins")
  func ties() throws {
    #expect(try SnapPoints([10.0, -10]).index(nearest: 0) == 0)
    #expect(try SnapPoints([-10.0, 10]).index(nearest: 0) == 0)
  }

  @Test("rejects an empty set, a NaN candidate and a NaN release")
  func rejects() throws {
    #expect(
      throws: AnimationError.invalidArgument(parameter: "candidates", value: "[]", requirement: .atLeast(count: 1))
    ) {
      try SnapPoints([Double]())
    }
    #expect(
      throws: AnimationError.invalidArgument(parameter: "candidates[1]", value: "(nan, 0.0)", requirement: .finite)
    ) {
      try SnapPoints([Point2D.zero, Point2D(x: .nan, y: 0)])
    }
    let points = try SnapPoints([0.0, 1])
    #expect(throws: AnimationError.invalidArgument(parameter: "velocity", value: "inf", requirement: .finite)) {
      try points.target(releasedAt: 0, velocity: .infinity)
    }
    #expect(throws: AnimationError.invalidArgument(parameter: "value", value: "nan", requirement: .finite)) {
      try points.index(nearest: .nan)
    }
  }
}
