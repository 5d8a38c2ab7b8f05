import Animator
import Testing

@testable import AnimatorDemoKit

@Suite("Rasterizer")
struct RasterizerTests {
  /// A 100 × 100 scene drawn one pixel per point.
  let viewport = Viewport(scene: Size2D(width: 100, height: 100), columns: 100, rows: 50, pixelRowsPerCell: 2)

  func pixel(_ canvas: Canvas, _ x: Int, _ y: Int) -> SIMD3<Float> { canvas.rgb(x: x, y: y) }

  func root(_ sublayers: [Layer]) -> Layer {
    let root = Layer(name: "root", bounds: Rect2D(x: 0, y: 0, width: 100, height: 100), position: Point2D(x: 50, y: 50))
    for layer in sublayers { root.addSublayer(layer) }
    return root
  }

  @Test("the viewport keeps the scene's proportions for square and for tall pixels")
  func viewports() {
    #expect(viewport.pixelWidth == 100 && viewport.pixelHeight == 100)
    let phone = Viewport(scene: Size2D(width: 390, height: 844), columns: 80, rows: 24, pixelRowsPerCell: 1)
    #expect(phone.rows == 24 && phone.columns == 22)
    let halfBlocks = Viewport(scene: Size2D(width: 390, height: 844), columns: 80, rows: 24, pixelRowsPerCell: 2)
    #expect(halfBlocks.pixelHeight == 48 && halfBlocks.columns == 22)
  }

  @Test("a layer fills its frame, and its transform turns about the anchor point")
  func transformAboutAnchor() {
    let square = Layer(
      name: "square", bounds: Rect2D(x: 0, y: 0, width: 40, height: 20), position: Point2D(x: 50, y: 50),
      backgroundColor: .red)
    var canvas = Rasterizer.render(LayerSnapshot(root([square])), window: .white, viewport: viewport)
    #expect(pixel(canvas, 35, 45) == SIMD3(1, 0, 0))
    #expect(pixel(canvas, 50, 35) == SIMD3(1, 1, 1))
    square.transform = AffineTransform2D(rotationAngle: Double.pi / 2)
    canvas = Rasterizer.render(LayerSnapshot(root([square])), window: .white, viewport: viewport)
    #expect(pixel(canvas, 50, 35) == SIMD3(1, 0, 0), "turned a quarter about its centre, it now stands up")
    #expect(pixel(canvas, 35, 50) == SIMD3(1, 1, 1))
  }

  @Test("a layer's rotation turns it about the anchor point, after its transform")
  func rotation() {
    let square = Layer(
      name: "square", bounds: Rect2D(x: 0, y: 0, width: 40, height: 20), position: Point2D(x: 50, y: 50),
      backgroundColor: .red)
    square.transform = AffineTransform2D(scaleX: 1, y: 0.5)
    square.rotation = Double.pi / 2
    let canvas = Rasterizer.render(LayerSnapshot(root([square])), window: .white, viewport: viewport)
    #expect(pixel(canvas, 50, 35) == SIMD3(1, 0, 0), "squashed to 40 × 10, then stood up: 10 wide, 40 tall")
    #expect(pixel(canvas, 53, 50) == SIMD3(1, 0, 0))
    #expect(pixel(canvas, 57, 50) == SIMD3(1, 1, 1))
    #expect(pixel(canvas, 35, 50) == SIMD3(1, 1, 1))
  }

  @Test("a stroke paints the pixels along its path, as wide as its width, and no others")
  func stroke() throws {
    let path = try Path2D(svgPathData: "M 10 20 H 60 A 30 30 0 0 1 60 80")
    let track = Layer(
      name: "track", bounds: Rect2D(x: 0, y: 0, width: 100, height: 100), position: Point2D(x: 50, y: 50),
      contents: .stroke(path, color: .blue, width: 3))
    let canvas = Rasterizer.render(LayerSnapshot(root([track])), window: .white, viewport: viewport)
    let measured = try MeasuredPath(path)
    for step in 0...40 {
      let point = measured.point(atLength: measured.length * Double(step) / 40)
      let x = min(Int(point.x), 99)
      let y = min(Int(point.y), 99)
      #expect(pixel(canvas, x, y) == SIMD3(0, 0, 1), "on the path at (\(x), \(y))")
    }
    #expect(pixel(canvas, 50, 24) == SIMD3(1, 1, 1), "4 points from the line: outside a 3-point stroke")
    #expect(pixel(canvas, 50, 50) == SIMD3(1, 1, 1))
    #expect(pixel(canvas, 20, 80) == SIMD3(1, 1, 1))
  }

  @Test("the anchor point sits at the position, and the transform turns about it")
  func anchorPoint() {
    let bar = Layer(
      name: "bar", bounds: Rect2D(x: 0, y: 0, width: 40, height: 20), position: Point2D(x: 10, y: 30),
      backgroundColor: .red)
    bar.anchorPoint = Point2D(x: 0, y: 1)
    var canvas = Rasterizer.render(LayerSnapshot(root([bar])), window: .white, viewport: viewport)
    #expect(pixel(canvas, 45, 25) == SIMD3(1, 0, 0), "the bottom-left corner is at the position")
    #expect(pixel(canvas, 5, 35) == SIMD3(1, 1, 1))
    bar.transform = AffineTransform2D(rotationAngle: Double.pi / 2)
    canvas = Rasterizer.render(LayerSnapshot(root([bar])), window: .white, viewport: viewport)
    #expect(pixel(canvas, 20, 60) == SIMD3(1, 0, 0), "turned a quarter about that corner, it hangs below it")
    #expect(pixel(canvas, 45, 25) == SIMD3(1, 1, 1))
  }

