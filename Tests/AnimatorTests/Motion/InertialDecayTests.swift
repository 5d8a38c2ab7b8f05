import Testing

@testable import Animator

@Suite("Inertialization's decaying offset")
struct InertialDecayTests {
  @Test("it starts at the offset and velocity given and is exactly zero from the blend time on")
  func boundaries() {
    let decay = InertialDecay(offset: -10.0, velocity: 30, duration: 0.5)
    #expect(decay.value(at: 0) == -10 && decay.velocity(at: 0) == 30)
    #expect(decay.value(at: 0.5) == 0 && decay.velocity(at: 0.5) == 0)
    #expect(decay.value(at: 7) == 0 && decay.velocity(at: 7) == 0)
    #expect(InertialDecay(offset: 3.0, velocity: 1, duration: 0).value(at: 0) == 0)
  }

  @Test("its velocity is the derivative of its value, and it is linear in offset and velocity")
  func derivativeAndLinearity() {
    let decay = InertialDecay(offset: Point2D(x: 4, y: -2), velocity: Point2D(x: -30, y: 7), duration: 0.8)
    let h = 1e-6
    for step in 1..<16 {
      let t = Double(step) * 0.05
      let slope = (decay.value(at: t + h) - decay.value(at: t - h)).scaled(by: 1 / (2 * h))
      #expect((slope - decay.velocity(at: t)).magnitudeSquared < 1e-10, "at \(t)")
      let a = InertialDecay(offset: Point2D(x: 4, y: -2), velocity: .zero, duration: 0.8).value(at: t)
      let b = InertialDecay(offset: .zero, velocity: Point2D(x: -30, y: 7), duration: 0.8).value(at: t)
      #expect((a + b - decay.value(at: t)).magnitudeSquared < 1e-20)
    }
  }
}
