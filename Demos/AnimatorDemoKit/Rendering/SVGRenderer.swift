import Animator

/// Writes layer trees as SVG: each layer a `<g>` with its `transform` (as a `matrix`) and `opacity`,
/// its background a `<rect>` with `rx` and `fill`, masks as `<mask>` elements, and a filmstrip as
/// frames side by side with their times.
///
/// ```swift
/// let svg = SVGRenderer.document(frames: [(time: "0.35 s", root: LayerSnapshot(scene.root))],
///                                size: scene.size, window: scene.windowColor, title: "splash")
/// ```
///
/// Every layer's `<g>` carries `data-layer="name"` and its background `<rect>` `data-role="background"`,
/// so tests (and people) can find the shapes of a layer.
enum SVGRenderer {
  /// One frame of a document: a label (its time) and the tree to draw.
  struct Frame {
    /// The caption under the frame, for example `0.35 s`.
    var label: String
    /// The tree.
    var root: LayerSnapshot
  }

  /// The gap between frames of a filmstrip, and the height of the caption strip, in points.
  static let gap = 24.0

  /// A whole SVG document: one frame at the scene's size, or several side by side with captions.
  ///
  /// - Parameters:
  ///   - frames: The frames, at least one (an empty list gives an empty filmstrip).
  ///   - size: The scene's size in points.
  ///   - window: The colour behind each frame.
  ///   - title: The document's `<title>`.
  /// - Returns: The document's text.
  static func document(frames: [Frame], size: Size2D, window: Color, title: String) -> String {
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    let single = frames.count == 1
    let width = single ? size.width : Double(frames.count) * (size.width + gap) + gap
    let height = single ? size.height : size.height + 3 * gap
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width))\" height=\"\(number(height))\""
    out += " viewBox=\"0 0 \(number(width)) \(number(height))\">\n"
    out += "  <title>\(escape(title))</title>\n"
    if single, let frame = frames.first {
      out += "  <rect data-role=\"window\" width=\"\(number(size.width))\" height=\"\(number(size.height))\""
      out += " fill=\"\(hex(window))\"/>\n"
      var ids = 0
      layer(frame.root, indent: "  ", prefix: "f0", ids: &ids, inMask: false, into: &out)
    } else {
      out += "  <rect width=\"100%\" height=\"100%\" fill=\"#FFFFFF\"/>\n"
      for (index, frame) in frames.enumerated() {
        let x = gap + Double(index) * (size.width + gap)
        out += "  <g data-frame=\"\(index)\" data-time=\"\(escape(frame.label))\""
        out += " transform=\"translate(\(number(x)) \(number(gap)))\">\n"
        out += "    <svg width=\"\(number(size.width))\" height=\"\(number(size.height))\""
        out += " viewBox=\"0 0 \(number(size.width)) \(number(size.height))\" overflow=\"hidden\">\n"
        out += "      <rect data-role=\"window\" width=\"\(number(size.width))\" height=\"\(number(size.height))\""
        out += " fill=\"\(hex(window))\"/>\n"
        var ids = 0
        layer(frame.root, indent: "      ", prefix: "f\(index)", ids: &ids, inMask: false, into: &out)
        out += "    </svg>\n"
        out += "    <rect data-role=\"frame\" width=\"\(number(size.width))\" height=\"\(number(size.height))\""
        out += " fill=\"none\" stroke=\"#BBBBBB\" stroke-width=\"2\"/>\n"
        out += "    <text x=\"\(number(size.width / 2))\" y=\"\(number(size.height + 1.5 * gap))\""
        out += " text-anchor=\"middle\" font-family=\"sans-serif\" font-size=\"\(number(gap * 0.8))\">"
        out += "\(escape(frame.label))</text>\n"
        out += "  </g>\n"
      }
    }
    out += "</svg>\n"
    return out
  }

  private static func layer(
    _ layer: LayerSnapshot, indent: String, prefix: String, ids: inout Int, inMask: Bool, into out: inout String
  ) {
    var maskReference = ""
    if let mask = layer.mask {
      ids += 1
      let id = "\(prefix)-mask\(ids)"
      out += "\(indent)<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" x=\"-100000\" y=\"-100000\""
      out += " width=\"200000\" height=\"200000\" style=\"mask-type:alpha\">\n"
      // The mask sits in the masked layer's coordinates, which the referencing <g> establishes.
      let inner = indent + "  "
      self.layer(mask, indent: inner, prefix: prefix, ids: &ids, inMask: true, into: &out)
      out += "\(indent)</mask>\n"
      maskReference = " mask=\"url(#\(id))\""
    }
    let t = layer.toParent
    out += "\(indent)<g data-layer=\"\(escape(layer.name))\""
    out +=
      " transform=\"matrix(\(number(t.a)) \(number(t.b)) \(number(t.c)) \(number(t.d)) \(number(t.tx)) \(number(t.ty)))\""
    out += " opacity=\"\(number(min(max(layer.opacity, 0), 1)))\"\(maskReference)>\n"
    let inner = indent + "  "
    let bounds = normalized(layer.bounds)
    if layer.backgroundColor.alpha > 0 {
      out += "\(inner)<rect data-role=\"background\" x=\"\(number(bounds.origin.x))\" y=\"\(number(bounds.origin.y))\""
      out += " width=\"\(number(bounds.size.width))\" height=\"\(number(bounds.size.height))\""
      out += " rx=\"\(number(layer.effectiveCornerRadius))\"\(paint(layer.backgroundColor, inMask: inMask))/>\n"
    }
    switch layer.contents {
    case .none:
      break
    case .logo(let color):
      out += "\(inner)<g data-role=\"logo\" transform=\"matrix(\(number(bounds.size.width)) 0 0"
      out += " \(number(bounds.size.height)) \(number(bounds.origin.x)) \(number(bounds.origin.y)))\""
      out += "\(paint(color, inMask: inMask))>\n"
      for part in LogoShape.parts {
        out += "\(inner)  \(shape(part))\n"
      }
      out += "\(inner)</g>\n"
    case .text(let string, let color, let fontSize):
      let center = bounds.center
      out += "\(inner)<text data-role=\"text\" x=\"\(number(center.x))\" y=\"\(number(center.y))\""
      out += " font-family=\"sans-serif\" font-size=\"\(number(fontSize))\" text-anchor=\"middle\""
      out += " dominant-baseline=\"central\"\(paint(color, inMask: inMask))>\(escape(string))</text>\n"
    case .stroke(let path, let color, let width):
      let stroke = inMask ? "#FFFFFF" : hex(color.clamped())
      out += "\(inner)<path data-role=\"stroke\" d=\"\(path.description)\" fill=\"none\" stroke=\"\(stroke)\""
      out += " stroke-width=\"\(number(width))\" stroke-linecap=\"round\"/>\n"
    }
    for sublayer in layer.sublayers {
      self.layer(sublayer, indent: inner, prefix: prefix, ids: &ids, inMask: inMask, into: &out)
    }
    out += "\(indent)</g>\n"
  }

  private static func shape(_ part: LogoShape.Part) -> String {
    switch part {
    case .ellipse(let center, let radiusX, let radiusY):
      "<ellipse cx=\"\(number(center.x))\" cy=\"\(number(center.y))\" rx=\"\(number(radiusX))\" ry=\"\(number(radiusY))\"/>"
    case .polygon(let points):
      "<polygon points=\"\(points.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " "))\"/>"
    }
  }

  /// `fill` (and `fill-opacity` when translucent); inside a mask only the alpha counts, so the fill is
  /// white, which reads the same as an alpha mask and as a luminance mask.
  private static func paint(_ color: Color, inMask: Bool) -> String {
    let clamped = color.clamped()
    let fill = inMask ? "#FFFFFF" : hex(clamped)
    let opacity = clamped.alpha < 1 ? " fill-opacity=\"\(number(clamped.alpha))\"" : ""
    return " fill=\"\(fill)\"\(opacity)"
  }

  private static func normalized(_ rect: Rect2D) -> Rect2D {
    let width = rect.size.width
    let height = rect.size.height
    return Rect2D(
      x: width < 0 ? rect.origin.x + width : rect.origin.x, y: height < 0 ? rect.origin.y + height : rect.origin.y,
      width: abs(width), height: abs(height))
  }

  /// `#RRGGBB` for the clamped colour (alpha is written separately).
  ///
  /// - Parameter color: A colour.
  /// - Returns: The hex notation.
  static func hex(_ color: Color) -> String {
    let clamped = color.clamped()
    let digits = Array("0123456789ABCDEF")
    var out = "#"
    for component in [clamped.red, clamped.green, clamped.blue] {
      let value = Int((component * 255).rounded())
      out.append(digits[value / 16])
      out.append(digits[value % 16])
    }
    return out
  }

  /// A number as SVG writes it: at most four decimals, no exponent, no trailing zeros; not-finite
  /// values as 0.
  ///
  /// - Parameter value: The number.
  /// - Returns: Its text.
  static func number(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e12 else { return "0" }
    let scaled = (value * 10_000).rounded()
    if scaled == 0 { return "0" }
    let negative = scaled < 0
    let magnitude = Int64(abs(scaled))
    let whole = magnitude / 10_000
    var fraction = magnitude % 10_000
    var text = "\(negative ? "-" : "")\(whole)"
    if fraction != 0 {
      var digits = 4
      while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
      }
      let raw = String(fraction)
      text += "." + String(repeating: "0", count: digits - raw.count) + raw
    }
    return text
  }

  /// Text with XML's special characters escaped; control characters other than tab are dropped.
  ///
  /// - Parameter text: Any text.
  /// - Returns: Text safe inside an element or an attribute.
  static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      default:
        if scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F || (0xFFFE...0xFFFF).contains(scalar.value) {
          continue
        }
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
