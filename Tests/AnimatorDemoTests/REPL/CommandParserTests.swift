import Animator
import Testing

@testable import AnimatorDemoKit

@Suite("Command parser")
struct CommandParserTests {
  @Test(
    "reads every command in its documented forms",
    arguments: [
      ("help", Command.help(nil)),
      ("help scrub", .help("scrub")),
      ("scenes", .scenes),
      ("load splash", .load(.splash)),
      ("LOAD Bars", .load(.bars)),
      ("play", .play),
      ("  pause  ", .pause),
      ("reverse", .reverse),
      ("scrub", .scrub(nil)),
      ("scrub 0.25", .scrub(0.25)),
      ("scrub 50%", .scrub(0.5)),
      ("seek 1.25s", .seek(1.25)),
      ("seek 300ms", .seek(0.3)),
      ("seek 2", .seek(2)),
      ("seek shown", .seekLabel("shown")),
      ("seek label 4", .seekLabel("label 4")),
      ("step 16ms", .step(.milliseconds(16))),
      ("step 0.5s", .step(.milliseconds(500))),
      ("speed 0.25", .speed(0.25)),
      ("speed 2x", .speed(2)),
      ("stop", .stop),
      ("finish start", .finish(.start)),
      ("finish END", .finish(.end)),
      ("finish current", .finish(.current)),
      ("tap", .tap),
      ("state", .state),
      ("show", .show),
      ("timeline", .timeline),
      ("curve", .curve(nil)),
      ("curve spring(0.5, 0.3)", .curve("spring(0.5, 0.3)")),
      ("scroll", .scroll(dy: nil)),
      ("scroll -40", .scroll(dy: -40)),
      ("watch", .watch(nil)),
      ("watch 2", .watch(2)),
      ("export svg out.svg", .exportSVG(path: "out.svg", frames: 1)),
      ("export svg strip.svg 5", .exportSVG(path: "strip.svg", frames: 5)),
      ("reset", .reset),
      ("quit", .quit),
      ("exit", .quit),
      ("# a comment", .comment),
    ])
  func valid(line: String, command: Command) {
    #expect(CommandParser.parse(line) == .success(command))
  }

  @Test(
    "says what was wrong and what to type",
    arguments: [
      ("plya", "unknown command \"plya\": try \"play\", or \"help\""),
      ("xyzzy", "unknown command \"xyzzy\": type \"help\" for the commands"),
      ("", "empty line: type a command, like \"play\", or \"help\" for all of them"),
      (
        "load",
        "load needs a scene name: type it like \"load splash\" (scenes: login, splash, launch, bars, expand, sheet, path, scroll, hero)"
      ),
      (
        "load splsh",
        "no scene named \"splsh\": try \"load splash\" (scenes: login, splash, launch, bars, expand, sheet, path, scroll, hero)"
      ),
      ("scrub 2", "scrub 2 is out of range: give 0 to 1 (or 0% to 100%), like \"scrub 0.5\""),
      ("seek -1s", "seek -1s is out of range: give 0 to 3600 seconds, like \"seek 1.25s\""),
      ("seek inf", "seek \"inf\"? give a time in seconds or milliseconds, like \"seek 1.25s\""),
      ("step 0ms", "step needs a time greater than zero, like \"step 16ms\" or \"step 0.5s\""),
      ("finish middle", "finish at \"middle\"? the positions are start, end and current, like \"finish end\""),
      ("play now", "play takes no arguments, but got \"now\": type just \"play\""),
      (
        "\u{1B}[B",
        "the arrow keys work in a live view, not at the prompt: type \"scrub\" (in the scroll scene,"
          + " \"scroll\") and use them there"
      ),
      (
        "\u{1B}[A\u{1B}[A\u{1B}[1;2B",
        "the arrow keys work in a live view, not at the prompt: type \"scrub\" (in the"
          + " scroll scene, \"scroll\") and use them there"
      ),
    ])
  func invalid(line: String, message: String) {
    #expect(CommandParser.parse(line) == .failure(ParseError(message: message)))
  }

  @Test("accepts plain decimals only: no exponents, hexadecimal, nan or infinity")
  func decimals() {
    #expect(CommandParser.decimal("12.5") == 12.5)
    #expect(CommandParser.decimal("-.25") == -0.25)
    for text in ["1e3", "0x10", "nan", "inf", "infinity", "1.2.3", "--1", "1-", "", ".", "+"] {
      #expect(CommandParser.decimal(text) == nil, "\(text)")
    }
  }

  @Test("suggests the closest command for a typo, swaps included")
  func suggestions() {
    #expect(Suggestions.closest(to: "plya", among: CommandInfo.names).first == "play")
    #expect(Suggestions.closest(to: "revrse", among: CommandInfo.names).first == "reverse")
    #expect(Suggestions.closest(to: "tim", among: CommandInfo.names).first == "timeline")
    #expect(Suggestions.closest(to: "qqqqqqqq", among: CommandInfo.names).isEmpty)
  }
}
