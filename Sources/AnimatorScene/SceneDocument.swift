import Animator

/// A scene as data: layers with the properties a timeline animates, and the timeline's items
/// (tweens, springs, keyframes, labels and markers) with their timing. Version 2 of the format that
/// `Documentation/TimelinesAsData.md` describes; it reads and writes as JSON
/// (``SceneDocument/load(_:)``, ``SceneDocument/jsonText()``).
///
/// ```swift
/// let document = try SceneDocument.load(text)
/// for item in document.timeline { print(item.type, item.start ?? "end") }
/// ```
public struct SceneDocument: Codable, Equatable, Sendable {
  /// The value of ``format`` in every scene file.
  public static let formatName = "animator-scene"
  /// The version this package writes, and the newest it reads.
  public static let currentVersion = 2

  /// Always ``formatName``.
  public var format: String
  /// The format's version: 1, or 2 for a file that uses a field version 2 added
  /// (``SceneItem/springTiming``).
  public var version: Int
  /// The scene's name.
  public var name: String
  /// The scene's width and height in points.
  public var size: [Double]
  /// The colour behind the layers, `#RRGGBB` or `#RRGGBBAA`; white by default.
  public var background: String?
  /// The layers, parents before their sublayers, back to front. The first is the root, which has
  /// no parent; every other layer has a parent or is a mask (``SceneLayer/maskOf``).
  public var layers: [SceneLayer]
  /// The timeline's items, in the order they are added.
  public var timeline: [SceneItem]

  /// Makes a document of the current version.
  ///
  /// - Parameters:
  ///   - name: The scene's name.
  ///   - size: Width and height in points.
  ///   - background: The colour behind the layers.
  ///   - layers: The layers.
  ///   - timeline: The timeline's items.
  public init(
    name: String, size: [Double] = [390, 844], background: String? = nil, layers: [SceneLayer] = [],
    timeline: [SceneItem] = []
  ) {
    format = Self.formatName
    version = Self.currentVersion
    self.name = name
    self.size = size
    self.background = background
    self.layers = layers
    self.timeline = timeline
  }
}

/// A layer of a ``SceneDocument``: a rectangle with the properties a timeline animates.
///
/// Its fields are kept compactly, since a scene file may have 10^6 layers: `bounds` and `position`
/// inline rather than as arrays on the heap, and the fields most layers lack (anchor point,
/// transform, corner radius, text, logo, mask) in one box made only for a layer that has one of
/// them. A layer of a name, a parent, bounds, a position and an opacity is 152 bytes with no
/// allocation of its own, where it was 208 bytes and two arrays (about 350 bytes in all).
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

/// What an item of a scene's timeline is.
public enum SceneItemType: String, Codable, Sendable, CaseIterable {
  /// A tween of one layer property to a value (`to`), from the value it has there or `from`.
  case tween
  /// A spring pulling a layer property to `to`.
  case spring
  /// A tween of one layer property through `values` at `keyTimes`.
  case keyframes
  /// A named time.
  case label
  /// A named point the playhead crosses: a callback's place, whose action the host supplies.
  case marker
}

/// One item of a scene's timeline.
///
/// The fields most items lack (keyframes' values, key times and curves, a spring, a spring timing,
/// a timing) share one heap box, absent when they are all `nil`, so that an item of a long timeline
/// takes 160 bytes rather than 385; reading and writing them is as for the others.
public struct SceneItem: Codable, Equatable, Sendable {
  // Stored compactly, since a scene file may have 10^6 items: the strings and the target first,
  // the type and the codes of the property and the curve in the target's padding, the start and the
  // duration without an optional's padding (an absent one is a NaN no arithmetic makes, `absent`),
  // and `from`, which most items lack, in the box of rare fields (with a property or a curve that
  // is not a known name). 80 bytes an item, where the fields as declared took 152.
  /// Its name (required for labels and markers).
  public var name: String?
  /// The layer it animates (tweens, springs, keyframes).
  public var layer: String?
  /// The value a tween or spring ends on.
  public var to: SceneValue?
  /// What the item is.
  public var type: SceneItemType
  /// ``property`` as the index of a known name plus 1, 0 for none, or `otherProperty` for a name
  /// kept in the box of rare fields.
  private var propertyCode: UInt8 = 0
  /// ``curve`` as the index of a name of `SceneCurve.names` plus 1, 0 for none, or `other` for a
  /// spelling kept in the box of rare fields (a `cubic-bezier(...)`).
  private var curveCode: UInt8 = 0
  private var startBits = Self.absent
  private var durationBits = Self.absent
  private var rare: Box<RareFields>

