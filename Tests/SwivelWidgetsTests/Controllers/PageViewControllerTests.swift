import SwivelDevices
import SwivelInspection
import SwivelViews
import SwivelWidgets
import Testing

@Suite struct PageViewControllerTests {
  final class Page: ViewController {
    let number: Int
    init(_ number: Int) {
      self.number = number
      super.init()
    }
    required init?(coder: NSCoder) { nil }
  }

  /// Pages 0 to 2, and a log of what the page view controller asked and told.
  final class Book: PageViewControllerDataSource, PageViewControllerDelegate {
    let pages = [Page(0), Page(1), Page(2)]
    var log: [String] = []

    func pageViewController(
      _ pvc: PageViewController, viewControllerBefore viewController: UIKitViewController
    ) -> UIKitViewController? {
      guard let page = viewController as? Page else { return nil }
      log.append("before \(page.number)")
      return page.number > 0 ? pages[page.number - 1] : nil
    }

    func pageViewController(
      _ pvc: PageViewController, viewControllerAfter viewController: UIKitViewController
    ) -> UIKitViewController? {
      guard let page = viewController as? Page else { return nil }
      log.append("after \(page.number)")
      return page.number < pages.count - 1 ? pages[page.number + 1] : nil
    }

    func pageViewController(
      _ pvc: PageViewController, willTransitionTo pendingViewControllers: [UIKitViewController]
    ) {
      log.append("will \(pendingViewControllers.compactMap { ($0 as? Page)?.number })")
    }

    func pageViewController(
      _ pvc: PageViewController, didFinishAnimating finished: Bool,
      previousViewControllers: [UIKitViewController],
      transitionCompleted completed: Bool
    ) {
      log.append("did \(previousViewControllers.compactMap { ($0 as? Page)?.number }) \(completed)")
    }
  }

  @Test func setViewControllersShowsThePageFillingTheContainer() throws {
    let book = Book()
    let pages = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    var completed = false
    pages.setViewControllers([book.pages[1]], direction: .forward, animated: false) {
      completed = $0
    }
    let host = try DeviceHost(device: .iphone6, rootViewController: pages)
    host.window.layoutIfNeeded()
    #expect(completed && pages.viewControllers?.first === book.pages[1])
    #expect(book.pages[1].parent === pages && book.pages[1].view.superview === pages.view)
    #expect(book.pages[1].view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(pages.transitionStyle == .scroll && pages.navigationOrientation == .horizontal)
  }

  @Test func replacingThePageRemovesTheOldOne() {
    let book = Book()
    let pages = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    pages.loadViewIfNeeded()
    pages.setViewControllers([book.pages[0]], direction: .forward, animated: false)
    pages.setViewControllers([book.pages[2]], direction: .reverse, animated: true)
    #expect(book.pages[0].parent == nil && book.pages[0].view.superview == nil)
    #expect(pages.children.count == 1 && pages.children.first === book.pages[2])
    #expect(book.log.isEmpty)
  }

  @Test func turningAsksTheDataSourceAndTellsTheDelegateInUIKitsOrder() {
    let book = Book()
    let pages = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    pages.dataSource = book
    pages.delegate = book
    pages.setViewControllers([book.pages[0]], direction: .forward, animated: false)
    #expect(pages.turnPage(.forward))
    #expect(pages.viewControllers?.first === book.pages[1])
    #expect(pages.turnPage(.reverse))
    #expect(!pages.turnPage(.reverse))
    #expect(
      book.log == [
        "after 0", "will [1]", "did [0] true", "before 1", "will [0]", "did [1] true", "before 0",
      ])
  }

  @Test func theDefaultInitialiserCurlsPagesAsUIKitDoes() {
    #expect(PageViewController().transitionStyle == .pageCurl)
    #expect(!PageViewController().turnPage(.forward))
  }
}
