import Animator
import Testing

extension AffineTransform2D.Decomposition {
  /// Whether the six numbers are free of NaN.
  fileprivate var hasNoNaN: Bool {
    ![translationX, translationY, rotation, scaleX, scaleY, shear].contains { $0.isNaN }
  }
}

@Suite("AffineTransform2D.Decomposition")
struct AffineTransformDecompositionTests {
  typealias Decomposition = AffineTransform2D.Decomposition

  @Test("random matrices decompose and recompose to themselves within 1e-12")
  func randomRoundTrips() {
    var generator = SeededGenerator(seed: 0xDEC0)
    for _ in 0..<2_000 {
      let transform = AffineTransform2D.random(in: -10...10, using: &generator)
      let rebuilt = AffineTransform2D(transform.decomposition)
      #expect(rebuilt.isApproximatelyEqual(to: transform, absoluteTolerance: 1e-12), "\(transform)")
    }
  }

  @Test("random decompositions in canonical form come back unchanged")
  func canonicalFormIsUnique() {
    var generator = SeededGenerator(seed: 7)
    for index in 0..<1_000 {
      let reflection = index.isMultiple(of: 2)
      var original = Decomposition(
        translationX: .random(in: -100...100, using: &generator),
        translationY: .random(in: -100...100, using: &generator),
        rotation: .random(in: (reflection ? -.pi / 2 : -.pi)...(reflection ? .pi / 2 : .pi), using: &generator),
        scaleX: .random(in: 0.01...5, using: &generator),
        scaleY: .random(in: 0.01...5, using: &generator),
        shear: .random(in: -3...3, using: &generator)
      )
      if reflection {
        if Bool.random(using: &generator) { original.scaleX.negate() } else { original.scaleY.negate() }
      }
      let decomposed = AffineTransform2D(original).decomposition
      #expect(decomposed.isApproximatelyEqual(to: original, absoluteTolerance: 1e-11), "\(original)")
    }
  }

  @Test("decompositions follow the documented signs and ranges")
  func canonicalRules() {
    var generator = SeededGenerator(seed: 3)
    for _ in 0..<1_000 {
      let transform = AffineTransform2D.random(in: -10...10, using: &generator)
      let decomposition = transform.decomposition
      let determinant = transform.a * transform.d - transform.b * transform.c
      if determinant > 0 {
        #expect(decomposition.scaleX > 0 && decomposition.scaleY > 0)
        #expect(decomposition.rotation > -.pi && decomposition.rotation <= .pi)
      } else {
        #expect(decomposition.scaleX * decomposition.scaleY < 0)
        #expect(decomposition.rotation > -.pi / 2 && decomposition.rotation <= .pi / 2)
      }
    }
  }

  @Test("a rotation by pi decomposes to a rotation of +pi, whichever way it was built")
  func halfTurn() {
    for transform in [
      AffineTransform2D(rotationAngle: .pi), AffineTransform2D(rotationAngle: -.pi),
      AffineTransform2D(scaleX: -1, y: -1),
    ] {
      let decomposition = transform.decomposition
      #expect(decomposition.rotation.isApproximatelyEqual(to: .pi, absoluteTolerance: 1e-15))
      #expect(decomposition.scaleX.isApproximatelyEqual(to: 1, absoluteTolerance: 1e-15))
      #expect(decomposition.scaleY.isApproximatelyEqual(to: 1, absoluteTolerance: 1e-15))
      #expect(decomposition.shear.isApproximatelyEqual(to: 0, absoluteTolerance: 1e-15))
    }
  }

  @Test("halfway from the identity to a half turn is a quarter turn, not a zero matrix")
  func halfTurnMidpoint() {
    let middle = AffineTransform2D.identity.animated(towards: AffineTransform2D(rotationAngle: .pi), amount: 0.5)
    #expect(middle.isApproximatelyEqual(to: AffineTransform2D(rotationAngle: .pi / 2), absoluteTolerance: 1e-15))
    #expect((middle.a * middle.d - middle.b * middle.c).isApproximatelyEqual(to: 1, absoluteTolerance: 1e-15))
    let quarter = AffineTransform2D.identity.animated(towards: AffineTransform2D(rotationAngle: .pi), amount: 0.25)
    #expect(quarter.isApproximatelyEqual(to: AffineTransform2D(rotationAngle: .pi / 4), absoluteTolerance: 1e-15))
  }

