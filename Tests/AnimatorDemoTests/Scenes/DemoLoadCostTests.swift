import Animator
import AnimatorScene
import CAllocCounter
import Testing

@testable import AnimatorDemoKit

/// What the demo's whole `load` of a scene file costs, counted, never timed: reading and checking
/// the file (`SceneLoadCostTests` counts that part alone), building the layers and the timeline,
/// and the answer. A return to a load that grows faster than the file, or to a layer that makes its
/// eight animated properties whether or not anything animates them, fails here. The release-build
/// times and peak memory for 10^6 items and layers (`bash .ci/big-scenes`) are in
/// `Documentation/Reliability.md`.
@Suite("The demo's load of a scene file, counted")
struct DemoLoadCostTests {
  /// A scene of `layers` layers (a root, eight boxes, the rest sublayers of the root) and `items`
  /// items, as `.ci/big-scenes` writes them: tweens of four properties on the eight boxes, 32 to a
  /// start time, with a spring every 16th item and a marker every 64th.
  static func scene(layers: Int, items: Int) -> [UInt8] {
    var text = ##"{"format": "animator-scene", "version": 2, "name": "big", "size": [390, 844],"##
    text += ##"\##n "layers": [\##n  {"name": "root", "bounds": [0, 0, 390, 844], "position": [195, 422]}"##
    for index in 0..<8 {
      text +=
        ##",\##n  {"name": "box\##(index)", "parent": "root", "bounds": [0, 0, 100, 100], "position": [195, 422]}"##
    }
    for index in 9..<max(layers, 9) {
      text +=
        ##",\##n  {"name": "l\##(index)", "parent": "root", "bounds": [0, 0, 10, 10], "##
        + ##""position": [\##(index % 390), \##(index % 844)], "opacity": 0.5}"##
    }
    text += "\n ],\n \"timeline\": ["
    let properties = [
      ("opacity", "0.5"), ("position", "[100, 200]"), ("cornerRadius", "12"), ("bounds", "[0, 0, 50, 60]"),
    ]
    for index in 0..<items {
      text += index == 0 ? "\n  " : ",\n  "
      let (property, value) = properties[index % 4]
      let start = Double(index / 32) * 0.5
      if index % 64 == 63 {
        text += ##"{"type": "marker", "name": "m\##(index)", "start": \##(start)}"##
      } else if index % 16 == 15 {
        text +=
          ##"{"type": "spring", "name": "s\##(index)", "layer": "box\##(index % 8)", "property": "\##(property)", "##
          + ##""to": \##(value), "spring": {"preset": "snappy"}, "start": \##(start)}"##
      } else {
        text +=
          ##"{"type": "tween", "name": "t\##(index)", "layer": "box\##(index % 8)", "property": "\##(property)", "##
          + ##""to": \##(value), "duration": 0.5, "start": \##(start), "curve": "easeInOut"}"##
      }
    }
    return Array((text + "\n ]}\n").utf8)
  }

  struct Cost: CustomStringConvertible {
    var allocations: UInt64
    var bytes: UInt64
    /// The most the thread held at once beyond what it held before, the scene included.
    var peak: Int64

    var description: String { "\(allocations) allocations, \(bytes) bytes allocated, peak \(peak) bytes" }
  }

  /// Loads `bytes` as a file in a new session, as `animator load FILE` does, and counts what the
  /// `load` command cost on this thread.
  static func load(_ bytes: [UInt8]) -> (Session, SessionResponse, Cost) {
    var configuration = SessionConfiguration()
    configuration.readBytes = { path throws(FileError) in
      guard path == "big.json" else { throw FileError(message: "No such file or directory") }
      return bytes
    }
    let session = Session(configuration: configuration)
    let allocations = alloc_counter_thread()
    let allocated = alloc_counter_thread_bytes()
    let held = alloc_counter_thread_reset_peak()
    let response = session.handle("load big.json")
    let cost = Cost(
      allocations: alloc_counter_thread() - allocations, bytes: alloc_counter_thread_bytes() - allocated,
      peak: alloc_counter_thread_peak_bytes() - held)
    return (session, response, cost)
  }

  @Test(
    "the whole load grows linearly: 4× the layers and items cost at most 4× the allocations, bytes and peak",
    .enabled(if: alloc_counter_is_active() == 1, "needs glibc's malloc"))
  func linear() throws {
    let small = Self.scene(layers: 500, items: 2_000)
    let large = Self.scene(layers: 2_000, items: 8_000)
    // Once, so that one-time tables (names, curves, metadata) are made before counting.
    _ = Self.load(small)
    let (_, smallAnswer, smallCost) = Self.load(small)
    let (_, largeAnswer, largeCost) = Self.load(large)
    #expect(smallAnswer.lines.first?.hasSuffix("500 layers, 2000 items") == true, "\(smallAnswer.lines)")
    #expect(largeAnswer.lines.first?.hasSuffix("2000 layers, 8000 items") == true, "\(largeAnswer.lines)")
    #expect(Double(largeCost.allocations) <= 4.1 * Double(smallCost.allocations), "\(smallCost) then \(largeCost)")
    #expect(Double(largeCost.bytes) <= 4.4 * Double(smallCost.bytes), "\(smallCost) then \(largeCost)")
    #expect(Double(largeCost.peak) <= 4.4 * Double(smallCost.peak), "\(smallCost) then \(largeCost)")
  }

