/// A key press, decoded from the bytes a terminal sends in raw mode.
enum Key: Hashable, Sendable {
  /// ←.
  case left
  /// →.
  case right
  /// Shift-← (also Ctrl-←, Alt-←, and Page Up): a large step back.
  case shiftLeft
  /// Shift-→ (also Ctrl-→, Alt-→, and Page Down): a large step forward.
  case shiftRight
  /// ↑.
  case up
  /// ↓.
  case down
  /// Shift-↑ (also Ctrl-↑ and Alt-↑): a large step up.
  case shiftUp
  /// Shift-↓ (also Ctrl-↓ and Alt-↓): a large step down.
  case shiftDown
  /// Home.
  case home
  /// End.
  case end
  /// The space bar.
  case space
  /// Return or Enter.
  case enter
  /// Escape on its own.
  case escape
  /// Ctrl-C (raw mode turns it into a key, so the program can restore the terminal itself).
  case interrupt
  /// Ctrl-D.
  case endOfInput
  /// Any other printable character.
  case character(Character)
  /// A sequence or control byte with no meaning here.
  case unknown
}
