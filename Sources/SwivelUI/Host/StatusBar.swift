extension DeviceHost {
  /// The time the status bar shows: Apple's marketing 9:41, so renders never depend on the clock.
  public static let statusBarTime = "9:41"

  /// The status bar's drawing in interface coordinates, or nil when hidden: a neutral light
  /// strip with the time centred in bold 12-pt text.
  package func statusBarNode() -> RenderNode? {
    let frame = statusBarFrame
    guard !isStatusBarHidden, frame.height > 0 else { return nil }
    let bar = View(frame: frame)
    bar.backgroundColor = Color(RGBA8(r: 247, g: 247, b: 247))
    bar.identifier = "statusBar"
    let time = Label(frame: bar.bounds)
    time.text = Self.statusBarTime
    time.font = .boldSystemFont(ofSize: 12)
    time.textAlignment = .center
    bar.addSubview(time)
    return bar.makeRenderNode()
  }
}
