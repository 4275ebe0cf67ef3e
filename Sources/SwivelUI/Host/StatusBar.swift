extension DeviceHost {
  /// The time the status bar shows: Apple's marketing 9:41, so renders never depend on the clock.
  public static let statusBarTime = "9:41"

  /// The status bar's drawing in interface coordinates, or nil when hidden: the time centred
  /// in bold 12-pt text, black on a neutral light strip for dark content, white on no strip
  /// (the content shows through) for light content (``statusBarStyle``).
  package func statusBarNode() -> RenderNode? {
    let frame = statusBarFrame
    guard !isStatusBarHidden, frame.height > 0 else { return nil }
    let bar = View(frame: frame)
    let isLight = statusBarStyle == .lightContent
    bar.backgroundColor = isLight ? nil : Color(RGBA8(r: 247, g: 247, b: 247))
    bar.identifier = "statusBar"
    let time = Label(frame: bar.bounds)
    time.text = Self.statusBarTime
    time.font = .boldSystemFont(ofSize: 12)
    time.textAlignment = .center
    time.textColor = isLight ? .white : .black
    bar.addSubview(time)
    return bar.makeRenderNode()
  }
}
