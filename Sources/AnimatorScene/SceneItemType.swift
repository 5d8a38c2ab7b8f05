/// What an item of a scene's timeline is.
public enum SceneItemType: String, Codable, Sendable, CaseIterable {
  /// A tween of one layer property to a value (`to`), from the value it has there or `from`.
  case tween
  /// A spring pulling a layer property to `to`.
  case spring
  /// A tween of one layer property through `values` at `keyTimes`.
  case keyframes
  /// A named time.
  case label
  /// A named point the playhead crosses: a callback's place, whose action the host supplies.
  case marker
}