  /// The bits of an absent start or duration: a signalling NaN with a payload of its own, which
  /// no arithmetic produces and a scene file cannot write. A start or duration set to these very
  /// bits reads back as `nil`.
  private static let absent: UInt64 = 0x7FF4_5CE0_0000_0001
  private static let otherProperty: UInt8 = .max
  /// The code of a curve kept in the box of rare fields.
  private static let other: UInt8 = .max

  /// The code of a name ``property`` may have in a checked document, or `nil`.
  private static func propertyCode(_ name: String) -> UInt8? {
    switch name {
    case "position": 1
    case "bounds": 2
    case "anchorPoint": 3
    case "transform": 4
    case "opacity": 5
    case "backgroundColor": 6
    case "cornerRadius": 7
    default: nil
    }
  }

  /// The code of a property's kind, which the direct reader has: no name compared.
  private static func propertyCode(_ kind: PropertyKind) -> UInt8 {
    switch kind {
    case .position: 1
    case .bounds: 2
    case .anchorPoint: 3
    case .transform: 4
    case .opacity: 5
    case .backgroundColor: 6
    case .cornerRadius: 7
    }
  }

  /// The code of a curve's spelling: its index in `SceneCurve.names` plus 1, or `nil`.
  static func curveCode(_ name: String) -> UInt8? {
    switch name {
    case "linear": 1
    case "easeIn": 2
    case "easeOut": 3
    case "easeInOut": 4
    case "default": 5
    default: nil
    }
  }

  /// A tween's easing: `linear` (default), `easeIn`, `easeOut`, `easeInOut`, `default`, or
  /// `cubic-bezier(x1, y1, x2, y2)`.
  public var curve: String? {
    get {
      switch curveCode {
      case 0: nil
      case Self.other: rare.storage?.fields.otherCurve
      default: SceneCurve.names[Int(curveCode) - 1]
      }
    }
    set {
      if curveCode == Self.other { rare.change { $0.otherCurve = nil } }
      guard let newValue else {
        curveCode = 0
        return
      }
      if let code = Self.curveCode(newValue) {
        curveCode = code
      } else {
        curveCode = Self.other
        rare.change { $0.otherCurve = newValue }
      }
    }
  }

  /// The name of a code of ``propertyCode(_:)``.
  private static func propertyName(_ code: UInt8) -> String {
    switch code {
    case 1: "position"
    case 2: "bounds"
    case 3: "anchorPoint"
    case 4: "transform"
    case 5: "opacity"
    case 6: "backgroundColor"
    default: "cornerRadius"
    }
  }

  /// Its start in seconds of the timeline; the end of the timeline (as added so far) by default.
  public var start: Double? {
    get { startBits == Self.absent ? nil : Double(bitPattern: startBits) }
    set { startBits = newValue?.bitPattern ?? Self.absent }
  }
  /// A tween's or keyframes' length in seconds.
  public var duration: Double? {
    get { durationBits == Self.absent ? nil : Double(bitPattern: durationBits) }
    set { durationBits = newValue?.bitPattern ?? Self.absent }
  }
  /// The property it animates: `position`, `bounds`, `anchorPoint`, `transform`, `opacity`,
  /// `backgroundColor` or `cornerRadius`.
  public var property: String? {
    get {
      switch propertyCode {
      case 0: nil
      case Self.otherProperty: rare.storage?.fields.otherProperty
      default: Self.propertyName(propertyCode)
      }
    }
    set {
      if propertyCode == Self.otherProperty { rare.change { $0.otherProperty = nil } }
      guard let newValue else {
        propertyCode = 0
        return
      }
      if let code = Self.propertyCode(newValue) {
        propertyCode = code
      } else {
        propertyCode = Self.otherProperty
        rare.change { $0.otherProperty = newValue }
      }
    }
  }
  /// The value a tween starts from; the value the property has there by default.
  public var from: SceneValue? {
    get { rare.storage?.fields.from }
    set { rare.change { $0.from = newValue } }
  }

