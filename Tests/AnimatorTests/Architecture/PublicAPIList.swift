import Foundation

/// The public API of the library modules as lines of text, one declaration or conformance a line,
/// sorted: what `API/PublicAPI.txt` holds and ``PublicAPITests`` compares with the built modules.
///
/// A line is `MODULE | PATH | DECLARATION`, the declaration as the compiler prints it in the
/// module's symbol graph (`swift-symbolgraph-extract`), with its `@available` attributes in front.
/// A conformance is a line whose third field is `conforms to PROTOCOL` (`inherits from CLASS` for a
/// superclass). A fourth field says what the declaration alone does not: `requirement` for a
/// protocol's requirement, or `where …` for a member or conformance of an extension with
/// constraints the type itself does not have. Members of other modules' types (`Double`, `CGPoint`)
/// are listed under the module that declares them.
///
/// Public names that begin with an underscore are listed too: the documentation hides them, but
/// callers can use them, so a change to them is a change of the API. Members a type only inherits
/// (a protocol's default implementations, `!=` from `Equatable`) are not: the declaration they come
/// from is listed once, where it is written. `Copyable`, `Escapable` and `SendableMetatype` are
/// left out of the conformances, since every type has the first two unless its declaration says
/// `~Copyable` or `~Escapable`, and the third comes with `Sendable`.
enum PublicAPIList {
  /// The library modules, in the order of `Package.swift`'s products.
  static let modules = ["Animator", "AnimatorInterop", "AnimatorObservable", "AnimatorScene"]

  /// The conformances every type has, or that another conformance implies.
  static let impliedConformances: Set<String> = ["Swift.Copyable", "Swift.Escapable", "Swift.SendableMetatype"]

  /// A failed run of the extractor: the module, the exit status and what it printed.
  struct ExtractionFailure: Error, CustomStringConvertible {
    var description: String
  }

  /// Runs `extractor` on each library module in `modulesFolder` (the built `.swiftmodule` files)
  /// for `target`, all at once, and returns the sorted lines of their public API.
  static func lines(extractor: URL, modulesFolder: URL, target: String) throws -> [String] {
    let fileManager = FileManager.default
    let output = fileManager.temporaryDirectory.appendingPathComponent("PublicAPI-\(UUID().uuidString)")
    try fileManager.createDirectory(at: output, withIntermediateDirectories: true)
    defer { try? fileManager.removeItem(at: output) }

    var runs: [(module: String, process: Process, log: URL, handle: FileHandle)] = []
    for module in modules {
      let process = Process()
      process.executableURL = extractor
      // Internal, not public, so that public names beginning with an underscore are in the graph;
      // `isListed` keeps only the public and open symbols.
      process.arguments = [
        "-module-name", module, "-I", modulesFolder.path, "-target", target,
        "-minimum-access-level", "internal", "-skip-synthesized-members", "-emit-extension-block-symbols",
        "-output-dir", output.path,
      ]
      let log = output.appendingPathComponent("\(module).log")
      _ = fileManager.createFile(atPath: log.path, contents: nil)
      let handle = try FileHandle(forWritingTo: log)
      process.standardOutput = handle
      process.standardError = handle
      try process.run()
      runs.append((module, process, log, handle))
    }
    var failures: [String] = []
    for run in runs {
      run.process.waitUntilExit()
      try? run.handle.close()
      if run.process.terminationStatus != 0 {
        let printed = (try? String(contentsOf: run.log, encoding: .utf8)) ?? ""
        failures.append("\(run.module): exit status \(run.process.terminationStatus)\n\(printed)")
      }
    }
    guard failures.isEmpty else {
      throw ExtractionFailure(
        description: "\(extractor.path) failed on \(modulesFolder.path):\n" + failures.joined(separator: "\n"))
    }

    var graphs: [(module: String, graph: SymbolGraph)] = []
    for name in try fileManager.contentsOfDirectory(atPath: output.path).sorted()
    where name.hasSuffix(".symbols.json") {
      // `Animator.symbols.json`, and `Animator@Swift.symbols.json` for its extensions of Swift's types.
      let module = String(name.prefix { $0 != "@" && $0 != "." })
      let data = try Data(contentsOf: output.appendingPathComponent(name))
      graphs.append((module, try JSONDecoder().decode(SymbolGraph.self, from: data)))
    }
    return lines(of: graphs)
  }

