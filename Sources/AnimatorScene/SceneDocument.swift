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
public struct SceneLayer: Codable, Equatable, Sendable {
  /// The layer's name, unique in the scene: items name their layer with it.
  public var name: String
  /// The layer it is a sublayer of (declared before it), or `nil` for the scene's root.
  public var parent: String?
  /// `[x, y, width, height]`; `[0, 0, 0, 0]` by default.
  public var bounds: [Double]?
  /// `[x, y]` where the anchor point sits in the parent; `[0, 0]` by default.
  public var position: [Double]?
  /// `[x, y]` in unit coordinates of the bounds; `[0.5, 0.5]` by default.
  public var anchorPoint: [Double]?
  /// `[a, b, c, d, tx, ty]`; the identity by default.
  public var transform: [Double]?
  /// 0...1; 1 by default.
  public var opacity: Double?
  /// `#RRGGBB` or `#RRGGBBAA`; clear by default.
  public var backgroundColor: String?
  /// Points; 0 by default.
  public var cornerRadius: Double?
  /// Text drawn in the layer, if any.
  public var text: String?
  /// The text's colour; black by default.
  public var textColor: String?
  /// The text's size in points; 17 by default.
  public var fontSize: Double?
  /// The colour of a logo drawn in the layer, if any.
  public var logo: String?
  /// The layer whose mask this layer is, if any (then it is not drawn as a sublayer).
  public var maskOf: String?

  /// Makes a layer with every property at its default.
  ///
  /// - Parameters:
  ///   - name: Its name.
  ///   - parent: The layer it is a sublayer of.
  public init(name: String, parent: String? = nil) {
    self.name = name
    self.parent = parent
  }

  /// Makes a layer of all its fields at once, as the direct reader does.
  init(
    name: String, parent: String?, bounds: [Double]?, position: [Double]?, anchorPoint: [Double]?,
    transform: [Double]?, opacity: Double?, backgroundColor: String?, cornerRadius: Double?, text: String?,
    textColor: String?, fontSize: Double?, logo: String?, maskOf: String?
  ) {
    self.name = name
    self.parent = parent
    self.bounds = bounds
    self.position = position
    self.anchorPoint = anchorPoint
    self.transform = transform
    self.opacity = opacity
    self.backgroundColor = backgroundColor
    self.cornerRadius = cornerRadius
    self.text = text
    self.textColor = textColor
    self.fontSize = fontSize
    self.logo = logo
    self.maskOf = maskOf
  }
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
  /// Its start in seconds of the timeline; the end of the timeline (as added so far) by default.
  public var start: Double?
  /// What the item is.
  public var type: SceneItemType
  /// Its name (required for labels and markers).
  public var name: String?
  /// The layer it animates (tweens, springs, keyframes).
  public var layer: String?
  /// The property it animates: `position`, `bounds`, `anchorPoint`, `transform`, `opacity`,
  /// `backgroundColor` or `cornerRadius`.
  public var property: String?
  /// A tween's or keyframes' length in seconds.
  public var duration: Double?
  /// The value a tween starts from; the value the property has there by default.
  public var from: SceneValue?
  /// The value a tween or spring ends on.
  public var to: SceneValue?
  /// A tween's easing: `linear` (default), `easeIn`, `easeOut`, `easeInOut`, `default`, or
  /// `cubic-bezier(x1, y1, x2, y2)`.
  public var curve: String?
  private var rare: RareBox

  /// Keyframe values, at least one.
  public var values: [SceneValue]? {
    get { rare.fields.values }
    set { rare.change { $0.values = newValue } }
  }
  /// Keyframe times in 0...1, ascending from 0 to 1, one per value; evenly spaced by default.
  public var keyTimes: [Double]? {
    get { rare.fields.keyTimes }
    set { rare.change { $0.keyTimes = newValue } }
  }
  /// Keyframe curves, one per segment between values; linear by default.
  public var curves: [String]? {
    get { rare.fields.curves }
    set { rare.change { $0.curves = newValue } }
  }
  /// A spring's physics.
  public var spring: SceneSpring? {
    get { rare.fields.spring }
    set { rare.change { $0.spring = newValue } }
  }
  /// A tween's UIKit spring timing, instead of ``curve``: a spring fitted to the tween's duration
  /// (version 2).
  public var springTiming: SceneSpringTiming? {
    get { rare.fields.springTiming }
    set { rare.change { $0.springTiming = newValue } }
  }
  /// Delay, iterations, direction, fill, playback rate.
  public var timing: SceneTiming? {
    get { rare.fields.timing }
    set { rare.change { $0.timing = newValue } }
  }

  /// Makes an item with only a type.
  ///
  /// - Parameter type: The type.
  public init(type: SceneItemType) {
    self.type = type
    rare = RareBox()
  }

  /// Makes an item of all its fields at once, as the direct reader does: the box of the rare
  /// fields is made only when `rare` is given (one of them is set).
  init(
    type: SceneItemType, start: Double?, name: String?, layer: String? = nil, property: String? = nil,
    duration: Double? = nil, from: SceneValue? = nil, to: SceneValue? = nil, curve: String? = nil,
    rare: RareFields? = nil
  ) {
    self.type = type
    self.start = start
    self.name = name
    self.layer = layer
    self.property = property
    self.duration = duration
    self.from = from
    self.to = to
    self.curve = curve
    if let rare { self.rare = RareBox(rare) } else { self.rare = RareBox() }
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
    start = try container.decodeIfPresent(Double.self, forKey: .start)
    layer = try container.decodeIfPresent(String.self, forKey: .layer)
    property = try container.decodeIfPresent(String.self, forKey: .property)
    from = try container.decodeIfPresent(SceneValue.self, forKey: .from)
    to = try container.decodeIfPresent(SceneValue.self, forKey: .to)
    duration = try container.decodeIfPresent(Double.self, forKey: .duration)
    curve = try container.decodeIfPresent(String.self, forKey: .curve)
    var fields = RareFields()
    fields.values = try container.decodeIfPresent([SceneValue].self, forKey: .values)
    fields.keyTimes = try container.decodeIfPresent([Double].self, forKey: .keyTimes)
    fields.curves = try container.decodeIfPresent([String].self, forKey: .curves)
    fields.spring = try container.decodeIfPresent(SceneSpring.self, forKey: .spring)
    fields.springTiming = try container.decodeIfPresent(SceneSpringTiming.self, forKey: .springTiming)
    fields.timing = try container.decodeIfPresent(SceneTiming.self, forKey: .timing)
    rare = RareBox(fields)
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
  var values: [SceneValue]?
  var keyTimes: [Double]?
  var curves: [String]?
  var spring: SceneSpring?
  var springTiming: SceneSpringTiming?
  var timing: SceneTiming?
}

/// ``RareFields`` on the heap, or nothing when every field is `nil`: a value, each change makes a
/// new box.
private struct RareBox: Equatable, Sendable {
  private final class Storage: Sendable {
    let fields: RareFields

    init(_ fields: RareFields) {
      self.fields = fields
    }
  }

  private let storage: Storage?

  init(_ fields: RareFields) {
    storage = fields == RareFields() ? nil : Storage(fields)
  }

  /// No box: every field `nil`.
  init() {
    storage = nil
  }

  var fields: RareFields { storage?.fields ?? RareFields() }

  mutating func change(_ body: (inout RareFields) -> Void) {
    var fields = fields
    body(&fields)
    self = RareBox(fields)
  }

  static func == (a: RareBox, b: RareBox) -> Bool {
    a.storage === b.storage || a.fields == b.fields
  }
}

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
