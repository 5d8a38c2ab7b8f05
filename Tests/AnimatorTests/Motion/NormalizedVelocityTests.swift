import Animator
import Testing

/// A value type of a user's own, conforming in a few lines.
private struct Insets: Animatable, ComponentwiseArithmetic, Hashable {
  var top = 0.0
  var bottom = 0.0

  static var zero: Insets { Insets() }
  static func + (lhs: Insets, rhs: Insets) -> Insets { Insets(top: lhs.top + rhs.top, bottom: lhs.bottom + rhs.bottom) }
  static func - (lhs: Insets, rhs: Insets) -> Insets { Insets(top: lhs.top - rhs.top, bottom: lhs.bottom - rhs.bottom) }
  mutating func scale(by rhs: Double) {
    top *= rhs
    bottom *= rhs
  }
  var magnitudeSquared: Double { top * top + bottom * bottom }
  func combined(with other: Insets, _ combine: (Double, Double) -> Double) -> Insets {
    Insets(top: combine(top, other.top), bottom: combine(bottom, other.bottom))
  }
}

/// The components of a value, in the order `combined(with:_:)` visits them.
private func components<V: ComponentwiseArithmetic>(_ value: V) -> [Double] {
  var list: [Double] = []
  _ = value.combined(with: value) { component, _ in
    list.append(component)
    return component
  }
  return list
}

@Suite("Normalised spring velocity")
struct NormalizedVelocityTests {
  @Test("is UIKit's velocity over distance: 50 points per second with 100 to go is 0.5")
  func uikitExample() throws {
    // UISpringTimingParameters: "1 is defined as traveling the total animation distance in a
    // second"; WWDC 2014's example: at x = 50, target 150, moving at 50 pt/s, pass 0.5.
    #expect(try 50.0.normalizedVelocity(from: 50, to: 150) == 0.5)
    #expect(try (-50.0).normalizedVelocity(from: 50, to: 150) == -0.5)
  }

  @Test("divides each component by its own distance")
  func perComponent() throws {
    let velocity = Point2D(x: 300, y: -1000)
    let normalized = try velocity.normalizedVelocity(from: Point2D(x: 100, y: 600), to: Point2D(x: 400, y: 100))
    #expect(normalized == Point2D(x: 1, y: 2))
    #expect(normalized.valueVelocity(from: Point2D(x: 100, y: 600), to: Point2D(x: 400, y: 100)) == velocity)
  }

  @Test("a component with no distance to go gets 0, and a spring in value units keeps its velocity")
  func zeroDistance() throws {
    let from = Point2D(x: 100, y: 600)
    let to = Point2D(x: 100, y: 100)
    let velocity = Point2D(x: 300, y: -1000)
    #expect(try velocity.normalizedVelocity(from: from, to: to) == Point2D(x: 0, y: 2))
    #expect(try 5.0.normalizedVelocity(from: 0, to: .leastNonzeroMagnitude) == 0, "a quotient that overflows")
    let motion = try SpringTrajectory(spring: .smooth, from: from, velocity: velocity, to: to)
    #expect(motion.velocity(at: 0) == velocity)
    #expect(motion.value(at: 0.05).x > 100, "it moves off along x with its velocity")
    #expect(agrees(motion.value(at: 10).x, 100, relative: 1e-9), "and comes back")
  }

  @Test("rects, colours, transforms, SIMD and a type of one's own, per component")
  func everyValueType() throws {
    // A rect: four components, each with its own distance; no distance left, no normalised velocity.
    let rect = try Rect2D(x: 100, y: -50, width: 30, height: 0).normalizedVelocity(
      from: Rect2D(x: 0, y: 0, width: 100, height: 100), to: Rect2D(x: 200, y: 100, width: 160, height: 100))
    #expect(components(rect) == [0.5, -0.5, 0.5, 0])

    // A colour animates its four premultiplied components.
    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1)
    let distance = blue.animatableData - red.animatableData
    let color = try distance.scaled(by: 2).normalizedVelocity(from: red.animatableData, to: blue.animatableData)
    #expect(components(color).count == 4)
    for (component, gap) in zip(components(color), components(distance)) {
      #expect(component == (gap == 0 ? 0 : 2))
    }

