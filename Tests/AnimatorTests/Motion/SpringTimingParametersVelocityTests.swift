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

@Suite("SpringTimingParameters: velocity per component")
struct SpringTimingParametersVelocityTests {
  /// Every component's velocity just after the hand-off, in value units per second, for a player
  /// that runs each component along its own curve: `from + (to − from)·curve(t)`. The curve's
  /// velocity at 0 is its normalised velocity (UIKit's unit: distances per second), so this is
  /// the distance times it.
  private func handedOver<V: ComponentwiseArithmetic>(
    _ timing: SpringTimingParameters, from: V, to: V, duration: Double
  ) throws -> [Double] {
    let distances = components(to - from)
    return try distances.indices.map { index in
      let run = try timing.resolved(forAnimatorDuration: duration, component: index)
      return distances[index] * run.curve.velocity(atSeconds: 0)
    }
  }

  @Test(
    "every component starts at exactly the velocity handed over, in value units per second",
    arguments: [0.5, 1, 2.5])
  func pointContinuity(duration: Double) throws {
    let from = Point2D(x: 270, y: 40)
    let to = Point2D(x: 400, y: 300)
    let velocity = Point2D(x: 900, y: -200)
    for timing in [
      try SpringTimingParameters(dampingRatio: 0.8, velocity: velocity, from: from, to: to),
      try SpringTimingParameters(spring: .bouncy, velocity: velocity, from: from, to: to),
    ] {
      let after = try handedOver(timing, from: from, to: to, duration: duration)
      #expect(agrees(after[0], 900, relative: 1e-9) && agrees(after[1], -200, relative: 1e-9), "\(after)")
    }
  }

  @Test("UIKit's vector spelling is the velocity over the distance, per axis")
  func vectorSpelling() throws {
    let from = Point2D(x: 270, y: 40)
    let to = Point2D(x: 400, y: 300)
    let byHand = try SpringTimingParameters(
      dampingRatio: 0.8, initialVelocity: .init(dx: 900.0 / 130, dy: -200.0 / 260))
    let converted = try SpringTimingParameters(
      dampingRatio: 0.8, velocity: Point2D(x: 900, y: -200), from: from, to: to)
    #expect(byHand == converted)
    #expect(converted.componentVelocities == [900.0 / 130, -200.0 / 260])
    #expect(converted.initialVelocity == 900.0 / 130, "one-dimensional players keep reading dx")
    #expect(converted.normalizedVelocity(as: Point2D.self) == Point2D(x: 900.0 / 130, y: -200.0 / 260))
    // A one-dimensional property uses dx, as UIKit's header says; a size's height is the second component.
    #expect(byHand.normalizedVelocity(as: Double.self) == 900.0 / 130)
    #expect(byHand.normalizedVelocity(as: Size2D.self) == Size2D(width: 900.0 / 130, height: -200.0 / 260))
    // UIKit's vector has no more components: a rect's size gets no velocity.
    let rect = byHand.normalizedVelocity(as: Rect2D.self)
    #expect(rect.origin == Point2D(x: 900.0 / 130, y: -200.0 / 260) && rect.size == .zero)
  }

  @Test("one number applies to every component, as before")
  func scalarForm() throws {
    let timing = try SpringTimingParameters(dampingRatio: 0.5, initialVelocity: 3)
    #expect(timing.componentVelocities.isEmpty)
    #expect(timing.initialVelocity(ofComponent: 0) == 3 && timing.initialVelocity(ofComponent: 5) == 3)
    #expect(timing.normalizedVelocity(as: Point2D.self) == Point2D(x: 3, y: 3))
    #expect(try timing.resolved(forAnimatorDuration: 0.7, component: 1) == timing.resolved(forAnimatorDuration: 0.7))
  }

