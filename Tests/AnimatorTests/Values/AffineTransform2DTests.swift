import Animator
import Testing

extension AffineTransform2D {
  /// Whether the six numbers of two transforms agree within an absolute tolerance.
  func isApproximatelyEqual(to other: AffineTransform2D, absoluteTolerance: Double = 1e-9) -> Bool {
    a.isApproximatelyEqual(to: other.a, absoluteTolerance: absoluteTolerance)
      && b.isApproximatelyEqual(to: other.b, absoluteTolerance: absoluteTolerance)
      && c.isApproximatelyEqual(to: other.c, absoluteTolerance: absoluteTolerance)
      && d.isApproximatelyEqual(to: other.d, absoluteTolerance: absoluteTolerance)
      && tx.isApproximatelyEqual(to: other.tx, absoluteTolerance: absoluteTolerance)
      && ty.isApproximatelyEqual(to: other.ty, absoluteTolerance: absoluteTolerance)
  }

  /// A transform whose six numbers are drawn from `range`.
  static func random(in range: ClosedRange<Double>, using generator: inout SeededGenerator) -> AffineTransform2D {
    AffineTransform2D(
      a: .random(in: range, using: &generator),
      b: .random(in: range, using: &generator),
      c: .random(in: range, using: &generator),
      d: .random(in: range, using: &generator),
      tx: .random(in: range, using: &generator),
      ty: .random(in: range, using: &generator)
    )
  }
}

@Suite("AffineTransform2D")
struct AffineTransformTests {
  @Test("the identity leaves points where they are")
  func identity() {
    #expect(AffineTransform2D.identity.isIdentity)
    #expect(AffineTransform2D.identity == AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
    #expect(AffineTransform2D.identity.apply(to: Point2D(x: 3, y: -4)) == Point2D(x: 3, y: -4))
    #expect(!AffineTransform2D(translationX: 0, y: 1e-300).isIdentity)
  }

  @Test("a point maps to (a·x + c·y + tx, b·x + d·y + ty)")
  func applyUsesTheColumnLayout() {
    let transform = AffineTransform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    #expect(transform.apply(to: Point2D(x: 10, y: 100)) == Point2D(x: 1 * 10 + 3 * 100 + 5, y: 2 * 10 + 4 * 100 + 6))
  }

  @Test("translation, scale and rotation initialisers build the CoreGraphics matrices")
  func initialisers() {
    #expect(AffineTransform2D(translationX: 0, y: 30) == AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 30))
    #expect(AffineTransform2D(scaleX: 0.8, y: 0.8) == AffineTransform2D(a: 0.8, b: 0, c: 0, d: 0.8, tx: 0, ty: 0))
    let quarter = AffineTransform2D(rotationAngle: .pi / 2)
    #expect(
      quarter.apply(to: Point2D(x: 1, y: 0)).isApproximatelyEqual(to: Point2D(x: 0, y: 1), absoluteTolerance: 1e-15))
    #expect(
      quarter.apply(to: Point2D(x: 0, y: 1)).isApproximatelyEqual(to: Point2D(x: -1, y: 0), absoluteTolerance: 1e-15))
  }

  @Test("t1.concatenating(t2) applies t1 first, then t2")
  func concatenationOrder() {
    let scale = AffineTransform2D(scaleX: 2, y: 2)
    let move = AffineTransform2D(translationX: 10, y: 0)
    let point = Point2D(x: 1, y: 1)
    #expect(scale.concatenating(move).apply(to: point) == Point2D(x: 12, y: 2))
    #expect(move.concatenating(scale).apply(to: point) == Point2D(x: 22, y: 2))

    var generator = SeededGenerator(seed: 1)
    for _ in 0..<100 {
      let first = AffineTransform2D.random(in: -3...3, using: &generator)
      let second = AffineTransform2D.random(in: -3...3, using: &generator)
      let point = Point2D(x: .random(in: -5...5, using: &generator), y: .random(in: -5...5, using: &generator))
      let oneByOne = second.apply(to: first.apply(to: point))
      #expect(first.concatenating(second).apply(to: point).isApproximatelyEqual(to: oneByOne, absoluteTolerance: 1e-12))
    }
  }

  @Test("translatedBy, scaledBy and rotated(by:) act before the transform, as in CoreGraphics")
  func prependingOperations() {
    let scale = AffineTransform2D(scaleX: 2, y: 2)
    #expect(scale.translatedBy(x: 10, y: 0) == AffineTransform2D(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
    #expect(
      AffineTransform2D(translationX: 10, y: 0).scaledBy(x: 2, y: 3)
        == AffineTransform2D(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 0))
    let rotated = AffineTransform2D(translationX: 5, y: 0).rotated(by: .pi / 2)
    #expect(
      rotated.apply(to: Point2D(x: 1, y: 0)).isApproximatelyEqual(to: Point2D(x: 5, y: 1), absoluteTolerance: 1e-15))
    #expect(
      AffineTransform2D.identity.rotated(by: 0.3).rotated(by: 0.4)
        .isApproximatelyEqual(to: AffineTransform2D(rotationAngle: 0.7), absoluteTolerance: 1e-15))
  }

  @Test("a transform concatenated with its inverse is the identity")
  func inversion() throws {
    let transform = AffineTransform2D(scaleX: 2, y: 4).rotated(by: 0.5).translatedBy(x: 3, y: -7)
    let inverse = try #require(transform.inverted())
    #expect(transform.concatenating(inverse).isApproximatelyEqual(to: .identity, absoluteTolerance: 1e-14))
    #expect(inverse.concatenating(transform).isApproximatelyEqual(to: .identity, absoluteTolerance: 1e-14))
    #expect(AffineTransform2D(translationX: 3, y: 4).inverted() == AffineTransform2D(translationX: -3, y: -4))

    var generator = SeededGenerator(seed: 2)
    for _ in 0..<200 {
      let transform = AffineTransform2D.random(in: -10...10, using: &generator)
      let inverse = try #require(transform.inverted())
      let point = Point2D(x: .random(in: -5...5, using: &generator), y: .random(in: -5...5, using: &generator))
      let back = inverse.apply(to: transform.apply(to: point))
      let determinant = transform.a * transform.d - transform.b * transform.c
      // The error grows as the matrix nears singularity.
      #expect(back.isApproximatelyEqual(to: point, absoluteTolerance: 1e-11 / min(1, abs(determinant))))
    }
  }

  @Test(
    "a transform without a finite inverse inverts to nil",
    arguments: [
      AffineTransform2D(scaleX: 0, y: 1),
      AffineTransform2D(a: 1, b: 2, c: 2, d: 4, tx: 1, ty: 1),
      AffineTransform2D(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0),
      AffineTransform2D(scaleX: 1e-200, y: 1e-200),
      AffineTransform2D(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0),
      AffineTransform2D(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0),
      AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: .nan, ty: 0),
    ])
  func singularInversion(transform: AffineTransform2D) {
    #expect(transform.inverted() == nil)
  }

  @Test("transforms are hashable values")
  func hashable() {
    let transforms: Set = [
      AffineTransform2D.identity, AffineTransform2D(scaleX: 1, y: 1), AffineTransform2D(translationX: 1, y: 0),
    ]
    #expect(transforms.count == 2)
  }

  @Test("description lists the six numbers")
  func description() {
    #expect(
      AffineTransform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6).description
        == "AffineTransform2D(a: 1.0, b: 2.0, c: 3.0, d: 4.0, tx: 5.0, ty: 6.0)")
  }
}