  @Test("group opacity composites the layer with its sublayers over what is behind")
  func groupOpacity() {
    let parent = Layer(
      name: "parent", bounds: Rect2D(x: 0, y: 0, width: 60, height: 60), position: Point2D(x: 50, y: 50),
      backgroundColor: .black)
    parent.addSublayer(
      Layer(
        name: "child", bounds: Rect2D(x: 0, y: 0, width: 20, height: 20), position: Point2D(x: 30, y: 30),
        backgroundColor: .black))
    parent.opacity = 0.5
    let canvas = Rasterizer.render(LayerSnapshot(root([parent])), window: .white, viewport: viewport)
    let grey = pixel(canvas, 50, 50)
    #expect(abs(grey.x - 0.5) < 0.01, "black over black at 0.5 as a group is 50% grey, not 75%")
  }

  @Test("a mask shows the layer only where the mask is drawn")
  func mask() {
    let content = Layer(
      name: "content", bounds: Rect2D(x: 0, y: 0, width: 100, height: 100), position: Point2D(x: 50, y: 50),
      backgroundColor: .blue)
    content.mask = Layer(
      name: "mask", bounds: Rect2D(x: 0, y: 0, width: 20, height: 20), position: Point2D(x: 50, y: 50),
      backgroundColor: .black)
    let canvas = Rasterizer.render(LayerSnapshot(root([content])), window: .white, viewport: viewport)
    #expect(pixel(canvas, 50, 50) == SIMD3(0, 0, 1))
    #expect(pixel(canvas, 10, 10) == SIMD3(1, 1, 1))
  }

  @Test("corners are rounded, and the logo fills part of its bounds")
  func shapes() {
    let pill = Layer(
      name: "pill", bounds: Rect2D(x: 0, y: 0, width: 80, height: 40), position: Point2D(x: 50, y: 50),
      backgroundColor: .black, cornerRadius: 20)
    var canvas = Rasterizer.render(LayerSnapshot(root([pill])), window: .white, viewport: viewport)
    #expect(pixel(canvas, 11, 31) == SIMD3(1, 1, 1), "the corner is cut")
    #expect(pixel(canvas, 50, 32) == SIMD3(0, 0, 0))
    let logo = Layer(
      name: "logo", bounds: Rect2D(x: 0, y: 0, width: 100, height: 100), position: Point2D(x: 50, y: 50),
      contents: .logo(.black))
    canvas = Rasterizer.render(LayerSnapshot(root([logo])), window: .white, viewport: viewport)
    #expect(pixel(canvas, 46, 60) == SIMD3(0, 0, 0), "the body")
    #expect(pixel(canvas, 2, 2) == SIMD3(1, 1, 1))
  }

  @Test("text becomes characters, hidden by what is drawn over it")
  func text() {
    let label = Layer(
      name: "label", bounds: Rect2D(x: 0, y: 0, width: 40, height: 10), position: Point2D(x: 50, y: 20),
      contents: .text("Hi", color: .black, fontSize: 10))
    var canvas = Rasterizer.render(LayerSnapshot(root([label])), window: .white, viewport: viewport)
    #expect(canvas.glyphs[20 * 100 + 49]?.character == "H")
    let cover = Layer(
      name: "cover", bounds: Rect2D(x: 0, y: 0, width: 100, height: 100), position: Point2D(x: 50, y: 50),
      backgroundColor: .white)
    canvas = Rasterizer.render(LayerSnapshot(root([label, cover])), window: .white, viewport: viewport)
    #expect(canvas.glyphs[20 * 100 + 49] == nil)
  }

  @Test("a layer scaled to nothing, or with NaN values, draws nothing and does not trap")
  func degenerate() {
    let flat = Layer(
      name: "flat", bounds: Rect2D(x: 0, y: 0, width: 40, height: 40), position: Point2D(x: 50, y: 50),
      backgroundColor: .black)
    flat.transform = AffineTransform2D(scaleX: 0, y: 1)
    let broken = Layer(name: "broken", bounds: Rect2D(x: 0, y: 0, width: .nan, height: 40), backgroundColor: .black)
    broken.opacity = .nan
    let canvas = Rasterizer.render(LayerSnapshot(root([flat, broken])), window: .white, viewport: viewport)
    #expect(pixel(canvas, 50, 50) == SIMD3(1, 1, 1))
  }
}

@Suite("Logo")
struct LogoShapeTests {
  @Test("at 2000 points the logo covers a whole 390 × 844 screen around its centre, as seed 002 needs")
  func coversTheScreenWhenLarge() {
    let size = 2000.0
    for x in stride(from: -195.0, through: 195, by: 15) {
      for y in stride(from: -422.0, through: 422, by: 15) {
        let unit = Point2D(x: 0.5 + x / size, y: 0.5 + y / size)
        #expect(LogoShape.contains(unit), "(\(x), \(y)) from the centre is not covered")
      }
    }
    #expect(!LogoShape.contains(Point2D(x: 0.02, y: 0.02)))
  }
}