  /// Keyframe values, at least one.
  public var values: [SceneValue]? {
    get { rare.storage?.fields.values }
    set { rare.change { $0.values = newValue } }
  }
  /// Keyframe times in 0...1, ascending from 0 to 1, one per value; evenly spaced by default.
  public var keyTimes: [Double]? {
    get { rare.storage?.fields.keyTimes }
    set { rare.change { $0.keyTimes = newValue } }
  }
  /// Keyframe curves, one per segment between values; linear by default.
  public var curves: [String]? {
    get { rare.storage?.fields.curves }
    set { rare.change { $0.curves = newValue } }
  }
  /// A spring's physics.
  public var spring: SceneSpring? {
    get { rare.storage?.fields.spring }
    set { rare.change { $0.spring = newValue } }
  }
  /// A tween's UIKit spring timing, instead of ``curve``: a spring fitted to the tween's duration
  /// (version 2).
  public var springTiming: SceneSpringTiming? {
    get { rare.storage?.fields.springTiming }
    set { rare.change { $0.springTiming = newValue } }
  }
  /// Delay, iterations, direction, fill, playback rate.
  public var timing: SceneTiming? {
    get { rare.storage?.fields.timing }
    set { rare.change { $0.timing = newValue } }
  }

  /// Makes an item with only a type.
  ///
  /// - Parameter type: The type.
  public init(type: SceneItemType) {
    self.type = type
    rare = Box()
  }

  /// Equal items have equal fields; a start or duration compares as a `Double?` does (`0` equals
  /// `-0`, a NaN equals nothing).
  public static func == (a: SceneItem, b: SceneItem) -> Bool {
    a.type == b.type && a.name == b.name && a.layer == b.layer && a.curve == b.curve && a.to == b.to
      && a.start == b.start && a.duration == b.duration && a.property == b.property && a.rare == b.rare
  }

  /// Makes an item of all its fields at once, as the direct reader does: the box of the rare
  /// fields is made only when `rare` is given (one of them is set).
  init(
    type: SceneItemType, start: Double?, name: String?, layer: String? = nil, kind: PropertyKind? = nil,
    duration: Double? = nil, from: SceneValue? = nil, to: SceneValue? = nil, curve: String? = nil,
    rare: RareFields? = nil
  ) {
    self.type = type
    self.name = name
    self.layer = layer
    self.to = to
    var knownCurve: UInt8?
    if let curve { knownCurve = Self.curveCode(curve) }
    if rare == nil, from == nil, curve == nil || knownCurve != nil {
      // Most items: no copy of the (large) absent fields.
      self.rare = Box()
    } else {
      var fields = rare ?? RareFields()
      if let from { fields.from = from }
      if knownCurve == nil, let curve { fields.otherCurve = curve }
      self.rare = Box(fields)
    }
    if curve != nil { curveCode = knownCurve ?? Self.other }
    self.start = start
    self.duration = duration
    if let kind { propertyCode = Self.propertyCode(kind) }
  }

  /// Makes an item with none of the rare fields, its curve a known name (`curveCode`, 0 for none):
  /// most items of a file, made by the direct reader without the general initialiser's look at
  /// the rare fields (about 220 instructions an item, in copies of them).
  init(
    type: SceneItemType, start: Double?, name: String?, layer: String, kind: PropertyKind, duration: Double?,
    to: SceneValue?, curveCode: UInt8
  ) {
    self.type = type
    self.name = name
    self.layer = layer
    self.to = to
    self.curveCode = curveCode
    propertyCode = Self.propertyCode(kind)
    startBits = start?.bitPattern ?? Self.absent
    durationBits = duration?.bitPattern ?? Self.absent
    rare = Box()
  }

