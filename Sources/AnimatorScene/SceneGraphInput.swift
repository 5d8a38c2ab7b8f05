/// An input of a scene's graph: a name, a type and an initial value.
public struct SceneGraphInput: Codable, Equatable, Sendable {
  /// The input's name, unique among the graph's inputs.
  public var name: String
  /// `bool`, `number` or `trigger`.
  public var type: SceneGraphInputType
  /// The initial value: `true`/`false` for a Boolean input, a finite number for a number input,
  /// none for a trigger. `false` or 0 when absent.
  public var value: Value?

  /// An input's initial value as the file writes it.
  public enum Value: Codable, Equatable, Sendable {
    /// A Boolean input's value.
    case bool(Bool)
    /// A number input's value.
    case number(Double)

    /// Reads `true`, `false` or a number.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: A decoding error for anything else.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let flag = try? container.decode(Bool.self) {
        self = .bool(flag)
      } else {
        self = .number(try container.decode(Double.self))
      }
    }

    /// Writes JSON's `true`, `false` or number.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .bool(let flag): try container.encode(flag)
      case .number(let number): try container.encode(number)
      }
    }
  }

  /// Makes an input.
  ///
  /// - Parameters:
  ///   - name: Its name.
  ///   - type: Its type.
  ///   - value: Its initial value, or `nil` for `false`, 0 or a trigger.
  public init(name: String, type: SceneGraphInputType, value: Value? = nil) {
    self.name = name
    self.type = type
    self.value = value
  }
}

/// The type of an input of a scene's graph.
public enum SceneGraphInputType: String, Codable, Sendable, CaseIterable {
  /// `true` or `false`, tested by `isTrue` and `isFalse`.
  case bool
  /// A finite number, tested by `above` and `below`, and placing blend spaces and mix weights.
  case number
  /// Fired, then consumed by the first transition it lets fire; tested by `triggered`.
  case trigger
}
