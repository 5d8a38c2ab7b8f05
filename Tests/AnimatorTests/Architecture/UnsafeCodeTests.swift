import Foundation
import Testing

/// Code that skips the language's safety checks (reference counting, bounds, initialisation, type
/// checks) lives in files whose names say so, beside the type it serves (`ARCHITECTURE.md`, "Where
/// unsafe code lives"): `Type+Unsafe.swift`, or an `_Unsafe…` type in a file of its own. The test
/// reads every Swift file of every module (`Sources/*`, `Demos/*`, `Benchmarks/*`), with comments
/// and string literals blanked, and fails naming `FILE:LINE: CONSTRUCT` for each construct outside
/// such a file.
///
/// `@exclusivity(unchecked)` may be written in a type's own file, on the fields that
/// `UncheckedExclusivity.txt` (beside this file) lists, one line a field with the reason no
/// access to it can overlap another: the test fails on a field marked and not listed, and on a
/// listed field that is no longer marked, so the list stays true.
@Suite("Where unsafe code lives")
struct UnsafeCodeTests {
  /// The package's root, from this file's path.
  static let package = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The folders whose Swift files are scanned, relative to the package's root: every module.
  static let scannedFolders = ["Sources", "Demos", "Benchmarks"]

  /// The allow-list of fields marked `@exclusivity(unchecked)`, relative to the package's root.
  static let allowListPath = "Tests/AnimatorTests/Architecture/UncheckedExclusivity.txt"

  /// The constructs that skip a check: unretained references, raw memory and its allocation,
  /// unchecked casts and unwraps. Each is matched as a whole word (or, for the attribute, as
  /// written).
  static let constructs = [
    "Unmanaged", "_withUnsafeGuaranteedRef", "unowned(unsafe)", "allocate", "deallocate", "UnsafePointer",
    "UnsafeMutablePointer", "UnsafeRawPointer", "UnsafeMutableRawPointer", "UnsafeBufferPointer",
    "UnsafeMutableBufferPointer", "UnsafeRawBufferPointer", "UnsafeMutableRawBufferPointer",
    "withUnsafeBufferPointer", "withUnsafeMutableBufferPointer", "withUnsafePointer", "withUnsafeMutablePointer",
    "withUnsafeBytes", "withUnsafeMutableBytes", "unsafeBitCast", "unsafeDowncast", "unsafelyUnwrapped",
  ]

  /// The attribute that leaves a field's dynamic exclusivity checks out, allowed on listed fields.
  static let uncheckedExclusivity = "@exclusivity(unchecked)"

  /// One source file: its path from the package's root and its lines, comments and strings blanked.
  struct SourceFile {
    var path: String
    var lines: [String]

    /// Whether the file's name says that it holds unsafe code.
    var isNamedForUnsafeCode: Bool { UnsafeCodeTests.isNamedForUnsafeCode(path) }
  }

  /// Whether the file at `path` may hold the constructs: `Type+Unsafe.swift`, or `_Unsafe….swift`.
  static func isNamedForUnsafeCode(_ path: String) -> Bool {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.hasSuffix("+Unsafe.swift") || name.hasPrefix("_Unsafe")
  }

  /// The Swift files of every scanned folder, in path order (DocC catalogs left out).
  static func sourceFiles() throws -> [SourceFile] {
    var files: [SourceFile] = []
    for folder in scannedFolders {
      let root = package.appendingPathComponent(folder)
      guard let walker = FileManager.default.enumerator(atPath: root.path) else { continue }
      for case let path as String in walker where path.hasSuffix(".swift") && !path.contains(".docc/") {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        files.append(
          SourceFile(path: "\(folder)/\(path)", lines: LayeringTests.code(of: text).components(separatedBy: "\n")))
      }
    }
    return files.sorted { $0.path < $1.path }
  }

