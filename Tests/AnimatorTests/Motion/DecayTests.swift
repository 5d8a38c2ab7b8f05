import Animator
import Foundation
import Testing

@Suite("Decay")
struct DecayTests {
  static let rates: [DecelerationRate] = [.normal, .fast, try! DecelerationRate(0.9)]
  static let times: [Double] = [0.001, 1.0 / 60, 0.1, 0.5, 1, 2.5, 7]

  @Test("the position is x0 + v0·(r^(1000t) − 1)/(1000·ln r)", arguments: rates)
  func position(rate: DecelerationRate) throws {
    // Integrating v(t) = v0·r^(1000t) from 0 to t gives v0·(r^(1000t) − 1)/(1000·ln r).
    let r = rate.rawValue
    let decay = try Decay(position: 120.0, velocity: -800, decelerationRate: rate)
    #expect(decay.value(at: 0) == 120)
    for t in Self.times {
      let expected = 120 + -800 * (pow(r, 1000 * t) - 1) / (1000 * log(r))
      #expect(agrees(decay.value(at: t), expected, relative: 1e-12), "t = \(t)")
    }
  }

  @Test("the velocity is v0·r^(1000t), the derivative of the position", arguments: rates)
  func velocity(rate: DecelerationRate) throws {
    let r = rate.rawValue
    let decay = try Decay(position: 0.0, velocity: 1500, decelerationRate: rate)
    #expect(decay.velocity(at: 0) == 1500)
    for t in Self.times {
      #expect(agrees(decay.velocity(at: t), 1500 * pow(r, 1000 * t), relative: 1e-12), "t = \(t)")
      let h = 1e-6
      let slope = (decay.value(at: t + h) - decay.value(at: t - h)) / (2 * h)
      #expect(agrees(slope, decay.velocity(at: t), relative: 1e-6, scale: 1), "t = \(t)")
    }
    #expect(decay.velocity(at: .infinity) == 0)
  }

