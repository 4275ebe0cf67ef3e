extension DeviceHost {
  /// The time the status bar shows: Apple's marketing 9:41, so renders never depend on the clock.
  public static let statusBarTime = "9:41"

  /// The status bar's drawing in interface coordinates, or nil when hidden: a neutral strip
  /// with the time centred in bold 12-pt text, light with black text, or in the dark
  /// appearance (`dark` true, by default when the app's traits are dark) black with white text.
  package func statusBarNode(dark: Bool? = nil) -> RenderNode? {
    let frame = statusBarFrame
    guard !isStatusBarHidden, frame.height > 0 else { return nil }
    let isDark = dark ?? traitCollection.isDarkAppearance
    let bar = View(frame: frame)
    bar.backgroundColor = isDark ? Color(RGBA8(r: 0, g: 0, b: 0)) : Color(RGBA8(r: 247, g: 247, b: 247))
    bar.identifier = "statusBar"
    let time = Label(frame: bar.bounds)
    time.text = Self.statusBarTime
    time.font = .boldSystemFont(ofSize: 12)
    time.textColor = isDark ? .white : .black
    time.textAlignment = .center
    bar.addSubview(time)
    return bar.makeRenderNode()
  }
}
