import Animator

extension Session {
  /// Makes the scene ready for a new run if its last run has ended: a fresh scene, or in expand a new
  /// copy, not started.
  ///
  /// - Returns: Whether it did anything.
  @discardableResult
  func renewIfSpent() -> Bool {
    guard isSpent else { return false }
    if let expand = scene as? ExpandScene {
      expand.prepareNextCopy()
    } else {
      renewScene()
    }
    return true
  }

  /// What `play` and a keyboard's space do: start or resume. In the scroll scene, whose player the
  /// scroll drives, the live view that scrolls it (``scrollView()``).
  func play() -> SessionResponse {
    if scene is ScrollScene { return scrollView() }
    if let refusal = scene.refusal(for: .play) { return SessionResponse(lines: [refusal]) }
    let renewed = renewIfSpent()
    let player = scene.player
    if player.isRunning {
      return SessionResponse(lines: ["already playing: type \"pause\" to stop it", statusLine()])
    }
    let resuming = player.state == .active
    do {
      try player.startAnimation()
    } catch {
      return SessionResponse(lines: [explain(error, doing: "play")])
    }
    let verb =
      resuming
      ? "resumed at \(Format.seconds(scene.playheadSeconds))"
      : "playing \(sceneName)\(renewed ? " again" : "") from \(Format.seconds(scene.playheadSeconds))"
    return SessionResponse(
      lines: [verb, statusLine()], next: configuration.interactive ? .watch(seconds: nil) : .prompt)
  }

  /// `pause`.
  func pause() -> SessionResponse {
    if let refusal = scene.refusal(for: .pause) { return SessionResponse(lines: [refusal]) }
    renewIfSpent()
    let player = scene.player
    if player.state == .active, !player.isRunning {
      return SessionResponse(lines: ["already paused at \(Format.seconds(scene.playheadSeconds))", statusLine()])
    }
    let wasInactive = player.state == .inactive
    do {
      try player.pauseAnimation()
    } catch {
      return SessionResponse(lines: [explain(error, doing: "pause")])
    }
    let line =
      wasInactive
      ? "paused at the start: \"scrub\", \"seek\" or \"step\" do not run it; \"play\" does"
      : "paused at \(Format.seconds(scene.playheadSeconds))"
    return SessionResponse(lines: [line, statusLine()])
  }

  /// `reverse` and a keyboard's `r`.
  func reverse() -> SessionResponse {
    if let refusal = scene.refusal(for: .reverse) { return SessionResponse(lines: [refusal]) }
    renewIfSpent()
    let player = scene.player
    let reversed = !player.isReversed
    do {
      try player.setReversed(reversed)
    } catch {
      return SessionResponse(lines: [explain(error, doing: "reverse")])
    }
    let line: String
    if player.state == .inactive {
      line =
        reversed
        ? "reversed: the run will go from the end back to the start" : "forwards again: the run will go to the end"
    } else {
      line = reversed ? "reversed: running back towards the start" : "forwards again: running towards the end"
    }
    return SessionResponse(lines: [line, statusLine()])
  }

  /// `scrub FRACTION`, or the interactive scrubber (in the scroll scene, the live view that
  /// scrolls it).
  func scrub(_ fraction: Double?) -> SessionResponse {
    if fraction == nil, scene is ScrollScene { return scrollView() }
    if let refusal = scene.refusal(for: .scrub) { return SessionResponse(lines: [refusal]) }
    guard let fraction else {
      guard configuration.interactive else {
        return SessionResponse(
          lines: ["scrub without a fraction uses the arrow keys in a terminal; here give one, like \"scrub 0.5\""])
      }
      return SessionResponse(lines: [], next: .scrub)
    }
    if let error = moveTo(seconds: fraction * scene.length.seconds) {
      return SessionResponse(lines: [error])
    }
    return SessionResponse(lines: ["scrubbed to \(Format.percent(fraction)), paused", statusLine()])
  }