  @Test("the resting position is the position plus project(velocity:decelerationRate:), to the last bit")
  func restingPositionIsProjection() throws {
    for rate in Self.rates {
      for velocity in [1500.0, -800, 0.3, 1e-9, 12345.678] {
        let decay = try Decay(position: 37.5, velocity: velocity, decelerationRate: rate)
        #expect(decay.restingPosition == 37.5 + project(velocity: velocity, decelerationRate: rate))
        #expect(decay.value(at: .infinity) == decay.restingPosition)
      }
      let fling = try Decay(
        position: Point2D(x: 10, y: -4), velocity: Point2D(x: 1200, y: -300), decelerationRate: rate)
      #expect(
        fling.restingPosition == Point2D(x: 10, y: -4)
          + project(velocity: Point2D(x: 1200, y: -300), decelerationRate: rate))
    }
  }

  @Test("project is v/(−1000·ln r), (1 − r)/2 longer than UIKit's per-millisecond sum")
  func projectionAgainstAppleSum() {
    for rate in Self.rates {
      let r = rate.rawValue
      let continuous = project(velocity: 1000.0, decelerationRate: rate)
      #expect(agrees(continuous, 1000 / (-1000 * log(r)), relative: 1e-15))
      // WWDC 2018 "Designing Fluid Interfaces": v/1000 · r/(1 − r), the sum of the millisecond steps.
      let sampled = 1000.0 / 1000 * r / (1 - r)
      // sampled/continuous = r·(−ln r)/(1 − r) = 1 − (1 − r)/2 + O((1 − r)²).
      #expect(abs(sampled / continuous - (1 - (1 - r) / 2)) < (1 - r) * (1 - r))
    }
    #expect(agrees(project(velocity: 1000.0), 499.4998331664547, relative: 1e-15))
  }

  @Test("a two-dimensional fling decays each axis as a one-dimensional one")
  func perAxis() throws {
    let fling = try Decay(position: Point2D(x: 10, y: 20), velocity: Point2D(x: 1200, y: -300), decelerationRate: .fast)
    let x = try Decay(position: 10.0, velocity: 1200, decelerationRate: .fast)
    let y = try Decay(position: 20.0, velocity: -300, decelerationRate: .fast)
    for t in Self.times {
      #expect(fling.value(at: t) == Point2D(x: x.value(at: t), y: y.value(at: t)))
      #expect(fling.velocity(at: t) == Point2D(x: x.velocity(at: t), y: y.velocity(at: t)))
    }
  }

  @Test("an Animatable value decays through its animatable data")
  func animatableValue() throws {
    let fade = try Decay(position: Color(red: 1, green: 0, blue: 0, alpha: 1), velocity: SIMD4(-2, 0, 0, -2))
    let expected = SIMD4<Double>(1, 0, 0, 1) + SIMD4(-2, 0, 0, -2) * project(velocity: 1.0)
    #expect(fade.restingPosition.animatableData.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-12))
  }

  @Test("the result does not depend on how time is cut: restarting from any state lands on the same curve")
  func independentOfSampling() throws {
    let whole = try Decay(position: 0.0, velocity: 2000)
    for step in [1.0 / 60, 1.0 / 120, 1.0 / 7, 0.25] {
      var piece = whole
      var start = 0.0
      while start + step <= 2 {
        let t = start + step
        piece = try Decay(position: piece.value(at: step), velocity: piece.velocity(at: step))
        start = t
      }
      #expect(agrees(piece.value(at: 2 - start), whole.value(at: 2), relative: 1e-12), "step \(step)")
      #expect(agrees(piece.velocity(at: 2 - start), whole.velocity(at: 2), relative: 1e-9), "step \(step)")
    }
  }

  @Test("negative times and NaN are the start")
  func beforeStart() throws {
    let decay = try Decay(position: 5.0, velocity: 100)
    #expect(decay.value(at: -1) == 5 && decay.value(at: .nan) == 5)
    #expect(decay.velocity(at: -1) == 100 && decay.velocity(at: .nan) == 100)
  }

  @Test("settles when the speed falls below the threshold: ln(s/|v0|)/(1000·ln r)")
  func settling() throws {
    let fling = try Decay(position: Point2D.zero, velocity: Point2D(x: 1200, y: -300))
    let time = try fling.settlingDuration()
    let speed = (1200.0 * 1200 + 300 * 300).squareRoot()
    #expect(agrees(time, log(0.5 / speed) / (1000 * log(0.998)), relative: 1e-12))
    #expect(agrees(fling.velocity(at: time).magnitudeSquared.squareRoot(), 0.5, relative: 1e-9))
    #expect(try fling.settlingDuration(speedThreshold: 2000) == 0)
    #expect(try Decay(position: 0.0, velocity: 0).settlingDuration() == 0)
    #expect(Decay<Double>.defaultSpeedThreshold == 0.5)
  }

  @Test("rejects a threshold that is not a finite number greater than zero", arguments: [0, -1, .nan, .infinity])
  func rejectsThreshold(threshold: Double) throws {
    let decay = try Decay(position: 0.0, velocity: 100)
    #expect(
      throws: AnimationError.invalidArgument(parameter: "speedThreshold", value: "\(threshold)", requirement: .positive)
    ) { try decay.settlingDuration(speedThreshold: threshold) }
  }

  @Test("rejects a NaN or infinite position or velocity, per component")
  func rejectsNonFinite() {
    #expect(throws: AnimationError.invalidArgument(parameter: "velocity", value: "nan", requirement: .finite)) {
      try Decay(position: 0.0, velocity: .nan)
    }
    #expect(throws: AnimationError.invalidArgument(parameter: "position", value: "(0.0, inf)", requirement: .finite)) {
      try Decay(position: Point2D(x: 0, y: .infinity), velocity: .zero)
    }
  }
}
