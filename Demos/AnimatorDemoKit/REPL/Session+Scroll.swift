/// The scroll scene's commands: `scroll DY`, `release VX VY` as a fling, and the live view's keys.
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

  /// The scroll scene's keys in the live view: ↑ and ↓ scroll by ``scrollKeyStep``, and space
  /// flings the page at the speed of a held key (the last step times ``dragKeyRate``).
  ///
  /// - Parameter key: The key.
  /// - Returns: What the key did, or `nil` when it is not one of these (or not the scroll scene).
  func scrollKey(_ key: Key) -> LiveKeyResult? {
    guard let page = scene as? ScrollScene else { return nil }
    switch key {
    case .up, .down:
      let step = key == .up ? -Self.scrollKeyStep : Self.scrollKeyStep
      page.lastKeyStep = step
      return .stay(liveRun(.scroll(dy: step)).lines.first)
    case .space where page.lastKeyStep != 0:
      let velocity = page.lastKeyStep * Self.dragKeyRate
      page.lastKeyStep = 0
      return .stay(liveRun(.release(vx: 0, vy: velocity)).lines.first)
    default:
      return nil
    }
  }
}
