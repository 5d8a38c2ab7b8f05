/// What a member of an ``AnimationScope`` keeps of its scope: the scope, weakly, and its identity.
///
/// The identity answers "is this member still mine?" while the scope goes: during a scope's
/// `deinit`, which performs ``AnimationScope/whenReleased``, a weak reference to it already reads
/// `nil`. It never outlives the scope's claim: a scope clears the link of every member it ends,
/// and ends every member it still holds as it goes, so no member keeps the identity of a scope
/// that has gone (whose address a new scope may reuse).
struct ScopeLink {
  /// The scope, while it lives.
  weak var scope: AnimationScope?
  /// The scope's identity.
  let identity: ObjectIdentifier

  /// A link to `scope`.
  init(_ scope: AnimationScope) {
    self.scope = scope
    identity = ObjectIdentifier(scope)
  }
}
