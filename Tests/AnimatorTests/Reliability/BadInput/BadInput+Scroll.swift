import Animator

extension BadInput {
  private static let word = AnimationError.Requirement.other(
    "one of play, pause, resume, reverse, restart, reset, complete, none")

  /// A row for a call on the world's scroll source or its driver.
  private static func pageCall(
    _ area: String, _ call: String, _ input: String, _ answer: Answer,
    _ body: @escaping @Sendable (BadInputWorld) throws(AnimationError) -> Void
  ) -> BadInput {
    BadInput(area: area, call: call, input: input, answer: answer, act: body)
  }

  /// Bad arguments to scroll-driven animation: metrics, lengths, subjects, ranges, toggle actions,
  /// scrolls and snaps.
  static let scroll: [BadInput] = [
    valueCall(
      "ScrollMetrics", "init(offset:viewportLength:contentLength:)", "offset NaN", invalid("offset", "nan", .finite)
    ) { try ScrollMetrics(offset: .nan, viewportLength: 800, contentLength: 3000) },
    valueCall(
      "ScrollMetrics", "init(offset:viewportLength:contentLength:)", "viewportLength -1",
      invalid("viewportLength", "-1.0", .nonNegative)
    ) { try ScrollMetrics(offset: 0, viewportLength: -1, contentLength: 3000) },
    valueCall(
      "ScrollMetrics", "init(offset:viewportLength:contentLength:)", "contentLength +infinity",
      invalid("contentLength", "inf", .nonNegative)
    ) { try ScrollMetrics(offset: 0, viewportLength: 800, contentLength: .infinity) },
    valueCall(
      "ScrollMetrics", "init(offset:viewportLength:contentLength:)", "content shorter than the viewport",
      .handles("accepted: nothing to scroll, so a scroll range is inactive") { $0.note == "true" }
    ) {
      try ScrollRange.scroll().progress(in: ScrollMetrics(offset: 0, viewportLength: 800, contentLength: 10)) == nil
    },
    valueCall("ScrollMetrics", "scrolled(to:)", "-infinity", invalid("offset", "-inf", .finite)) {
      try ScrollMetrics(offset: 0, viewportLength: 800, contentLength: 3000).scrolled(to: -.infinity)
    },
    valueCall("ScrollLength", "init(percent:points:)", "percent NaN", invalid("percent", "nan", .finite)) {
      try ScrollLength(percent: .nan)
    },
    valueCall("ScrollLength", "init(percent:points:)", "points +infinity", invalid("points", "inf", .finite)) {
      try ScrollLength(points: .infinity)
    },
    valueCall(
      "ScrollLength", "percent(_:)", "NaN", .handles("read as 0%: no length") { $0.note == "\(ScrollLength.zero)" }
    ) { ScrollLength.percent(.nan) },
    valueCall(
      "ScrollLength", "points(_:)", "-infinity",
      .handles("read as 0 points: no length") {
        $0.note == "\(ScrollLength.zero)"
      }
    ) { ScrollLength.points(-.infinity) },
    valueCall(
      "ScrollLength", "resolved(against:)", "base NaN", .handles("NaN in, NaN out: a pure formula") { $0.note == "nan" }
    ) { ScrollLength.percent(50).resolved(against: .nan) },
    valueCall(
      "Offsets", "init(start:end:)", "an end before the start",
      .handles("a step at the start: 0 before it, 1 from it on") { $0.note == "[0.0, 1.0, 1.0]" }
    ) {
      let offsets = ScrollRange.Offsets(start: 50, end: 10)
      return [offsets.progress(at: 40), offsets.progress(at: 50), offsets.progress(at: 60)]
    },
    valueCall(
      "Offsets", "progress(at:)", "NaN", .handles("NaN in, NaN out: a pure formula") { $0.note == "nan" }
    ) { ScrollRange.Offsets(start: 0, end: 10).progress(at: .nan) },
    valueCall(
      "Offsets", "offset(atProgress:)", "+infinity",
      .handles("infinity in, infinity out: a pure formula") {
        $0.note == "inf"
      }
    ) { ScrollRange.Offsets(start: 0, end: 10).offset(atProgress: .infinity) },
    valueCall("ViewSubject", "init(start:length:)", "start NaN", invalid("start", "nan", .finite)) {
      try ViewSubject(start: .nan, length: 10)
    },
    valueCall("ViewSubject", "init(start:length:)", "length -10", invalid("length", "-10.0", .nonNegative)) {
      try ViewSubject(start: 0, length: -10)
    },
    valueCall(
      "ScrollToggleActions", "init(_:)", "three words", invalid("toggleActions", "play pause none", .count(4))
    ) { try ScrollToggleActions("play pause none") },
    valueCall(
      "ScrollToggleActions", "init(_:)", "an unknown word", invalid("toggleActions", "jump", word)
    ) { try ScrollToggleActions("jump none none none") },
    pageCall("ScrollSource", "scroll(to:axis:)", "NaN", invalid("offset", "nan", .finite)) { w throws(AnimationError) in
      try w.page.scroll(to: .nan)
    },
    pageCall(
      "ScrollSource", "scroll(to:axis:)", "an overscroll of -500",
      .handles("read as the top: progress 0") {
        $0.pageDriver.progress == 0 && $0.pageCard.$opacity.presentationValue == 0
      }
    ) { w throws(AnimationError) in try w.page.scroll(to: -500) },
    pageCall("ScrollSource", "scroll(by:axis:)", "+infinity", invalid("delta", "inf", .finite)) {
      w throws(AnimationError) in try w.page.scroll(by: .infinity)
    },
    pageCall(
      "ScrollSource", "snap(releasedWithVelocity:to:axis:spring:decelerationRate:)", "velocity NaN",
      invalid("velocity", "nan", .finite)
    ) { w throws(AnimationError) in _ = try w.page.snap(releasedWithVelocity: .nan, to: [0, 800]) },
    pageCall(
      "ScrollSource", "snap(releasedWithVelocity:to:axis:spring:decelerationRate:)", "no candidates",
      invalid("candidates", "[]", .atLeast(count: 1))
    ) { w throws(AnimationError) in _ = try w.page.snap(releasedWithVelocity: 0, to: []) },
    pageCall(
      "ScrollSource", "snap(releasedWithVelocity:to:axis:spring:decelerationRate:)", "a candidate NaN",
      invalid("offsets", "nan", .finite)
    ) { w throws(AnimationError) in _ = try w.page.snap(releasedWithVelocity: 0, to: [0, .nan]) },
    pageCall(
      "ScrollSource", "snap(releasedWithVelocity:to:axis:spring:decelerationRate:)", "a candidate past the end",
      .handles("moved to the furthest offset, 2,200") { $0.note == "2200.0" }
    ) { w throws(AnimationError) in
      w.note = "\(try w.page.snap(releasedWithVelocity: 5000, to: [0, 9000]).targetOffset)"
    },
    pageCall(
      "ScrollDriver", "snapOffsets(every:)", "0",
      invalid("step", "0.0", .other("a number in 0 < step <= 1"))
    ) { w throws(AnimationError) in _ = try w.pageDriver.snapOffsets(every: 0) },
    pageCall(
      "ScrollDriver", "offset(atProgress:)", "NaN",
      .handles("NaN in, NaN out: a pure formula") { $0.note == "Optional(nan)" }
    ) { w throws(AnimationError) in w.note = "\(w.pageDriver.offset(atProgress: .nan) as Double?)" },
  ]
}
