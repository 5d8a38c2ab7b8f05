import Foundation
import Testing

@testable import AnimatorDemoKit

/// The built `animator` executable, run with piped input as a user's script would run it.
@Suite("The animator executable")
struct ExecutableTests {
  /// The package's root, from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `animator` in `swift build --show-bin-path` (the test runner builds every product first).
  static func executable() throws -> URL {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "build", "--show-bin-path"]
    process.currentDirectoryURL = packageRoot
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    let binary = URL(fileURLWithPath: path).appendingPathComponent("animator")
    try #require(FileManager.default.isExecutableFile(atPath: binary.path), "no executable at \(binary.path)")
    return binary
  }

  /// Runs the executable with `input` on standard input.
  static func run(_ arguments: [String] = [], input: String) throws -> (output: String, status: Int32) {
    let process = Process()
    process.executableURL = try executable()
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["COLORTERM"] = "truecolor"
    process.environment = environment
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let data = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: data, as: UTF8.self), process.terminationStatus)
  }

  @Test("with piped input it prints exactly the transcript the kit prints, and exits 0 at end of input")
  func pipedInput() throws {
    let lines = try Transcript.input("launch") + ["plya", "", String(repeating: "x", count: 5_000), "curve easeOut"]
    let (output, status) = try Self.run(input: lines.joined(separator: "\n") + "\n")
    #expect(status == 0)
    let expected = Transcript.run(lines).output
    let difference = Transcript.difference(output, expected)
    #expect(difference == nil, "\(difference ?? "")")
    #expect(!output.contains("\u{1B}["), "piped output has no escapes, even with COLORTERM set")
  }

  @Test("binary garbage on standard input is answered line by line, and quit exits 0")
  func garbage() throws {
    var bytes: [UInt8] = Array("play\n".utf8)
    bytes += [0xFF, 0x00, 0x1B, 0x5B, 0x41, 0xC3, 0x28, 0x0A]
    bytes += Array("state\nquit\nplay\n".utf8)
    let (output, status) = try Self.run(input: String(decoding: bytes, as: UTF8.self))
    #expect(status == 0)
    #expect(output.contains("that line has control characters"))
    #expect(output.contains("bye"))
    #expect(!output.hasSuffix("playing login from 0.00 s\n"), "nothing runs after quit")
  }

  @Test("--script runs a file; --help prints the usage; a bad option exits 2")
  func options() throws {
    let script = FileManager.default.temporaryDirectory.appendingPathComponent("animator-\(UUID()).script")
    try "load splash\nplay\nstep 1s\n".write(to: script, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: script) }
    let (output, status) = try Self.run(["--script", script.path], input: "")
    #expect(status == 0)
    #expect(output.contains("splash · 0.70 s of 0.70 s (100%) · ended at the end"))
    #expect(try Self.run(["--help"], input: "").status == 0)
    let bad = try Self.run(["--frobnicate"], input: "")
    #expect(bad.status == 2)
    #expect(bad.output.hasPrefix("unknown option \"--frobnicate\""))
  }
}