  /// `seek TIME`.
  func seek(_ seconds: Double) -> SessionResponse {
    if let refusal = scene.refusal(for: .scrub) { return SessionResponse(lines: [refusal]) }
    let text = Format.seconds(seconds)
    switch scene.length {
    case .finite(let total) where seconds > total + 1e-9:
      return SessionResponse(
        lines: [
          "seek \(text) is past the end: \(sceneName) lasts \(Format.seconds(total)); give 0 to \(Format.fixed(total, 2)), like \"seek \(Format.fixed(total / 2, 2))s\""
        ])
    case .endless where seconds > BarsScene.longestSeek:
      return SessionResponse(lines: ["seek \(text) is too far: give 0 to 600 seconds, like \"seek 3s\""])
    default:
      break
    }
    if let error = moveTo(seconds: seconds) { return SessionResponse(lines: [error]) }
    return SessionResponse(lines: ["moved to \(text), paused", statusLine()])
  }

  /// `seek LABEL`: the playhead to a label of the scene's timeline, paused, as
  /// `Timeline.seek(toLabel:)` moves a timeline's.
  func seek(label name: String) -> SessionResponse {
    if let refusal = scene.refusal(for: .scrub) { return SessionResponse(lines: [refusal]) }
    let labels = scene.labels
    guard let label = labels.first(where: { $0.name == name }) else {
      let quoted = CommandParser.quoted(name)
      guard !labels.isEmpty else {
        return SessionResponse(
          lines: ["seek \(quoted)? \(sceneName) has no labels: give a time in seconds, like \"seek 1.25s\""])
      }
      let names = labels.map(\.name)
      let suggestion = Suggestions.closest(to: name, among: names).first.map { "try \"seek \($0)\"; " } ?? ""
      return SessionResponse(
        lines: [
          "no label \(quoted) in \(sceneName): \(suggestion)its labels are \(names.joined(separator: ", "))"
            + " (or give a time, like \"seek 1.25s\")"
        ])
    }
    if let error = moveTo(seconds: label.time) { return SessionResponse(lines: [error]) }
    return SessionResponse(lines: ["moved to label \(name) at \(Format.seconds(label.time)), paused", statusLine()])
  }

  /// Moves the playhead to `seconds` along the run, paused; returns an error line, or `nil`.
  func moveTo(seconds: Double) -> String? {
    renewIfSpent()
    if scene.player.state == .stopped {
      return "cannot move the playhead: the run is stopped; type \"finish end\" (or start, current) first"
    }
    do {
      try scene.seek(toSeconds: seconds)
    } catch {
      return explain(error, doing: "move the playhead")
    }
    return nil
  }

  /// The most animation time (the clock's time times the speed) one `step` covers: an hour.
  static let maximumStepAnimationSeconds = 3_600.0

  /// `step DURATION`: the clock moves by `duration`, in ticks of at most a second (values do not
  /// depend on how time is split, and no tick has to run thousands of chained completions). A step
  /// that would cover more than ``maximumStepAnimationSeconds`` of animation is refused.
  func step(_ duration: Duration) -> SessionResponse {
    // The work a step does grows with the animation time it covers, the clock's time times the
    // speed: one step covers at most an hour of it.
    let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    let animationSeconds = seconds * speed
    guard animationSeconds <= Self.maximumStepAnimationSeconds else {
      let most = Self.maximumStepAnimationSeconds / speed
      return SessionResponse(
        lines: [
          "step \(Format.seconds(seconds)) at speed \(Format.fixed(speed, 2))× would run "
            + "\(Format.seconds(animationSeconds)) of animation, more than the 1 h (3600 s) one step runs: "
            + "step at most \(Format.seconds(most)), or lower the speed"
        ], failed: true)
    }
    var left = duration
    while left > .zero {
      let tick = min(left, .seconds(1))
      scene.advance(by: tick)
      left -= tick
    }
    return SessionResponse(lines: [statusLine()])
  }

