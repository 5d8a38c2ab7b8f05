import Foundation
import Testing

/// The guides in `Documentation/` show code that is compiled: each Swift block of a guide is
/// preceded by `<!-- snippet: PATH#NAME -->` and must be, line for line, the text between
/// `// docs: begin NAME` and `// docs: end NAME` in the file at PATH (a test or the demo kit, both
/// built by CI), less their common indentation. So an example cannot drift from code that compiles
/// and runs. Code that cannot compile here (UIKit's side of the migration guide) is marked
/// `<!-- not compiled: REASON -->` instead. After changing a snippet's code,
/// `ANIMATOR_UPDATE_GOLDEN=1 swift test --filter GuideSnippetTests` copies it into the guides.
@Suite("Guide snippets")
struct GuideSnippetTests {
  /// The package's root, from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The guides whose Swift blocks must all be snippets or marked as not compiled.
  static let guides = [
    "StateMachine.md", "Timing.md", "Timelines.md", "ClocksAndTesting.md", "MigratingFromUIKit.md",
    "InteractiveMotion.md", "PuttingItOnScreen.md", "MotionPaths.md", "ScrollDriven.md", "Lifetimes.md",
    "AnimationGraphs.md",
  ]

  /// A Swift block of a guide and the marker before it.
  struct Block {
    var guide: String
    var line: Int
    var marker: String?
    var code: [String]
  }

  static func blocks(of guide: String) throws -> [Block] {
    let url = packageRoot.appendingPathComponent("Documentation").appendingPathComponent(guide)
    let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
    var blocks: [Block] = []
    var index = 0
    while index < lines.count {
      guard lines[index] == "```swift" else {
        index += 1
        continue
      }
      var previous = index - 1
      while previous >= 0, lines[previous].trimmingCharacters(in: .whitespaces).isEmpty { previous -= 1 }
      let marker = previous >= 0 && lines[previous].hasPrefix("<!--") ? lines[previous] : nil
      guard let end = lines[(index + 1)...].firstIndex(of: "```") else { break }
      blocks.append(Block(guide: guide, line: index + 1, marker: marker, code: Array(lines[(index + 1)..<end])))
      index = end + 1
    }
    return blocks
  }

  /// The lines between the `docs:` markers named `name` in the file at `path`, de-indented.
  static func snippet(_ path: String, _ name: String) throws -> [String]? {
    let text = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    let lines = text.components(separatedBy: "\n")
    guard let begin = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// docs: begin \(name)" }),
      let end = lines[begin...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// docs: end \(name)" })
    else { return nil }
    let body = lines[(begin + 1)..<end]
    let indent =
      body.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
      .map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return body.map { $0.count >= indent ? String($0.dropFirst(indent)) : "" }
  }

  @Test("every Swift block of the guides is a compiled snippet or says why it is not", arguments: guides)
  func marked(guide: String) throws {
    let blocks = try Self.blocks(of: guide)
    #expect(!blocks.isEmpty, "\(guide) has no Swift code")
    for block in blocks {
      let marker = block.marker ?? ""
      #expect(
        marker.hasPrefix("<!-- snippet: ") || marker.hasPrefix("<!-- not compiled: "),
        "\(guide):\(block.line): a Swift block with no snippet marker")
    }
  }

  /// Rewrites `guide`'s snippet blocks from their sources (`ANIMATOR_UPDATE_GOLDEN=1`).
  static func update(_ guide: String) throws {
    let url = packageRoot.appendingPathComponent("Documentation").appendingPathComponent(guide)
    var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
    for block in try blocks(of: guide).reversed() {
      guard let marker = block.marker, marker.hasPrefix("<!-- snippet: ") else { continue }
      let parts = marker.dropFirst("<!-- snippet: ".count).dropLast(" -->".count).split(separator: "#").map(String.init)
      guard parts.count == 2, let source = try snippet(parts[0], parts[1]) else { continue }
      lines.replaceSubrange(block.line..<(block.line + block.code.count), with: source)
    }
    try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
  }