  @Test(
    "a layer costs a bounded number of allocations and bytes, and makes no animated property until animated",
    .enabled(if: alloc_counter_is_active() == 1, "needs glibc's malloc"))
  func perLayer() throws {
    let count = 4_000
    let bytes = Self.scene(layers: count, items: 1)
    _ = Self.load(Self.scene(layers: 100, items: 1))
    let (session, answer, cost) = Self.load(bytes)
    #expect(answer.lines.first?.hasSuffix("\(count) layers, 1 items") == true, "\(answer.lines)")
    let file = try #require(session.scene as? FileScene)
    // Only box0's opacity is animated: the other 3,999 layers made none of their eight properties.
    var made: [String: Int] = [:]
    var stack = [file.root]
    while let layer = stack.popLast() {
      if layer.madePropertyCount > 0 { made[layer.name] = layer.madePropertyCount }
      stack.append(contentsOf: layer.sublayers)
    }
    #expect(made == ["box0": 1])
    // The bounds are a debug build's (the tests'), reading included, with a little room: a layer
    // that made its eight properties would add eight allocations, and a document whose layers kept
    // their bounds and position as arrays would hold more at its peak.
    let perLayer = { (value: Double) in value / Double(count) }
    #expect(perLayer(Double(cost.allocations)) <= 6, "\(cost) for \(count) layers")
    #expect(perLayer(Double(cost.bytes)) <= 900, "\(cost) for \(count) layers")
    #expect(perLayer(Double(cost.peak)) <= 570, "\(cost) for \(count) layers")
  }

  @Test(
    "an item costs a bounded number of allocations and bytes, the timeline's child included",
    .enabled(if: alloc_counter_is_active() == 1, "needs glibc's malloc"))
  func perItem() throws {
    let count = 8_000
    let bytes = Self.scene(layers: 9, items: count)
    _ = Self.load(Self.scene(layers: 9, items: 100))
    let (session, answer, cost) = Self.load(bytes)
    #expect(answer.lines.first?.hasSuffix("9 layers, \(count) items") == true, "\(answer.lines)")
    let file = try #require(session.scene as? FileScene)
    #expect(file.timeline.children.count == count)
    // The bounds are a debug build's, the timeline's child and the document's item included, with
    // a little room: children that did not share their resolved timing, items that were not
    // compact, or a tween that kept its property's name or its target in arrays, fail here.
    let perItem = { (value: Double) in value / Double(count) }
    #expect(perItem(Double(cost.allocations)) <= 12, "\(cost) for \(count) items")
    #expect(perItem(Double(cost.bytes)) <= 1_150, "\(cost) for \(count) items")
    #expect(perItem(Double(cost.peak)) <= 640, "\(cost) for \(count) items")
  }

  @Test(
    "a layer that nothing animates is one allocation of at most 240 bytes",
    .enabled(if: alloc_counter_is_active() == 1, "needs glibc's malloc"))
  func layerSize() {
    var layers: [Layer] = []
    layers.reserveCapacity(1_000)
    // One first, so that the runtime's one-time work for these types (their metadata) is not
    // counted: it lands in whichever test makes the first layer, which depends on the order the
    // tests run in.
    _ = Layer(name: "first", bounds: Rect2D(x: 0, y: 0, width: 10, height: 10), position: .zero, opacity: 0.5)
    let allocations = alloc_counter_thread()
    let allocated = alloc_counter_thread_bytes()
    for index in 0..<1_000 {
      layers.append(
        Layer(
          name: "l\(index)", bounds: Rect2D(x: 0, y: 0, width: 10, height: 10),
          position: Point2D(x: Double(index), y: 0), opacity: 0.5))
    }
    let count = alloc_counter_thread() - allocations
    let bytes = alloc_counter_thread_bytes() - allocated
    // One allocation a layer, as the allocator rounds it: the anchor point, transform and rotation
    // held inline rather than in `RareAnimated`, or any of its eight properties made, fail here.
    #expect(count == 1_000, "\(count) allocations for 1,000 layers")
    #expect(bytes <= 240_000, "\(bytes) bytes for 1,000 layers")
    #expect(layers.allSatisfy { $0.madePropertyCount == 0 })
  }
}
