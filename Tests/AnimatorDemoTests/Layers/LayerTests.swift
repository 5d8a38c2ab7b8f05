import Animator
import Testing

@testable import AnimatorDemoKit

@Suite("Layer tree")
struct LayerTests {
  @Test("sublayers are added on top, inserted below a sibling, and moved, never duplicated")
  func sublayers() {
    let root = Layer(name: "root")
    let a = Layer(name: "a")
    let b = Layer(name: "b")
    let c = Layer(name: "c")
    root.addSublayer(a)
    root.addSublayer(b)
    root.insertSublayer(c, below: b)
    #expect(root.sublayers.map(\.name) == ["a", "c", "b"])
    root.addSublayer(a)
    #expect(root.sublayers.map(\.name) == ["c", "b", "a"])
    b.addSublayer(a)
    #expect(root.sublayers.map(\.name) == ["c", "b"])
    #expect(a.superlayer === b)
    a.removeFromSuperlayer()
    a.removeFromSuperlayer()
    #expect(b.sublayers.isEmpty && a.superlayer == nil)
  }

  @Test("a layer cannot become its own ancestor")
  func noCycles() {
    let root = Layer(name: "root")
    let child = Layer(name: "child")
    root.addSublayer(child)
    child.addSublayer(root)
    child.addSublayer(child)
    #expect(child.sublayers.isEmpty)
    #expect(root.layer(named: "child") === child)
  }

  @Test("setting the frame sets bounds and position about the anchor point, animated together")
  func frame() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let bar = Layer(name: "bar")
    bar.frame = Rect2D(x: 10, y: 0, width: 20, height: 100)
    #expect(bar.position == Point2D(x: 20, y: 50))
    try engine.animate(withDuration: 1, options: .curveLinear) {
      var frame = bar.frame
      frame.size.height = 50
      bar.frame = frame
    }
    clock.advance(by: .milliseconds(500))
    engine.tick()
    #expect(bar.$bounds.presentationValue.size.height.isApproximatelyEqual(to: 75))
    #expect(bar.$position.presentationValue.y.isApproximatelyEqual(to: 37.5), "the top edge stays at y = 0")
  }

  @Test("the snapshot holds the presentation values, the mask and the sublayers")
  func snapshot() {
    let root = Layer(name: "root", bounds: Rect2D(x: 0, y: 0, width: 10, height: 10))
    root.mask = Layer(name: "mask")
    root.addSublayer(Layer(name: "child", cornerRadius: 99))
    let snapshot = LayerSnapshot(root)
    #expect(snapshot.mask?.name == "mask")
    #expect(snapshot.find("child")?.effectiveCornerRadius == 0, "a radius is limited to half the shorter side")
    #expect(snapshot.find("nobody") == nil)
  }

  @Test("a layer makes an animated property only when it is set or reached with $, and then animates as before")
  func lazyProperties() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let layer = Layer(
      name: "card", bounds: Rect2D(x: 0, y: 0, width: 20, height: 10), position: Point2D(x: 5, y: 6),
      anchorPoint: Point2D(x: 0, y: 1), opacity: 0.25, cornerRadius: 3)
    // Reading the values, the frame and a snapshot makes nothing.
    #expect(layer.opacity == 0.25 && layer.anchorPoint == Point2D(x: 0, y: 1) && layer.transform == .identity)
    #expect(layer.frame == Rect2D(x: 5, y: -4, width: 20, height: 10))
    let snapshot = LayerSnapshot(layer)
    #expect(snapshot.opacity == 0.25 && snapshot.cornerRadius == 3 && snapshot.rotation == 0)
    #expect(layer.madePropertyCount == 0)
    // `$opacity` makes that property alone, from the value.
    #expect(layer.$opacity.modelValue == 0.25)
    #expect(layer.madePropertyCount == 1)
    // A set inside an animation block makes the property and animates from the value held.
    try engine.animate(withDuration: 1, options: .curveLinear) { layer.cornerRadius = 13 }
    #expect(layer.madePropertyCount == 2)
    clock.advance(by: .milliseconds(500))
    engine.tick()
    #expect(layer.cornerRadius == 13)
    #expect(layer.$cornerRadius.presentationValue.isApproximatelyEqual(to: 8))
    #expect(LayerSnapshot(layer).cornerRadius.isApproximatelyEqual(to: 8))
  }

  @Test("the anchor point, transform and rotation hold their defaults without storage, and animate like the others")
  func rareProperties() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let plain = Layer(name: "plain")
    #expect(plain.anchorPoint == Point2D(x: 0.5, y: 0.5) && plain.transform == .identity && plain.rotation == 0)
    #expect(plain.madePropertyCount == 0)
    // Given in the initializer, a value other than the default is held without making a property.
    let moved = Layer(name: "moved", anchorPoint: Point2D(x: 0, y: 1), transform: AffineTransform2D(scaleX: 2, y: 2))
    #expect(moved.anchorPoint == Point2D(x: 0, y: 1) && moved.transform == AffineTransform2D(scaleX: 2, y: 2))
    #expect(LayerSnapshot(moved).transform == AffineTransform2D(scaleX: 2, y: 2) && moved.madePropertyCount == 0)
    // A set inside an animation block animates from the default.
    try engine.animate(withDuration: 1, options: .curveLinear) { plain.rotation = 2 }
    #expect(plain.madePropertyCount == 1)
    clock.advance(by: .milliseconds(250))
    engine.tick()
    #expect(plain.rotation == 2)
    #expect(plain.$rotation.presentationValue.isApproximatelyEqual(to: 0.5))
    #expect(LayerSnapshot(plain).rotation.isApproximatelyEqual(to: 0.5))
    // `$transform` makes that property from the value held.
    #expect(moved.$transform.modelValue == AffineTransform2D(scaleX: 2, y: 2) && moved.madePropertyCount == 1)
  }
}
