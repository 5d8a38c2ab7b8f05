import Foundation
import Testing

/// The folders of `Sources/Animator` are layers: each may use the types and protocols declared in
/// the folders its row of ``allowed`` lists, and no others (`ARCHITECTURE.md`, "Layers"). The test
/// reads the sources, collects the names that each folder declares at the top level (classes,
/// structures, enumerations, protocols, type aliases, actors) and reports every use, outside
/// comments and string literals, of a name from a folder that the using folder may not depend on,
/// as `FILE:LINE: NAME`.
@Suite("Folder layering")
struct LayeringTests {
  /// Which folders each folder may use, besides itself: the one place the layering is written
  /// down in code. Bottom to top. A new folder gets a row (the test fails until it has one), and
  /// the table must stay free of cycles.
  static let allowed: [String: Set<String>] = [
    "Vocabulary": [],
    "Errors": ["Vocabulary"],
    "Support": [],
    "Values": ["Support"],
    "Paths": ["Errors", "Support", "Values"],
    "Timing": ["Vocabulary", "Errors", "Support", "Values", "Paths"],
    "Motion": ["Vocabulary", "Errors", "Support", "Values", "Timing"],
    "Engine": ["Vocabulary", "Errors", "Support"],
    "Sampling": ["Vocabulary", "Errors", "Support", "Values", "Timing", "Engine"],
    "Playback": ["Vocabulary", "Errors", "Support", "Values", "Timing", "Engine", "Sampling"],
    "Lifetime": ["Vocabulary", "Errors", "Support", "Values", "Timing", "Engine", "Sampling", "Playback"],
    "PropertyAnimator": [
      "Vocabulary", "Errors", "Support", "Values", "Timing", "Engine", "Sampling", "Playback", "Lifetime",
    ],
    "Timeline": [
      "Vocabulary", "Errors", "Support", "Values", "Timing", "Engine", "Sampling", "Playback", "Lifetime",
      "PropertyAnimator",
    ],
    "Driving": ["Vocabulary", "Errors", "Support", "Values", "Engine"],
    "Interaction": [
      "Vocabulary", "Errors", "Support", "Values", "Timing", "Motion", "Engine", "Sampling", "Playback", "Lifetime",
      "PropertyAnimator", "Timeline",
    ],
    "Graph": [
      "Vocabulary", "Errors", "Support", "Values", "Timing", "Motion", "Engine", "Sampling", "Playback", "Lifetime",
      "PropertyAnimator", "Timeline", "Interaction",
    ],
    "Scroll": [
      "Vocabulary", "Errors", "Support", "Values", "Timing", "Motion", "Engine", "Playback", "Lifetime", "Timeline",
    ],
  ]

  /// `Sources/Animator`, from this file's path.
  static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources").appendingPathComponent("Animator")

  /// One source file: its layer (its folder), its path below `Sources/Animator` and its lines with
  /// comments and string literals blanked.
  struct SourceFile {
    var folder: String
    var name: String
    var lines: [String]
  }

  static func sourceFiles() throws -> [SourceFile] {
    let manager = FileManager.default
    func isFolder(_ url: URL) -> Bool {
      var isDirectory: ObjCBool = false
      return manager.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
    let folders = try manager.contentsOfDirectory(atPath: sources.path).sorted().filter {
      isFolder(sources.appendingPathComponent($0)) && !$0.hasSuffix(".docc")
    }
    var files: [SourceFile] = []
    for folder in folders {
      let url = sources.appendingPathComponent(folder)
      #expect(
        try manager.contentsOfDirectory(atPath: url.path).allSatisfy { !isFolder(url.appendingPathComponent($0)) },
        "\(folder)/ holds files only: a layer's folder has no subfolders")
      for name in try manager.contentsOfDirectory(atPath: url.path).sorted() where name.hasSuffix(".swift") {
        let text = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
        files.append(
          SourceFile(folder: folder, name: "\(folder)/\(name)", lines: code(of: text).components(separatedBy: "\n")))
      }
    }
    return files
  }

