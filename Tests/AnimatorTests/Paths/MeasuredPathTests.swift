import Animator
import Foundation
import Testing

/// Icons from Feather (https://github.com/feathericons/feather, `icons/heart.svg`, `icons/github.svg`,
/// `icons/feather.svg`), the `d` attribute of each icon's first `<path>` as published.
/// Feather is released under the MIT License, Copyright (c) 2014-2017 Cole Bemis: "Permission is
/// hereby granted, free of charge, to any person obtaining a copy of this software and associated
/// documentation files (the "Software"), to deal in the Software without restriction, ... The above
/// copyright notice and this permission notice shall be included in all copies or substantial
/// portions of the Software." (the full text: https://github.com/feathericons/feather/blob/main/LICENSE)
enum FeatherIcons {
  static let heart =
    "M20.84,4.61a5.5,5.5,0,0,0-7.78,0L12,5.67,10.94,4.61a5.5,5.5,0,0,0-7.78,7.78l1.06,1.06L12,21.23l7.78-7.78,1.06-1.06A5.5,5.5,0,0,0,20.84,4.61Z"
  static let github =
    "M9 19c-5 1.5-5-2.5-7-3m14 6v-3.87a3.37 3.37 0 0 0-.94-2.61c3.14-.35 6.44-1.54 6.44-7A5.44 5.44 0 0 0 20 4.77 5.07 5.07 0 0 0 19.91 1S18.73.65 16 2.48a13.38 13.38 0 0 0-7 0C6.27.65 5.09 1 5.09 1A5.07 5.07 0 0 0 5 4.77a5.44 5.44 0 0 0-1.5 3.78c0 5.42 3.3 6.61 6.44 7A3.37 3.37 0 0 0 9 18.13V22"
  static let feather = "M20.24 12.24a6 6 0 0 0-8.49-8.49L5 10.5V19h8.5z"
}

