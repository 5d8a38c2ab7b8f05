import Animator
import Testing

@Suite("RubberBand")
struct RubberBandTests {
  /// UIScrollView's formula as it is usually written: (1 − 1/(x·c/d + 1))·d.
  static func formula(_ x: Double, _ d: Double, _ c: Double) -> Double { (1 - 1 / (x * c / d + 1)) * d }

  @Test(
    "matches UIScrollView's formula (1 − 1/(x·c/d + 1))·d",
    arguments: [(800.0, 0.55), (320, 0.55), (1200, 0.3), (50, 1)])
  func formula(dimension: Double, coefficient: Double) throws {
    let band = try RubberBand(dimension: dimension, coefficient: coefficient)
    for x in [0.5, 10, 100, 400, 800, 5000, 1e6] {
      let expected = Self.formula(x, dimension, coefficient)
      #expect(agrees(try band.offset(forOverflow: x), expected, relative: 1e-12), "x = \(x)")
      #expect(agrees(try band.offset(forOverflow: -x), -expected, relative: 1e-12), "x = -\(x)")
    }
    #expect(try band.offset(forOverflow: 0) == 0)
  }

  @Test("uses UIKit's coefficient 0.55 unless told otherwise")
  func defaultCoefficient() throws {
    #expect(RubberBand.defaultCoefficient == 0.55)
    #expect(try RubberBand(dimension: 800).coefficient == 0.55)
    #expect(agrees(try RubberBand(dimension: 800).offset(forOverflow: 100), 44000.0 / 855, relative: 1e-15))
  }

  @Test("follows the finger at c times its speed at the edge and never gets d past it")
  func shape() throws {
    let band = try RubberBand(dimension: 800)
    // b'(0) = c: for a tiny overflow the offset is c·x (relative error x·c/d).
    #expect(agrees(try band.offset(forOverflow: 1e-6), 0.55e-6, relative: 1e-9))
    #expect(try band.offset(forOverflow: 1e300) <= 800)
    #expect(try band.offset(forOverflow: .greatestFiniteMagnitude) == 800)
    #expect(try band.offset(forOverflow: 100) < band.offset(forOverflow: 101))
  }

  @Test("the inverse maps a banded offset back to the finger")
  func inverseRoundTrips() throws {
    let band = try RubberBand(dimension: 800)
    for x in [1e-6, 0.5, 10, 100, 800, 5000, -250] {
      let y = try band.offset(forOverflow: x)
      #expect(agrees(try band.overflow(forOffset: y), x, relative: 1e-9), "x = \(x)")
    }
    // x = y·d/(c·(d − y)): an offset of 400 on 800 is an overflow of 800/0.55.
    #expect(agrees(try band.overflow(forOffset: 400), 800 / 0.55, relative: 1e-15))
  }

  @Test("bands a value past either end of a range and leaves it alone inside")
  func range() throws {
    let band = try RubberBand(dimension: 800)
    #expect(try band.value(600, in: 0...1200) == 600)
    #expect(try band.value(0, in: 0...1200) == 0)
    #expect(agrees(try band.value(1300, in: 0...1200), 1200 + Self.formula(100, 800, 0.55), relative: 1e-15))
    #expect(agrees(try band.value(-100, in: 0...1200), -Self.formula(100, 800, 0.55), relative: 1e-12))
    for value in [-3000.0, -100, 0, 600, 1200, 1201, 9000] {
      let banded = try band.value(value, in: 0...1200)
      #expect(agrees(try band.unbandedValue(banded, in: 0...1200), value, relative: 1e-9), "value \(value)")
    }
  }

  @Test("rejects a dimension or coefficient that is not a finite number greater than zero")
  func rejectsParameters() {
    for dimension in [0, -320, Double.nan, .infinity] {
      #expect(
        throws: AnimationError.invalidArgument(parameter: "dimension", value: "\(dimension)", requirement: .positive)
      ) { try RubberBand(dimension: dimension) }
    }
    #expect(throws: AnimationError.invalidArgument(parameter: "coefficient", value: "0.0", requirement: .positive)) {
      try RubberBand(dimension: 800, coefficient: 0)
    }
  }

  @Test("rejects NaN and infinite inputs, and offsets the band never reaches")
  func rejectsInputs() throws {
    let band = try RubberBand(dimension: 800)
    #expect(throws: AnimationError.invalidArgument(parameter: "overflow", value: "nan", requirement: .finite)) {
      try band.offset(forOverflow: .nan)
    }
    #expect(throws: AnimationError.invalidArgument(parameter: "value", value: "-inf", requirement: .finite)) {
      try band.value(-.infinity, in: 0...1)
    }
    let outside = AnimationError.Requirement.other("a number strictly between -800.0 and 800.0")
    #expect(throws: AnimationError.invalidArgument(parameter: "offset", value: "800.0", requirement: outside)) {
      try band.overflow(forOffset: 800)
    }
    #expect(throws: AnimationError.invalidArgument(parameter: "banded", value: "2000.0", requirement: outside)) {
      try band.unbandedValue(2000, in: 0...1200)
    }
    #expect(throws: AnimationError.invalidArgument(parameter: "banded", value: "nan", requirement: .finite)) {
      try band.unbandedValue(.nan, in: 0...1200)
    }
  }
}