  /// `text` with comments and the contents of string literals replaced by spaces, keeping lines.
  static func code(of text: String) -> String {
    enum State {
      case code
      case lineComment
      case blockComment(Int)
      case string
      case multilineString
    }
    var state = State.code
    var out: [Character] = []
    let characters = Array(text)
    var index = 0
    func at(_ offset: Int) -> Character? {
      index + offset < characters.count ? characters[index + offset] : nil
    }
    while index < characters.count {
      let character = characters[index]
      var width = 1
      var keep = false
      switch state {
      case .code:
        if character == "/", at(1) == "/" {
          state = .lineComment
        } else if character == "/", at(1) == "*" {
          state = .blockComment(1)
          width = 2
        } else if character == "\"", at(1) == "\"", at(2) == "\"" {
          state = .multilineString
          width = 3
        } else if character == "\"" {
          state = .string
        } else {
          keep = true
        }
      case .lineComment:
        if character == "\n" { state = .code }
      case .blockComment(let depth):
        if character == "*", at(1) == "/" {
          state = depth == 1 ? .code : .blockComment(depth - 1)
          width = 2
        } else if character == "/", at(1) == "*" {
          state = .blockComment(depth + 1)
          width = 2
        }
      case .string:
        if character == "\\" {
          width = 2
        } else if character == "\"" || character == "\n" {
          state = .code
        }
      case .multilineString:
        if character == "\\" {
          width = 2
        } else if character == "\"", at(1) == "\"", at(2) == "\"" {
          state = .code
          width = 3
        }
      }
      for offset in 0..<width where index + offset < characters.count {
        let kept = characters[index + offset]
        out.append(keep || kept == "\n" ? kept : " ")
      }
      index += width
    }
    return String(out)
  }

  /// The identifiers on a line of code.
  static func identifiers(in line: String) -> [String] {
    var names: [String] = []
    var current = ""
    for character in line {
      if character == "_" || character.isLetter || (character.isNumber && !current.isEmpty) {
        current.append(character)
      } else {
        if !current.isEmpty { names.append(current) }
        current = ""
      }
    }
    if !current.isEmpty { names.append(current) }
    return names
  }

  static let declarationKeywords: Set<String> = ["class", "struct", "enum", "protocol", "typealias", "actor"]

  /// The folder that declares each top-level type or protocol name.
  static func owners(of files: [SourceFile]) -> [String: String] {
    var owners: [String: String] = [:]
    for file in files {
      var depth = 0
      for line in file.lines {
        if depth == 0 {
          let words = identifiers(in: line)
          for (index, word) in words.enumerated().dropLast() where declarationKeywords.contains(word) {
            owners[words[index + 1]] = owners[words[index + 1]] ?? file.folder
          }
        }
        depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
      }
    }
    return owners
  }

  @Test("every source folder has a row, and the rows name folders that exist")
  func everyFolderHasARow() throws {
    let folders = Set(try Self.sourceFiles().map(\.folder))
    #expect(folders.subtracting(Self.allowed.keys).sorted() == [], "folders with no row in LayeringTests.allowed")
    for (folder, uses) in Self.allowed {
      #expect(uses.subtracting(folders).sorted() == [], "\(folder)'s row names folders that do not exist")
    }
  }

  @Test("the allowed table has no cycles")
  func noCycles() {
    // Depth-first search; a folder met again while on the path closes a cycle.
    var done: Set<String> = []
    var cycles: [String] = []
    func visit(_ folder: String, path: [String]) {
      if let start = path.firstIndex(of: folder) {
        cycles.append((path[start...] + [folder]).joined(separator: " -> "))
        return
      }
      guard !done.contains(folder) else { return }
      for next in (Self.allowed[folder] ?? []).sorted() { visit(next, path: path + [folder]) }
      done.insert(folder)
    }
    for folder in Self.allowed.keys.sorted() { visit(folder, path: []) }
    #expect(cycles == [])
  }

  @Test("each file uses only names from its own folder and the folders its folder may use")
  func filesRespectTheLayers() throws {
    let files = try Self.sourceFiles()
    let owners = Self.owners(of: files)
    #expect(owners["AnimationEngine"] == "Engine", "the scan finds the declarations")
    var violations: [String] = []
    for file in files {
      let uses = Self.allowed[file.folder] ?? []
      for (number, line) in file.lines.enumerated() {
        for name in Set(Self.identifiers(in: line)).sorted() {
          guard let owner = owners[name], owner != file.folder, !uses.contains(owner) else { continue }
          violations.append("\(file.name):\(number + 1): \(name) (declared in \(owner)/)")
        }
      }
    }
    #expect(violations == [], "uses of folders a folder may not depend on")
  }

  @Test("the scan blanks comments and strings and sees the uses in code")
  func scanSeesCodeOnly() {
    let code = Self.code(of: "let a = Timeline() // Engine\n/* Sampling */ let b = \"Animator\"")
    let names = Self.code(of: code).components(separatedBy: "\n").map(Self.identifiers(in:))
    #expect(names == [["let", "a", "Timeline"], ["let", "b"]])
  }
}
