extension DeviceHost {
  /// The app's traits in `orientation`: UIKit's defaults (light, large text, left to right),
  /// then the device's size classes, scale and idiom, then ``traitOverrides``.
  public func traitCollection(for orientation: InterfaceOrientation) -> TraitCollection {
    TraitCollection(traitsFrom: [
      .systemDefaults, device.traitCollection(for: orientation), traitOverrides,
    ])
  }

  /// Gives the window and the root controller `traits`. With `notify`, every controller and
  /// view whose traits change gets `traitCollectionDidChange(_:)` once (controllers first, top
  /// down); without, no callback is called (the launch, and the legacy model, which predates
  /// traits), but labels still adjust their Dynamic Type fonts.
  func installTraits(_ traits: TraitCollection, notify: Bool) {
    let controller = rootViewController
    guard traits != window.screenTraitsStorage || controller.hostTraits != traits else { return }
    // Controllers whose views are not in the window (the root before its view loads, child
    // controllers whose views the container has not added) hear of the change from their
    // parent, as in UIKit, rather than from the view tree.
    let controllers = [controller] + controller.descendants
    let detached = controllers.filter { $0.viewIfLoaded?.window !== window }
    let old = detached.map(\.traitCollection)
    let oldSizeClasses = controllers.map(\.traitCollection.horizontalSizeClass)
    window.performTraitChange(callbacks: notify) {
      window.screenTraitsStorage = traits
      controller.traitCollection = traits
    }
    // A root view's system minimum margins follow its controller's horizontal size class.
    for (each, sizeClass) in zip(controllers, oldSizeClasses)
    where each.traitCollection.horizontalSizeClass != sizeClass
      && each.viewRespectsSystemMinimumLayoutMargins
    {
      each.viewIfLoaded?.layoutMarginsInputsDidChange()
    }
    guard notify else { return }
    for (detachedController, previous) in zip(detached, old)
    where detachedController.traitCollection != previous {
      detachedController.traitCollectionDidChange(previous)
    }
  }

  /// Applies changed ``traitOverrides``: the traits are installed with callbacks and the window
  /// laid out (a label that adjusts its font for the content size category re-measures).
  func traitOverridesDidChange() {
    installTraits(traitCollection(for: interfaceOrientation), notify: true)
    window.layoutIfNeeded()
  }
}
