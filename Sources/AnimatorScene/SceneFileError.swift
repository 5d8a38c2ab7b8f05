/// Why a scene file was refused: the field (a path such as `timeline[2].duration`, empty for the
/// file's syntax), the line it is on and what is wrong.
public struct SceneFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The field, as a path from the top: `layers[1].position`, `timeline[0].timing.delay`; empty when
  /// the text is not JSON.
  public var path: String
  /// The line (from 1) of the field, or of the syntax error.
  public var line: Int
  /// What is wrong.
  public var problem: String

  /// Makes an error.
  ///
  /// - Parameters:
  ///   - path: The field's path.
  ///   - line: Its line.
  ///   - problem: What is wrong.
  public init(path: String, line: Int, problem: String) {
    self.path = path
    self.line = line
    self.problem = problem
  }

  /// `line 12: timeline[2].duration: must be a finite number >= 0`.
  public var description: String {
    path.isEmpty ? "line \(line): \(problem)" : "line \(line): \(Self.shortened(path)): \(problem)"
  }

  /// The most characters of a name, path or text of the file that an error quotes: longer ones are
  /// cut, and say so with an ellipsis and their length.
  public static let quoteLimit = 80

  /// `text` in double quotes, cut to ``quoteLimit`` characters: an error about a 10 MB name quotes
  /// its start.
  ///
  /// - Parameter text: Text from the file.
  /// - Returns: The quotation.
  public static func quoted(_ text: String) -> String {
    "\"\(shortened(text))\""
  }

  /// `text` cut to ``quoteLimit`` characters, with `…` and the full length when it was cut.
  static func shortened(_ text: String) -> String {
    guard text.utf8.count > quoteLimit else { return text }
    var prefix = ""
    for character in text {
      guard prefix.count < quoteLimit else { break }
      prefix.append(character)
    }
    return prefix + "… (\(text.utf8.count) bytes)"
  }
}
