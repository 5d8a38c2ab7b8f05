/// What a ``TweenChild`` sets when it is recorded, and what it is known to animate before that.
struct TweenSource {
  /// The block given, or the one ``Timeline/setAnimations(of:_:)`` set; `nil` for a tween of one
  /// property that still sets its own value (``TweenChild/setValue()``).
  var body: (() -> Void)?
  /// The name of the property a tween of one property animates (its key path, its value type or
  /// the tween's name), `nil` for a block of changes: one name at most, kept without an array so
  /// that a timeline of many tweens makes no array for each.
  let propertyName: String?
  /// The property a tween of one property (``Timeline/addTween(of:from:to:duration:curve:timing:at:name:)-(AnimatedProperty<Value>,_,_,Double,_,_,_,_)``)
  /// animates, known before it is recorded; `nil` for a block of changes.
  var target: ObjectIdentifier?
  /// Whether the block takes its properties over from other animations (UIKit's
  /// `beginFromCurrentState`).
  var beginsFromCurrentState = false
}