  @Test("rects, colours, transforms, SIMD and a type of one's own, per component")
  func everyValueType() throws {
    // A rect: four components, each with its own distance.
    let rect = try SpringTimingParameters(
      dampingRatio: 1, velocity: Rect2D(x: 100, y: -50, width: 30, height: 0),
      from: Rect2D(x: 0, y: 0, width: 100, height: 100), to: Rect2D(x: 200, y: 100, width: 160, height: 100))
    #expect(rect.componentVelocities == [0.5, -0.5, 0.5, 0], "no distance left: no normalised velocity")
    let rectAfter = try handedOver(
      rect, from: Rect2D(x: 0, y: 0, width: 100, height: 100).animatableData,
      to: Rect2D(x: 200, y: 100, width: 160, height: 100).animatableData, duration: 0.6)
    for (got, expected) in zip(rectAfter, [100.0, -50, 30, 0]) { #expect(agrees(got, expected, relative: 1e-9)) }

    // A colour animates its four premultiplied components.
    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1)
    let colorVelocity = (blue.animatableData - red.animatableData).scaled(by: 2)
    let color = try SpringTimingParameters(dampingRatio: 1, velocity: colorVelocity, from: red, to: blue)
    #expect(color.componentVelocities.count == 4)
    for (index, component) in color.componentVelocities.enumerated() {
      let distance = components(blue.animatableData - red.animatableData)[index]
      #expect(component == (distance == 0 ? 0 : 2))
    }

    // A transform animates its six decomposition parameters.
    let turn = AffineTransform2D(rotationAngle: 1)
    let transform = try SpringTimingParameters(
      spring: .smooth, velocity: turn.animatableData.scaled(by: 3), from: AffineTransform2D.identity, to: turn)
    #expect(transform.componentVelocities.count == 6)
    #expect(transform.normalizedVelocity(as: AffineTransform2D.Decomposition.self).rotation == 3)

    let simd = try SpringTimingParameters(
      dampingRatio: 1, velocity: SIMD3<Double>(1, 2, 3), from: SIMD3<Double>(0, 0, 0), to: SIMD3<Double>(2, 2, 2))
    #expect(simd.componentVelocities == [0.5, 1, 1.5])

    let insets = try SpringTimingParameters(
      dampingRatio: 1, velocity: Insets(top: 30, bottom: -10), from: Insets(top: 10, bottom: 10),
      to: Insets(top: 40, bottom: 0))
    #expect(insets.componentVelocities == [1, 1])
    #expect(insets.normalizedVelocity(as: Insets.self) == Insets(top: 1, bottom: 1))
  }

  @Test("NaN or infinite velocities and bad damping are refused with a typed error")
  func rejects() throws {
    let from = Point2D(x: 0, y: 0)
    let to = Point2D(x: 100, y: 100)
    #expect(throws: AnimationError.invalidArgument(parameter: "velocity", value: "(nan, 1.0)", requirement: .finite)) {
      try SpringTimingParameters(dampingRatio: 1, velocity: Point2D(x: .nan, y: 1), from: from, to: to)
    }
    #expect(throws: AnimationError.invalidArgument(parameter: "velocity", value: "(1.0, inf)", requirement: .finite)) {
      try SpringTimingParameters(spring: .smooth, velocity: Point2D(x: 1, y: .infinity), from: from, to: to)
    }
    #expect(throws: AnimationError.invalidArgument(parameter: "to", value: "(nan, 0.0)", requirement: .finite)) {
      try SpringTimingParameters(dampingRatio: 1, velocity: from, from: from, to: Point2D(x: .nan, y: 0))
    }
    #expect(throws: AnimationError.invalidArgument(parameter: "dampingRatio", value: "-1.0", requirement: .nonNegative))
    {
      try SpringTimingParameters(dampingRatio: -1, velocity: from, from: from, to: to)
    }
    #expect(
      throws: AnimationError.invalidArgument(parameter: "initialVelocity.dy", value: "-inf", requirement: .finite)
    ) {
      try SpringTimingParameters(dampingRatio: 1, initialVelocity: .init(dx: 0, dy: -.infinity))
    }
    #expect(throws: AnimationError.invalidArgument(parameter: "initialVelocity.dx", value: "nan", requirement: .finite))
    {
      try SpringTimingParameters(dampingRatio: 1, initialVelocity: .init(dx: .nan, dy: 0))
    }
  }
}
