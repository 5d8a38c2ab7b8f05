@testable import AnimatorDemoKit

/// A terminal for the live views with a clock of its own: no wall-clock time, no sleeping. Each view
/// it opens follows the next script: keys pressed at times after the view opened, and resizes.
/// Every read of the keyboard waits for its timeout (or until the next key) and then some: the
/// `lag` list, taken in turn, makes frames late by irregular amounts, as a busy machine would.
final class ScriptedTerminal: LiveTerminal {
  /// What happens in one view.
  struct View {
    /// Keys, as the bytes a terminal sends, at times after the view opened.
    var keys: [(at: Duration, bytes: [UInt8])] = []
    /// Resizes, at times after the view opened.
    var resizes: [(at: Duration, columns: Int, rows: Int)] = []
  }

  private var views: [View]
  private var current = View()
  private var opened = Duration.zero
  private var lags: [Duration]
  private var lagIndex = 0
  private var columns: Int
  private var rows: Int
  /// The terminal's clock.
  private(set) var now = Duration.zero
  /// How many views were opened.
  private(set) var entered = 0
  /// How many screens were drawn.
  private(set) var writes = 0

  /// Makes one.
  ///
  /// - Parameters:
  ///   - views: A script per view, in the order they open; views after these see no keys.
  ///   - lag: How late each read returns, in turn.
  ///   - columns: The width.
  ///   - rows: The height.
  init(views: [View], lag: [Duration] = [.zero], columns: Int = 80, rows: Int = 24) {
    self.views = views
    lags = lag.isEmpty ? [.zero] : lag
    self.columns = columns
    self.rows = rows
  }

  /// The same key at a time, for scripts: `.key("q", at: .milliseconds(500))`.
  static func key(_ text: String, at time: Duration) -> (at: Duration, bytes: [UInt8]) {
    (time, Array(text.utf8))
  }

  func enter() -> Bool {
    entered += 1
    current = views.isEmpty ? View() : views.removeFirst()
    opened = now
    return true
  }

  func restore() {}
  func size() -> (columns: Int, rows: Int)? { (columns, rows) }

  func takeResize() -> Bool {
    guard let resize = current.resizes.first, opened + resize.at <= now else { return false }
    current.resizes.removeFirst()
    columns = resize.columns
    rows = resize.rows
    return true
  }

  func readBytes(timeout: Duration) -> [UInt8] {
    let lag = lags[lagIndex % lags.count]
    lagIndex += 1
    if let key = current.keys.first, opened + key.at <= now + timeout {
      current.keys.removeFirst()
      now = max(now, opened + key.at)
      return key.bytes
    }
    now += timeout + lag
    return []
  }

  func write(_ text: String) { writes += 1 }
}
