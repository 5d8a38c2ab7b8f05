/// A player's state and whether it runs, to publish what changed.
struct PlayerSnapshot: Equatable {
  var state: AnimatingState
  var isRunning: Bool
}
