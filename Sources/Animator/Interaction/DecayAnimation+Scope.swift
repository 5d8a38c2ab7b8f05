/// A decay in an ``AnimationScope``: it is cancelled and finished as every player is, and notes its
/// property in the scope's journal at each start (``PropertyPlayer/noteInScopeJournal()``).
extension DecayAnimation: ScopedMember {}
