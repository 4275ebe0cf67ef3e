// A settings screen written as UIKit frame-layout code; only the import differs from iOS.
import SwivelUIKit

final class SettingsViewController: UIViewController {
  let scrollView = UIScrollView()
  let stack = UIStackView()
  let appearance = UISegmentedControl(items: ["Light", "Dark", "Auto"])
  let volume = UISlider()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    stack.axis = .vertical
    stack.spacing = 12
    for title in ["Wi-Fi", "Bluetooth", "Airplane Mode"] {
      let label = UILabel()
      label.text = title
      let toggle = UISwitch()
      toggle.isOn = title != "Airplane Mode"
      let row = UIStackView(arrangedSubviews: [label, toggle])
      row.alignment = .center
      stack.addArrangedSubview(row)
    }
    appearance.selectedSegmentIndex = 2
    stack.addArrangedSubview(appearance)
    volume.value = 0.6
    stack.addArrangedSubview(volume)
    scrollView.addSubview(stack)
    view.addSubview(scrollView)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    scrollView.frame = view.bounds
    let width = view.bounds.width - 32
    let height = stack.intrinsicContentSize.height
    stack.frame = CGRect(x: 16, y: view.safeAreaInsets.top + 16, width: width, height: height)
    scrollView.contentSize = CGSize(width: view.bounds.width, height: stack.frame.maxY + 16)
  }
}
