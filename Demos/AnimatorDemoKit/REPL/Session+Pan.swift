/// The scripted pan of the sheet scene: `drag DX DY` and `release VX VY`.
extension Session {
  /// `drag DX DY`: the finger moves the sheet (only `DY` moves it).
  ///
  /// - Parameters:
  ///   - dx: The finger's move across, in points.
  ///   - dy: Its move down, in points.
  /// - Returns: What the finger and the sheet did, and the status.
  func drag(dx: Double, dy: Double) -> SessionResponse {
    guard let sheet = scene as? SheetScene else {
      return SessionResponse(lines: ["drag moves the sheet: type \"load sheet\" first"])
    }
    do {
      let line = try sheet.drag(dy: dy)
      return SessionResponse(lines: [dx == 0 ? line : line + " (the sheet moves only down and up)", statusLine()])
    } catch {
      return SessionResponse(lines: [explain(error, doing: "drag")])
    }
  }

  /// `release VX VY`: the finger lets go; the sheet springs to a snap point with its velocity.
  ///
  /// - Parameters:
  ///   - vx: The finger's velocity across, in points per second.
  ///   - vy: Its velocity down, in points per second.
  /// - Returns: Where the sheet goes, and the status.
  func release(vx: Double, vy: Double) -> SessionResponse {
    if scene is ScrollScene { return fling(vy: vy) }
    guard let sheet = scene as? SheetScene else {
      return SessionResponse(lines: ["release lets go of the sheet: type \"load sheet\" first"])
    }
    do {
      let lines = try sheet.release(vy: vy)
      guard sheet.fingerTop == nil, sheet.player.isRunning else { return SessionResponse(lines: lines) }
      return SessionResponse(
        lines: lines + [statusLine()], next: configuration.interactive ? .watch(seconds: nil) : .prompt)
    } catch {
      return SessionResponse(lines: [explain(error, doing: "release")])
    }
  }

  /// How far ↑ and ↓ move the finger in the sheet scene's live scrub view, in points.
  static let dragKeyStep = 40.0
  /// The rate a held arrow key repeats at, per second: a release moves at the last step times this.
  static let dragKeyRate = 30.0

  /// The sheet scene's keys in the live scrub view: ↑ and ↓ drag the sheet by ``dragKeyStep``, and
  /// space, while the finger holds it, lets go at the speed of a held key (the last step times
  /// ``dragKeyRate``, 1,200 points per second).
  ///
  /// - Parameter key: The key.
  /// - Returns: What the key did, or `nil` when it is not one of these (or not the sheet scene).
  func sheetKey(_ key: Key) -> LiveKeyResult? {
    guard let sheet = scene as? SheetScene else { return nil }
    switch key {
    case .up, .down, .shiftUp, .shiftDown:
      let step = key == .up || key == .shiftUp ? -Self.dragKeyStep : Self.dragKeyStep
      sheet.lastKeyStep = step
      return .stay(liveRun(.drag(dx: 0, dy: step)).lines.first)
    case .space where sheet.fingerTop != nil:
      return .stay(liveRun(.release(vx: 0, vy: sheet.lastKeyStep * Self.dragKeyRate)).lines.first)
    default:
      return nil
    }
  }
}
