import Foundation
import Testing

/// The README's "Use it in your package" section: the `Package.swift` snippet it shows must name
/// every library the package ships, by the names `Package.swift` gives them, and nothing else, and
/// the text must say what each one is for. So the snippet cannot drift from the manifest.
@Suite("README package snippet")
struct ReadmePackageTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The quoted names that follow `marker` in `text`, in order (`.library(name: "X"` gives X).
  static func names(after marker: String, in text: String) -> [String] {
    var names: [String] = []
    var rest = text[...]
    while let range = rest.range(of: marker) {
      rest = rest[range.upperBound...]
      guard let close = rest.firstIndex(of: "\"") else { break }
      names.append(String(rest[..<close]))
      rest = rest[close...]
    }
    return names
  }

  /// The README's section that starts at the heading `title`, up to the next `## ` heading.
  static func section(_ title: String, of readme: String) -> String? {
    guard let start = readme.range(of: "\n## \(title)\n") else { return nil }
    let body = readme[start.upperBound...]
    let end = body.range(of: "\n## ")?.lowerBound ?? body.endIndex
    return String(body[..<end])
  }

  @Test("the README shows how to depend on the package, naming every library the manifest ships")
  func snippetNamesEveryLibrary() throws {
    let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let libraries = Self.names(after: ".library(name: \"", in: manifest)
    #expect(libraries.count >= 4)
    let section = try #require(Self.section("Use it in your package", of: readme))
    let snippet = try #require(
      section.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "```").first)
    #expect(snippet.contains(".package("))
    let shown = Self.names(after: ".product(name: \"", in: snippet)
    #expect(Set(shown) == Set(libraries), "the snippet shows \(shown); Package.swift ships \(libraries)")
    for library in libraries {
      #expect(section.contains("`\(library)`"), "the section does not say what \(library) is for")
    }
    // Before the demo, so that a reader meets it before anything else they could run.
    let demo = try #require(readme.range(of: "\n## The demo\n"))
    let use = try #require(readme.range(of: "\n## Use it in your package\n"))
    #expect(use.lowerBound < demo.lowerBound)
  }
}
