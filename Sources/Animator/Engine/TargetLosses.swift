/// Whether some object an animation writes to went since the engine last looked: set by what
/// writes to such objects (a key path's writer, which holds its object weakly), read by the engine
/// once per tick, after the sampling pass and the completions.
///
/// The engine then asks each running client to end if every target it moves is gone
/// (``EngineClient/engineEndIfTargetsGone()``). One test of one flag per tick is all that tying
/// animations to their targets' lifetimes costs a tick in which nothing went.
final class TargetLosses {
  /// Whether a loss was reported since the engine last looked.
  var hasNew = false

  /// The identities of the objects that went from each recorder that names its losses (a
  /// timeline's tween block, which keeps recordings of the properties it set and must not replay
  /// those that went), keyed by the recorder's address; empty, with no storage, until one goes.
  /// An entry is taken by its recorder before it replays, or dropped when the recorder goes.
  private var lostByRecorder: [UInt: [ObjectIdentifier]] = [:]

  /// Notes that the object whose identity is `identity` went from the recorder at `recorder`.
  func noteLost(_ identity: ObjectIdentifier, by recorder: UInt) {
    lostByRecorder[recorder, default: []].append(identity)
  }

  /// The identities of the objects that went from the recorder at `recorder` since it last took
  /// them, which are forgotten; empty when none went.
  func takeLostIdentities(of recorder: UInt) -> [ObjectIdentifier] {
    lostByRecorder.removeValue(forKey: recorder) ?? []
  }

  /// Forgets the losses of the recorder at `recorder`, which goes.
  func dropLostIdentities(of recorder: UInt) {
    lostByRecorder[recorder] = nil
  }
}

extension AnimationEngine {
  /// The flag that writers set when they find their object gone, made the first time.
  var targetLosses: TargetLosses {
    if let losses = storage.targetLosses { return losses }
    let losses = TargetLosses()
    storage.targetLosses = losses
    return losses
  }

  /// Ends the running clients whose targets have all gone, if some target went since the last
  /// look.
  ///
  /// - Complexity: O(1) when none went; otherwise O(n) in the running clients, each asked once.
  @inline(__always)
  func endClientsWithoutTargetsIfNeeded() {
    guard let losses = storage.targetLosses, losses.hasNew else { return }
    losses.hasNew = false
    endClientsWithoutTargets()
  }

  /// Asks each running client to end if every target it moves is gone.
  @inline(never)
  private func endClientsWithoutTargets() {
    for client in runningClients { client.engineEndIfTargetsGone() }
  }
}
