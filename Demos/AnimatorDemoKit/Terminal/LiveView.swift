/// The real-time views of an interactive session (`watch`, `play` and `scrub` alone): the scene is
/// redrawn in place on the alternate screen about 30 times a second while its clock follows the real
/// one, and keys are read without blocking.
///
/// Frames follow deadlines (`next = last + interval`), so a slow frame does not make the ones after it
/// late; the scene advances by the real time that passed, whatever the frame rate.
enum LiveView {
  /// The time between frames.
  static let interval = Duration.milliseconds(33)

  /// Runs the view until a key leaves it (or, in `watch`, until the time is up or nothing moves).
  ///
  /// The terminal is put back on every way out: the `defer` restores it, and Ctrl-C is a key here.
  ///
  /// - Parameters:
  ///   - session: The session.
  ///   - mode: Watch or scrub.
  ///   - seconds: For `watch`, how long; `nil` until the scene stops moving.
  /// - Returns: The lines to print at the prompt afterwards.
  static func run(_ session: Session, mode: LiveMode, seconds: Double?) -> [String] {
    guard Terminal.enterRawMode() else {
      return ["the live view needs a terminal: use \"step\" and \"show\" instead"]
    }
    Terminal.enterAlternateScreen()
    defer { Terminal.restore() }
    let clock = ContinuousClock()
    var last = clock.now
    var next = last.advanced(by: interval)
    let deadline = seconds.map { last.advanced(by: .nanoseconds(Int64(($0 * 1e9).rounded()))) }
    var size = Terminal.size() ?? (columns: 80, rows: 24)
    var message: String?
    var farewell: String?

    func draw() {
      let events = session.scene.log.drain()
      if let event = events.last { message = "· " + event }
      let lines = session.liveScreen(mode: mode, message: message, columns: size.columns, rows: size.rows)
      Terminal.write("\u{1B}[H" + lines.joined(separator: "\u{1B}[K\r\n") + "\u{1B}[K\u{1B}[J")
    }

    draw()
    while farewell == nil {
      if Terminal.takeResize() {
        size = Terminal.size() ?? size
        Terminal.write("\u{1B}[2J")
        draw()
      }
      let now = clock.now
      let bytes = Terminal.readBytes(timeout: now < next ? now.duration(to: next) : .zero)
      var changed = false
      for key in KeyDecoder.decode(bytes) where farewell == nil {
        switch session.liveKey(key, mode: mode) {
        case .stay(let text):
          message = text ?? message
          changed = true
        case .leave(let line):
          farewell = line
        }
      }
      let after = clock.now
      if after >= next {
        session.scene.advance(by: last.duration(to: after))
        last = after
        next = next.advanced(by: interval)
        if next <= after { next = after.advanced(by: interval) }
        changed = true
        if mode == .watch, farewell == nil {
          if let deadline, after >= deadline {
            farewell = session.statusLine()
          } else if deadline == nil, session.watchIsOver {
            farewell = session.statusLine()
          }
        }
      }
      if changed && farewell == nil { draw() }
    }
    Terminal.restore()
    let frame = session.frameBody(columns: size.columns, rows: max(size.rows - 3, 4))
    return frame + [farewell ?? session.statusLine()] + session.scene.log.drain().map { "  · \($0)" }
  }
}
