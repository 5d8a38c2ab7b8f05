import Animator

/// A command of the REPL, parsed from one line by ``CommandParser``.
enum Command: Equatable, Sendable {
  /// `help [COMMAND]`.
  case help(String?)
  /// `scenes`.
  case scenes
  /// `load NAME`.
  case load(SceneKind)
  /// `play`.
  case play
  /// `pause`.
  case pause
  /// `reverse`.
  case reverse
  /// `scrub FRACTION`, or `scrub` alone for the arrow keys.
  case scrub(Double?)
  /// `seek TIME`, in seconds.
  case seek(Double)
  /// `seek LABEL`: a label of the loaded timeline.
  case seekLabel(String)
  /// `step DURATION`.
  case step(Duration)
  /// `speed FACTOR`.
  case speed(Double)
  /// `stop`.
  case stop
  /// `finish start|end|current`.
  case finish(AnimatingPosition)
  /// `tap`.
  case tap
  /// `drag DX DY`: a finger moves the sheet scene's sheet, in points.
  case drag(dx: Double, dy: Double)
  /// `release VX VY`: the finger lets go, moving at this velocity in points per second.
  case release(vx: Double, vy: Double)
  /// `scroll DY`: the scroll scene's page moves by DY points; `scroll` alone opens the live view.
  case scroll(dy: Double?)
  /// `state`.
  case state
  /// `show`.
  case show
  /// `timeline`.
  case timeline
  /// `curve [NAME]`.
  case curve(String?)
  /// `watch [SECONDS]`.
  case watch(Double?)
  /// `export svg PATH [FRAMES]`.
  case exportSVG(path: String, frames: Int)
  /// `export docs DIR`: every picture of the documentation.
  case exportDocs(path: String)
  /// `scope`: what the scene's scope holds; `scope cancel|finish|revert`: that ending of all of it.
  case scope(ScopeEnding?)
  /// `reset`: the scene as loaded.
  case reset
  /// `quit`.
  case quit
  /// A comment (`# ...`) in a script: echoed, nothing else.
  case comment
  /// A command on the user's own timeline (`load FILE`, `new`, `add`, `move`, `remove`, `set`,
  /// `items`, `save`, `record`, `replay`).
  case scene(SceneCommand)
  /// A command on the scene's animation graph (`input`, `fire`, `travel`, `graph`).
  case graph(GraphCommand)
}

/// What one command does, for `help`: its usage and a line about it.
struct CommandInfo: Sendable {
  /// The command's name.
  let name: String
  /// How to type it.
  let usage: String
  /// What it does.
  let summary: String

  /// Every command, in the order `help` lists them.
  static let all = builtIn + SceneCommand.infos + GraphCommand.infos

  /// The commands on the seed scenes.
  static let builtIn: [CommandInfo] = [
    CommandInfo(
      name: "help", usage: "help [TOPIC|COMMAND]", summary: "the commands by topic, a topic's commands, or one command"),
    CommandInfo(name: "scenes", usage: "scenes", summary: "list the seed scenes"),
    CommandInfo(
      name: "load", usage: "load NAME",
      summary: "load a scene (\(SceneKind.allCases.map(\.name).joined(separator: ", "))) or a file (load card.json)"),
    CommandInfo(name: "play", usage: "play", summary: "start or resume the scene (in a terminal, watch it move)"),
    CommandInfo(name: "pause", usage: "pause", summary: "pause where it is"),
    CommandInfo(name: "reverse", usage: "reverse", summary: "turn the direction around"),
    CommandInfo(
      name: "scrub", usage: "scrub [FRACTION]",
      summary: "move the playhead to a fraction of the run, like 0.5 or 50% (alone: use the arrow keys)"),
    CommandInfo(
      name: "seek", usage: "seek TIME|LABEL", summary: "move the playhead to a time, like 1.25s or 300ms, or to a label"
    ),
    CommandInfo(name: "step", usage: "step DURATION", summary: "advance the scene's manual clock, like 16ms or 0.5s"),
    CommandInfo(name: "speed", usage: "speed FACTOR", summary: "scale time, like 0.25 (slow motion) or 2"),
    CommandInfo(name: "stop", usage: "stop", summary: "stop where it is, waiting for finish"),
    CommandInfo(
      name: "finish", usage: "finish start|end|current",
      summary: "end the run there and run its completions (stops first if needed)"),
    CommandInfo(name: "tap", usage: "tap", summary: "the scene's button: re-animate, or expand another copy"),
    CommandInfo(
      name: "scope", usage: "scope [ENDING]",
      summary: "what the scene started; scope cancel, finish or revert ends all of it"),
    CommandInfo(
      name: "drag", usage: "drag DX DY",
      summary: "sheet scene: move the finger by DX, DY points (rubber band past the ends)"),
    CommandInfo(
      name: "release", usage: "release VX VY",
      summary: "sheet scene: let go at VX, VY points per second; it springs to the snap point it would coast to;"
        + " scroll scene: fling the page at VY"),
    CommandInfo(
      name: "scroll", usage: "scroll [DY]",
      summary:
        "scroll scene: move the page by DY points (positive down); the header and cards follow (alone: arrow keys)"),
    CommandInfo(name: "state", usage: "state", summary: "the player's state and every animated property's value"),
    CommandInfo(name: "show", usage: "show", summary: "draw the current frame"),
    CommandInfo(name: "timeline", usage: "timeline", summary: "a lane per animated property, with the playhead"),
    CommandInfo(name: "curve", usage: "curve [NAME]", summary: "plot a timing curve or spring (alone: list them)"),
    CommandInfo(
      name: "watch", usage: "watch [SECONDS]", summary: "play in real time, redrawing, until a key or the time is up"),
    CommandInfo(
      name: "export", usage: "export svg PATH [FRAMES]",
      summary: "write the frame as SVG, or FRAMES frames across the run side by side (also: export docs DIR)"),

    CommandInfo(name: "reset", usage: "reset", summary: "load the scene again, as new"),
    CommandInfo(name: "quit", usage: "quit", summary: "leave (so does end of input)"),
  ]

  /// The names of the commands.
  static let names = all.map(\.name)

  /// The command called `name`, or `nil`.
  static func named(_ name: String) -> CommandInfo? {
    all.first { $0.name == name }
  }
}

/// How `scope cancel|finish|revert` ends what the scene's scope holds.
enum ScopeEnding: String, CaseIterable, Sendable {
  /// ``AnimationScope/cancel()``.
  case cancel
  /// ``AnimationScope/finish()``.
  case finish
  /// ``AnimationScope/revert()``.
  case revert
}
