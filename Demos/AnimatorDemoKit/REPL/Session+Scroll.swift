/// The scroll scene's commands: `scroll DY`, `scroll` alone (the live view), `release VX VY` as a fling,
/// and the live view's keys.
extension Session {
  /// `scroll DY`: moves the scroll scene's page by `dy` points.
  ///
  /// - Parameter dy: The move, positive down the page.
  /// - Returns: The page, the crossings the scroll made, and the status.
  func scroll(dy: Double) -> SessionResponse {
    guard let page = scene as? ScrollScene else {
      return SessionResponse(lines: ["scroll moves the scroll scene's page: type \"load scroll\" first"])
    }
    do {
      let line = try page.scroll(by: dy)
      return SessionResponse(lines: [line] + page.log.drain().map { "  · " + $0 } + [statusLine()])
    } catch {
      return SessionResponse(lines: [explain(error, doing: "scroll")])
    }
  }

  /// `release VX VY` in the scroll scene: flings the page at `vy`; it settles on the nearest card.
  ///
  /// - Parameter vy: The scroll's velocity, points per second down the page.
  /// - Returns: Where the page settles, and the status.
  func fling(vy: Double) -> SessionResponse {
    guard let page = scene as? ScrollScene else { return SessionResponse(lines: []) }
    do {
      let lines = try page.release(vy: vy)
      return SessionResponse(
        lines: lines + [statusLine()], next: configuration.interactive ? .watch(seconds: nil) : .prompt)
    } catch {
      return SessionResponse(lines: [explain(error, doing: "release")])
    }
  }

  /// How far ↑ and ↓ scroll the page in the live view, in points.
  static let scrollKeyStep = 40.0
  /// How far shift-↑ and shift-↓ scroll it: ten steps, as shift moves the scrubber ten times as far.
  static let scrollKeyLargeStep = 400.0

  /// `scroll` alone, and `play` or `scrub` alone in the scroll scene: in a terminal, the live view
  /// in which the arrow keys scroll the page (``scrollKey(_:)``); in a script, what to type instead.
  ///
  /// - Returns: The view to open, or the line that says what works here.
  func scrollView() -> SessionResponse {
    guard scene is ScrollScene else {
      return SessionResponse(lines: ["scroll moves the scroll scene's page: type \"load scroll\" first"])
    }
    guard configuration.interactive else {
      return SessionResponse(lines: [ScrollScene.scrollInstead])
    }
    return SessionResponse(
      lines: ["the live view: ↑/↓ scroll the page, shift ↑/↓ further, space flings it, q returns to the prompt"],
      next: .scrub)
  }

  /// The scroll scene's keys in the live view: ↑ and ↓ (or `k` and `j`) scroll by ``scrollKeyStep``,
  /// shift-↑ and shift-↓ (or `K` and `J`) by ``scrollKeyLargeStep``, space lets go at the speed of
  /// a held key (the last step times ``dragKeyRate``; still, it settles on the nearest card), and `r`,
  /// which has no meaning here, says what does. ←, →, Home and End move through the page as they
  /// move the scrubber's playhead (the page's progress is the player's).
  ///
  /// - Parameter key: The key.
  /// - Returns: What the key did, or `nil` when it is not one of these (or not the scroll scene).
  func scrollKey(_ key: Key) -> LiveKeyResult? {
    guard let page = scene as? ScrollScene else { return nil }
    let step: Double
    switch key {
    case .up, .character("k"): step = -Self.scrollKeyStep
    case .down, .character("j"): step = Self.scrollKeyStep
    case .shiftUp, .character("K"): step = -Self.scrollKeyLargeStep
    case .shiftDown, .character("J"): step = Self.scrollKeyLargeStep
    case .space:
      let velocity = page.lastKeyStep * Self.dragKeyRate
      page.lastKeyStep = 0
      return .stay(liveRun(.release(vx: 0, vy: velocity)).lines.first)
    case .character("r"), .character("R"):
      return .stay("the scroll drives this page: ↑/↓ scroll it, space flings it")
    default:
      return nil
    }
    page.lastKeyStep = step
    return .stay(liveRun(.scroll(dy: step)).lines.first)
  }
}
