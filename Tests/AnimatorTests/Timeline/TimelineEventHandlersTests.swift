import Testing

@testable import Animator

/// The handlers of a timeline or a child live in a box made when the first is set: a value with
/// none holds no box, copies share it until one changes, and clearing the last drops it.
@Suite("Timeline event handlers")
struct TimelineEventHandlersTests {
  @Test("copies share the box until one changes; clearing every handler empties the value")
  func copyOnWrite() {
    var first = TimelineEventHandlers()
    #expect(first.isEmpty && first[.start] == nil)
    var calls: [String] = []
    first.start = { _ in calls.append("start") }
    first.update = { _ in calls.append("update") }
    var second = first
    second.start = nil
    #expect(first.start != nil && first.update != nil && !first.isEmpty)
    #expect(second.start == nil && second.update != nil && !second.isEmpty)
    second.update = nil
    #expect(second.isEmpty && second[.update] == nil)
    #expect(first[.callback] == nil && first[.complete] == nil)
    let child = ContentChild(
      name: nil, content: .callback { _ in }, start: 0,
      resolved: ResolvedTiming(EffectTiming(), intrinsicDuration: 0), sequence: 0)
    #expect(!child.hasHandlers())
    child.onRepeat = { _ in }
    #expect(child.hasHandlers())
    child.onRepeat = nil
    #expect(!child.hasHandlers())
    _ = calls
  }
}
