import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

@Suite struct SearchBarTests {
  final class Listener: SearchBarDelegate {
    var log: [String] = []
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
      log.append("text \(searchText)")
    }
    func searchBarSearchButtonClicked(_ searchBar: SearchBar) { log.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: SearchBar) { log.append("cancel") }
  }

  @Test func theFieldIsThirtySixPointsTallInsetEightPointsInAFiftySixPointBar() {
    let bar = SearchBar(frame: CGRect(x: 0, y: 0, width: 375, height: 56))
    bar.layoutIfNeeded()
    #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)) == CGSize(width: 320, height: 56))
    #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 359, height: 36))
    #expect(
      bar.searchTextField.cornerRadius == 10
        && bar.searchTextField.backgroundColor == .tertiarySystemFill)
  }

  @Test func placeholderAndTextAreTheFieldsAndSearchIsTheDefaultPlaceholder() {
    let bar = SearchBar()
    #expect(bar.placeholder == "Search")
    bar.placeholder = "Search Contacts"
    bar.text = "Ada"
    #expect(
      bar.searchTextField.placeholder == "Search Contacts" && bar.searchTextField.text == "Ada")
  }

  @Test func typingTellsTheDelegateButSettingTheTextDoesNot() {
    let bar = SearchBar()
    let listener = Listener()
    bar.delegate = listener
    bar.text = "A"
    bar.enterText("da")
    bar.enterText("\n")
    #expect(bar.text == "Ada")
    #expect(listener.log == ["text Ada", "search"])
  }

  @Test func theCancelButtonShowsAfterTheFieldAndTellsTheDelegate() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
    let bar = SearchBar(frame: CGRect(x: 0, y: 0, width: 375, height: 56))
    let listener = Listener()
    bar.delegate = listener
    bar.showsCancelButton = true
    window.addSubview(bar)
    window.layoutIfNeeded()
    // "Cancel" and a gap of 8 pt take at least 48 pt
    #expect(bar.searchTextField.frame.maxX <= 367 - 40)
    _ = window.sendTap(at: CGPoint(x: 350, y: 28))
    #expect(listener.log == ["cancel"])
    _ = window.sendTap(at: CGPoint(x: 100, y: 28))
    #expect(listener.log == ["cancel"])
  }
}
