import Animator
import CAllocCounter
import Testing

@testable import AnimatorScene

/// What loading a scene file costs, counted (allocations and bytes allocated on the loading thread,
/// and the peak of what it holds), never timed: a return to loading that grows faster than the file
/// (a tree of values kept whole, values copied per item, names hashed or searched per item) fails
/// here. The release-build figures for 10^6 items and layers are in `Documentation/Reliability.md`.
///
/// And the direct reader (`SceneDirectReader`), which reads a file straight into a document, agrees
/// with the tree-based reader, which names problems: same document, or the same error.
@Suite("Scene loading cost")
struct SceneLoadCostTests {
  /// A scene of `layers` layers (a root and its sublayers, some masks) and `items` items of every
  /// type, with timings, springs of both spellings, keyframes and spring timings.
  static func scene(layers: Int, items: Int) -> String {
    var text = ##"{"format": "animator-scene", "version": 2, "name": "big", "size": [390, 844], "##
    text += ##""background": "#101820","##
    text += ##"\##n "layers": [\##n  {"name": "root", "bounds": [0, 0, 390, 844], "position": [195, 422]}"##
    for index in 1..<max(layers, 1) {
      switch index % 4 {
      case 0:
        text += ##",\##n  {"name": "m\##(index)", "maskOf": "l\##(index - 1)", "bounds": [0, 0, 10, 10]}"##
      case 1:
        text +=
          ##",\##n  {"name": "l\##(index)", "parent": "root", "bounds": [0, 0, 100, 60], "position": [\##(index % 390), 40], "##
          + ##""opacity": 0.5, "backgroundColor": "#FFFFFFCC", "cornerRadius": 12, "transform": [1, 0, 0, 1, 0, 0]}"##
      case 2:
        text +=
          ##",\##n  {"name": "l\##(index)", "parent": "l\##(index - 1)", "text": "Hello", "textColor": "#000000", "##
          + ##""fontSize": 17, "anchorPoint": [0.5, 0.5]}"##
      default:
        text += ##",\##n  {"name": "l\##(index)", "parent": "root", "logo": "#FF0000"}"##
      }
    }
    text += "\n ],\n \"timeline\": ["
    let target = layers > 1 ? "l1" : "root"
    for index in 0..<items {
      text += index == 0 ? "\n  " : ",\n  "
      let start = Double(index / 8) * 0.25
      switch index % 8 {
      case 0:
        text +=
          ##"{"type": "tween", "name": "t\##(index)", "layer": "\##(target)", "property": "opacity", "from": 0, "to": 1, "##
          + ##""duration": 0.5, "curve": "easeOut", "start": \##(start), "##
          + ##""timing": {"delay": 0.1, "iterations": 2, "direction": "alternate", "fill": "both"}}"##
      case 1:
        text +=
          ##"{"type": "spring", "name": "s\##(index)", "layer": "\##(target)", "property": "position", "to": [195, 600], "##
          + ##""spring": {"mass": 1, "stiffness": 200, "damping": 20}, "start": \##(start)}"##
      case 2:
        text +=
          ##"{"type": "keyframes", "name": "k\##(index)", "layer": "root", "property": "transform", "duration": 1, "##
          + ##""values": [[1, 0, 0, 1, 0, 0], [1.2, 0, 0, 1.2, 0, 0], [1, 0, 0, 1, 0, 0]], "keyTimes": [0, 0.3, 1], "##
          + ##""curves": ["easeIn", "cubic-bezier(0.2, 0, 0, 1)"], "start": \##(start)}"##
      case 3:
        text +=
          ##"{"type": "tween", "layer": "root", "property": "backgroundColor", "to": "#00FF00", "duration": 0.4, "##
          + ##""springTiming": {"dampingRatio": 0.7, "initialVelocity": 2}, "start": \##(start)}"##
      case 4: text += ##"{"type": "label", "name": "label \##(index)", "start": \##(start)}"##
      case 5: text += ##"{"type": "marker", "name": "marker \##(index)"}"##
      case 6:
        text +=
          ##"{"type": "spring", "layer": "root", "property": "cornerRadius", "to": 8.25, "spring": {"preset": "snappy"}, "##
          + ##""timing": {"repeatForever": true, "playbackRate": 2}}"##
      default:
        text +=
          ##"{"type": "tween", "layer": "root", "property": "bounds", "to": [0, 0, 240, 160], "duration": 0.3, "##
          + ##""curve": "cubic-bezier(0.25, 0.1, 0.25, 1)", "start": 1e-3}"##
      }
    }
    return text + "\n ]}\n"
  }

