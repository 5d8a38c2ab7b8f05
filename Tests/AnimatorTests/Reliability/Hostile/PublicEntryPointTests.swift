import Foundation
import Testing

/// The hostile-input table must keep up with the public API: every public initialiser and method
/// of `Animator` that takes a number, a duration, a collection or a string has rows in the
/// bad-input table (``BadInputTableTests``), or is listed, with the reason, in
/// `EntryPointsWithoutRows.txt` beside this file. A new entry point with neither fails here.
///
/// The entry points are read from the sources' `public` declarations. After adding rows, or to
/// list the entry points that still have none:
///
/// ```sh
/// ANIMATOR_UPDATE_GAPS=1 swift test --filter PublicEntryPointTests
/// ```
@Suite("Public entry points have hostile-input rows")
struct PublicEntryPointTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let gapsURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("EntryPointsWithoutRows.txt")

  /// A public initialiser or method: its type (the table's area) and its spelling, `init(step:maximumStepsPerFrame:)`.
  struct EntryPoint: Hashable, Comparable, CustomStringConvertible {
    var area: String
    var call: String
    var description: String { "\(area).\(call)" }
    static func < (a: EntryPoint, b: EntryPoint) -> Bool { a.description < b.description }
  }

  /// The parameter types that hostile values reach: numbers, durations, collections and strings.
  static let hostileTypes = [
    "Double", "Float", "Int", "UInt", "Duration", "String", "[", "Set<", "ClosedRange", "Range<", "Collection",
    "Sequence", "TimeInterval",
  ]

  /// Every public initialiser and method of `Sources/Animator` whose parameters include a hostile type.
  static func entryPoints() throws -> Set<EntryPoint> {
    let sources = root.appendingPathComponent("Sources/Animator")
    var result: Set<EntryPoint> = []
    let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
    for file in files.sorted() where file.hasSuffix(".swift") {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      result.formUnion(entryPoints(in: text))
    }
    return result
  }

  static func entryPoints(in text: String) -> Set<EntryPoint> {
    var result: Set<EntryPoint> = []
    var types: [(indent: Int, name: String)] = []
    var pending: String?
    var depth = 0
    for rawLine in text.components(separatedBy: "\n") {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("//") { continue }
      let indent = rawLine.prefix { $0 == " " }.count
      if var signature = pending {
        signature += " " + line
        depth += line.filter { $0 == "(" }.count - line.filter { $0 == ")" }.count
        if depth <= 0 {
          pending = nil
          if let entry = entry(signature, area: types.last?.name ?? "") { result.insert(entry) }
        } else {
          pending = signature
        }
        continue
      }
      let words = line.split(separator: " ").map(String.init)
      if let kind = words.firstIndex(where: {
        ["struct", "class", "enum", "actor", "extension", "protocol"].contains($0)
      }),
        kind + 1 < words.count, words[..<kind].allSatisfy({ $0.hasPrefix("@") || Self.modifiers.contains($0) }),
        line.hasSuffix("{")
      {
        let name = String(words[kind + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        types.removeAll { $0.indent >= indent }
        types.append((indent, String(name.split(separator: ".").last ?? "")))
        continue
      }
      guard words.contains("public"),
        let keyword = words.firstIndex(where: {
          $0 == "func" || $0.hasPrefix("init(") || $0.hasPrefix("init?(") || $0 == "init"
        }),
        words[..<keyword].allSatisfy({ $0.hasPrefix("@") || Self.modifiers.contains($0) || $0.hasPrefix("nonisolated") }
        )
      else { continue }
      types.removeAll { $0.indent >= indent }
      depth = line.filter { $0 == "(" }.count - line.filter { $0 == ")" }.count
      if depth <= 0 {
        if let entry = entry(line, area: types.last?.name ?? "") { result.insert(entry) }
      } else {
        pending = line
      }
    }
    return result
  }

  static let modifiers: Set<String> = [
    "public", "static", "final", "mutating", "nonmutating", "convenience", "required", "override", "indirect",
    "package", "class",
  ]

  /// The entry point a declaration spells, if one of its parameters has a hostile type.
  static func entry(_ declaration: String, area: String) -> EntryPoint? {
    guard let open = declaration.firstIndex(of: "(") else { return nil }
    let head = declaration[..<open]
    let name: String
    if let funcRange = head.range(of: "func ") {
      name =
        String(head[funcRange.upperBound...]).trimmingCharacters(in: .whitespaces)
        .split(separator: "<").first.map(String.init) ?? ""
      guard let first = name.first, first.isLetter || first == "_" else { return nil }  // operators
    } else {
      name = "init"
    }
    // The parameter list: from the first '(' to its matching ')'.
    // The `>` of a closure type's `->` closes nothing.
    var depth = 0
    var list = ""
    var previous: Character = " "
    for character in declaration[open...] {
      if character == "(" || character == "[" || character == "<" { depth += 1 }
      if character == ")" || character == "]" || character == ">" && previous != "-" { depth -= 1 }
      if depth == 0 { break }
      list.append(character == "," && depth == 1 ? "\u{1}" : character)
      previous = character
    }
    let parameters = list.dropFirst().split(separator: "\u{1}").map { $0.trimmingCharacters(in: .whitespaces) }
    guard !parameters.isEmpty, !parameters[0].isEmpty else { return nil }
    var labels: [String] = []
    var hostile = false
    for parameter in parameters {
      let parts = parameter.split(separator: ":", maxSplits: 1)
      guard parts.count == 2 else { return nil }
      labels.append(String(parts[0].split(separator: " ").first ?? "_"))
      let type = parts[1].split(separator: "=").first.map(String.init) ?? ""
      if hostileTypes.contains(where: { type.contains($0) }) { hostile = true }
    }
    guard hostile else { return nil }
    return EntryPoint(area: area, call: "\(name)(\(labels.map { $0 + ":" }.joined()))")
  }

  /// The entry points listed as having no rows yet, with the reason after `#`.
  static func gaps() throws -> Set<EntryPoint> {
    let text = (try? String(contentsOf: gapsURL, encoding: .utf8)) ?? ""
    var result: Set<EntryPoint> = []
    for line in text.components(separatedBy: "\n") where !line.hasPrefix("#") {
      let entry = line.split(separator: "#").first?.trimmingCharacters(in: .whitespaces) ?? ""
      guard !entry.isEmpty, let dot = entry.firstIndex(of: ".") else { continue }
      result.insert(EntryPoint(area: String(entry[..<dot]), call: String(entry[entry.index(after: dot)...])))
    }
    return result
  }

  @Test("the scanner finds the public entry points it should")
  func scannerFindsEntryPoints() throws {
    let all = try Self.entryPoints()
    for expected in [
      EntryPoint(area: "FixedStepAccumulator", call: "init(step:maximumStepsPerFrame:)"),
      EntryPoint(area: "FixedStepAccumulator", call: "advance(by:)"),
      EntryPoint(area: "SnapPoints", call: "init(_:)"),
      EntryPoint(area: "FrameLoop", call: "init(engine:clock:frameInterval:)"),
      EntryPoint(area: "AnimationEngine", call: "tick(by:)"),
    ] {
      #expect(all.contains(expected), "\(expected)")
    }
    #expect(all.count > 60)
  }

  @Test("every public entry point that takes a number, duration, collection or string has rows, or is listed without")
  func everyEntryPointHasRows() throws {
    let all = try Self.entryPoints()
    let covered = Set(BadInputTableTests.rows.map { EntryPoint(area: $0.area, call: $0.call) })
    let listed = try Self.gaps()
    let missing = all.subtracting(covered).subtracting(listed)
    let stale = listed.subtracting(all.subtracting(covered))
    if ProcessInfo.processInfo.environment["ANIMATOR_UPDATE_GAPS"] != nil, !missing.isEmpty || !stale.isEmpty {
      let old = (try? String(contentsOf: Self.gapsURL, encoding: .utf8)) ?? ""
      var reasons: [String: String] = [:]
      for line in old.components(separatedBy: "\n") where line.contains("#") && !line.hasPrefix("#") {
        let parts = line.split(separator: "#", maxSplits: 1)
        reasons[parts[0].trimmingCharacters(in: .whitespaces)] = parts[1].trimmingCharacters(in: .whitespaces)
      }
      let header = old.components(separatedBy: "\n").prefix { $0.hasPrefix("#") || $0.isEmpty }
      let body = all.subtracting(covered).sorted().map { entry in
        "\(entry)" + (reasons["\(entry)"].map { "  # \($0)" } ?? "  # no rows yet")
      }
      try (header.joined(separator: "\n") + "\n" + body.joined(separator: "\n") + "\n")
        .write(to: Self.gapsURL, atomically: true, encoding: .utf8)
      return
    }
    #expect(
      missing.isEmpty,
      "public entry points with no hostile-input rows (add rows to the bad-input table, or list them in EntryPointsWithoutRows.txt): \(missing.sorted())"
    )
    #expect(
      stale.isEmpty,
      "listed without rows but now covered, or gone: remove from EntryPointsWithoutRows.txt: \(stale.sorted())")
  }
}
