import Animator
import AnimatorScene

/// The user's own timeline: scene files, editing at the prompt, recording and replaying.
extension Session {
  func run(_ command: SceneCommand) -> SessionResponse {
    switch command {
    case .load(let path): loadFile(path)
    case .new(let name): newScene(name)
    case .record(let path): record(path)
    case .replay(let path): replay(path)
    case .add, .move, .remove, .setCurve, .setDuration, .items, .save:
      edit(command)
    }
  }

  /// The scene's name for `state`: a seed's name and number, or a file scene's name.
  var sceneTitle: String {
    if let file = scene as? FileScene { return "\(file.name) (your own)" }
    return scene.kind.title
  }

  private func failure(_ message: String) -> SessionResponse {
    SessionResponse(lines: [message], failed: true)
  }

  /// Loads a scene file; a file that is not one changes nothing.
  private func loadFile(_ path: String) -> SessionResponse {
    let shown = CommandParser.quoted(path, limit: 60)
    // The file's bytes live only inside `readDocument`: they are freed before the scene is built.
    switch readDocument(path) {
    case .failure(.read(let error)): return failure("could not read \(shown): \(error.message)")
    case .failure(.scene(let error)): return failure("\(shown) is not a scene file: \(error)")
    case .success(let document): return install(document, saying: "loaded \(document.name) from \(shown)")
    }
  }

  private enum LoadFailure: Error {
    case read(FileError)
    case scene(SceneFileError)
  }

  private func readDocument(_ path: String) -> Result<SceneDocument, LoadFailure> {
    let bytes: [UInt8]
    do {
      if let readBytes = configuration.readBytes {
        bytes = try readBytes(path)
      } else {
        bytes = Array(try configuration.readFile(path).utf8)
      }
    } catch {
      return .failure(.read(error))
    }
    do {
      return .success(try SceneDocument.load(utf8: bytes))
    } catch {
      return .failure(.scene(error))
    }
  }

  private func install(_ document: SceneDocument, saying message: String) -> SessionResponse {
    let file: FileScene
    do {
      file = try FileScene(document: document)
    } catch {
      return failure("cannot build \(document.name): \(error)")
    }
    Self.retire(scene)
    scene = file
    scene.engine.timeScale = speed
    let counts = "\(document.layers.count) layers, \(document.timeline.count) items"
    return SessionResponse(lines: ["\(message): \(counts)", statusLine()])
  }

  /// `new NAME`: a white screen with one blue box and an empty timeline.
  private func newScene(_ name: String) -> SessionResponse {
    var window = SceneLayer(name: "window")
    window.bounds = [0, 0, 390, 844]
    window.position = [195, 422]
    window.backgroundColor = "#FFFFFF"
    var box = SceneLayer(name: "box", parent: "window")
    box.bounds = [0, 0, 100, 100]
    box.position = [195, 422]
    box.backgroundColor = "#1DA1F2"
    box.cornerRadius = 12
    let document = SceneDocument(name: name, background: "#FFFFFF", layers: [window, box])
    var response = install(document, saying: "new scene \(name)")
    response.lines[0] =
      "new scene \(name): a white screen with one layer, box; try \"add tween grow box.bounds to 0,0,200,200 for 1s\""
    return response
  }

  /// Reset of a file scene: built again from its document, with nothing played.
  func resetFile(_ file: FileScene) -> SessionResponse {
    var response = install(file.documentForSaving(), saying: "\(file.name) is as loaded")
    response.lines[0] = "\(file.name) is as loaded: nothing started"
    return response
  }

  private func edit(_ command: SceneCommand) -> SessionResponse {
    guard let file = scene as? FileScene else {
      if case .save(let path) = command { return saveSeed(to: path) }
      return failure(
        "the seeds are built in code: \"save FILE\" writes this one as a scene file to load and edit, or type \"new\"")
    }
    func index(_ name: String) -> Int? { file.itemIndex(named: name) }
    func unknown(_ name: String) -> SessionResponse {
      let names = file.document.timeline.compactMap(\.name)
      if let suggestion = Suggestions.closest(to: name, among: names).first {
        return failure("no item named \(CommandParser.quoted(name)): try \"\(suggestion)\" (\"items\" lists them)")
      }
      return failure("no item named \(CommandParser.quoted(name)): \"items\" lists them")
    }
    do {
      switch command {
      case .add(let item):
        let name = item.name ?? ""
        if index(name) != nil {
          return failure("there is an item named \(CommandParser.quoted(name)) already: pick another name")
        }
        // The new item is checked in a document of the scene's layers and this item alone: what the
        // reader checks of an item depends on the layers only, and checking every item again would
        // make N adds cost O(N²).
        var candidate = file.document
        candidate.timeline = [item]
        // A curve that a later version of the format added moves the scene to that version.
        let version = max(file.document.version, Self.formatVersion(of: item))
        candidate.version = version
        do {
          _ = try SceneDocument.load(candidate.jsonText())
        } catch {
          return failure("cannot add \(name): \(error.path.replacing(/timeline\[\d+\]\.?/, with: "")) \(error.problem)")
        }
        try file.append(item)
        let note = upgrade(file, to: version)
        return SessionResponse(lines: ["added \(describe(item, in: file))" + note, statusLine()])
      case .remove(let name):
        guard let at = index(name) else { return unknown(name) }
        try file.removeItem(at: at)
        return SessionResponse(lines: ["removed \(name)", statusLine()])
      case .move(let name, let seconds):
        guard let at = index(name) else { return unknown(name) }
        try file.moveItem(at: at, to: seconds)
        return SessionResponse(lines: ["moved \(name) to \(Format.seconds(seconds))", statusLine()])
      case .setCurve(let name, let curve):
        guard let at = index(name) else { return unknown(name) }
        guard file.document.timeline[at].type == .tween else {
          return failure("\(name) is a \(file.document.timeline[at].type.rawValue): only a tween has one curve")
        }
        try file.setCurve(at: at, curve)
        let note = upgrade(file, to: SceneCurve.version(of: curve))
        return SessionResponse(lines: ["\(name) now eases \(curve)" + note, statusLine()])
      case .setDuration(let name, let seconds):
        guard let at = index(name) else { return unknown(name) }
        let type = file.document.timeline[at].type
        guard type == .tween || type == .keyframes else {
          return failure("\(name) is a \(type.rawValue): only tweens and keyframes have a duration to set")
        }
        try file.setDuration(at: at, seconds)
        return SessionResponse(lines: ["\(name) now lasts \(Format.seconds(seconds))", statusLine()])
      case .items:
        return SessionResponse(lines: itemLines(file))
      case .save(let path):
        return save(file.documentForSaving(), to: path)
      case .load, .new, .record, .replay:
        return SessionResponse(lines: [])
      }
    } catch {
      return failure(explain(error, doing: "edit the timeline"))
    }
  }

