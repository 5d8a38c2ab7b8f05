import Animator

/// `help`: a short overview of the commands by topic, `help TOPIC` for a topic's commands with
/// what each does, `help COMMAND` for one in full, and `help all` for every command.
extension Session {
  /// `help`, `help TOPIC`, `help COMMAND` and `help all`.
  func help(_ topic: String?) -> [String] {
    guard let topic else { return Self.helpOverview }
    if topic == "all" { return Self.helpAll }
    if let info = CommandInfo.all.first(where: { $0.name == topic }) {
      return ["\(info.usage): \(info.summary)"] + (Self.details[info.name] ?? [])
    }
    if let group = HelpTopic.named(topic) {
      return ["\(group.name):"] + Self.usageLines(group.commands.compactMap(CommandInfo.named)) + group.notes
    }
    let words = CommandInfo.names + HelpTopic.all.map(\.name) + ["all"]
    let suggestion = Suggestions.closest(to: topic, among: words).first
    return [
      "no command or topic \(CommandParser.quoted(topic))"
        + (suggestion.map { ": try \"help \($0)\"" } ?? ": type \"help\" for the list")
    ]
  }

  /// What `help` alone prints: each topic in a line, and how to learn more.
  static let helpOverview: [String] = {
    let width = (HelpTopic.all.map(\.name.count).max() ?? 8) + 2
    var lines = [
      "commands by topic (\"help TOPIC\" says what each does, \"help COMMAND\" explains one, \"help all\" lists all):"
    ]
    lines += HelpTopic.all.map { "  " + Format.pad($0.name, width) + $0.overview }
    lines += [
      "time moves only with step, watch, play in a terminal, or a live view's keys; in a terminal, \"scrub\"",
      "  alone opens a live view driven by the arrow keys (in the scroll scene, so do \"scroll\" and \"play\").",
    ]
    return lines
  }()

  /// What `help all` prints: every command with what it does, then the notes of every topic.
  static let helpAll: [String] = {
    ["every command (\"help COMMAND\" explains one):"] + usageLines(CommandInfo.all)
      + HelpTopic.all.flatMap(\.notes)
  }()

  /// One line per command: its usage, padded, and what it does.
  private static func usageLines(_ infos: [CommandInfo]) -> [String] {
    let width = (CommandInfo.all.map(\.usage.count).max() ?? 10) + 2
    return infos.map { "  " + Format.pad($0.usage, width) + $0.summary }
  }

  private static let details: [String: [String]] = [
    "scrub": [
      "  the fraction is of time along the run; the player pauses there.",
      "  in a terminal, \"scrub\" alone takes the keys: ←/→ move 1% (shift: 10%), space plays and pauses,",
      "  r reverses, home/end jump to the ends, q or escape returns to the prompt.",
    ],
    "step": [
      "  the scene's manual clock moves; the engine scales it by the speed. \"step 16ms\" is one frame at 60 Hz."
    ],
    "finish": ["  start: the values before the run; end: the values it set; current: where it is now."],
    "watch": ["  without SECONDS, until the scene stops moving; any key ends it. In a script, frames of 1/30 s."],
    "export": [
      "  FRAMES > 1 draws the run from its start to its end, evenly spaced, side by side with their times.",
      "  export docs DIR writes every picture of Documentation/ under DIR: curves, springs, keyframes, the",
      "  scenes' filmstrips, the state diagram and timelines (the same bytes on every run).",
    ],
    "tap": ["  login, splash, launch: the seed's re-animate; expand: another copy; bars has no button."],
    "scope": [
      "  every scene makes its animations inside its scope (an AnimationScope): \"scope\" lists them, running",
      "  or not, with the quick animations and the values it can put back. cancel: all stop where they are",
      "  shown, no completion runs; finish: all jump to their ends and run their completions; revert: cancel,",
      "  then every value they changed goes back to what it was before the scene started them.",
    ],
    "seek": [
      "  TIME is seconds (1.25 or 1.25s) or milliseconds (300ms); a word is a label of your timeline, like",
      "  \"seek shown\" (\"timeline\" draws the labels, \"items\" lists them with their times).",
    ],
    "scroll": [
      "  in a terminal, \"scroll\" alone opens the live view: ↑/↓ scroll 40 pt, shift ↑/↓ (or K/J) 400 pt,",
      "  ←/→ move through the page 1% (shift: 10%), home/end go to its top and bottom, space flings it at the",
      "  speed of a held key and it settles on the nearest card, q returns to the prompt.",
    ],
    "curve": CurveCatalog.listing.map { "  " + $0 },
    "graph": [
      "  \"help graphs\" lists the graph commands (input, fire, travel, enter); \"load hero\" loads a scene with a graph."
    ],
    "add": [
      "  CURVE (and each of CURVES) is a name \"curve\" lists, in any case, or cubic-bezier(x1,y1,x2,y2);",
      "  a curve that version 2 of the format added moves a version 1 scene to version 2.",
    ],
    "set": ["  CURVE is a name \"curve\" lists, or cubic-bezier(x1,y1,x2,y2); TIME as for seek, like 0.5s."],
    "help": [
      "  the topics: " + HelpTopic.all.map(\.name).joined(separator: ", ") + "; \"help all\" lists every command."
    ],
  ]
}