  private enum CodingKeys: String, CodingKey {
    case type, name, start, layer, property, from, to, values, keyTimes, curves, duration, curve, spring
    case springTiming, timing
  }

  /// Reads an item's fields, each optional but its type.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: A decoding error for a missing type or a field of the wrong type.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    type = try container.decode(SceneItemType.self, forKey: .type)
    name = try container.decodeIfPresent(String.self, forKey: .name)
    let start = try container.decodeIfPresent(Double.self, forKey: .start)
    layer = try container.decodeIfPresent(String.self, forKey: .layer)
    let property = try container.decodeIfPresent(String.self, forKey: .property)
    var fields = RareFields()
    fields.from = try container.decodeIfPresent(SceneValue.self, forKey: .from)
    to = try container.decodeIfPresent(SceneValue.self, forKey: .to)
    let duration = try container.decodeIfPresent(Double.self, forKey: .duration)
    let curve = try container.decodeIfPresent(String.self, forKey: .curve)
    fields.values = try container.decodeIfPresent([SceneValue].self, forKey: .values)
    fields.keyTimes = try container.decodeIfPresent([Double].self, forKey: .keyTimes)
    fields.curves = try container.decodeIfPresent([String].self, forKey: .curves)
    fields.spring = try container.decodeIfPresent(SceneSpring.self, forKey: .spring)
    fields.springTiming = try container.decodeIfPresent(SceneSpringTiming.self, forKey: .springTiming)
    fields.timing = try container.decodeIfPresent(SceneTiming.self, forKey: .timing)
    rare = Box(fields)
    self.start = start
    self.duration = duration
    self.property = property
    self.curve = curve
  }

  /// Writes the item's fields that are set.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(type, forKey: .type)
    try container.encodeIfPresent(name, forKey: .name)
    try container.encodeIfPresent(start, forKey: .start)
    try container.encodeIfPresent(layer, forKey: .layer)
    try container.encodeIfPresent(property, forKey: .property)
    try container.encodeIfPresent(from, forKey: .from)
    try container.encodeIfPresent(to, forKey: .to)
    try container.encodeIfPresent(values, forKey: .values)
    try container.encodeIfPresent(keyTimes, forKey: .keyTimes)
    try container.encodeIfPresent(curves, forKey: .curves)
    try container.encodeIfPresent(duration, forKey: .duration)
    try container.encodeIfPresent(curve, forKey: .curve)
    try container.encodeIfPresent(spring, forKey: .spring)
    try container.encodeIfPresent(springTiming, forKey: .springTiming)
    try container.encodeIfPresent(timing, forKey: .timing)
  }
}

/// The fields of a ``SceneItem`` that most items lack.
struct RareFields: Equatable, Sendable {
  /// ``SceneItem/from``.
  var from: SceneValue?
  /// ``SceneItem/property`` when it is not one of the names a checked document has.
  var otherProperty: String?
  /// ``SceneItem/curve`` when it is not one of the names of `SceneCurve.names`.
  var otherCurve: String?
  var values: [SceneValue]?
  var keyTimes: [Double]?
  var curves: [String]?
  var spring: SceneSpring?
  var springTiming: SceneSpringTiming?
  var timing: SceneTiming?
}

/// Fields on the heap, or nothing when every field is `nil` (equal to `Fields()`): a value, each
/// change makes a new box. ``SceneItem`` and ``SceneLayer`` keep the fields most of them lack in one.
private struct Box<Fields: Equatable & Sendable & EmptyFields>: Equatable, Sendable {
  fileprivate final class Storage: Sendable {
    let fields: Fields

    init(_ fields: Fields) {
      self.fields = fields
    }
  }

  /// The fields, `nil` when every one is `nil`: a getter reads its field from here, without
  /// copying (and retaining) the others.
  fileprivate let storage: Storage?

  init() {
    storage = nil
  }

  init(_ fields: Fields) {
    storage = fields == Fields() ? nil : Storage(fields)
  }