@Suite("Measured paths agree with an independent quadrature")
struct MeasuredPathTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let data: String
    /// Parameters of the n-th drawing element where the test knows the speed has a kink.
    let splits: [Int: [Double]]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "a line", data: "M 0 0 L 30 40", splits: [:]),
    Case(name: "a polyline with a U-turn", data: "M 0 0 H 10 V 10 H 0 L 10 10", splits: [:]),
    Case(
      name: "the quarter circle as a cubic", data: "M 100 0 C 100 55.22847498, 55.22847498 100, 0 100",
      splits: [:]),
    Case(name: "a cusp", data: "M 0 0 C 100 100, 0 100, 100 0", splits: [0: [0.5]]),
    Case(name: "a loop", data: "M 0 0 C 150 100, -50 100, 100 0", splits: [:]),
    Case(name: "a cubic with its control points on its ends", data: "M 0 0 C 0 0, 80 60, 80 60", splits: [:]),
    Case(name: "a quadratic", data: "M 0 0 Q 50 100 100 0", splits: [:]),
    Case(name: "the small arc sweeping", data: "M 0 0 A 10 10 0 0 1 10 0", splits: [:]),
    Case(name: "the small arc against", data: "M 0 0 A 10 10 0 0 0 10 0", splits: [:]),
    Case(name: "the large arc sweeping", data: "M 0 0 A 10 10 0 1 1 10 0", splits: [:]),
    Case(name: "the large arc against", data: "M 0 0 A 10 10 0 1 0 10 0", splits: [:]),
    Case(name: "a turned ellipse, large", data: "M 10 20 A 30 12 25 1 0 50 -5", splits: [:]),
    Case(name: "an arc with radii too small", data: "M 0 0 A 1 2 0 0 1 40 30", splits: [:]),
    Case(name: "two subpaths", data: "M 0 0 L 10 0 M 50 50 Q 60 70 70 50 Z", splits: [:]),
    Case(name: "Feather's heart", data: FeatherIcons.heart, splits: [:]),
    Case(name: "Feather's GitHub mark", data: FeatherIcons.github, splits: [:]),
    Case(name: "Feather's feather", data: FeatherIcons.feather, splits: [:]),
  ]

  @Test("the length is within 1e-9 of the length of the reference", arguments: cases)
  func length(_ testCase: Case) throws {
    let path = try Path2D(svgPathData: testCase.data)
    let measured = try MeasuredPath(path)
    let reference = PathReference(path.elements, splits: testCase.splits)
    #expect(
      abs(measured.length - reference.total) <= 1e-9 * reference.total,
      "\(measured.length) against \(reference.total)")
  }

  @Test("the point at a length is the reference's to within 1e-9 of the length", arguments: cases)
  func pointAtLength(_ testCase: Case) throws {
    let path = try Path2D(svgPathData: testCase.data)
    let measured = try MeasuredPath(path)
    let reference = PathReference(path.elements, splits: testCase.splits)
    let total = reference.total
    for fraction in [0.0, 0.13, 0.37, 0.5, 0.71, 0.94] {
      let distance = fraction * total
      let expected = reference.point(atLength: distance)
      let actual = measured.point(atLength: distance)
      #expect(
        actual.isApproximatelyEqual(to: expected, absoluteTolerance: 2e-9 * total),
        "at \(fraction): \(actual) against \(expected)")
    }
  }

  @Test("the tangent is the unit direction of the reference's derivative", arguments: cases)
  func tangent(_ testCase: Case) throws {
    let path = try Path2D(svgPathData: testCase.data)
    let measured = try MeasuredPath(path)
    let total = measured.length
    for fraction in [0.21, 0.43, 0.66, 0.88] {
      let distance = fraction * total
      // The direction between two close points, by the reference, approximates the tangent.
      let step = total * 1e-6
      let ahead = measured.point(atLength: distance + step) - measured.point(atLength: distance - step)
      let tangent = measured.tangent(atLength: distance)
      #expect(abs(tangent.magnitudeSquared - 1) < 1e-12)
      let chord = ahead.scaled(by: 1 / ahead.magnitudeSquared.squareRoot())
      #expect(tangent.isApproximatelyEqual(to: chord, absoluteTolerance: 1e-4), "at \(fraction)")
    }
  }

  @Test("the ends of the path are exact")
  func exactEnds() throws {
    let measured = try MeasuredPath(Path2D(svgPathData: FeatherIcons.github))
    #expect(measured.point(atLength: 0) == Point2D(x: 9, y: 19))
    #expect(measured.point(atLength: measured.length) == Point2D(x: 9, y: 22))
    #expect(measured.point(atLength: -5) == Point2D(x: 9, y: 19))
    #expect(measured.point(atLength: .infinity) == Point2D(x: 9, y: 22))
    #expect(measured.point(atLength: .nan) == Point2D(x: 9, y: 19))
  }

  @Test("a circle's arcs have the circle's lengths: r × angle")
  func circleArcs() throws {
    // A chord of 10 in a circle of radius 10 subtends 60 degrees.
    let small = try MeasuredPath(Path2D(svgPathData: "M 0 0 A 10 10 0 0 1 10 0"))
    let large = try MeasuredPath(Path2D(svgPathData: "M 0 0 A 10 10 0 1 0 10 0"))
    #expect(abs(small.length - 10 * Double.pi / 3) < 1e-12)
    #expect(abs(large.length - 10 * 5 * Double.pi / 3) < 1e-12)
  }

  @Test("the same curve built two ways measures the same")
  func independentOfConstruction() throws {
    let whole = try MeasuredPath(Path2D(svgPathData: "M 0 0 C 100 0, 100 100, 0 100"))
    // The same cubic split at t = 0.5 by de Casteljau.
    let halves = try MeasuredPath(
      Path2D(svgPathData: "M 0 0 C 50 0, 75 25, 75 50 C 75 75, 50 100, 0 100"))
    #expect(abs(whole.length - halves.length) <= 1e-9 * whole.length)
    for fraction in [0.1, 0.3, 0.6, 0.9] {
      #expect(
        whole.point(atLength: fraction * whole.length).isApproximatelyEqual(
          to: halves.point(atLength: fraction * halves.length), absoluteTolerance: 1e-9 * whole.length))
    }
  }

  @Test("the angle is continuous along a loop and turns a whole turn less a corner")
  func continuousAngle() throws {
    let loop = try MeasuredPath(Path2D(svgPathData: "M 0 0 C 150 100, -50 100, 100 0"))
    var previous = loop.angle(atLength: 0)
    var largestStep = 0.0
    for step in 1...400 {
      let angle = loop.angle(atLength: Double(step) / 400 * loop.length)
      largestStep = max(largestStep, abs(angle - previous))
      previous = angle
    }
    #expect(largestStep < 0.2)
    // It leaves along (150, 100) and arrives along (150, -100), having gone round the loop: a whole
    // turn away from the direct difference of the two directions.
    let turned = loop.angle(atLength: loop.length) - loop.angle(atLength: 0)
    let direct = atan2(-100.0, 150) - atan2(100.0, 150)
    let turns = (turned - direct) / (2 * Double.pi)
    #expect(abs(turns.rounded()) == 1 && abs(turns - turns.rounded()) < 1e-9, "turned \(turned)")
  }

  @Test("at a corner the angle jumps by the turn there, between -π and π")
  func cornerJump() throws {
    let square = try MeasuredPath(Path2D(svgPathData: "M 0 0 H 10 V 10 H 0 Z"))
    #expect(square.angle(atLength: 5) == 0)
    #expect(abs(square.angle(atLength: 15) - Double.pi / 2) < 1e-12)
    #expect(abs(square.angle(atLength: 25) - Double.pi) < 1e-12)
    #expect(abs(square.angle(atLength: 35) - 3 * Double.pi / 2) < 1e-12)
    let uTurn = try MeasuredPath(Path2D(svgPathData: "M 0 0 H 10 H 0"))
    #expect(abs(uTurn.angle(atLength: 15) - Double.pi) < 1e-12)
  }

  @Test("a cusp reverses the tangent, and a curve with control points on its ends has a direction at them")
  func cuspAndDegenerate() throws {
    let cusp = try MeasuredPath(Path2D(svgPathData: "M 0 0 C 100 100, 0 100, 100 0"))
    let half = cusp.length / 2
    let before = cusp.tangent(atLength: half - 1e-8)
    let after = cusp.tangent(atLength: half + 1e-8)
    #expect((before + after).magnitudeSquared < 1e-6)
    let degenerate = try MeasuredPath(Path2D(svgPathData: "M 0 0 C 0 0, 80 60, 80 60"))
    #expect(degenerate.tangent(atLength: 0).isApproximatelyEqual(to: Point2D(x: 0.8, y: 0.6)))
    #expect(degenerate.tangent(atLength: degenerate.length).isApproximatelyEqual(to: Point2D(x: 0.8, y: 0.6)))
    #expect(abs(degenerate.length - 100) < 1e-9)
  }

  @Test("a path of zero length holds its start point")
  func zeroLength() throws {
    for data in ["M 5 7", "M 5 7 L 5 7", "M 5 7 Z", "M 5 7 C 5 7, 5 7, 5 7", "M 5 7 A 3 3 0 0 1 5 7"] {
      let measured = try MeasuredPath(Path2D(svgPathData: data))
      #expect(measured.length == 0, "\(data)")
      #expect(measured.point(atLength: 3) == Point2D(x: 5, y: 7))
      #expect(measured.tangent(atLength: 3) == Point2D(x: 1, y: 0))
      #expect(measured.angle(atLength: 3) == 0)
    }
  }

  @Test("an empty path is an error, and so is one whose length overflows")
  func badPaths() {
    #expect(throws: AnimationError.self) { try MeasuredPath(Path2D()) }
    #expect(throws: AnimationError.self) {
      try MeasuredPath(Path2D(svgPathData: "M -1e308 0 L 1e308 0"))
    }
  }
}
