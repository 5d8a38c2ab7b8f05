import CAllocCounter
import Testing

@testable import AnimatorScene

/// How much a document's layer and item hold: a scene file may have a million of them, each kept for
/// editing and saving beside the demo's own layer.
@Suite("Scene document storage")
struct SceneLayerStorageTests {
  @Test("a layer of a name, a parent, bounds, a position and an opacity is 152 bytes and allocates nothing")
  func commonLayerIsInline() {
    #expect(MemoryLayout<SceneLayer>.size <= 152, "\(MemoryLayout<SceneLayer>.size) bytes")
    var layers: [SceneLayer] = []
    layers.reserveCapacity(1_000)
    let before = alloc_counter_thread()
    for index in 0..<1_000 {
      var layer = SceneLayer(name: "l\(index)", parent: "root")
      layer.bounds = [0, 0, 10, 10]
      layer.position = [Double(index), 40]
      layer.opacity = 0.5
      layers.append(layer)
    }
    // The arrays given to the setters are the only allocations: two a layer, freed at once.
    if alloc_counter_is_active() == 1 {
      #expect(alloc_counter_thread() - before <= 2_000)
    }
    #expect(layers[7].bounds == [0, 0, 10, 10] && layers[7].position == [7, 40])
    #expect(layers[7].boundsNumbers! == (0, 0, 10, 10) && layers[7].positionNumbers! == (7, 40))
  }

  @Test("every field reads back what was set, and equal layers are equal however their fields were set")
  func fieldsRoundTrip() throws {
    var layer = SceneLayer(name: "card", parent: "root")
    layer.bounds = [1, 2, 3]  // not four numbers: kept as given
    layer.position = [1, 2, 3, 4, 5]
    layer.anchorPoint = [0, 1]
    layer.transform = [1, 0, 0, 1, 5, 6]
    layer.opacity = 0.25
    layer.backgroundColor = "#FF0000"
    layer.cornerRadius = 8
    layer.text = "Hi"
    layer.textColor = "#000000"
    layer.fontSize = 12
    layer.logo = "#00FF00"
    layer.maskOf = "other"
    #expect(layer.bounds == [1, 2, 3] && layer.boundsNumbers == nil)
    #expect(layer.position == [1, 2, 3, 4, 5] && layer.positionNumbers == nil)
    #expect(layer.anchorPoint == [0, 1] && layer.transform == [1, 0, 0, 1, 5, 6] && layer.opacity == 0.25)
    #expect(layer.backgroundColor == "#FF0000" && layer.cornerRadius == 8 && layer.text == "Hi")
    #expect(layer.textColor == "#000000" && layer.fontSize == 12 && layer.logo == "#00FF00" && layer.maskOf == "other")
    // Set in another order, and with the rare fields set and unset again: equal.
    var other = SceneLayer(name: "card", parent: "root")
    other.maskOf = "other"
    other.logo = "#00FF00"
    other.fontSize = 12
    other.textColor = "#000000"
    other.text = "Hi"
    other.cornerRadius = 8
    other.backgroundColor = "#FF0000"
    other.opacity = 0.25
    other.transform = [1, 0, 0, 1, 5, 6]
    other.anchorPoint = [0, 1]
    other.position = [1, 2, 3, 4, 5]
    other.bounds = [1, 2, 3]
    #expect(other == layer)
    other.text = nil
    #expect(other != layer)
    other.text = "Hi"
    #expect(other == layer)
    var plain = SceneLayer(name: "card")
    plain.cornerRadius = 3
    plain.cornerRadius = nil
    #expect(plain == SceneLayer(name: "card"))
  }

  @Test("an item is 80 bytes, and its compact fields read back what was set")
  func itemIsCompact() {
    #expect(MemoryLayout<SceneItem>.size <= 80, "\(MemoryLayout<SceneItem>.size) bytes")
    var item = SceneItem(type: .tween)
    #expect(item.start == nil && item.duration == nil && item.property == nil && item.from == nil)
    item.start = 1.5
    item.duration = 0
    item.property = "opacity"
    item.from = .number(0.25)
    #expect(item.start == 1.5 && item.duration == 0 && item.property == "opacity" && item.from == .number(0.25))
    // A name the checked documents never have is kept as given, and replaced cleanly.
    item.property = "wobble"
    #expect(item.property == "wobble")
    item.property = "bounds"
    #expect(item.property == "bounds")
    var same = SceneItem(type: .tween)
    same.from = .number(0.25)
    same.property = "bounds"
    same.duration = -0.0
    same.start = 1.5
    #expect(same == item, "0 and -0 are equal durations, as Double? has them")
    same.start = nil
    #expect(same != item)
    // A NaN is kept (a document made in code may hold one) and, as a Double?, equals nothing.
    item.start = .nan
    #expect(item.start?.isNaN == true && item != item)
    item.start = nil
    item.property = nil
    item.from = nil
    #expect(item.start == nil && item.property == nil && item.from == nil)
    item.duration = nil
    // The codes follow the names the scene format knows: each name's code reads back that name.
    #expect(Array(SceneCurve.names.prefix(5)) == ["linear", "easeIn", "easeOut", "easeInOut", "default"])
    #expect(SceneCurve.names.count < Int(UInt8.max), "every name has a code below the one of other spellings")
    // A curve: a known name as a code, any other spelling kept as given and replaced cleanly.
    for name in SceneCurve.names + ["cubic-bezier(0.1, 0.2, 0.3, 1)", "wobbly"] {
      item.curve = name
      #expect(item.curve == name)
    }
    item.curve = "easeIn"
    #expect(item.curve == "easeIn" && item == SceneItem(type: .tween, start: nil, name: nil, curve: "easeIn"))
    #expect(
      SceneItem(type: .tween, start: nil, name: nil, curve: "cubic-bezier(0, 0, 1, 1)").curve
        == "cubic-bezier(0, 0, 1, 1)")
    item.curve = nil
    #expect(item.curve == nil && item == SceneItem(type: .tween))
  }
}
