import Animator
import Foundation
import Testing

@Suite("BoundedDecay2D")
struct BoundedDecay2DTests {
  let area = Rect2D(x: 0, y: 0, width: 400, height: 1000)

  @Test("each axis is the one-dimensional bounded decay of its own component, at every time")
  func axesAreIndependent() throws {
    let fling = try BoundedDecay2D(
      position: Point2D(x: 100, y: 700), velocity: Point2D(x: 300, y: 1500), bounds: area, decelerationRate: .fast,
      spring: .bouncy)
    let x = try BoundedDecay(position: 100, velocity: 300, bounds: 0...400, decelerationRate: .fast, spring: .bouncy)
    let y = try BoundedDecay(position: 700, velocity: 1500, bounds: 0...1000, decelerationRate: .fast, spring: .bouncy)
    #expect(fling.x == x && fling.y == y)
    for t in [0, 0.01, 0.1, 0.2, 0.5, 1, 3, Double.infinity] {
      #expect(fling.value(at: t) == Point2D(x: x.value(at: t), y: y.value(at: t)))
      #expect(fling.velocity(at: t) == Point2D(x: x.velocity(at: t), y: y.velocity(at: t)))
    }
  }

  @Test("one axis bounces at its edge while the other coasts to its projection")
  func oneAxisBounces() throws {
    let fling = try BoundedDecay2D(position: Point2D(x: 100, y: 700), velocity: Point2D(x: 300, y: 1500), bounds: area)
    // x rests inside: x0 + project(vx), the continuous model's −v/(1000·ln r).
    #expect(fling.x.handOff == nil)
    #expect(fling.restingPosition.x == 100 + project(velocity: 300.0))
    #expect(abs(fling.restingPosition.x - (100 - 300 / (1000 * log(0.998)))) < 1e-12)
    // y reaches 1000 at t = ln(1 + k·(1000 − 700)/1500)/k, k = 1000·ln 0.998, and rests there.
    let k = 1000 * log(0.998)
    let handOff = try #require(fling.y.handOff)
    #expect(agrees(handOff.time, log(1 + k * 300 / 1500) / k, relative: 1e-12))
    #expect(agrees(handOff.velocity, 1500 + k * 300, relative: 1e-12))
    #expect(fling.value(at: handOff.time).y == 1000)
    #expect(fling.restingPosition == Point2D(x: fling.restingPosition.x, y: 1000))
    // Past the hand-off, y overshoots the edge and comes back while x keeps decaying.
    #expect(fling.value(at: handOff.time + 0.05).y > 1000)
    #expect(fling.velocity(at: handOff.time + 0.05).x == 300 * exp(k * (handOff.time + 0.05)))
  }

  @Test("until an edge is reached, it moves along the line of the throw, as Decay<Point2D> does")
  func keepsDirection() throws {
    let fling = try BoundedDecay2D(position: Point2D(x: 200, y: 500), velocity: Point2D(x: 600, y: 2000), bounds: area)
    let free = try Decay(position: Point2D(x: 200, y: 500), velocity: Point2D(x: 600, y: 2000))
    let first = try #require(fling.y.handOff?.time)
    for t in [0, first / 4, first / 2, first * 0.99] {
      #expect(fling.value(at: t) == free.value(at: t))
      #expect(fling.velocity(at: t) == free.velocity(at: t))
    }
  }

  @Test("thrown into a corner, each axis hands over at its own closed-form time and rests on its edge")
  func corner() throws {
    let fling = try BoundedDecay2D(position: Point2D(x: 300, y: 100), velocity: Point2D(x: 800, y: -900), bounds: area)
    let k = 1000 * log(0.998)
    let x = try #require(fling.x.handOff)
    let y = try #require(fling.y.handOff)
    #expect(x.bound == 400 && y.bound == 0)
    #expect(agrees(x.time, log(1 + k * 100 / 800) / k, relative: 1e-12))
    #expect(agrees(y.time, log(1 + k * -100 / -900) / k, relative: 1e-12))
    #expect(x.time != y.time)
    #expect(fling.restingPosition == Point2D(x: 400, y: 0) && fling.value(at: .infinity) == Point2D(x: 400, y: 0))
    // The velocity is continuous on each axis at its own hand-off.
    #expect(fling.velocity(at: x.time).x == x.velocity && fling.velocity(at: y.time).y == y.velocity)
  }

  @Test("a rectangle with a negative size is the same rectangle")
  func negativeSize() throws {
    let flipped = Rect2D(x: 400, y: 1000, width: -400, height: -1000)
    let a = try BoundedDecay2D(position: Point2D(x: 10, y: 990), velocity: Point2D(x: -500, y: 400), bounds: flipped)
    let b = try BoundedDecay2D(position: Point2D(x: 10, y: 990), velocity: Point2D(x: -500, y: 400), bounds: area)
    #expect(a == b && a.x.bounds == 0...400 && a.y.bounds == 0...1000)
  }

  @Test("released outside the rectangle, the axes outside spring back at once")
  func releasedOutside() throws {
    let fling = try BoundedDecay2D(position: Point2D(x: -30, y: 500), velocity: Point2D(x: 0, y: 0), bounds: area)
    #expect(fling.x.handOff?.time == 0 && fling.y.handOff == nil)
    #expect(fling.restingPosition == Point2D(x: 0, y: 500))
  }

  @Test("NaN or infinite positions, velocities and bounds are refused with a typed error")
  func rejects() {
    #expect(throws: AnimationError.invalidArgument(parameter: "velocity", value: "(nan, 0.0)", requirement: .finite)) {
      try BoundedDecay2D(position: .zero, velocity: Point2D(x: .nan, y: 0), bounds: area)
    }
    #expect(throws: AnimationError.invalidArgument(parameter: "velocity", value: "(0.0, inf)", requirement: .finite)) {
      try BoundedDecay2D(position: .zero, velocity: Point2D(x: 0, y: .infinity), bounds: area)
    }
    #expect(throws: AnimationError.invalidArgument(parameter: "position", value: "(-inf, 0.0)", requirement: .finite)) {
      try BoundedDecay2D(position: Point2D(x: -.infinity, y: 0), velocity: .zero, bounds: area)
    }
    let open = Rect2D(x: 0, y: 0, width: .infinity, height: 10)
    #expect(
      throws: AnimationError.invalidArgument(
        parameter: "bounds", value: "\(open)", requirement: .other("finite bounds"))
    ) {
      try BoundedDecay2D(position: .zero, velocity: .zero, bounds: open)
    }
  }
}
