import Animator
import Foundation
import Testing

@testable import AnimatorDemoKit

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The SVG export: a well-formed XML document whose shapes are the layer tree's presentation values
/// at the time of the frame.
@Suite("SVG export")
struct SVGRendererTests {
  /// An element of the parsed document, with its attributes and the `data-layer` names around it.
  struct Element {
    var name: String
    var attributes: [String: String]
    var layerPath: [String]
  }

  /// Parses `text` with Foundation's `XMLParser`, collecting every element.
  final class Collector: NSObject, XMLParserDelegate {
    var elements: [Element] = []
    var stack: [String?] = []
    var error: Error?

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      let layers = stack.compactMap { $0 }
      elements.append(Element(name: elementName, attributes: attributes, layerPath: layers))
      stack.append(attributes["data-layer"])
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
      _ = stack.popLast()
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
      error = parseError
    }
  }

  func parse(_ text: String) throws -> [Element] {
    let parser = XMLParser(data: Data(text.utf8))
    let collector = Collector()
    parser.delegate = collector
    let ok = parser.parse()
    #expect(ok, "the SVG is not well-formed XML: \(String(describing: collector.error))")
    #expect(collector.error == nil)
    return collector.elements
  }

  func number(_ text: String?) -> Double? { text.flatMap { Double($0) } }

  /// The six numbers of `matrix(a b c d e f)`.
  func matrix(_ text: String?) -> [Double]? {
    guard let text, text.hasPrefix("matrix("), text.hasSuffix(")") else { return nil }
    return text.dropFirst(7).dropLast().split(separator: " ").compactMap { Double($0) }
  }

  /// Every `<g data-layer>` matches the snapshot of that layer: transform, opacity, and its background
  /// rectangle's size, corner radius and fill.
  func expectShapesMatch(_ elements: [Element], _ root: LayerSnapshot) {
    var checked = 0
    for (index, element) in elements.enumerated() where element.name == "g" {
      guard let name = element.attributes["data-layer"], let layer = root.find(name) else { continue }
      guard let numbers = matrix(element.attributes["transform"]), numbers.count == 6 else {
        Issue.record("\(name) has no matrix transform")
        continue
      }
      let t = layer.toParent
      for (actual, expected) in zip(numbers, [t.a, t.b, t.c, t.d, t.tx, t.ty]) {
        #expect(abs(actual - expected) <= 1e-4, "\(name) transform \(numbers) vs \(t)")
      }
      #expect(abs((number(element.attributes["opacity"]) ?? -1) - min(max(layer.opacity, 0), 1)) <= 1e-4, "\(name)")
      if layer.backgroundColor.alpha > 0 {
        let rect = elements[index + 1]
        #expect(rect.name == "rect" && rect.attributes["data-role"] == "background", "\(name) background")
        #expect(abs((number(rect.attributes["width"]) ?? -1) - abs(layer.bounds.size.width)) <= 1e-4)
        #expect(abs((number(rect.attributes["height"]) ?? -1) - abs(layer.bounds.size.height)) <= 1e-4)
        #expect(abs((number(rect.attributes["rx"]) ?? -1) - layer.effectiveCornerRadius) <= 1e-4)
        #expect(rect.attributes["fill"] == SVGRenderer.hex(layer.backgroundColor), "\(name) fill")
      }
      checked += 1
    }
    #expect(checked >= 2, "only \(checked) layers were found in the SVG")
  }

  @Test(
    "a frame of every scene parses as XML and its shapes are the presentation values at that time",
    arguments: [(SceneKind.login, 0.9), (.splash, 0.6), (.launch, 1.8), (.bars, 3.3), (.expand, 1.2), (.path, 1.4)])
  func frame(kind: SceneKind, seconds: Double) throws {
    let scene = kind.make()
    try scene.seek(toSeconds: seconds)
    let root = LayerSnapshot(scene.root)
    let svg = SVGRenderer.document(
      frames: [SVGRenderer.Frame(label: "t", root: root)], size: scene.size, window: scene.windowColor, title: "t")
    let elements = try parse(svg)
    #expect(elements.first?.name == "svg")
    expectShapesMatch(elements, root)
  }

  @Test("the launch scene's mask is a <mask> referenced by the root view, holding the logo at its bounds")
  func mask() throws {
    let scene = SceneKind.launch.make()
    try scene.seek(toSeconds: 1.75)
    let root = LayerSnapshot(scene.root)
    let svg = SVGRenderer.document(
      frames: [SVGRenderer.Frame(label: "t", root: root)], size: scene.size, window: scene.windowColor, title: "t")
    let elements = try parse(svg)
    let mask = try #require(elements.first { $0.name == "mask" })
    let rootView = try #require(elements.first { $0.attributes["data-layer"] == "rootView" })
    #expect(rootView.attributes["mask"] == "url(#\(mask.attributes["id"] ?? ""))")
    let maskLayer = try #require(root.find("mask"))
    let logo = try #require(elements.first { $0.attributes["data-role"] == "logo" })
    let numbers = try #require(matrix(logo.attributes["transform"]))
    #expect(abs(numbers[0] - maskLayer.bounds.size.width) <= 1e-4)
    #expect(maskLayer.bounds.size.width > 50 && maskLayer.bounds.size.width < 2000)
  }

  @Test("the path scene's curve is a stroked <path> whose data reads back as the scene's path")
  func stroke() throws {
    let scene = SceneKind.path.make()
    try scene.seek(toSeconds: 1)
    let root = LayerSnapshot(scene.root)
    let svg = SVGRenderer.document(
      frames: [SVGRenderer.Frame(label: "t", root: root)], size: scene.size, window: scene.windowColor, title: "t")
    let elements = try parse(svg)
    let stroke = try #require(elements.first { $0.attributes["data-role"] == "stroke" })
    #expect(stroke.name == "path" && stroke.attributes["fill"] == "none")
    #expect(stroke.layerPath.last == "track")
    #expect(try Path2D(svgPathData: stroke.attributes["d"] ?? "") == PathScene.path)
    #expect(number(stroke.attributes["stroke-width"]) == 4)
    let logo = try #require(root.find("logo"))
    #expect(logo.rotation != 0, "turned with the curve")
    expectShapesMatch(elements, root)
  }

  @Test("a filmstrip is well-formed, one frame per time, each labelled, with unique ids")
  func filmstrip() throws {
    var files: [String: String] = [:]
    var configuration = SessionConfiguration()
    configuration.writeFile = { path, contents throws(FileError) in files[path] = contents }
    let session = Session(configuration: configuration, scene: .launch)
    #expect(session.handle("export svg strip.svg 5").lines.first?.hasPrefix("wrote strip.svg: 5 frames") == true)
    let elements = try parse(try #require(files["strip.svg"]))
    let frames = elements.filter { $0.attributes["data-frame"] != nil }
    #expect(frames.map { $0.attributes["data-time"] ?? "" } == ["0.00 s", "0.50 s", "1.00 s", "1.50 s", "2.00 s"])
    let ids = elements.compactMap { $0.attributes["id"] }
    #expect(Set(ids).count == ids.count)
  }

  @Test("the exported current frame matches the scene the session shows")
  func exportCurrentFrame() throws {
    var files: [String: String] = [:]
    var configuration = SessionConfiguration()
    configuration.writeFile = { path, contents throws(FileError) in files[path] = contents }
    let session = Session(configuration: configuration, scene: .splash)
    _ = session.handle("play")
    _ = session.handle("step 600ms")
    _ = session.handle("export svg now.svg")
    let elements = try parse(try #require(files["now.svg"]))
    expectShapesMatch(elements, LayerSnapshot(session.scene.root))
    let logo = try #require(elements.first { $0.attributes["data-layer"] == "logo" })
    let opacity = try #require(number(logo.attributes["opacity"]))
    #expect(opacity > 0 && opacity < 1, "at 0.6 s the logo is fading out")
  }

  @Test("text is escaped and numbers are plain decimals")
  func escaping() {
    #expect(SVGRenderer.escape("a<b & \"c\"\u{1}") == "a&lt;b &amp; &quot;c&quot;")
    #expect(SVGRenderer.number(1.0) == "1")
    #expect(SVGRenderer.number(-0.00001) == "0")
    #expect(SVGRenderer.number(0.123456) == "0.1235")
    #expect(SVGRenderer.number(.nan) == "0")
    #expect(SVGRenderer.number(2000) == "2000")
    #expect(SVGRenderer.hex(Color(red: 1, green: 0.5, blue: 2)) == "#FF80FF")
  }
}
