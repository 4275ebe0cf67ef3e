// A test body with a demo-like `scene` in scope, under `import SwivelSnapshotTesting`.
import SwivelSnapshotTesting
import Testing

final class SampleSceneController: ViewController {
  override func viewDidLoad() {
    view.backgroundColor = .white
    let title = Label()
    title.text = "Settings"
    title.frame = CGRect(x: 20, y: 40, width: 200, height: 40)
    view.addSubview(title)
  }
}

@Suite struct SceneTestSample {
  let scene = Scene("Sample", summary: "A title") { SampleSceneController() }

  @Test func accessibility() {
    // {{sample}}
  }
}
