import Foundation
import Testing

/// `Documentation/Fidelity.md` against the ports: its table of suites adds up, and every suite it
/// says is ported is named by a test file of this folder.
@Suite("The fidelity guide")
struct FidelityGuideTests {
  static let root = GuideSnippetTests.packageRoot
  static let folder = root.appendingPathComponent("Tests/AnimatorTests/Fidelity")

  struct Row {
    var source: String
    var counts: [Int]
  }

  /// The rows of the table under "The suites", the total last.
  static func rows() throws -> [Row] {
    let guide = try String(contentsOf: root.appendingPathComponent("Documentation/Fidelity.md"), encoding: .utf8)
    let section = guide.components(separatedBy: "## The suites")[1].components(separatedBy: "\n## ")[0]
    return section.components(separatedBy: "\n").filter {
      $0.hasPrefix("| ") && !$0.hasPrefix("| source") && !$0.hasPrefix("| ---")
    }.map {
      let cells = $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      let counts = cells.dropFirst().map { Int($0.replacingOccurrences(of: "*", with: "")) ?? -1 }
      return Row(source: cells[0], counts: counts)
    }
  }

  @Test("each suite's rows are ported or not, and the total adds them up")
  func tableAddsUp() throws {
    let rows = try Self.rows()
    let suites = rows.dropLast()
    for row in suites {
      #expect(row.counts.count == 4, "\(row.source)")
      #expect(row.counts[0] == row.counts[1] + row.counts[3], "\(row.source)")
      #expect(row.counts[2] <= row.counts[1], "\(row.source)")
    }
    for column in 0..<4 {
      #expect(rows.last!.counts[column] == suites.map { $0.counts[column] }.reduce(0, +), "column \(column)")
    }
  }

  @Test("every suite ported is named by a test file")
  func portsAreNamed() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".swift") }
    let text = try files.map { try String(contentsOf: Self.folder.appendingPathComponent($0), encoding: .utf8) }
      .joined()
    for row in try Self.rows().dropLast() where row.counts[1] > 0 {
      // The file name: the last path in backticks.
      guard let name = row.source.split(separator: "`").dropFirst().first?.split(separator: "/").last else { continue }
      #expect(text.contains(String(name)), "\(row.source)")
    }
  }
}
