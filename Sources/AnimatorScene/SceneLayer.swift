import Animator

/// A layer of a ``SceneDocument``: a rectangle with the properties a timeline animates.
///
/// Its fields are kept compactly, since a scene file may have a million layers: `bounds` and
/// `position` inline rather than as arrays on the heap, and the fields most layers lack (anchor
/// point, transform, corner radius, text, logo, mask) in one box made only for a layer that has one
/// of them. A layer of a name, a parent, bounds, a position and an opacity makes no allocation of
/// its own (`SceneLayerStorageTests`).
public struct SceneLayer: Codable, Equatable, Sendable {
  /// The layer's name, unique in the scene: items name their layer with it.
  public var name: String
  /// The layer it is a sublayer of (declared before it), or `nil` for the scene's root.
  public var parent: String?
  private var storedBounds = SceneNumbers.none
  private var storedPosition = SceneNumbers.none
  /// 0...1; 1 by default.
  public var opacity: Double?
  /// `#RRGGBB` or `#RRGGBBAA`; clear by default.
  public var backgroundColor: String?
  private var rare = Box<RareLayerFields>()

  /// `[x, y, width, height]`; `[0, 0, 0, 0]` by default.
  public var bounds: [Double]? {
    get { storedBounds.array }
    set { storedBounds = SceneNumbers(newValue) }
  }
  /// `[x, y]` where the anchor point sits in the parent; `[0, 0]` by default.
  public var position: [Double]? {
    get { storedPosition.array }
    set { storedPosition = SceneNumbers(newValue) }
  }
  /// `[x, y]` in unit coordinates of the bounds; `[0.5, 0.5]` by default.
  public var anchorPoint: [Double]? {
    get { rare.storage?.fields.anchorPoint }
    set { rare.change { $0.anchorPoint = newValue } }
  }
  /// `[a, b, c, d, tx, ty]`; the identity by default.
  public var transform: [Double]? {
    get { rare.storage?.fields.transform }
    set { rare.change { $0.transform = newValue } }
  }
  /// Points; 0 by default.
  public var cornerRadius: Double? {
    get { rare.storage?.fields.cornerRadius }
    set { rare.change { $0.cornerRadius = newValue } }
  }
  /// Text drawn in the layer, if any.
  public var text: String? {
    get { rare.storage?.fields.text }
    set { rare.change { $0.text = newValue } }
  }
  /// The text's colour; black by default.
  public var textColor: String? {
    get { rare.storage?.fields.textColor }
    set { rare.change { $0.textColor = newValue } }
  }
  /// The text's size in points; 17 by default.
  public var fontSize: Double? {
    get { rare.storage?.fields.fontSize }
    set { rare.change { $0.fontSize = newValue } }
  }
  /// The colour of a logo drawn in the layer, if any.
  public var logo: String? {
    get { rare.storage?.fields.logo }
    set { rare.change { $0.logo = newValue } }
  }
  /// The layer whose mask this layer is, if any (then it is not drawn as a sublayer).
  public var maskOf: String? {
    get { rare.storage?.fields.maskOf }
    set { rare.change { $0.maskOf = newValue } }
  }

  /// ``bounds`` as `(x, y, width, height)`, read without making an array: `nil` when there are
  /// none or they are not four numbers.
  public var boundsNumbers: (x: Double, y: Double, width: Double, height: Double)? {
    guard case .four(let x, let y, let width, let height) = storedBounds else { return nil }
    return (x, y, width, height)
  }
  /// ``position`` as `(x, y)`, read without making an array: `nil` when there is none or it is
  /// not two numbers.
  public var positionNumbers: (x: Double, y: Double)? {
    guard case .two(let x, let y) = storedPosition else { return nil }
    return (x, y)
  }

  /// Makes a layer with every property at its default.
  ///
  /// - Parameters:
  ///   - name: Its name.
  ///   - parent: The layer it is a sublayer of.
  public init(name: String, parent: String? = nil) {
    self.name = name
    self.parent = parent
  }

  /// Makes a layer of all its fields at once, as the direct reader does: the box of the rare
  /// fields is made only when one of them is set.
  init(
    name: String, parent: String?, bounds: [Double]?, position: [Double]?, anchorPoint: [Double]?,
    transform: [Double]?, opacity: Double?, backgroundColor: String?, cornerRadius: Double?, text: String?,
    textColor: String?, fontSize: Double?, logo: String?, maskOf: String?
  ) {
    self.name = name
    self.parent = parent
    storedBounds = SceneNumbers(bounds)
    storedPosition = SceneNumbers(position)
    self.opacity = opacity
    self.backgroundColor = backgroundColor
    rare = Box(
      RareLayerFields(
        anchorPoint: anchorPoint, transform: transform, cornerRadius: cornerRadius, text: text, textColor: textColor,
        fontSize: fontSize, logo: logo, maskOf: maskOf))
  }

