import Animator
import Foundation
import Testing

@Suite("Motion along a path")
struct PathMotionTests {
  static let wave = "M 0 0 C 40 80, 60 -80, 100 0 S 160 80, 200 0"

  @Test(
    "paced: equal steps of progress cover equal lengths, by the independent reference",
    arguments: [
      wave, "M 0 0 C 100 100, 0 100, 100 0", FeatherIcons.heart, "M 0 0 A 30 10 20 1 1 40 20",
    ])
  func paced(_ data: String) throws {
    let path = try Path2D(svgPathData: data)
    let motion = try PathMotion(path: path, calculationMode: .paced)
    let reference = PathReference(path.elements)
    let total = reference.total
    for step in 0...10 {
      let progress = Double(step) / 10
      let expected = reference.point(atLength: progress * total)
      #expect(
        motion.point(at: progress).isApproximatelyEqual(to: expected, absoluteTolerance: 2e-9 * total),
        "step \(step)")
    }
  }

  @Test("cubic paced is paced on a path")
  func cubicPaced() throws {
    let path = try Path2D(svgPathData: Self.wave)
    let paced = try PathMotion(path: path, calculationMode: .paced)
    let cubicPaced = try PathMotion(path: path, calculationMode: .cubicPaced)
    for progress in [0.1, 0.45, 0.8] {
      #expect(paced.point(at: progress) == cubicPaced.point(at: progress))
    }
    let firstHalf = try MeasuredPath(Path2D(svgPathData: "M 0 0 C 40 80, 60 -80, 100 0")).length
    #expect(paced.keyTimes.count == 3)
    #expect(
      abs(paced.keyTimes[1] - firstHalf / paced.measuredPath.length) < 1e-12, "each vertex at its share of the length")
  }

  @Test("linear: each vertex at its key time, each curve crossed by its own parameter")
  func linear() throws {
    let path = try Path2D(svgPathData: "M 0 0 L 100 0 C 100 50, 150 100, 200 100")
    let motion = try PathMotion(path: path, calculationMode: .linear, keyTimes: [0, 0.2, 1])
    #expect(motion.vertices == [Point2D(x: 0, y: 0), Point2D(x: 100, y: 0), Point2D(x: 200, y: 100)])
    #expect(motion.point(at: 0) == Point2D(x: 0, y: 0))
    #expect(motion.point(at: 0.2) == Point2D(x: 100, y: 0))
    #expect(motion.point(at: 1) == Point2D(x: 200, y: 100))
    #expect(motion.point(at: 0.1).isApproximatelyEqual(to: Point2D(x: 50, y: 0)))
    // Halfway through the curve's time is the curve at t = 0.5, not halfway along its length.
    let t = 0.5
    let bezier = PathReference.deCasteljau(
      [Point2D(x: 100, y: 0), Point2D(x: 100, y: 50), Point2D(x: 150, y: 100), Point2D(x: 200, y: 100)], t)
    #expect(motion.point(at: 0.6).isApproximatelyEqual(to: bezier))
    // The velocity is the curve's derivative times the rate of its parameter: 1 / 0.8.
    #expect(motion.velocity(at: 0.6).isApproximatelyEqual(to: Point2D(x: 112.5, y: 112.5).scaled(by: 1 / 0.8)))
  }

  @Test("linear with timing curves eases within each element; moves are not keyframes")
  func linearSubpaths() throws {
    let path = try Path2D(svgPathData: "M 0 0 L 10 0 M 50 50 L 60 50")
    let motion = try PathMotion(
      path: path, calculationMode: .linear, timingCurves: [.linear, .easeIn])
    #expect(motion.keyTimes == [0, 0.5, 1])
    #expect(motion.point(at: 0.5) == Point2D(x: 50, y: 50), "the jump to the next subpath at the vertex's key time")
    #expect(motion.point(at: 0.75).x < 55, "eased in")
  }

  @Test("discrete: jumps from vertex to vertex")
  func discrete() throws {
    let path = try Path2D(svgPathData: "M 0 0 L 10 0 L 10 10")
    let motion = try PathMotion(path: path, calculationMode: .discrete)
    #expect(motion.keyTimes.count == 4)
    #expect(motion.point(at: 0.2) == Point2D(x: 0, y: 0))
    #expect(motion.point(at: 0.4) == Point2D(x: 10, y: 0))
    #expect(motion.point(at: 0.9) == Point2D(x: 10, y: 10))
    #expect(motion.velocity(at: 0.4) == .zero)
  }

  @Test("start and end fractions take part of the path, backwards when end < start")
  func partial() throws {
    let path = try Path2D(svgPathData: "M 0 0 H 100")
    let middle = try PathMotion(path: path, start: 0.25, end: 0.75)
    #expect(middle.point(at: 0).isApproximatelyEqual(to: Point2D(x: 25, y: 0)))
    #expect(middle.point(at: 1).isApproximatelyEqual(to: Point2D(x: 75, y: 0)))
    #expect(middle.velocity(at: 0.5).isApproximatelyEqual(to: Point2D(x: 50, y: 0)))
    let backwards = try PathMotion(path: path, start: 1, end: 0)
    #expect(backwards.point(at: 0.25).isApproximatelyEqual(to: Point2D(x: 75, y: 0)))
    #expect(backwards.velocity(at: 0.25).isApproximatelyEqual(to: Point2D(x: -100, y: 0)))
    #expect(abs(backwards.rotation(at: 0.5) - Double.pi) < 1e-12, "facing the way it travels")
    let clamped = try PathMotion(path: path, start: -3, end: 7)
    #expect(clamped.start == 0 && clamped.end == 1)
  }

  @Test("rotation: auto follows the tangent, auto-reverse adds half a turn, the offset adds to both")
  func rotation() throws {
    let path = try Path2D(svgPathData: "M 0 0 L 10 10")
    let auto = try PathMotion(path: path)
    let reverse = try PathMotion(path: path, rotationMode: .autoReverse)
    let offset = try PathMotion(path: path, rotationMode: .auto, rotationOffset: Double.pi / 2)
    #expect(abs(auto.rotation(at: 0.5) - Double.pi / 4) < 1e-12)
    #expect(abs(reverse.rotation(at: 0.5) - 5 * Double.pi / 4) < 1e-12)
    #expect(abs(offset.rotation(at: 0.5) - 3 * Double.pi / 4) < 1e-12)
  }

  @Test(
    "the velocities are the derivatives of the point and the rotation",
    arguments: [
      KeyframeCalculationMode.paced, .linear,
    ])
  func velocities(_ mode: KeyframeCalculationMode) throws {
    let motion = try PathMotion(path: Path2D(svgPathData: Self.wave), calculationMode: mode, start: 0.1, end: 0.9)
    let h = 1e-6
    for progress in [0.15, 0.4, 0.66, 0.9] {
      let numeric = (motion.point(at: progress + h) - motion.point(at: progress - h)).scaled(by: 1 / (2 * h))
      let velocity = motion.velocity(at: progress)
      #expect(
        velocity.isApproximatelyEqual(to: numeric, absoluteTolerance: 1e-4 * velocity.magnitudeSquared.squareRoot()))
      let turning = (motion.rotation(at: progress + h) - motion.rotation(at: progress - h)) / (2 * h)
      #expect(abs(motion.rotationVelocity(at: progress) - turning) < 1e-4 * max(1, abs(turning)))
    }
  }

  @Test("paced speed is the length per unit of progress, along the tangent")
  func pacedSpeed() throws {
    let motion = try PathMotion(path: Path2D(svgPathData: Self.wave))
    let length = motion.measuredPath.length
    for progress in [0.0, 0.3, 0.77, 1.0] {
      let velocity = motion.velocity(at: progress)
      #expect(abs(velocity.magnitudeSquared.squareRoot() - length) < 1e-9 * length)
      let tangent = motion.measuredPath.tangent(atLength: progress * length)
      #expect(velocity.isApproximatelyEqual(to: tangent.scaled(by: length), absoluteTolerance: 1e-9 * length))
    }
  }

  @Test("beyond the ends the motion goes straight on along the end tangents")
  func beyond() throws {
    let motion = try PathMotion(path: Path2D(svgPathData: "M 0 0 H 100 V 100"))
    #expect(motion.point(at: 1.1).isApproximatelyEqual(to: Point2D(x: 100, y: 120)))
    #expect(motion.point(at: -0.1).isApproximatelyEqual(to: Point2D(x: -20, y: 0)))
    #expect(motion.point(at: .nan) == .zero)
    #expect(motion.point(at: .infinity) == Point2D(x: 100, y: 100))
  }

  @Test("a path of zero length holds its start point and stands still")
  func zeroLength() throws {
    for mode in [KeyframeCalculationMode.paced, .linear, .discrete] {
      let motion = try PathMotion(path: Path2D(svgPathData: "M 4 4 L 4 4"), calculationMode: mode)
      #expect(motion.point(at: 0.5) == Point2D(x: 4, y: 4))
      #expect(motion.velocity(at: 0.5) == .zero)
      #expect(motion.rotation(at: 0.5) == 0)
    }
  }

  @Test("bad parameters are named")
  func badInput() throws {
    let path = try Path2D(svgPathData: "M 0 0 L 1 1 L 2 0")
    #expect(throws: AnimationError.invalidArgument(parameter: "start", value: "nan", requirement: .finite)) {
      try PathMotion(path: path, start: .nan)
    }
    #expect(throws: AnimationError.invalidArgument(parameter: "end", value: "inf", requirement: .finite)) {
      try PathMotion(path: path, end: .infinity)
    }
    #expect(throws: AnimationError.self) { try PathMotion(path: path, rotationOffset: -.infinity) }
    #expect(throws: AnimationError.invalidArgument(parameter: "keyTimes", value: "2 elements", requirement: .count(3)))
    {
      try PathMotion(path: path, calculationMode: .linear, keyTimes: [0, 1])
    }
    #expect(throws: AnimationError.self) { try PathMotion(path: Path2D()) }
  }

  @Test("keyframes made from a path ignore their values, as Core Animation's do")
  func keyframesPathOverridesValues() throws {
    let path = try Path2D(svgPathData: "M 0 0 L 100 0 L 100 100")
    let keyframes = try Keyframes(
      values: [Point2D(x: -5, y: -5)], calculationMode: .paced, path: path)
    #expect(keyframes.values == [Point2D(x: 0, y: 0), Point2D(x: 100, y: 0), Point2D(x: 100, y: 100)])
    #expect(keyframes.value(at: 0.75).isApproximatelyEqual(to: Point2D(x: 100, y: 50)))
    #expect(keyframes.velocity(at: 0.75).isApproximatelyEqual(to: Point2D(x: 0, y: 200)))
    #expect(keyframes.pathMotion?.path == path)
    #expect(try Keyframes(values: [Point2D(x: 1, y: 1)]).pathMotion == nil)
  }
}
