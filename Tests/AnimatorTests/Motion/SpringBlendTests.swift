import Animator
import Testing

@Suite("SpringBlend")
struct SpringBlendTests {
  static let drag = try! SpringTrajectory(
    spring: .smooth, from: Point2D(x: 0, y: 0), velocity: Point2D(x: 400, y: -900), to: Point2D(x: 300, y: 0))
  static let target = Point2D(x: 500, y: 120)

  @Test("starts from the motion's state exactly and ends as the new spring alone", arguments: threeRegimes)
  func ends(spring: Spring) throws {
    let blend = try SpringBlend(from: Self.drag, to: Self.target, spring: spring, blendDuration: 0.2, at: 0.4)
    #expect(blend.value(at: 0.4) == Self.drag.value(at: 0.4))
    #expect(blend.velocity(at: 0.4) == Self.drag.velocity(at: 0.4))
    let alone = try Self.drag.retargeted(to: Self.target, spring: spring, at: 0.4)
    for t in [0.6001, 0.61, 1, 3] {
      #expect(blend.value(at: t) == alone.value(at: t))
      #expect(blend.velocity(at: t) == alone.velocity(at: t))
    }
  }

  @Test("during the blend it is a + (b − a)·(3s² − 2s³), with the exact derivative", arguments: threeRegimes)
  func formula(spring: Spring) throws {
    let blend = try SpringBlend(from: Self.drag, to: Self.target, spring: spring, blendDuration: 0.2, at: 0.4)
    let a = try Self.drag.retargeted(to: Self.target, at: 0.4)  // the old spring towards the new target
    let b = try Self.drag.retargeted(to: Self.target, spring: spring, at: 0.4)
    for t in [0.41, 0.45, 0.5, 0.55, 0.599] {
      let s = (t - 0.4) / 0.2
      let w = s * s * (3 - 2 * s)
      let expected = a.value(at: t) + (b.value(at: t) - a.value(at: t)).scaled(by: w)
      #expect(agrees(blend.value(at: t), expected, relative: 1e-12, scale: 500), "t = \(t)")
      let h = 1e-6
      let slope = (blend.value(at: t + h) - blend.value(at: t - h)).scaled(by: 1 / (2 * h))
      #expect(agrees(blend.velocity(at: t), slope, relative: 1e-6, scale: 1000), "t = \(t)")
    }
  }

  @Test("the velocity is continuous where the blend ends", arguments: threeRegimes)
  func continuousAtEnd(spring: Spring) throws {
    let blend = try SpringBlend(from: Self.drag, to: Self.target, spring: spring, blendDuration: 0.2, at: 0.4)
    let h = 1e-9
    #expect(agrees(blend.velocity(at: 0.6 - h), blend.velocity(at: 0.6 + h), relative: 1e-6, scale: 1000))
    // Across the end the value moves by its velocity times the step.
    let across = blend.value(at: 0.6 - h) + blend.velocity(at: 0.6).scaled(by: 2 * h)
    #expect(agrees(across, blend.value(at: 0.6 + h), relative: 1e-12, scale: 500))
  }

  @Test("a blend of zero duration, or to the same spring, is the new motion at once")
  func degenerate() throws {
    let now = try SpringBlend(from: Self.drag, to: Self.target, spring: .bouncy, blendDuration: 0, at: 0.4)
    let alone = try Self.drag.retargeted(to: Self.target, spring: .bouncy, at: 0.4)
    let same = try SpringBlend(from: Self.drag, to: Self.target, spring: .smooth, blendDuration: 0.3, at: 0.4)
    let retargeted = try Self.drag.retargeted(to: Self.target, at: 0.4)
    for t in [0.4, 0.45, 0.5, 1] {
      #expect(now.value(at: t) == alone.value(at: t) && now.velocity(at: t) == alone.velocity(at: t))
      #expect(same.value(at: t) == retargeted.value(at: t))
    }
  }

  @Test("a retarget during a blend hands over the position and velocity exactly")
  func retargetDuringBlend() throws {
    let blend = try SpringBlend(from: Self.drag, to: Self.target, spring: .bouncy, blendDuration: 0.2, at: 0.4)
    let again = try blend.retargeted(to: Point2D(x: -100, y: 50), spring: .snappy, blendDuration: 0.1, at: 0.47)
    #expect(again.value(at: 0.47) == blend.value(at: 0.47))
    #expect(again.velocity(at: 0.47) == blend.velocity(at: 0.47))
    #expect(again.outgoing.spring == .bouncy && again.incoming.spring == .snappy)
  }

  @Test("rejects a negative, NaN or infinite blend duration", arguments: [-0.1, .nan, .infinity])
  func rejects(duration: Double) {
    #expect(
      throws: AnimationError.invalidArgument(
        parameter: "blendDuration", value: "\(duration)", requirement: .nonNegative)
    ) { try SpringBlend(from: Self.drag, to: Self.target, spring: .bouncy, blendDuration: duration, at: 0.4) }
  }
}
