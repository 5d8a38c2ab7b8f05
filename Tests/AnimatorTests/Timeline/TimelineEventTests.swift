import Animator
import Testing

/// Events as crossings: what fires, in what order, forwards, backwards, nested and repeated.
@Suite("Timeline events")
struct TimelineEventTests {
  final class Log {
    var lines: [String] = []
  }

  /// A timeline with two tweens in sequence, a callback between them and a nested timeline.
  static func make(_ rig: TestRig, log: Log) throws -> Timeline {
    let card = Card()
    let timeline = Timeline(engine: rig.engine, name: "main")
    try timeline.addTween(duration: 1, curve: .linear, name: "a") { card.opacity = 1 }
    try timeline.addTween(duration: 1, curve: .linear, name: "b") { card.position = Point2D(x: 1, y: 0) }
    try timeline.addCallback(at: .at(1), name: "cb") { direction in log.lines.append("cb body \(direction)") }
    timeline.observeForLife { event in
      if event.kind != .update { log.lines.append(event.description) }
    }
    return timeline
  }

  @Test("a forward seek fires starts, callbacks and completions in timeline order")
  func forward() throws {
    let rig = TestRig()
    let log = Log()
    let timeline = try Self.make(rig, log: log)
    try timeline.seek(to: 2)
    #expect(
      log.lines == [
        "timeline start", "a start", "a complete", "b start", "cb body forward", "cb callback", "b complete",
        "timeline complete",
      ])
  }

  @Test("a backward seek fires the exact reverse, with reverse completions in place of starts")
  func backward() throws {
    let rig = TestRig()
    let log = Log()
    let timeline = try Self.make(rig, log: log)
    try timeline.seek(to: 2)
    log.lines.removeAll()
    try timeline.seek(to: 0)
    #expect(
      log.lines == [
        "cb body backward", "cb callback backward", "b reverseComplete backward", "a reverseComplete backward",
        "timeline reverseComplete backward",
      ])
  }

  @Test("each crossing fires once, however the playhead gets there")
  func once() throws {
    let rig = TestRig()
    let log = Log()
    let timeline = try Self.make(rig, log: log)
    try timeline.seek(to: 0.5)
    try timeline.seek(to: 1)
    #expect(log.lines == ["timeline start", "a start", "a complete", "b start", "cb body forward", "cb callback"])
    log.lines.removeAll()
    try timeline.seek(to: 1)
    try timeline.seek(to: 1.5)
    #expect(log.lines.isEmpty, "at 1 already: nothing more to cross")
    try timeline.seek(to: 0.999)
    #expect(log.lines == ["cb body backward", "cb callback backward", "b reverseComplete backward"])
  }

  @Test("suppressed seeks fire nothing, and the next move starts from where they left the playhead")
  func suppressed() throws {
    let rig = TestRig()
    let log = Log()
    let timeline = try Self.make(rig, log: log)
    try timeline.seek(to: 1.5, suppressEvents: true)
    #expect(log.lines.isEmpty)
    try timeline.seek(to: 2)
    #expect(log.lines == ["b complete", "timeline complete"])
  }

  @Test("a repeating nested timeline fires its callbacks once per iteration, and repeat between them")
  func repeating() throws {
    let rig = TestRig()
    let log = Log()
    let timeline = Timeline(engine: rig.engine, name: "main")
    let inner = Timeline(engine: rig.engine, name: "inner")
    try inner.addCallback(at: .at(0.5), name: "tick") { _ in }
    try inner.addLabel("end", at: .at(1))
    try inner.addCallback(at: .at(1), name: "tock") { _ in }
    var timing = EffectTiming()
    timing.repeat = 2
    timing.yoyo = true
    try timeline.add(inner, timing: timing)
    let observation = timeline.observe { if $0.kind != .update { log.lines.append($0.description) } }
    defer { observation.cancel() }
    try timeline.seek(to: 3)
    #expect(
      log.lines == [
        "timeline start", "inner start", "tick callback", "tock callback", "inner repeat(1)",
        "tock callback backward", "tick callback backward", "inner repeat(2)", "tick callback", "tock callback",
        "inner complete", "timeline complete",
      ])
    #expect(timeline.children[0].nestedTimeline === inner)
  }

  @Test("update fires once per move, after the move's other events")
  func update() throws {
    let rig = TestRig()
    let card = Card()
    let timeline = Timeline(engine: rig.engine)
    let tween = try timeline.addTween(duration: 1, curve: .linear, name: "fade") { card.opacity = 1 }
    var lines: [String] = []
    tween.onUpdate = { lines.append("fade update \($0.direction)") }
    tween.onStart = { _ in lines.append("fade start") }
    let observation = timeline.observeOwnEvents { if $0.kind == .update { lines.append("timeline update") } }
    defer { observation.cancel() }
    try timeline.seek(to: 0.5)
    try timeline.seek(to: 0.25)
    #expect(
      lines == [
        "fade start", "fade update forward", "timeline update", "fade update backward", "timeline update",
      ])
  }

  @Test("a child's handlers, observe(_:) and events() hand one event shape, a value")
  func oneEventShape() async throws {
    let rig = TestRig()
    let card = Card()
    let timeline = Timeline(engine: rig.engine)
    let fade = try timeline.addTween(duration: 1, curve: .linear, name: "fade") { card.opacity = 1 }
    try timeline.addTween(duration: 1, curve: .linear) { card.position = Point2D(x: 1, y: 0) }
    var handed: [TimelineEvent] = []
    fade.onStart = { handed.append($0) }
    fade.onComplete = { handed.append($0) }
    var observed: [TimelineEvent] = []
    let observation = timeline.observe { observed.append($0) }
    defer { observation.cancel() }
    let stream = timeline.events()
    try timeline.seek(to: 2)
    #expect(handed.map(\.description) == ["fade start", "fade complete"])
    #expect(observed.filter { $0.sourceName == "fade" && $0.kind != .update } == handed)
    #expect(handed[1].time == 1 && handed[1].direction == .forward)
    // The timeline's own events come to its observers, named after it; an unnamed child by rank.
    let own = observed.filter { $0.sourceName == "timeline" }.map(\.kind)
    #expect(own.contains(.start) && own.contains(.complete))
    #expect(observed.contains { $0.sourceName == "#1" && $0.kind == .complete })
    var streamed: [TimelineEvent] = []
    for await event in stream {
      streamed.append(event)
      if streamed.count == observed.count { break }
    }
    #expect(streamed == observed)
    // A value: equal when alike, hashable, and free to cross isolation domains.
    #expect(Set(observed + observed).count == Set(observed).count)
    let crossing: any Sendable = handed[0]
    #expect((crossing as? TimelineEvent) == handed[0])
  }

  @Test("playing fires the same events as seeking, at the instants they happen")
  func playing() throws {
    let rig = TestRig()
    let log = Log()
    let timeline = try Self.make(rig, log: log)
    var times: [Double] = []
    let observation = timeline.observe { if $0.kind == .complete { times.append($0.time) } }
    defer { observation.cancel() }
    try timeline.startAnimation()
    for _ in 0..<70 { rig.advance(milliseconds: 33) }
    #expect(
      log.lines == [
        "timeline start", "a start", "a complete", "b start", "cb body forward", "cb callback", "b complete",
        "timeline complete",
      ])
    #expect(times == [1, 2, 2])
    #expect(timeline.state == .inactive)
  }
}

extension TimelineEventTests {
  @Test("a handler's captured object may read and set the child's handlers as it goes, when the handler is replaced")
  func handlerReplacedFromItsOwnCapture() throws {
    let rig = TestRig()
    let card = Card()
    let timeline = Timeline(engine: rig.engine)
    let child = try timeline.addTween(duration: 1, curve: .linear) { card.opacity = 1 }
    var seen: [String] = []
    do {
      let action = DeinitAction {
        seen.append(child.onStart == nil ? "no start handler" : "a start handler")
        child.onComplete = { _ in seen.append("completed") }
      }
      child.onStart = { _ in withExtendedLifetime(action) {} }
    }
    // The old closure goes, and its capture's deinitialiser runs, inside this set.
    child.onStart = { _ in seen.append("started") }
    #expect(seen == ["a start handler"])
    try timeline.seek(to: 1)
    #expect(seen == ["a start handler", "started", "completed"])
  }
}