  /// Makes a layer of all its fields at once from its bounds' and position's numbers, as the
  /// direct reader reads them: no array is made for either, and no box for the fields most layers
  /// lack unless `hasRare` (one of them is set).
  init(
    name: String, parent: String?, bounds: (Double, Double, Double, Double)?, position: (Double, Double)?,
    opacity: Double?, backgroundColor: String?, hasRare: Bool, anchorPoint: [Double]?, transform: [Double]?,
    cornerRadius: Double?, text: String?, textColor: String?, fontSize: Double?, logo: String?, maskOf: String?
  ) {
    self.name = name
    self.parent = parent
    if let bounds { storedBounds = .four(bounds.0, bounds.1, bounds.2, bounds.3) }
    if let position { storedPosition = .two(position.0, position.1) }
    self.opacity = opacity
    self.backgroundColor = backgroundColor
    if hasRare {
      rare = Box(
        RareLayerFields(
          anchorPoint: anchorPoint, transform: transform, cornerRadius: cornerRadius, text: text, textColor: textColor,
          fontSize: fontSize, logo: logo, maskOf: maskOf))
    }
  }

  private enum CodingKeys: String, CodingKey {
    case name, parent, bounds, position, anchorPoint, transform, opacity, backgroundColor, cornerRadius, text
    case textColor, fontSize, logo, maskOf
  }

  /// Reads a layer's fields, each optional but its name.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: A decoding error for a missing name or a field of the wrong type.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    parent = try container.decodeIfPresent(String.self, forKey: .parent)
    bounds = try container.decodeIfPresent([Double].self, forKey: .bounds)
    position = try container.decodeIfPresent([Double].self, forKey: .position)
    opacity = try container.decodeIfPresent(Double.self, forKey: .opacity)
    backgroundColor = try container.decodeIfPresent(String.self, forKey: .backgroundColor)
    var fields = RareLayerFields()
    fields.anchorPoint = try container.decodeIfPresent([Double].self, forKey: .anchorPoint)
    fields.transform = try container.decodeIfPresent([Double].self, forKey: .transform)
    fields.cornerRadius = try container.decodeIfPresent(Double.self, forKey: .cornerRadius)
    fields.text = try container.decodeIfPresent(String.self, forKey: .text)
    fields.textColor = try container.decodeIfPresent(String.self, forKey: .textColor)
    fields.fontSize = try container.decodeIfPresent(Double.self, forKey: .fontSize)
    fields.logo = try container.decodeIfPresent(String.self, forKey: .logo)
    fields.maskOf = try container.decodeIfPresent(String.self, forKey: .maskOf)
    rare = Box(fields)
  }

  /// Writes the layer's fields that are set.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encodeIfPresent(parent, forKey: .parent)
    try container.encodeIfPresent(bounds, forKey: .bounds)
    try container.encodeIfPresent(position, forKey: .position)
    try container.encodeIfPresent(anchorPoint, forKey: .anchorPoint)
    try container.encodeIfPresent(transform, forKey: .transform)
    try container.encodeIfPresent(opacity, forKey: .opacity)
    try container.encodeIfPresent(backgroundColor, forKey: .backgroundColor)
    try container.encodeIfPresent(cornerRadius, forKey: .cornerRadius)
    try container.encodeIfPresent(text, forKey: .text)
    try container.encodeIfPresent(textColor, forKey: .textColor)
    try container.encodeIfPresent(fontSize, forKey: .fontSize)
    try container.encodeIfPresent(logo, forKey: .logo)
    try container.encodeIfPresent(maskOf, forKey: .maskOf)
  }
}

/// A list of numbers of a ``SceneLayer`` (its bounds or position), inline when it has the two or
/// four numbers a valid file gives, on the heap otherwise. Each list has one form (two numbers are
/// always `.two`), so equal lists are equal values.
private enum SceneNumbers: Equatable, Sendable {
  case none
  case two(Double, Double)
  case four(Double, Double, Double, Double)
  case other([Double])

  init(_ numbers: [Double]?) {
    guard let numbers else {
      self = .none
      return
    }
    switch numbers.count {
    case 2: self = .two(numbers[0], numbers[1])
    case 4: self = .four(numbers[0], numbers[1], numbers[2], numbers[3])
    default: self = .other(numbers)
    }
  }

  var array: [Double]? {
    switch self {
    case .none: nil
    case .two(let a, let b): [a, b]
    case .four(let a, let b, let c, let d): [a, b, c, d]
    case .other(let numbers): numbers
    }
  }
}

/// The fields of a ``SceneLayer`` that most layers lack.
private struct RareLayerFields: Equatable, Sendable {
  var anchorPoint: [Double]?
  var transform: [Double]?
  var cornerRadius: Double?
  var text: String?
  var textColor: String?
  var fontSize: Double?
  var logo: String?
  var maskOf: String?
}

extension RareLayerFields: EmptyFields {}
