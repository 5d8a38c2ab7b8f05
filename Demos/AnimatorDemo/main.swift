// `swift run animator`: the seed scenes in a terminal REPL. Everything but input and output lives
// in AnimatorDemoKit.
import AnimatorDemoKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

var environment: [String: String] = [:]
for name in ["NO_COLOR", "COLORTERM", "TERM"] {
  if let value = getenv(name) { environment[name] = String(cString: value) }
}
let program = DemoProgram(
  arguments: Array(CommandLine.arguments.dropFirst()), environment: environment,
  inputIsTerminal: Terminal.inputIsTerminal, outputIsTerminal: Terminal.outputIsTerminal,
  terminalSize: Terminal.size())
if program.isInteractive { Terminal.installSignalHandlers() }
let status = program.run(readLine: { readLine(strippingNewline: true) }, write: Terminal.write)
Terminal.restore()
exit(status)
