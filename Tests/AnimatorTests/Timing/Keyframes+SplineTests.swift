import Testing

@testable import Animator

@Suite("Keyframes spline")
struct KeyframesSplineTests {
  @Test("with zero tension, continuity and bias, the velocity at a keyframe is the secant of its neighbours")
  func catmullRomVelocities() {
    let points = [0.0, 10, 4, 30]
    let times = [0, 0.2, 0.7, 1]
    let (outgoing, incoming) = Keyframes<Double>.splineVelocities(points, times, .cubic)
    #expect(outgoing[1].isApproximatelyEqual(to: (4 - 0) / 0.7))
    #expect(incoming[1] == outgoing[1])
    #expect(outgoing[2].isApproximatelyEqual(to: (30 - 10) / 0.8))
  }

  @Test("the ends leave and arrive along their chords")
  func ends() {
    let (outgoing, incoming) = Keyframes<Double>.splineVelocities([0, 10, 4], [0, 0.25, 1], .cubic)
    #expect(outgoing[0].isApproximatelyEqual(to: 40))
    #expect(incoming[2].isApproximatelyEqual(to: -8))
  }

  @Test("a zero-length segment splits the spline: each side ends along its own chord")
  func jump() {
    let (outgoing, incoming) = Keyframes<Double>.splineVelocities([0, 10, 50, 60], [0, 0.5, 0.5, 1], .cubic)
    #expect(incoming[1].isApproximatelyEqual(to: 20))
    #expect(outgoing[2].isApproximatelyEqual(to: 20))
  }

  @Test("Kochanek–Bartels weights: bias leans on the incoming chord, continuity splits in from out")
  func weights() {
    let points = [0.0, 10, 10]
    let times = [0, 0.5, 1]
    // Chords 20/unit time in, 0 out; k = 1 / (0.5 + 0.5) = 1.
    let biased = Keyframes<Double>.splineVelocities(points, times, .cubic(bias: 0.5))
    #expect(biased.outgoing[1].isApproximatelyEqual(to: 10 * 1.5))
    let split = Keyframes<Double>.splineVelocities(points, times, .cubic(continuity: 0.5))
    #expect(split.outgoing[1].isApproximatelyEqual(to: 10 * 1.5))
    #expect(split.incoming[1].isApproximatelyEqual(to: 10 * 0.5))
    let tense = Keyframes<Double>.splineVelocities(points, times, .cubic(tension: 0.5))
    #expect(tense.outgoing[1].isApproximatelyEqual(to: 5))
  }

  @Test("a Hermite segment starts and ends at its points with its velocities")
  func hermite() {
    let start = 2.0
    let delta = 6.0
    #expect(Keyframes<Double>.hermite(start, delta, 3, -1, 0.5, 0) == 2)
    #expect(Keyframes<Double>.hermite(start, delta, 3, -1, 0.5, 1) == 8)
    #expect(Keyframes<Double>.hermiteDerivative(delta, 3, -1, 0.5, 0) == 1.5)
    #expect(Keyframes<Double>.hermiteDerivative(delta, 3, -1, 0.5, 1) == -0.5)
  }
}
