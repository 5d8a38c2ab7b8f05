/// What the live views need from a terminal: raw mode, its size, a monotonic clock, keys read with
/// a timeout, and a place to draw. ``SystemTerminal`` is the real one; tests give a scripted one, so
/// the real-time path runs without a terminal or wall-clock time.
protocol LiveTerminal: AnyObject {
  /// Enters raw mode and the alternate screen.
  ///
  /// - Returns: `false` if there is no terminal (nothing changed).
  func enter() -> Bool
  /// Leaves raw mode and the alternate screen; does nothing if they are not on.
  func restore()
  /// The terminal's size in characters, if it has one.
  ///
  /// - Returns: Columns and rows.
  func size() -> (columns: Int, rows: Int)?
  /// Whether the terminal was resized since the last call.
  ///
  /// - Returns: `true` once per resize.
  func takeResize() -> Bool
  /// The time since an arbitrary origin; it never goes back.
  var now: Duration { get }
  /// Waits up to `timeout` for input and returns what arrived.
  ///
  /// - Parameter timeout: How long to wait; zero polls.
  /// - Returns: The bytes, empty if none arrived.
  func readBytes(timeout: Duration) -> [UInt8]
  /// Writes `text` to the screen.
  ///
  /// - Parameter text: The text, with its escape sequences.
  func write(_ text: String)
}

/// The process's terminal and the continuous clock.
final class SystemTerminal: LiveTerminal {
  private let clock = ContinuousClock()
  private let origin: ContinuousClock.Instant

  /// Makes one, with its clock's origin now.
  init() { origin = clock.now }

  func enter() -> Bool {
    guard Terminal.enterRawMode() else { return false }
    Terminal.enterAlternateScreen()
    return true
  }

  func restore() { Terminal.restore() }
  func size() -> (columns: Int, rows: Int)? { Terminal.size() }
  func takeResize() -> Bool { Terminal.takeResize() }
  var now: Duration { origin.duration(to: clock.now) }
  func readBytes(timeout: Duration) -> [UInt8] { Terminal.readBytes(timeout: timeout) }
  func write(_ text: String) { Terminal.write(text) }
}

/// The real-time views of an interactive session (`watch`, `play` and `scrub` alone): the scene is
/// redrawn in place on the alternate screen about 30 times a second while its clock follows the real
/// one, and keys are read without blocking.
///
/// Frames follow deadlines (`next = last + interval`), so a slow frame does not make the ones after it
/// late; the scene advances by the real time that passed, whatever the frame rate. Every change goes
/// through the session's `live…` calls (``Session/liveAdvance(by:)``, ``Session/liveKey(_:mode:)``,
/// ``Session/liveResize(columns:rows:)``), which a recording writes down and a replay repeats: the
/// screen is redrawn after each change that keeps the view open, and the view closes right after the
/// change that ends it.
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
  ///   - terminal: The terminal and its clock.
  /// - Returns: The lines to print at the prompt afterwards.
  static func run(
    _ session: Session, mode: LiveMode, seconds: Double?, terminal: any LiveTerminal = SystemTerminal()
  ) -> [String] {
    guard terminal.enter() else {
      session.liveUnavailable()
      return [Session.liveUnavailableMessage]
    }
    defer { terminal.restore() }
    var last = terminal.now
    var next = last + interval
    let deadline = seconds.map { last + .nanoseconds(Int64(($0 * 1e9).rounded())) }
    var size = terminal.size() ?? (columns: 80, rows: 24)
    session.liveBegin(mode: mode, columns: size.columns, rows: size.rows)
    var message: String?
    var leftByKey = false
    var isOver = false

    func draw() {
      let events = session.scene.log.drain()
      if let event = events.last { message = "· " + event }
      let lines = session.liveScreen(mode: mode, message: message, columns: size.columns, rows: size.rows)
      terminal.write("\u{1B}[H" + lines.joined(separator: "\u{1B}[K\r\n") + "\u{1B}[K\u{1B}[J")
    }

    draw()
    while !isOver {
      if terminal.takeResize() {
        size = terminal.size() ?? size
        session.liveResize(columns: size.columns, rows: size.rows)
        terminal.write("\u{1B}[2J")
        draw()
      }
      let now = terminal.now
      let bytes = terminal.readBytes(timeout: now < next ? next - now : .zero)
      for key in KeyDecoder.decode(bytes) where !isOver {
        switch session.liveKey(key, mode: mode) {
        case .stay(let text):
          message = text ?? message
          draw()
        case .leave(let acted):
          isOver = true
          leftByKey = !acted
        }
      }
      if isOver { break }
      let after = terminal.now
      if after >= next {
        session.liveAdvance(by: after - last)
        last = after
        next = next + interval
        if next <= after { next = after + interval }
        if mode == .watch, let deadline, after >= deadline {
          isOver = true
        } else if mode == .watch, deadline == nil, session.watchIsOver {
          isOver = true
        } else {
          draw()
        }
      }
    }
    terminal.restore()
    return session.liveEnd(byKey: leftByKey, columns: size.columns, rows: size.rows)
  }
}