  @Test("rotation goes linearly between the decomposed angles, without shortest-path wrapping")
  func noShortestPath() {
    let from = AffineTransform2D(rotationAngle: 0.9 * .pi)
    let to = AffineTransform2D(rotationAngle: -0.9 * .pi)
    let middle = from.animated(towards: to, amount: 0.5)
    #expect(middle.isApproximatelyEqual(to: .identity, absoluteTolerance: 1e-14))
    #expect(AffineTransform2D(rotationAngle: 1.5 * .pi).decomposition.rotation.isApproximatelyEqual(to: -0.5 * .pi))
  }

  @Test("scale 0.8 grows linearly to the identity: halfway is 0.9")
  func scaleMidpoint() {
    let small = AffineTransform2D(scaleX: 0.8, y: 0.8)
    let expected = AffineTransform2D(scaleX: 0.9, y: 0.9)
    #expect(
      small.animated(towards: .identity, amount: 0.5).isApproximatelyEqual(to: expected, absoluteTolerance: 1e-15))
    #expect(
      AffineTransform2D.identity.animated(towards: small, amount: 0.5).isApproximatelyEqual(
        to: expected, absoluteTolerance: 1e-15))
    for amount in stride(from: 0.0, through: 1, by: 0.125) {
      let value = small.animated(towards: .identity, amount: amount)
      #expect(value.a.isApproximatelyEqual(to: 0.8 + 0.2 * amount, absoluteTolerance: 1e-15))
      #expect(value.d.isApproximatelyEqual(to: 0.8 + 0.2 * amount, absoluteTolerance: 1e-15))
    }
  }

  @Test("a translation slides linearly: halfway from (0, 30) to the identity is (0, 15)")
  func translationMidpoint() {
    let middle = AffineTransform2D(translationX: 0, y: 30).animated(towards: .identity, amount: 0.5)
    #expect(middle == AffineTransform2D(translationX: 0, y: 15))
  }

  @Test("a shear decomposes to its factor and animates linearly")
  func shear() {
    let sheared = AffineTransform2D(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)
    #expect(sheared.decomposition == Decomposition(shear: 0.5))
    let middle = AffineTransform2D.identity.animated(towards: sheared, amount: 0.5)
    #expect(
      middle.isApproximatelyEqual(
        to: AffineTransform2D(a: 1, b: 0, c: 0.25, d: 1, tx: 0, ty: 0), absoluteTolerance: 1e-15))
    // The shear acts before the scale: scaling x by 2 doubles the sheared offset too.
    let scaledShear = AffineTransform2D(Decomposition(scaleX: 2, scaleY: 3, shear: 0.5))
    #expect(scaledShear == AffineTransform2D(a: 2, b: 0, c: 1, d: 3, tx: 0, ty: 0))
  }

  @Test(
    "a reflection carries its sign on the axis that keeps the rotation within a quarter turn",
    arguments: [
      (AffineTransform2D(scaleX: -1, y: 1), Decomposition(scaleX: -1)),
      (AffineTransform2D(scaleX: 1, y: -1), Decomposition(scaleY: -1)),
      (AffineTransform2D(scaleX: -2, y: 3), Decomposition(scaleX: -2, scaleY: 3)),
      (AffineTransform2D(scaleX: 1, y: -1).rotated(by: 0), Decomposition(scaleY: -1)),
      (AffineTransform2D(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0), Decomposition(rotation: .pi / 2, scaleY: -1)),
      (AffineTransform2D(a: 0, b: -1, c: -1, d: 0, tx: 0, ty: 0), Decomposition(rotation: .pi / 2, scaleX: -1)),
    ])
  func reflections(transform: AffineTransform2D, expected: Decomposition) {
    #expect(transform.decomposition.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-15))
    #expect(AffineTransform2D(transform.decomposition).isApproximatelyEqual(to: transform, absoluteTolerance: 1e-15))
  }

  @Test("flipping horizontally squeezes the x axis through zero, without turning")
  func flipMidpoint() {
    let middle = AffineTransform2D.identity.animated(towards: AffineTransform2D(scaleX: -1, y: 1), amount: 0.5)
    #expect(middle == AffineTransform2D(scaleX: 0, y: 1))
  }

  @Test(
    "singular matrices decompose without NaN and recompose to themselves",
    arguments: [
      AffineTransform2D(scaleX: 0, y: 2),
      AffineTransform2D(scaleX: 0, y: -2),
      AffineTransform2D(scaleX: 2, y: 0),
      AffineTransform2D(scaleX: -2, y: 0),
      AffineTransform2D(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6),
      AffineTransform2D(a: -1, b: 2, c: 3, d: -6, tx: 0, ty: 0),
      AffineTransform2D(a: 0, b: 0, c: 3, d: 0, tx: 0, ty: 0),
      AffineTransform2D(a: 0, b: 0, c: -3, d: 4, tx: 0, ty: 0),
      AffineTransform2D(a: 0, b: 0, c: 0, d: 0, tx: 7, ty: 8),
      AffineTransform2D(a: .leastNonzeroMagnitude, b: 0, c: 1, d: 1, tx: 0, ty: 0),
      AffineTransform2D(a: 1e-300, b: -1e-300, c: 5, d: 0, tx: 0, ty: 0),
    ])
  func singular(transform: AffineTransform2D) {
    let decomposition = transform.decomposition
    #expect(decomposition.hasNoNaN)
    #expect(decomposition.rotation > -.pi && decomposition.rotation <= .pi)
    #expect(AffineTransform2D(decomposition).isApproximatelyEqual(to: transform, absoluteTolerance: 1e-12))
  }

  @Test("a zero linear part decomposes to zero scales, no rotation and no shear, keeping the translation")
  func fullyDegenerate() {
    let collapsed = AffineTransform2D(a: 0, b: 0, c: 0, d: 0, tx: 7, ty: 8)
    #expect(collapsed.decomposition == Decomposition(translationX: 7, translationY: 8, scaleX: 0, scaleY: 0))
    #expect(AffineTransform2D(collapsed.decomposition) == collapsed)
    let growing = collapsed.animated(towards: .identity, amount: 0.5)
    #expect(growing == AffineTransform2D(a: 0.5, b: 0, c: 0, d: 0.5, tx: 3.5, ty: 4))
  }

  @Test("a non-finite matrix decomposes to NaN without trapping")
  func nonFinite() {
    let broken = AffineTransform2D(a: .nan, b: 0, c: 0, d: .infinity, tx: 1, ty: 2)
    let decomposition = broken.decomposition
    #expect(decomposition.rotation.isNaN && decomposition.scaleX.isNaN && decomposition.scaleY.isNaN)
    #expect(decomposition.shear.isNaN)
    #expect(decomposition.translationX == 1 && decomposition.translationY == 2)
    #expect(AffineTransform2D(decomposition).a.isNaN)
  }

  @Test("setting animatable data rebuilds the transform: scale, then rotate, then translate")
  func animatableData() {
    var transform = AffineTransform2D.identity
    transform.animatableData = Decomposition(translationX: 3, rotation: .pi / 2, scaleX: 2)
    let expected = AffineTransform2D(scaleX: 2, y: 1)
      .concatenating(AffineTransform2D(rotationAngle: .pi / 2))
      .concatenating(AffineTransform2D(translationX: 3, y: 0))
    #expect(transform.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-15))
    #expect(AffineTransform2D.identity.animatableData == .identity)
  }

  @Test("decompositions add, subtract and scale number by number")
  func vectorArithmetic() {
    let one = Decomposition(translationX: 1, translationY: 2, rotation: 3, scaleX: 4, scaleY: 5, shear: 6)
    #expect(one + .zero == one)
    #expect(one - one == .zero)
    #expect(one.scaled(by: 2) == one + one)
    #expect(one.magnitudeSquared == 1 + 4 + 9 + 16 + 25 + 36)
    #expect(Decomposition.zero == Decomposition(scaleX: 0, scaleY: 0))
    #expect(Decomposition.identity == Decomposition())
  }

  @Test("description names the parts")
  func description() {
    #expect(
      Decomposition(translationX: 1, translationY: 2, rotation: 0.5, scaleX: 3, scaleY: 4, shear: 0).description
        == "translation (1.0, 2.0), rotation 0.5, scale (3.0, 4.0), shear 0.0")
  }
}
