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
}
