// Statements run as a test, under the article's `import Swivel`.
import Swivel
import Testing

@Suite struct StatementsSample {
  @Test func statements() throws {
    // {{sample}}
  }
}
