/// A group of commands for `help`: the short overview gives each topic one line, and
/// `help TOPIC` lists its commands with what each does.
struct HelpTopic: Sendable {
  /// The topic's name, as typed after `help` (no command has it).
  let name: String
  /// Its line in the overview: the commands as a newcomer types them.
  let overview: String
  /// The names of its commands, in the order listed.
  let commands: [String]
  /// What `help TOPIC` adds after the commands.
  var notes: [String] = []

  /// The topics, in the order of the overview; together they hold every command once.
  static let all: [HelpTopic] = [
    HelpTopic(
      name: "loading", overview: "scenes, load NAME (or a scene FILE), reset, help, quit",
      commands: ["scenes", "load", "reset", "help", "quit"]),
    HelpTopic(
      name: "playback", overview: "play, pause, reverse, stop, finish start|end|current, tap, scope",
      commands: ["play", "pause", "reverse", "stop", "finish", "tap", "scope"],
      notes: [
        "in bars (endless), play and pause run and pause the chain, scrub maps 0...1 to its first 10 s and",
        "  seek goes up to 600 s, both replaying the chain from its seed; reverse and finish end do not apply.",
        "in expand, the player is the newest copy's 2 s animator; tap starts another copy, which overlaps.",
        "in the scroll scene, the scroll drives the player: in a terminal, play opens the live view, where ↑/↓ scroll.",
      ]),
    HelpTopic(
      name: "time", overview: "step 16ms, seek 1.25s (or a LABEL), scrub 0.5, speed 0.5, watch [SECONDS]",
      commands: ["step", "seek", "scrub", "speed", "watch"],
      notes: ["time moves only with step, watch, play in a terminal, or a live view's keys."]),
    HelpTopic(
      name: "looking", overview: "show, state, timeline, curve [NAME], export svg PATH [FRAMES] (or export docs DIR)",
      commands: ["show", "state", "timeline", "curve", "export"]),
    HelpTopic(
      name: "gestures", overview: "drag DX DY and release VX VY (load sheet), scroll [DY] (load scroll)",
      commands: ["drag", "release", "scroll"],
      notes: [
        "in a terminal, \"scrub\" alone opens the live view: in the sheet, ↑/↓ drag and space lets go; in the",
        "  scroll scene (also \"scroll\" or \"play\"), ↑/↓ scroll, shift ↑/↓ scroll further and space flings.",
      ]),
    HelpTopic(
      name: "editing", overview: "new, add, move, remove, set, items, save FILE (your own timeline)",
      commands: ["new", "add", "move", "remove", "set", "items", "save"]),
    HelpTopic(
      name: "recording", overview: "record FILE, replay FILE", commands: ["record", "replay"]),
    HelpTopic(
      name: "graphs", overview: "input NAME VALUE, fire TRIGGER, travel NODE, enter NODE, graph (load hero)",
      commands: ["input", "fire", "travel", "enter", "graph"],
      notes: [
        "in hero, an animation graph is the player: speed (0 to 3) blends idle, walk and run, jump jumps, and",
        "  wave is reached only by travel or enter; state adds the graph's line; timeline draws each leaf's",
        "  weight and each property's value. enter shows a node at once or blended, with no transition (Unity's",
        "  Play and CrossFade); seek replays it with the inputs.",
        "in a terminal, play opens the live view: ↑/↓ change speed by 0.5, space fires jump, any other key returns.",
      ]),
  ]

  /// The topic called `name`, or `nil`.
  static func named(_ name: String) -> HelpTopic? {
    all.first { $0.name == name }
  }
}