  /// The sorted lines of the public API in `graphs`, each the symbol graph of one module's file.
  static func lines(of graphs: [(module: String, graph: SymbolGraph)]) -> [String] {
    var symbols: [String: SymbolGraph.Symbol] = [:]
    for (_, graph) in graphs {
      for symbol in graph.symbols { symbols[symbol.identifier.precise] = symbol }
    }
    var lines: Set<String> = []
    for (module, graph) in graphs {
      var parent: [String: String] = [:]
      var extended: [String: String] = [:]
      var requirements: [String: String] = [:]
      for relationship in graph.relationships {
        switch relationship.kind {
        case "memberOf": parent[relationship.source] = relationship.target
        case "extensionTo": extended[relationship.source] = relationship.target
        case "requirementOf": requirements[relationship.source] = "requirement"
        case "optionalRequirementOf": requirements[relationship.source] = "optional requirement"
        default: break
        }
      }
      // The constraints every member of a type has: its generic signature's. An extension of
      // another module's type stands for that type; a type of a module not listed here adds none.
      func typeConstraints(_ id: String?) -> Set<SymbolGraph.Constraint> {
        guard let id, let type = symbols[extended[id] ?? id], type.kind.identifier != "swift.extension" else {
          return []
        }
        return Set(type.swiftGenerics?.constraints ?? [])
      }
      func whereClause(_ constraints: [SymbolGraph.Constraint]?, type: String?) -> [String] {
        let own = typeConstraints(type)
        let added = (constraints ?? []).filter { !own.contains($0) }
        return added.isEmpty ? [] : ["where " + added.map(\.text).joined(separator: ", ")]
      }

      for symbol in graph.symbols where symbol.isListed {
        let id = symbol.identifier.precise
        var fields = [module, symbol.path, symbol.declaration]
        if let requirement = requirements[id] {
          fields.append(requirement)
        } else {
          fields += whereClause(symbol.swiftExtension?.constraints, type: parent[id])
        }
        lines.insert(fields.joined(separator: " | "))
      }

      for relationship in graph.relationships {
        let verb: String
        switch relationship.kind {
        case "conformsTo": verb = "conforms to"
        case "inheritsFrom": verb = "inherits from"
        default: continue
        }
        // A protocol's declaration already names the protocols it refines.
        guard let source = symbols[relationship.source], source.kind.identifier != "swift.protocol",
          source.isListed || source.kind.identifier == "swift.extension"
        else { continue }
        let name: String
        if let target = symbols[relationship.target] {
          guard target.isListed else { continue }
          name = target.path
        } else {
          guard let fallback = relationship.targetFallback, !impliedConformances.contains(fallback) else { continue }
          name = String(fallback.split(separator: ".", maxSplits: 1).last ?? "")
        }
        let fields =
          [module, source.path, "\(verb) \(name)"]
          + whereClause(relationship.swiftConstraints, type: relationship.source)
        lines.insert(fields.joined(separator: " | "))
      }
    }
    return lines.sorted()
  }
}

/// The parts of a symbol graph file (`swift-symbolgraph-extract`'s output) that the list reads.
struct SymbolGraph: Decodable {
  var symbols: [Symbol]
  var relationships: [Relationship]

  struct Symbol: Decodable {
    struct Kind: Decodable { var identifier: String }
    struct Identifier: Decodable { var precise: String }
    struct Fragment: Decodable { var spelling: String }
    struct Generics: Decodable { var constraints: [Constraint]? }
    struct Extension: Decodable { var constraints: [Constraint]? }