  var fields: Fields { storage?.fields ?? Fields() }

  mutating func change(_ body: (inout Fields) -> Void) {
    var fields = fields
    body(&fields)
    self = Box(fields)
  }

  static func == (a: Box, b: Box) -> Bool {
    a.storage === b.storage || a.fields == b.fields
  }
}

/// Fields that can be made all `nil`, for ``Box``.
private protocol EmptyFields {
  init()
}

extension RareFields: EmptyFields {}
extension RareLayerFields: EmptyFields {}

/// A spring: stiffness and damping (mass 1 by default), or a preset name.
public struct SceneSpring: Codable, Equatable, Sendable {
  /// `smooth`, `snappy` or `bouncy`, instead of the numbers.
  public var preset: String?
  /// The mass; 1 by default.
  public var mass: Double?
  /// The stiffness.
  public var stiffness: Double?
  /// The damping.
  public var damping: Double?

  /// Makes a spring from a preset name or numbers.
  ///
  /// - Parameters:
  ///   - preset: A preset.
  ///   - mass: The mass.
  ///   - stiffness: The stiffness.
  ///   - damping: The damping.
  public init(preset: String? = nil, mass: Double? = nil, stiffness: Double? = nil, damping: Double? = nil) {
    self.preset = preset
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
  }
}

/// UIKit's spring timing for a tween, as `UIView.animate(withDuration:delay:usingSpringWithDamping:
/// initialSpringVelocity:…)` and `UISpringTimingParameters(dampingRatio:initialVelocity:)` give it:
/// the spring of that damping ratio whose motion settles exactly at the end of the tween's
/// duration, starting at `initialVelocity` distances per second. New in version 2.
public struct SceneSpringTiming: Codable, Equatable, Sendable {
  /// The damping as a fraction of critical damping, 0 or more.
  public var dampingRatio: Double
  /// The speed towards the target at the start, in distances per second; 0 by default.
  public var initialVelocity: Double?

  /// Makes a spring timing.
  ///
  /// - Parameters:
  ///   - dampingRatio: The damping ratio.
  ///   - initialVelocity: The initial velocity.
  public init(dampingRatio: Double, initialVelocity: Double? = nil) {
    self.dampingRatio = dampingRatio
    self.initialVelocity = initialVelocity
  }
}

/// An item's timing, the W3C fields of ``EffectTiming``; every field optional, defaulting as there.
public struct SceneTiming: Codable, Equatable, Sendable {
  /// Seconds before the active interval; 0 by default.
  public var delay: Double?
  /// Seconds after it; 0 by default.
  public var endDelay: Double?
  /// How many iterations; 1 by default.
  public var iterations: Double?
  /// Repeats forever (overrides ``iterations``); `false` by default.
  public var repeatForever: Bool?
  /// Where in the iterations it starts; 0 by default.
  public var iterationStart: Double?
  /// `normal` (default), `reverse`, `alternate` or `alternate-reverse`.
  public var direction: String?
  /// `none`, `forwards`, `backwards` or `both` (default).
  public var fill: String?
  /// The speed, not 0; 1 by default.
  public var playbackRate: Double?
  /// Seconds between iterations; 0 by default.
  public var repeatDelay: Double?

  /// Makes a timing with every field at its default.
  public init() {}
}

/// A property value: a number, a list of numbers (a point, a rectangle, a transform) or a colour
/// (`#RRGGBB` or `#RRGGBBAA`).
public enum SceneValue: Codable, Equatable, Sendable {
  /// A number.
  case number(Double)
  /// A list of numbers.
  case numbers([Double])
  /// A colour.
  case color(String)

  /// Reads a number, a list of numbers or a string.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: A decoding error for anything else.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let numbers = try? container.decode([Double].self) {
      self = .numbers(numbers)
    } else {
      self = .color(try container.decode(String.self))
    }
  }

  /// Writes the value as JSON's number, array or string.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .number(let number): try container.encode(number)
    case .numbers(let numbers): try container.encode(numbers)
    case .color(let color): try container.encode(color)
    }
  }
}