  /// The version of the format `item` needs: 2 when a curve of it is one that version 2 added.
  static func formatVersion(of item: SceneItem) -> Int {
    ([item.curve].compactMap { $0 } + (item.curves ?? [])).map(SceneCurve.version(of:)).max() ?? 1
  }

  /// Moves `file`'s document to `version` if it is older, saying so in a note for the answer.
  private func upgrade(_ file: FileScene, to version: Int) -> String {
    guard version > file.document.version else { return "" }
    file.document.version = version
    return " (the scene is now version \(version) of the format, which added that curve)"
  }

  /// `save PATH` on a seed: the seed in the scene format, ready to load and edit; the sheet,
  /// moved only by a gesture, has no timeline to write, and the path scene's curve has no place in
  /// the format.
  private func saveSeed(to path: String) -> SessionResponse {
    guard let (document, note) = SeedDocuments.saved(scene.kind) else {
      return failure(SeedDocuments.whyNotSaved(scene.kind))
    }
    var response = save(document, to: path)
    if let note, !response.failed { response.lines[0] += " (\(note))" }
    return response
  }

  private func save(_ document: SceneDocument, to path: String) -> SessionResponse {
    do {
      try configuration.writeFile(path, document.jsonText())
    } catch {
      return failure("could not write \(CommandParser.quoted(path, limit: 60)): \(error.message)")
    }
    return SessionResponse(lines: [
      "saved \(document.name) to \(CommandParser.quoted(path, limit: 60)): \(document.layers.count) layers, \(document.timeline.count) items"
    ])
  }

  private func describe(_ item: SceneItem, in file: FileScene) -> String {
    let name = item.name ?? "?"
    guard item.type == .tween || item.type == .spring || item.type == .keyframes,
      let child = file.child(at: file.document.timeline.count - 1)
    else {
      return "\(item.type.rawValue) \(name)"
    }
    let how =
      switch item.type {
      case .spring:
        item.spring.map {
          $0.preset ?? "stiffness \(Format.value($0.stiffness ?? 0)), damping \(Format.value($0.damping ?? 0))"
        }
          ?? "smooth"
      case .keyframes: "\(item.values?.count ?? 0) values"
      default: FileScene.curveText(of: item)
      }
    return
      "\(item.type.rawValue) \(name): \(item.layer ?? "").\(item.property ?? "") over \(Format.seconds(child.startTime))–\(Format.seconds(child.endTime)), \(how)"
  }

  private func itemLines(_ file: FileScene) -> [String] {
    guard !file.document.timeline.isEmpty else { return ["\(file.name) has no items yet: try \"add label intro\""] }
    var lines = ["\(file.name): \(file.document.timeline.count) items"]
    for (index, item) in file.document.timeline.enumerated() {
      let name = item.name ?? "-"
      var columns = [name.padding(12), item.type.rawValue.padding(9)]
      if let child = file.child(at: index), item.type != .marker {
        columns.append("\(Format.seconds(child.startTime))–\(Format.seconds(child.endTime))".padding(18))
      } else if let child = file.child(at: index) {
        columns.append(Format.seconds(child.startTime).padding(18))
      } else if let time = try? file.timeline.time(ofLabel: name) {
        columns.append(Format.seconds(time).padding(18))
      }
      if let layer = item.layer, let property = item.property { columns.append("\(layer).\(property)") }
      if item.type == .tween { columns.append(FileScene.curveText(of: item)) }
      lines.append("  " + columns.joined(separator: " ").trimmingTrailingSpaces)
    }
    return lines
  }
}

extension String {
  fileprivate func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }

  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
