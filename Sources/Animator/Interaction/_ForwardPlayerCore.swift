/// How ``ForwardAnimating``'s answers reach a player's core. It has no public members: only the
/// package makes one, for its own players.
public struct _ForwardPlayerCore<Event> {
  /// The player, as the actions its core answers.
  let player: any ForwardPlayerActions<Event>
}