  /// The constructs on one line of code (comments and strings already blanked), the attribute
  /// included.
  static func constructs(in line: String) -> [String] {
    var found: [String] = []
    let words = Set(LayeringTests.identifiers(in: line))
    for construct in constructs + [uncheckedExclusivity] {
      if construct.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }) {
        if words.contains(construct) { found.append(construct) }
      } else if line.contains(construct) {
        found.append(construct)
      }
    }
    return found
  }

  /// A field marked `@exclusivity(unchecked)`: `Type.field` (the types that enclose it, outermost
  /// first) and where the attribute is, as `FILE:LINE`.
  struct MarkedField: Equatable {
    var name: String
    var location: String
  }

  static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor", "extension", "protocol"]
  static let memberKeywords: Set<String> = ["func", "var", "let", "subscript", "init"]

  /// The fields of `file` marked `@exclusivity(unchecked)`, each named by the types around it.
  static func markedFields(in file: SourceFile) -> [MarkedField] {
    var fields: [MarkedField] = []
    // The types whose bodies are open, with the brace depth inside each, and a type declared but
    // whose body has not opened yet.
    var open: [(name: String, depth: Int)] = []
    var declared: String?
    var depth = 0
    // An attribute waiting for the `var` or `let` it marks (on the same line or a later one).
    var marking: String?
    for (number, line) in file.lines.enumerated() {
      let words = LayeringTests.identifiers(in: line)
      for (index, word) in words.enumerated().dropLast() where typeKeywords.contains(word) {
        if !memberKeywords.contains(words[index + 1]) { declared = words[index + 1] }
      }
      var rest = Substring(line)
      while !rest.isEmpty {
        if let range = rest.range(of: uncheckedExclusivity) {
          marking = "\(file.path):\(number + 1)"
          rest = rest[range.upperBound...]
        }
        if let location = marking {
          let after = LayeringTests.identifiers(in: String(rest))
          if let keyword = after.firstIndex(where: { $0 == "var" || $0 == "let" }), keyword + 1 < after.count {
            let path = open.map(\.name) + [after[keyword + 1]]
            fields.append(MarkedField(name: path.joined(separator: "."), location: location))
            marking = nil
          }
        }
        guard rest.contains(uncheckedExclusivity) else { break }
      }
      for character in line {
        if character == "{" {
          depth += 1
          if let name = declared {
            open.append((name, depth))
            declared = nil
          }
        } else if character == "}" {
          if let last = open.last, last.depth == depth { open.removeLast() }
          depth -= 1
        }
      }
    }
    return fields
  }

  /// The allow-list: each field's reason, by `Type.field`, and the line that lists it. Blank lines
  /// and lines starting with `#` are comments.
  static func allowList() throws -> (reasons: [String: String], lines: [String: Int], problems: [String]) {
    let text = try String(contentsOf: package.appendingPathComponent(allowListPath), encoding: .utf8)
    var reasons: [String: String] = [:]
    var lines: [String: Int] = [:]
    var problems: [String] = []
    for (number, line) in text.components(separatedBy: "\n").enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
      let parts = trimmed.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
      guard parts.count == 2, !parts[1].isEmpty, parts[0].contains("."),
        parts[0].split(separator: ".").allSatisfy({ LayeringTests.identifiers(in: String($0)) == [String($0)] })
      else {
        problems.append("\(allowListPath):\(number + 1): not `Type.field: reason`")
        continue
      }
      if reasons[parts[0]] != nil { problems.append("\(allowListPath):\(number + 1): \(parts[0]) listed twice") }
      reasons[parts[0]] = parts[1]
      lines[parts[0]] = number + 1
    }
    return (reasons, lines, problems)
  }

  @Test("no unsafe construct appears outside a +Unsafe or _Unsafe file, in any module")
  func unsafeCodeIsInFilesNamedForIt() throws {
    var outside: [String] = []
    for file in try Self.sourceFiles() where !file.isNamedForUnsafeCode {
      for (number, line) in file.lines.enumerated() {
        for construct in Self.constructs(in: line) where construct != Self.uncheckedExclusivity {
          outside.append("\(file.path):\(number + 1): \(construct)")
        }
      }
    }
    #expect(outside == [], "unsafe constructs outside files named Type+Unsafe.swift or _Unsafe….swift")
  }

  @Test("@exclusivity(unchecked) marks only the fields the allow-list names, and each of them")
  func uncheckedFieldsAreListed() throws {
    let (reasons, lines, problems) = try Self.allowList()
    #expect(problems == [], "malformed lines of the allow-list")
    let marked = try Self.sourceFiles().flatMap(Self.markedFields(in:))
    let unlisted = marked.filter { reasons[$0.name] == nil }.map {
      "\($0.location): \(Self.uncheckedExclusivity) on \($0.name), which \(Self.allowListPath) does not list"
    }
    #expect(unlisted == [], "fields marked without a reason in the allow-list")
    let names = Set(marked.map(\.name))
    let stale = reasons.keys.filter { !names.contains($0) }.sorted().map {
      "\(Self.allowListPath):\(lines[$0] ?? 0): \($0) no longer carries \(Self.uncheckedExclusivity)"
    }
    #expect(stale == [], "allow-list entries for fields that are not marked")
    let twice = Dictionary(grouping: marked, by: \.name).filter { $0.value.count > 1 }.keys.sorted()
    #expect(twice == [], "fields the scan found marked twice under one name")
  }

  @Test("the scan sees the constructs where they are, in the core module's +Unsafe and _Unsafe files")
  func scanSeesTheUnsafeFiles() throws {
    let files = try Self.sourceFiles().filter { $0.path.hasPrefix("Sources/Animator/") && $0.isNamedForUnsafeCode }
    let used = Set(files.flatMap { $0.lines.flatMap(Self.constructs(in:)) })
    // So a pass above is not a scan that sees nothing.
    #expect(used.isSuperset(of: ["Unmanaged", "_withUnsafeGuaranteedRef", "allocate", "unsafeDowncast"]))
    let marked = try Self.sourceFiles().flatMap(Self.markedFields(in:)).map(\.name)
    #expect(marked.contains("PropertyAnimator.playback") && marked.contains("AnimatedProperty.modelData"))
  }

  @Test("the scan finds each kind of construct in code and none in comments or strings")
  func scanFindsConstructs() {
    let code = LayeringTests.code(
      of: """
        let a = Unmanaged.passUnretained(x) // unowned(unsafe)
        @exclusivity(unchecked) var b = 0
        let c = UnsafeMutablePointer<Double>.allocate(capacity: 1); let s = "deallocate"
        let d = allocated
        """)
    let found = code.components(separatedBy: "\n").map(Self.constructs(in:))
    #expect(found == [["Unmanaged"], ["@exclusivity(unchecked)"], ["allocate", "UnsafeMutablePointer"], []])
  }

  @Test("the scan names each marked field by the types around it")
  func scanNamesMarkedFields() {
    let text = """
      final class Outer<Value>: Base where Value: Equatable {
        @exclusivity(unchecked) private(set) var first = 0
        @exclusivity(unchecked)
        weak var second: Outer?
        func f() { let x = 1 }
        final class Inner {
          @exclusivity(unchecked) var third: Int { 0 }  // "@exclusivity(unchecked) var fake"
        }
        class func g() {}
        @exclusivity(unchecked) var fourth = 0
      }
      extension Outer {
      }
      """
    let file = SourceFile(path: "X.swift", lines: LayeringTests.code(of: text).components(separatedBy: "\n"))
    #expect(
      Self.markedFields(in: file) == [
        MarkedField(name: "Outer.first", location: "X.swift:2"),
        MarkedField(name: "Outer.second", location: "X.swift:3"),
        MarkedField(name: "Outer.Inner.third", location: "X.swift:7"),
        MarkedField(name: "Outer.fourth", location: "X.swift:10"),
      ])
    #expect(Self.isNamedForUnsafeCode("Sources/Animator/Sampling/AnimatedProperty+Unsafe.swift"))
    #expect(Self.isNamedForUnsafeCode("Sources/Animator/Support/_UnsafeUnretained.swift"))
    #expect(!Self.isNamedForUnsafeCode("Sources/Animator/Sampling/AnimatedProperty.swift"))
  }
}
