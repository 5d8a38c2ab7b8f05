import Foundation
import Testing

/// The documents a user or a contributor reads beside the guides: the README, the changelog, the
/// contributing guide, and the performance and reliability pages with the bad-input tables. They
/// say what is true today, so they name no issue numbers (history is in git), and every relative
/// link in them leads to a file of the repository.
@Suite("Documents for readers")
struct ReaderDocumentTests {
  static let root = GuideSnippetTests.packageRoot

  /// The documents, by path from the package's root.
  static let documents = [
    "README.md", "CHANGELOG.md", "CONTRIBUTING.md", "Documentation/Performance.md", "Documentation/Reliability.md",
    "Documentation/BadInput.md",
  ]

  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test("the documents name no issue numbers", arguments: documents)
  func noIssueNumbers(path: String) throws {
    let lines = try Self.text(path).components(separatedBy: "\n")
    for (index, line) in lines.enumerated() where line.contains(/(?i)\bissues?\s+#?\d+/) {
      Issue.record("\(path):\(index + 1) names an issue: \(line)")
    }
  }

  @Test("the documents' relative links lead to files that exist", arguments: documents)
  func linksExist(path: String) throws {
    let folder = Self.root.appendingPathComponent(path).deletingLastPathComponent()
    for match in try Self.text(path).matches(of: /\]\(([^)\s]+)\)/) {
      let target = String(match.output.1.split(separator: "#", omittingEmptySubsequences: false).first ?? "")
      guard !target.isEmpty, !target.contains("://"), !target.hasPrefix("mailto:") else { continue }
      let exists = FileManager.default.fileExists(atPath: folder.appendingPathComponent(target).path)
      #expect(exists, "\(path) links to \(target), which does not exist")
    }
  }

  @Test("the README leads contributors to CONTRIBUTING.md, which states the commit rule")
  func contributingIsLinked() throws {
    let readme = try Self.text("README.md")
    let learnMore = try #require(ReadmePackageTests.section("Learn more", of: readme))
    #expect(learnMore.contains("](CONTRIBUTING.md)"))
    let contributing = try Self.text("CONTRIBUTING.md")
    for rule in ["imperative", "72 characters", "blank line", "72 columns", "git commit -F"] {
      #expect(contributing.contains(rule), "CONTRIBUTING.md does not say \(rule)")
    }
  }
}
