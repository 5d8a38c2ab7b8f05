// Built only where QuartzCore has a display link: iOS, tvOS, visionOS (CADisplayLink) and macOS 14
// or later (NSView.displayLink). Linux CI does not build or test this file; the frame loop and the
// engine signals it relies on (needsFrames, observeNeedsFrames) are tested there.
#if canImport(QuartzCore) && !os(watchOS)
  import Animator
  import Foundation
  import QuartzCore
  #if canImport(UIKit)
    import UIKit
  #elseif canImport(AppKit)
    import AppKit
  #endif

  /// Ticks an engine once per display refresh and pauses the display link while the engine needs
  /// no frames, so that an idle app costs no frame callbacks.
  ///
  /// ```swift
  /// let engine = AnimationEngine()
  /// let driver = DisplayLinkDriver(engine: engine)       // on macOS: (engine:, view:)
  /// driver.onFrame = { _ in view.setNeedsLayout() }
  /// ```
  ///
  /// The link runs in the main run loop's common modes (so scrolling does not stop it) and calls
  /// ``AnimationEngine/tick()``, which reads the engine's clock. It is resumed by
  /// ``AnimationEngine/observeNeedsFrames(_:)`` when an animation starts and paused when the last
  /// one ends. Call ``invalidate()`` when done: a display link retains its target until then.
  ///
  /// This driver is not built or tested on Linux; see "Putting it on screen" in the documentation.
  @MainActor
  public final class DisplayLinkDriver {
    /// The engine ticked once per frame.
    public let engine: AnimationEngine
    /// Called after each tick: draw here.
    public var onFrame: ((AnimationEngine) -> Void)?

    private var link: CADisplayLink?
    private var observation: AnimationObservation?

    #if canImport(UIKit)
      /// Makes a driver on a `CADisplayLink` of the main screen.
      ///
      /// - Parameter engine: The engine to tick.
      public init(engine: AnimationEngine) {
        self.engine = engine
        let link = CADisplayLink(target: DisplayLinkTarget(self), selector: #selector(DisplayLinkTarget.step(_:)))
        attach(link)
      }
    #elseif canImport(AppKit)
      /// Makes a driver on the display link of `view`'s display (macOS 14 or later).
      ///
      /// - Parameters:
      ///   - engine: The engine to tick.
      ///   - view: The view whose display paces the frames.
      @available(macOS 14, *)
      public init(engine: AnimationEngine, view: NSView) {
        self.engine = engine
        let link = view.displayLink(target: DisplayLinkTarget(self), selector: #selector(DisplayLinkTarget.step(_:)))
        attach(link)
      }
    #endif

    private func attach(_ link: CADisplayLink) {
      self.link = link
      link.isPaused = !engine.needsFrames
      link.add(to: .main, forMode: .common)
      observation = engine.observeNeedsFrames { [weak self] needsFrames in
        self?.link?.isPaused = !needsFrames
      }
    }

    /// Stops the display link for good and lets go of it.
    public func invalidate() {
      link?.invalidate()
      link = nil
      observation = nil
    }

    fileprivate func frame() {
      engine.tick()
      onFrame?(engine)
    }
  }

  /// The Objective-C target a display link calls: it holds the driver weakly, so that the link
  /// (which retains its target) does not keep the driver alive.
  private final class DisplayLinkTarget: NSObject {
    weak var driver: DisplayLinkDriver?

    @MainActor init(_ driver: DisplayLinkDriver) {
      self.driver = driver
    }

    @objc func step(_ link: CADisplayLink) {
      MainActor.assumeIsolated { driver?.frame() }
    }
  }
#endif