  /// `stop`.
  func stop() -> SessionResponse {
    if let refusal = scene.refusal(for: .stop) { return SessionResponse(lines: [refusal]) }
    let player = scene.player
    switch player.state {
    case .inactive:
      return SessionResponse(lines: ["nothing to stop (\(sceneName): \(stateWords())): type \"play\" first"])
    case .stopped:
      return SessionResponse(lines: ["already stopped: type \"finish end\" (or start, current)"])
    case .active:
      break
    }
    do {
      try player.stopAnimation(false)
    } catch {
      return SessionResponse(lines: [explain(error, doing: "stop")])
    }
    return SessionResponse(
      lines: [
        "stopped at \(Format.seconds(scene.playheadSeconds)): type \"finish start\", \"finish end\" or \"finish current\"",
        statusLine(),
      ])
  }

  /// `finish POSITION`: stops first if the run is active.
  func finish(_ position: AnimatingPosition) -> SessionResponse {
    if let refusal = scene.refusal(for: .finish(position)) { return SessionResponse(lines: [refusal]) }
    let player = scene.player
    var lines: [String] = []
    switch player.state {
    case .inactive:
      return SessionResponse(lines: ["nothing to finish (\(sceneName): \(stateWords())): type \"play\" first"])
    case .active:
      do {
        try player.stopAnimation(false)
      } catch {
        return SessionResponse(lines: [explain(error, doing: "stop")])
      }
      lines.append("stopped at \(Format.seconds(scene.playheadSeconds)) first")
    case .stopped:
      break
    }
    let current = scene.position
    do {
      try player.finishAnimation(at: position)
    } catch {
      return SessionResponse(lines: lines + [explain(error, doing: "finish at \(position)")])
    }
    switch position {
    case .start: scene.endedPosition = 0
    case .end: scene.endedPosition = 1
    case .current: scene.endedPosition = current
    }
    lines.append("finished at \(position)")
    lines.append(statusLine())
    return SessionResponse(lines: lines)
  }

  /// `tap`: the scene's button.
  func tap() -> SessionResponse {
    switch scene.tap() {
    case .replay:
      renewScene()
      do {
        try scene.player.startAnimation()
      } catch {
        return SessionResponse(lines: [explain(error, doing: "re-animate")])
      }
      return SessionResponse(
        lines: ["re-animate: \(sceneName) starts again from 0.00 s", statusLine()],
        next: configuration.interactive ? .watch(seconds: nil) : .prompt)
    case .handled(let message):
      return SessionResponse(
        lines: [message, statusLine()], next: configuration.interactive ? .watch(seconds: nil) : .prompt)
    case .none(let message):
      return SessionResponse(lines: [message])
    }
  }

  /// Whether anything in the scene moves as time passes.
  var isMoving: Bool {
    scene.player.isRunning || (scene.engine.hasRunningAnimations && !scene.engine.isPaused)
  }

  /// `watch [SECONDS]`: in a terminal, the driver plays it in real time; in a script, the manual clock
  /// advances in frames of 1/30 s (for `SECONDS`, or until nothing moves) and the last frame is drawn.
  func watch(_ seconds: Double?) -> SessionResponse {
    guard isMoving || seconds != nil else {
      return SessionResponse(lines: ["nothing is moving: type \"play\" first (or \"watch 2\" to watch anyway)"])
    }
    if configuration.interactive { return SessionResponse(lines: [], next: .watch(seconds: seconds)) }
    let frame = Duration.nanoseconds(33_333_333)
    var frames = 0
    var watched = Duration.zero
    if let seconds {
      let total = Duration.nanoseconds(Int64((seconds * 1e9).rounded()))
      while watched < total {
        let step = min(frame, total - watched)
        scene.advance(by: step)
        watched += step
        frames += 1
      }
    } else {
      // Until nothing moves; an endless scene is watched for 2 s.
      let limit: Duration = scene.length == .endless(window: scene.length.seconds) ? .seconds(2) : .seconds(3_600)
      while isMoving && watched < limit {
        scene.advance(by: frame)
        watched += frame
        frames += 1
      }
    }
    let shown = Format.seconds(watched / .seconds(1))
    return SessionResponse(lines: ["watched \(shown) on the manual clock (\(frames) frames)"] + frameLines())
  }
}
