#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// The state the signal handlers need. A signal handler cannot capture context, so it lives in
// globals, written only while no handler can run at the same time (before installing them, and on
// the main thread between reads).
nonisolated(unsafe) private var savedAttributes = termios()
nonisolated(unsafe) private var hasSavedAttributes = false
nonisolated(unsafe) private var isInAlternateScreen = false
nonisolated(unsafe) private var resizePending: sig_atomic_t = 0

/// The terminal: whether standard input and output are one, its size, raw mode, the alternate
/// screen, non-blocking key reads, and signal handlers that put the terminal back however the program
/// ends.
///
/// Raw mode turns Ctrl-C into a key (the live views leave on it and restore the terminal themselves);
/// a SIGINT, SIGTERM, SIGHUP or SIGQUIT from elsewhere restores the terminal and exits. Every entry
/// into raw mode is paired with ``restore()`` by a `defer`.
package enum Terminal {
  /// Whether standard input is a terminal.
  package static var inputIsTerminal: Bool { isatty(STDIN_FILENO) != 0 }
  /// Whether standard output is a terminal.
  package static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) != 0 }

  /// The terminal's size in characters, or `nil` if standard output is not a terminal.
  ///
  /// - Returns: Columns and rows.
  package static func size() -> (columns: Int, rows: Int)? {
    var window = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else { return nil }
    return (Int(window.ws_col), Int(window.ws_row))
  }

  /// Installs the handlers: SIGINT, SIGTERM, SIGHUP and SIGQUIT restore the terminal and exit with
  /// 128 + the signal; SIGWINCH notes a resize for ``takeResize()``.
  package static func installSignalHandlers() {
    for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
      signal(signalNumber) { number in
        emergencyRestore()
        _exit(128 + number)
      }
    }
    signal(SIGWINCH) { _ in resizePending = 1 }
  }

  /// Whether the terminal was resized since the last call.
  ///
  /// - Returns: `true` once per resize.
  package static func takeResize() -> Bool {
    guard resizePending != 0 else { return false }
    resizePending = 0
    return true
  }

  /// Puts standard input in raw mode: no echo, no line editing, no signals from keys, reads return
  /// as soon as a byte arrives.
  ///
  /// - Returns: `false` if standard input is not a terminal (nothing changed).
  package static func enterRawMode() -> Bool {
    var attributes = termios()
    guard tcgetattr(STDIN_FILENO, &attributes) == 0 else { return false }
    savedAttributes = attributes
    hasSavedAttributes = true
    var raw = attributes
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
    setControlCharacter(VMIN, to: 1, in: &raw)
    setControlCharacter(VTIME, to: 0, in: &raw)
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
      hasSavedAttributes = false
      return false
    }
    return true
  }

  /// Switches to the alternate screen and hides the cursor.
  package static func enterAlternateScreen() {
    write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J")
    isInAlternateScreen = true
  }

  /// Leaves raw mode and the alternate screen, showing the cursor; does nothing if neither is on.
  package static func restore() {
    if isInAlternateScreen {
      write("\u{1B}[?25h\u{1B}[?1049l")
      isInAlternateScreen = false
    }
    if hasSavedAttributes {
      tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedAttributes)
      hasSavedAttributes = false
    }
  }

  /// Waits up to `timeout` for input and returns what arrived (an escape sequence split across reads
  /// is completed by a short second wait).
  ///
  /// - Parameter timeout: How long to wait; zero polls.
  /// - Returns: The bytes, empty if none arrived (or on end of input).
  package static func readBytes(timeout: Duration) -> [UInt8] {
    let milliseconds = Int32(
      clamping: max(timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000, 0))
    var bytes = readAvailable(waitingMilliseconds: milliseconds)
    var rounds = 0
    while rounds < 4, let escape = bytes.lastIndex(of: 0x1B), isIncompleteSequence(bytes[escape...]) {
      bytes += readAvailable(waitingMilliseconds: 25)
      rounds += 1
    }
    return bytes
  }

  private static func isIncompleteSequence(_ tail: ArraySlice<UInt8>) -> Bool {
    guard tail.count < 12 else { return false }
    if tail.count == 1 { return true }
    let second = tail[tail.startIndex + 1]
    if second == UInt8(ascii: "O") { return tail.count < 3 }
    guard second == UInt8(ascii: "[") else { return false }
    return !tail.dropFirst(2).contains { (0x40...0x7E).contains($0) }
  }

  private static func readAvailable(waitingMilliseconds: Int32) -> [UInt8] {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, waitingMilliseconds) > 0, descriptor.revents & Int16(POLLIN) != 0 else { return [] }
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = read(STDIN_FILENO, &buffer, buffer.count)
    guard count > 0 else { return [] }
    return Array(buffer.prefix(count))
  }
}

/// What a signal handler may do: restore the terminal with async-signal-safe calls only.
private func emergencyRestore() {
  if isInAlternateScreen { Terminal.writeInSignalHandler("\u{1B}[?25h\u{1B}[?1049l") }
  if hasSavedAttributes { tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedAttributes) }
  Terminal.writeInSignalHandler("\r\n")
}