  struct Cost: CustomStringConvertible {
    var allocations: UInt64
    var bytes: UInt64
    /// The most the loading thread held at once beyond what it held before, the document included.
    var peak: Int64

    var description: String { "\(allocations) allocations, \(bytes) bytes allocated, peak \(peak) bytes" }
  }

  /// Loads `bytes` and counts what it cost.
  static func cost(_ bytes: [UInt8]) throws -> (Cost, SceneDocument) {
    let allocations = alloc_counter_thread()
    let allocated = alloc_counter_thread_bytes()
    let held = alloc_counter_thread_reset_peak()
    let document = try SceneDocument.load(utf8: bytes)
    let cost = Cost(
      allocations: alloc_counter_thread() - allocations, bytes: alloc_counter_thread_bytes() - allocated,
      peak: alloc_counter_thread_peak_bytes() - held)
    return (cost, document)
  }

  @Test(
    "loading grows linearly: 4× the items and layers cost at most 4× the allocations, bytes and peak",
    .enabled(if: alloc_counter_is_active() == 1, "needs glibc's malloc"))
  func linearLoading() throws {
    let small = Array(Self.scene(layers: 500, items: 2_000).utf8)
    let large = Array(Self.scene(layers: 2_000, items: 8_000).utf8)
    // Once, so that one-time tables (names, curves) are made before counting.
    _ = try SceneDocument.load(utf8: small)
    let (smallCost, smallDocument) = try Self.cost(small)
    let (largeCost, largeDocument) = try Self.cost(large)
    #expect(smallDocument.timeline.count == 2_000 && largeDocument.layers.count == 2_000)
    // Linear: four times the file, at most four times the work and memory (and a little for the
    // arrays' growth by doubling).
    #expect(Double(largeCost.allocations) <= 4.1 * Double(smallCost.allocations), "\(smallCost) then \(largeCost)")
    #expect(Double(largeCost.bytes) <= 4.4 * Double(smallCost.bytes), "\(smallCost) then \(largeCost)")
    #expect(Double(largeCost.peak) <= 4.4 * Double(smallCost.peak), "\(smallCost) then \(largeCost)")
    // A bounded number of allocations per item or layer, and memory of a small multiple of the file.
    // The bounds are a debug build's (the tests'), with a little room: the direct reader's loops
    // take no closures and repeated arrays are shared, far fewer allocations than the tree-based
    // reader makes.
    let elements = UInt64(largeDocument.layers.count + largeDocument.timeline.count)
    #expect(largeCost.allocations <= 12 * elements, "\(largeCost) for \(elements) layers and items")
    #expect(largeCost.peak <= Int64(large.count) * 11 / 4, "\(largeCost) for a file of \(large.count) bytes")

  }

  /// The kind of file `.ci/big-scenes` writes: `layers` sublayers of the root, each with bounds,
  /// a position and an opacity, and `items` tweens of four properties, as that script writes them.
  static func bigScene(layers: Int, items: Int) -> [UInt8] {
    var text = ##"{"format": "animator-scene", "version": 2, "name": "big", "size": [390, 844],"##
    text += ##"\##n "layers": [\##n  {"name": "root", "bounds": [0, 0, 390, 844], "position": [195, 422]}"##
    for index in 1..<max(layers, 1) {
      text +=
        ##"\##n  ,{"name": "l\##(index)", "parent": "root", "bounds": [0, 0, 10, 10], "##
        + ##""position": [\##(index % 390), \##(index % 844)], "opacity": 0.5}"##
    }
    text += "\n ],\n \"timeline\": ["
    let properties = ["opacity", "position", "cornerRadius", "bounds"]
    let values = ["0.5", "[100, 200]", "12", "[0, 0, 50, 60]"]
    for index in 0..<items {
      text += index == 0 ? "\n  " : ",\n  "
      text +=
        ##"{"type": "tween", "name": "t\##(index)", "layer": "l\##(1 + index % max(layers - 1, 1))", "##
        + ##""property": "\##(properties[index % 4])", "to": \##(values[index % 4]), "duration": 0.5, "##
        + ##""start": \##(index / 32), "curve": "easeInOut"}"##
    }
    return Array((text + "\n ]}\n").utf8)
  }