    var kind: Kind
    var identifier: Identifier
    var pathComponents: [String]
    var accessLevel: String
    var declarationFragments: [Fragment]?
    var availability: [Availability]?
    var swiftGenerics: Generics?
    var swiftExtension: Extension?

    /// Whether the list has a line for the symbol: a public or open declaration, not the
    /// extension block that holds another module's type's members (those have lines of their own).
    var isListed: Bool {
      (accessLevel == "public" || accessLevel == "open") && kind.identifier != "swift.extension"
    }

    /// `PropertyAnimator.startAnimation(afterDelay:)`.
    var path: String { pathComponents.joined(separator: ".") }

    /// The declaration as the compiler prints it, on one line, after its `@available` attributes.
    var declaration: String {
      var text = (declarationFragments ?? []).map(\.spelling).joined()
        .split(whereSeparator: \.isNewline).joined(separator: " ")
      if accessLevel == "open" && !text.hasPrefix("open ") && !text.contains(" open ") { text = "open " + text }
      let attributes = Availability.attributes(availability ?? [])
      return attributes.isEmpty ? text : attributes + " " + text
    }
  }

  /// A generic requirement: `Value : Animatable`, `C.Duration == Duration`.
  struct Constraint: Decodable, Hashable {
    var kind: String
    var lhs: String
    var rhs: String

    var text: String { "\(lhs) \(kind == "sameType" ? "==" : ":") \(rhs)" }
  }

  struct Relationship: Decodable {
    var kind: String
    var source: String
    var target: String
    var targetFallback: String?
    var swiftConstraints: [Constraint]?
  }

  /// One platform's entry of a symbol's availability.
  struct Availability: Decodable {
    struct Version: Decodable {
      var major: Int
      var minor: Int?
      var patch: Int?

      var text: String { ([major] + [minor, patch].compactMap { $0 }).map(String.init).joined(separator: ".") }
    }

    var domain: String?
    var introduced: Version?
    var deprecated: Version?
    var obsoleted: Version?
    var message: String?
    var renamed: String?
    var isUnconditionallyDeprecated: Bool?
    var isUnconditionallyUnavailable: Bool?

    /// The entries as `@available` attributes, in a fixed order: the platforms that only give an
    /// introduction version in one shorthand attribute, `@available(iOS 17, macOS 14, *)`, then one
    /// attribute for each other entry, `@available(*, deprecated, message: "…")`.
    static func attributes(_ entries: [Availability]) -> String {
      var introductions: [String] = []
      var others: [String] = []
      for entry in entries {
        let domain = entry.domain ?? "*"
        if domain != "*", let introduced = entry.introduced, entry.deprecated == nil, entry.obsoleted == nil,
          entry.message == nil, entry.renamed == nil, entry.isUnconditionallyDeprecated != true,
          entry.isUnconditionallyUnavailable != true
        {
          introductions.append("\(domain) \(introduced.text)")
          continue
        }
        var arguments = [domain]
        if let introduced = entry.introduced { arguments.append("introduced: \(introduced.text)") }
        if let deprecated = entry.deprecated { arguments.append("deprecated: \(deprecated.text)") }
        if entry.isUnconditionallyDeprecated == true { arguments.append("deprecated") }
        if let obsoleted = entry.obsoleted { arguments.append("obsoleted: \(obsoleted.text)") }
        if entry.isUnconditionallyUnavailable == true { arguments.append("unavailable") }
        if let renamed = entry.renamed { arguments.append("renamed: \"\(renamed)\"") }
        if let message = entry.message { arguments.append("message: \"\(message)\"") }
        others.append("@available(\(arguments.joined(separator: ", ")))")
      }
      let shorthand =
        introductions.isEmpty ? [] : ["@available(\((introductions.sorted() + ["*"]).joined(separator: ", ")))"]
      return (shorthand + others.sorted()).joined(separator: " ")
    }
  }
}