  @Test("every snippet is the text of the code it names", arguments: guides)
  func snippets(guide: String) throws {
    if ProcessInfo.processInfo.environment["ANIMATOR_UPDATE_GOLDEN"] == "1" {
      try Self.update(guide)
      Issue.record("rewrote the snippets of \(guide) from their sources; review them and run again")
      return
    }
    for block in try Self.blocks(of: guide) {
      guard let marker = block.marker, marker.hasPrefix("<!-- snippet: ") else { continue }
      let reference = marker.dropFirst("<!-- snippet: ".count).dropLast(" -->".count)
      let parts = reference.split(separator: "#", maxSplits: 1).map(String.init)
      try #require(parts.count == 2, "\(guide):\(block.line): write the marker as <!-- snippet: PATH#NAME -->")
      let source = try #require(
        try Self.snippet(parts[0], parts[1]), "\(guide):\(block.line): no `// docs: begin \(parts[1])` in \(parts[0])")
      if source != block.code {
        let first =
          zip(source, block.code).enumerated().first { $0.element.0 != $0.element.1 }?.offset
          ?? min(source.count, block.code.count)
        Issue.record(
          """
          \(guide):\(block.line + first + 1) differs from \(parts[0])#\(parts[1]):
            guide: \(first < block.code.count ? block.code[first] : "<end>")
            code:  \(first < source.count ? source[first] : "<end>")
          """)
      }
    }
  }

  /// The source files the snippet markers of `guide` name.
  static func snippetSources(of guide: String) throws -> Set<String> {
    var paths: Set<String> = []
    for block in try blocks(of: guide) {
      guard let marker = block.marker, marker.hasPrefix("<!-- snippet: ") else { continue }
      let reference = marker.dropFirst("<!-- snippet: ".count).dropLast(" -->".count)
      if let path = reference.split(separator: "#", maxSplits: 1).first { paths.insert(String(path)) }
    }
    return paths
  }

  @Test("every snippet's source imports Foundation beside Animator, as an app file does", arguments: guides)
  func besideFoundation(guide: String) throws {
    // A guide's code must compile unchanged in a file that imports Foundation: each block is the
    // text of a snippet, so it is enough that every snippet's file imports both modules.
    for path in try Self.snippetSources(of: guide) {
      let text = try String(contentsOf: Self.packageRoot.appendingPathComponent(path), encoding: .utf8)
      let imports = Set(text.components(separatedBy: "\n").filter { $0.hasPrefix("import ") })
      #expect(
        imports.isSuperset(of: ["import Animator", "import Foundation"]),
        "\(guide): \(path) must import Foundation and Animator so its snippets prove they compile beside Foundation")
    }
  }

  @Test("the README's example is the text of a test that imports Foundation")
  func readmeBesideFoundation() throws {
    let url = Self.packageRoot.appendingPathComponent("README.md")
    let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
    // The example is the Swift block under "A first animation" (the one before it is the manifest).
    let section = try #require(lines.firstIndex(of: "## A first animation"), "README.md has no first animation")
    let start = try #require(lines[section...].firstIndex(of: "```swift"), "the first animation has no Swift block")
    let end = try #require(lines[(start + 1)...].firstIndex(of: "```"))
    var code = Array(lines[(start + 1)..<end])
    // The README's block starts with `import Animator` (and a blank line), which a test body cannot hold.
    #expect(code.prefix(2) == ["import Animator", ""])
    code.removeFirst(min(2, code.count))
    let path = "Tests/AnimatorFoundationTests/ReadmeBesideFoundationTests.swift"
    let source = try #require(try Self.snippet(path, "readme"))
    #expect(source == code, "README.md's first animation differs from \(path)#readme")
  }

  @Test(
    "the guides' relative links and images point at files that exist", arguments: guides + ["README.md", "Demo.md"])
  func links(guide: String) throws {
    let folder = Self.packageRoot.appendingPathComponent("Documentation")
    let text = try String(contentsOf: folder.appendingPathComponent(guide), encoding: .utf8)
    var rest = Substring(text)
    while let open = rest.range(of: "](") {
      rest = rest[open.upperBound...]
      guard let close = rest.firstIndex(of: ")") else { break }
      let target =
        String(rest[..<close]).split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        .first.map(String.init) ?? ""
      rest = rest[close...]
      guard !target.isEmpty, !target.contains("://") else { continue }
      let exists = FileManager.default.fileExists(atPath: folder.appendingPathComponent(target).path)
      #expect(exists, "\(guide) links to \(target), which does not exist")
    }
  }
}