  @Test(
    "the direct reader makes no allocation for a tween or a number and shares repeated arrays",
    .enabled(if: alloc_counter_is_active() == 1, "needs glibc's malloc"))
  func directReaderAllocations() throws {
    // Once, so that one-time tables (names, curves) are made before counting.
    _ = try SceneDocument.load(utf8: Self.bigScene(layers: 10, items: 10))
    let layers = 4_000
    let items = 8_000
    let (layerCost, layerDocument) = try Self.cost(Self.bigScene(layers: layers, items: 0))
    let (itemCost, itemDocument) = try Self.cost(Self.bigScene(layers: 2, items: items))
    #expect(layerDocument.layers.count == layers && itemDocument.timeline.count == items)
    // A layer: nothing (its name is a small string, its bounds and position read into the layer
    // without an array); the layers' array and the table of names a few in all. An array per
    // layer (bounds or position as arrays) fails here.
    #expect(layerCost.allocations <= UInt64(layers) / 40, "\(layerCost) for \(layers) layers")
    // A tween: none in a release build (its name is a small string, its layer's name shared, a
    // point or a rectangle the same array as the last one: callgrind of `.ci/big-scenes`' files);
    // a debug build makes a few transient copies.
    #expect(itemCost.allocations <= UInt64(items) * 8 / 5, "\(itemCost) for \(items) items")
    // Memory: the items' array (and the old array while it grows) and little else; a layer, the
    // layer with its bounds and position inline and its name in the table of names. A larger item
    // or layer, or bounds and positions held as arrays, fail here.
    #expect(itemCost.peak <= Int64(items) * 140, "\(itemCost) for \(items) items")
    #expect(layerCost.peak <= Int64(layers) * 290, "\(layerCost) for \(layers) layers")
    // Inline, not arrays: every layer's bounds are read back without an array of their own.
    let bounds = layerDocument.layers.dropFirst(2).compactMap(\.boundsNumbers)
    #expect(bounds.count == layers - 2)
    #expect(bounds.allSatisfy { $0 == bounds[0] })
  }

  @Test("the direct reader reads every valid file here, rather than leaving it to the slower tree-based one")
  func directReaderTakesValidFiles() throws {
    for text in [Self.scene(layers: 40, items: 64), SceneFileTests.sample, "\u{FEFF}" + SceneFileTests.sample] {
      let bytes = Array(text.utf8)
      let direct = SceneDirectReader.document(bytes, checkEncoding: true)
      #expect(direct != nil)
      #expect(direct == (try SceneDocument.loadNamingProblem(text)))
    }
  }

  static func outcome(_ load: () throws(SceneFileError) -> SceneDocument) -> Result<SceneDocument, SceneFileError> {
    do {
      return .success(try load())
    } catch {
      return .failure(error)
    }
  }

  @Test("on 3,000 mutated files the direct reader loads what the tree-based one loads, equal, and nothing else")
  func directReaderAgrees() {
    let base = Self.scene(layers: 8, items: 16)
    for seed in 0..<3_000 {
      let text = SceneFileTests.mutate(seed % 2 == 0 ? base : SceneFileTests.sample, seed: UInt64(seed))
      let bytes = Array(text.utf8)
      let loaded = Self.outcome { () throws(SceneFileError) in try SceneDocument.load(utf8: bytes) }
      let reference = Self.outcome { () throws(SceneFileError) in try SceneDocument.loadNamingProblem(utf8: bytes) }
      #expect(loaded == reference, "seed \(seed)")
      let direct = SceneDirectReader.document(bytes, checkEncoding: true)
      if let direct { #expect(Result.success(direct) == reference, "seed \(seed): the direct reader accepted it") }
    }
  }
}
