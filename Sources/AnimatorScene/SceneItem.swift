import Animator

/// One item of a scene's timeline.
///
/// The fields most items lack (keyframes' values, key times and curves, a spring, a spring timing,
/// a timing) share one heap box, absent when they are all `nil`, so that an item of a long timeline
/// stays small; reading and writing them is as for the others.
public struct SceneItem: Codable, Equatable, Sendable {
  // Stored compactly, since a scene file may have a million items: the strings and the target first,
  // the type and the codes of the property and the curve in the target's padding, the start and the
  // duration without an optional's padding (an absent one is a NaN no arithmetic makes, `absent`),
  // and `from`, which most items lack, in the box of rare fields (with a property or a curve that
  // is not a known name). `SceneLayerStorageTests` gates its size.
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
    SceneCurve.codes[name]
  }

  /// A tween's easing: a name of ``SceneCurve/names`` (`linear` by default, `easeIn`, `easeOut`,
  /// `easeInOut`, `default`, Penner's easings such as `easeOutBack`), or
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
  /// the rare fields (which copies them).
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

extension RareFields: EmptyFields {}
