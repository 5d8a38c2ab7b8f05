/// A property value: a number, a list of numbers (a point, a rectangle, a transform) or a colour
/// (`#RRGGBB` or `#RRGGBBAA`).
public enum SceneValue: Codable, Equatable, Sendable {
  /// A number.
  case number(Double)
  /// A list of numbers.
  case numbers([Double])
  /// A colour.
  case color(String)

  /// Reads a number, a list of numbers or a string.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: A decoding error for anything else.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let numbers = try? container.decode([Double].self) {
      self = .numbers(numbers)
    } else {
      self = .color(try container.decode(String.self))
    }
  }

  /// Writes the value as JSON's number, array or string.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .number(let number): try container.encode(number)
    case .numbers(let numbers): try container.encode(numbers)
    case .color(let color): try container.encode(color)
    }
  }
}
