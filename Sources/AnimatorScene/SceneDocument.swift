import Animator
import Foundation

/// A scene as data: layers with the properties a timeline animates, and the timeline's items
/// (tweens, springs, keyframes, labels and markers) with their timing, and an animation graph over
/// the layers (``graph``). Version 3 of the format that `Documentation/TimelinesAsData.md`
/// describes; it reads and writes as JSON
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
  public static let currentVersion = 3

  /// Always ``formatName``.
  public var format: String
  /// The format's version: 1, 2 for a file that uses a field version 2 added
  /// (``SceneItem/springTiming``), or 3 for a file with a ``graph``.
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
  /// The scene's animation graph, or `nil`: with one, the graph is the scene's player rather than
  /// the timeline. New in version 3.
  public var graph: SceneGraph?

  /// Makes a document of the current version.
  ///
  /// - Parameters:
  ///   - name: The scene's name.
  ///   - size: Width and height in points.
  ///   - background: The colour behind the layers.
  ///   - layers: The layers.
  ///   - timeline: The timeline's items.
  ///   - graph: The animation graph.
  public init(
    name: String, size: [Double] = [390, 844], background: String? = nil, layers: [SceneLayer] = [],
    timeline: [SceneItem] = [], graph: SceneGraph? = nil
  ) {
    format = Self.formatName
    version = Self.currentVersion
    self.name = name
    self.size = size
    self.background = background
    self.layers = layers
    self.timeline = timeline
    self.graph = graph
  }

  /// The document as JSON text, members in a fixed order, two-space indentation and a final newline:
  /// what `save` writes. ``load(_:)`` reads it back equal.
  ///
  /// - Returns: The text.
  public func jsonText() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Every number in a loaded document is finite, so encoding cannot fail.
    guard let data = try? encoder.encode(self) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
