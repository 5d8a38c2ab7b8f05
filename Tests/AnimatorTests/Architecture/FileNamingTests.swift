import Foundation
import Testing

/// A file of `Sources/Animator` is named by what it holds (`ARCHITECTURE.md`, "Rules every file
/// follows"): `Type.swift` declares `Type` with its stored properties, `Type+Concern.swift` extends
/// it, and no file is named after a type that does not exist. The test reads the sources, with
/// comments and strings blanked, and fails naming the file and the type.
@Suite("Files named after their types")
struct FileNamingTests {
  /// Standard library types the module extends, in files named after them (`Duration+Seconds.swift`).
  static let standardLibraryTypes: Set<String> = ["Duration"]

  /// A type declared at the top level of a file.
  struct Declaration: Equatable {
    var keyword: String
    var name: String
    /// Whether it is private to its file: a helper of the file's type, which may stay there.
    var isPrivate: Bool
  }

  static let keywords: Set<String> = ["class", "struct", "enum", "protocol", "actor", "typealias"]

  /// The types declared at the top level of `lines` (comments and strings blanked).
  static func declarations(in lines: [String]) -> [Declaration] {
    var found: [Declaration] = []
    var depth = 0
    for line in lines {
      if depth == 0 {
        let words = LayeringTests.identifiers(in: line)
        if let at = words.firstIndex(where: keywords.contains), at + 1 < words.count,
          !words[..<at].contains("extension"),
          !["func", "var", "let"].contains(words[at + 1])
        {
          let isPrivate = words[..<at].contains("private") || words[..<at].contains("fileprivate")
          found.append(Declaration(keyword: words[at], name: words[at + 1], isPrivate: isPrivate))
        }
      }
      depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
    }
    return found
  }

  /// The name of the type a file is named after: its name before `+` and `.swift`.
  static func typeName(ofFile name: String) -> String {
    let file = name.split(separator: "/").last.map(String.init) ?? name
    return String(file.dropLast(".swift".count).split(separator: "+").first ?? "")
  }

  @Test("every file is named after a type the module declares, or a standard library type it extends")
  func filesAreNamedAfterTypes() throws {
    let files = try LayeringTests.sourceFiles()
    let declared = Set(files.flatMap { Self.declarations(in: $0.lines).map(\.name) })
    let misnamed = files.map(\.name).filter {
      let type = Self.typeName(ofFile: $0)
      return !declared.contains(type) && !Self.standardLibraryTypes.contains(type)
    }
    #expect(misnamed == [], "files named after no type of the module")
  }

  @Test("every structure and class is declared in the file named after it")
  func structuresAndClassesHaveTheirOwnFiles() throws {
    var elsewhere: [String] = []
    for file in try LayeringTests.sourceFiles() {
      let own = (file.name.split(separator: "/").last.map(String.init) ?? "").dropLast(".swift".count)
      for declaration in Self.declarations(in: file.lines)
      where ["class", "struct", "actor"].contains(declaration.keyword) && !declaration.isPrivate
        && declaration.name != own
      {
        elsewhere.append("\(file.name): \(declaration.name)")
      }
    }
    #expect(elsewhere.sorted() == [], "types declared in another type's file")
  }

  @Test("the scan finds top-level declarations and names files after their types")
  func scanSeesDeclarations() {
    let lines = LayeringTests.code(
      of: """
        public final class Player<Value>: Base { struct Nested {} }
        private struct Helper {}
        extension Player { class func make() {} }
        protocol Playing: AnyObject {}
        """
    ).components(separatedBy: "\n")
    #expect(
      Self.declarations(in: lines) == [
        Declaration(keyword: "class", name: "Player", isPrivate: false),
        Declaration(keyword: "struct", name: "Helper", isPrivate: true),
        Declaration(keyword: "protocol", name: "Playing", isPrivate: false),
      ])
    #expect(Self.typeName(ofFile: "Sampling/AnimatedProperty+Unsafe.swift") == "AnimatedProperty")
    #expect(Self.typeName(ofFile: "Sampling/AnimatedProperty.swift") == "AnimatedProperty")
  }
}
