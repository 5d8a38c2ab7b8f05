import Foundation

@testable import AnimatorDemoKit

/// Runs scripted sessions the way `animator` does with piped input, and compares them with golden
/// files.
enum Transcript {
  /// The output of `animator` given `lines` on standard input (not a terminal).
  static func run(_ lines: [String], arguments: [String] = []) -> (output: String, status: Int32) {
    let program = DemoProgram(
      arguments: arguments, environment: [:], inputIsTerminal: false, outputIsTerminal: false, terminalSize: nil)
    var remaining = lines[...]
    var output = ""
    let status = program.run(
      readLine: { remaining.popFirst() },
      write: { output += $0 })
    return (output, status)
  }

  /// The folder of golden files.
  static let goldenDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")

  /// The lines of a golden input file.
  static func input(_ name: String) throws -> [String] {
    let text = try String(contentsOf: goldenDirectory.appendingPathComponent("\(name).input"), encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLast(
      text.hasSuffix("\n") ? 1 : 0)
  }

  /// The expected output, or `nil` if the golden file does not exist yet.
  static func expected(_ name: String) -> String? {
    try? String(contentsOf: goldenDirectory.appendingPathComponent("\(name).output"), encoding: .utf8)
  }

  /// Writes `output` as the golden output of `name` (set `ANIMATOR_UPDATE_GOLDEN=1` to regenerate).
  static func record(_ name: String, _ output: String) throws {
    try output.write(to: goldenDirectory.appendingPathComponent("\(name).output"), atomically: true, encoding: .utf8)
  }

  /// Whether golden files should be rewritten instead of compared.
  static var isRecording: Bool { ProcessInfo.processInfo.environment["ANIMATOR_UPDATE_GOLDEN"] == "1" }

  /// The first line where `actual` and `expected` differ, as a message, or `nil` when they are equal.
  static func difference(_ actual: String, _ expected: String) -> String? {
    guard actual != expected else { return nil }
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(a.count, e.count) {
      let left = index < a.count ? String(a[index]) : "<end>"
      let right = index < e.count ? String(e[index]) : "<end>"
      if left != right { return "line \(index + 1) differs:\n  actual:   \(left)\n  expected: \(right)" }
    }
    return "the transcripts differ"
  }
}