    // A transform animates its six decomposition parameters.
    let turn = AffineTransform2D(rotationAngle: 1)
    let transform = try turn.animatableData.scaled(by: 3).normalizedVelocity(
      from: AffineTransform2D.identity.animatableData, to: turn.animatableData)
    #expect(components(transform).count == 6)
    #expect(transform.rotation == 3)

    let simd = try SIMD3<Double>(1, 2, 3).normalizedVelocity(from: SIMD3(0, 0, 0), to: SIMD3(2, 2, 2))
    #expect(simd == SIMD3(0.5, 1, 1.5))

    let insets = try Insets(top: 30, bottom: -10).normalizedVelocity(
      from: Insets(top: 10, bottom: 10), to: Insets(top: 40, bottom: 0))
    #expect(insets == Insets(top: 1, bottom: 1))
  }

  @Test("round-trips through value units wherever a component has a distance")
  func roundTrip() throws {
    let from = Rect2D(x: 0, y: 10, width: 100, height: 40)
    let to = Rect2D(x: 250, y: -30, width: 80, height: 400)
    let velocity = Rect2D(x: 900, y: 45, width: -3, height: 1e4)
    let normalized = try velocity.normalizedVelocity(from: from, to: to)
    #expect(normalized.valueVelocity(from: from, to: to).isApproximatelyEqual(to: velocity, absoluteTolerance: 1e-9))
  }

  @Test(
    "a normalised spring run per component moves as the spring in value units, and hands the velocity over per axis",
    arguments: threeRegimes)
  func handOffPerAxis(spring: Spring) throws {
    // Each component runs value_i = from_i + d_i·p_i(t), with p_i the unit spring from 0 to 1 with
    // normalised velocity n_i: the player's form. Its velocity at 0 is d_i·n_i = v_i.
    let from = Point2D(x: 40, y: 500)
    let to = Point2D(x: 340, y: 100)
    let velocity = Point2D(x: 1200, y: 300)
    let n = try velocity.normalizedVelocity(from: from, to: to)
    let d = to - from
    let motion = try SpringTrajectory(spring: spring, from: from, velocity: velocity, to: to)
    for t in [0, 1e-12, 0.01, 0.1, 0.4, 1] {
      let px = spring.value(target: 1.0, initialValue: 0, initialVelocity: n.x, time: t)
      let py = spring.value(target: 1.0, initialValue: 0, initialVelocity: n.y, time: t)
      let vx = spring.velocity(target: 1.0, initialValue: 0, initialVelocity: n.x, time: t)
      let vy = spring.velocity(target: 1.0, initialValue: 0, initialVelocity: n.y, time: t)
      let value = Point2D(x: from.x + d.x * px, y: from.y + d.y * py)
      let speed = Point2D(x: d.x * vx, y: d.y * vy)
      #expect(agrees(value, motion.value(at: t), scale: 500), "t = \(t)")
      #expect(agrees(speed, motion.velocity(at: t), scale: 1200), "t = \(t)")
      if t <= 1e-12 { #expect(agrees(speed, velocity), "the velocity just after is the one handed over") }
    }
  }

  @Test("rejects a NaN or infinite velocity, start or end")
  func rejects() {
    #expect(throws: AnimationError.invalidArgument(parameter: "velocity", value: "(nan, 0.0)", requirement: .finite)) {
      try Point2D(x: .nan, y: 0).normalizedVelocity(from: .zero, to: Point2D(x: 1, y: 1))
    }
    #expect(throws: AnimationError.invalidArgument(parameter: "to", value: "inf", requirement: .finite)) {
      try 1.0.normalizedVelocity(from: 0, to: .infinity)
    }
    #expect(throws: AnimationError.invalidArgument(parameter: "velocity", value: "(1.0, inf)", requirement: .finite)) {
      try Point2D(x: 1, y: .infinity).normalizedVelocity(from: .zero, to: Point2D(x: 100, y: 100))
    }
    #expect(throws: AnimationError.invalidArgument(parameter: "from", value: "(nan, 0.0)", requirement: .finite)) {
      try Point2D(x: 1, y: 1).normalizedVelocity(from: Point2D(x: .nan, y: 0), to: Point2D(x: 100, y: 100))
    }
  }
}
